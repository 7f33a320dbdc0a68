import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind classes win over earlier ones (the caller's class goes last). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
