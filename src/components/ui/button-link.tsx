import { cn } from '../../lib/cn';

const variants = {
  primary: 'bg-ink text-surface hover:bg-ink/85',
  secondary: 'border border-line bg-raised text-ink hover:border-accent hover:bg-sunken',
  highlight: 'bg-highlight text-band hover:bg-highlight-bright',
  board:
    'border border-highlight/60 bg-band-raised text-band-ink hover:border-highlight hover:bg-band',
} as const;

export type ButtonVariant = keyof typeof variants;

/**
 * Classes that make a link look like a button. Links stay links (they navigate);
 * this only styles them, so it works with router links and plain anchors alike.
 * Buttons are left out of print (src/styles/index.css has the rest of the print styles).
 */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-sm font-semibold transition-colors',
    // Calls to action mean nothing on paper.
    'print:hidden',
    variants[variant],
    className,
  );
}
