import type { CSSProperties } from 'react';
import { site } from '../../content-model/site-words';
import { cn } from '../../lib/cn';

/**
 * What stands in a picture's place when it cannot be shown (docs/spec.md §8): a
 * labelled box that says so, named with the picture's description. For a
 * picture that failed to load (./image-with-fallback.tsx), and for a model or
 * a board the build could not make (../model/, ../design/).
 */
export function PicturePlaceholder({
  alt,
  small = false,
  style,
  className,
}: {
  alt: string;
  /** Filling a small box of its own (a square thumbnail): its words small enough for a third of a phone's screen. */
  small?: boolean;
  style?: CSSProperties;
  className?: string;
}) {
  return (
    <div
      role="img"
      aria-label={alt ? `${site.imageError}: ${alt}` : site.imageError}
      style={style}
      className={cn(
        'flex w-full flex-col items-center justify-center gap-2 border border-dashed border-line bg-sunken p-4 text-center text-sm font-medium text-muted',
        small && 'absolute inset-0 h-full gap-1 p-2 text-xs',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={small ? 'size-6' : 'size-8'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <path d="m3 16 5-5 4 4 3-3 6 6M4 4l16 16" />
      </svg>
      <span>{site.imageError}</span>
    </div>
  );
}
