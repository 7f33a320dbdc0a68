import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '../../lib/cn';

/** The heading of a page section (an h2), sized for phones and desktops alike. */
export function SectionHeading({ className, children, ...props }: ComponentPropsWithoutRef<'h2'>) {
  return (
    <h2 className={cn('text-2xl font-bold tracking-tight sm:text-3xl', className)} {...props}>
      {children}
    </h2>
  );
}
