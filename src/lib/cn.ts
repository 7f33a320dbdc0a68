import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, dropping false and empty ones. It does not resolve
 * conflicting Tailwind classes (tailwind-merge would, for 6.5 kB gzip of a
 * 90 kB first-load budget), so components offer variants for anything a
 * caller may change, and a caller's `className` only adds: layout, margins.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
