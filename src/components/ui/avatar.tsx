import type { Picture } from '../../content-model/schema';
import { useImageFailed } from '../../hooks/use-image-failed';
import { cn } from '../../lib/cn';
import { initials } from '../../lib/format';
import { ResponsiveImg } from './responsive-img';

interface AvatarProps {
  picture: Picture;
  name: string;
  className?: string;
}

/** The owner's round portrait; shows their initials if the photo cannot be loaded (docs/spec.md §2). */
export function Avatar({ picture, name, className }: AvatarProps) {
  const { ref, failed, onError } = useImageFailed();
  const frame = cn(
    'size-28 shrink-0 rounded-full ring-4 ring-accent/40 ring-offset-4 ring-offset-surface sm:size-32',
    className,
  );

  if (failed) {
    return (
      <div
        role="img"
        aria-label={picture.alt}
        className={cn(
          frame,
          'flex items-center justify-center bg-ink text-3xl font-semibold tracking-wider text-surface',
        )}
      >
        <span aria-hidden="true">{initials(name)}</span>
      </div>
    );
  }

  return (
    <ResponsiveImg
      ref={ref}
      picture={picture}
      sizes="8rem"
      fetchPriority="high"
      onError={onError}
      className={cn(frame, 'bg-sunken object-cover')}
    />
  );
}
