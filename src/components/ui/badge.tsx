import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  accent: 'border-accent/60 bg-accent/10 text-accent-ink',
  neutral: 'border-line bg-sunken text-muted',
  done: 'border-done/40 bg-done-soft text-done',
  now: 'border-now/50 bg-now-soft text-now',
  future: 'border-line bg-transparent text-muted',
  board: 'border-highlight/70 bg-band text-highlight-bright',
} as const;

export type BadgeTone = keyof typeof tones;

interface BadgeProps {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}

/** A small rounded label, such as a status or a skill. */
export function Badge({ tone = 'neutral', className, children }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold tracking-wide',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
