import type { Picture } from '../../content/schema';
import { useImageFailed } from '../../hooks/use-image-failed';
import { site } from '../../content/site';
import { cn } from '../../lib/cn';
import { imageSize } from '../../lib/image-size';
import { ResponsiveImg } from './responsive-img';

const imageErrorText = site.imageError;

interface ImageWithFallbackProps {
  picture: Picture;
  className?: string;
  /** Above-the-fold images load eagerly; everything else waits until it nears the viewport. */
  priority?: boolean;
  /** Fill a positioned parent (cropping to cover it) instead of taking the width and its own height. */
  fill?: boolean;
  /** Never taller than half a phone's screen or most of a wider one (a portrait photo): narrower instead. */
  fitScreen?: boolean;
  /** How wide the image is drawn, so the browser can pick a photo's size (default: the page width). */
  sizes?: string;
}

/** An image from `public/images/` that turns into a labelled placeholder if it fails to load. */
export function ImageWithFallback({
  picture,
  className,
  priority = false,
  fill = false,
  fitScreen = false,
  sizes = '(min-width: 68rem) 68rem, 100vw',
}: ImageWithFallbackProps) {
  const { ref, failed, onError } = useImageFailed();
  const size = imageSize(picture.file);
  const box = size && { aspectRatio: `${size.width} / ${size.height}` };

  if (failed) {
    return (
      <div
        role="img"
        aria-label={picture.alt ? `${imageErrorText}: ${picture.alt}` : imageErrorText}
        style={box}
        className={cn(
          'flex w-full flex-col items-center justify-center gap-2 border border-dashed border-line bg-sunken p-4 text-center text-sm font-medium text-muted',
          // Filling a box of its own (a square thumbnail): the placeholder fills it too, its words
          // small enough for a third of a phone's screen.
          fill && 'absolute inset-0 h-full gap-1 p-2 text-xs',
          className,
        )}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={fill ? 'size-6' : 'size-8'}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <path d="m3 16 5-5 4 4 3-3 6 6M4 4l16 16" />
        </svg>
        <span>{imageErrorText}</span>
      </div>
    );
  }

  return (
    <ResponsiveImg
      ref={ref}
      picture={picture}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      onError={onError}
      className={cn(
        fill
          ? 'absolute inset-0 size-full object-cover'
          : fitScreen
            ? // The full width, its height from the width and height attributes, at most half a
              // phone's screen (the words start on the first one) or most of a wider one (the
              // picture drawn inside it): a box known before a byte arrives.
              'h-auto max-h-[50vh] w-full object-contain sm:max-h-[80vh]'
            : 'h-auto w-full',
        className,
      )}
    />
  );
}
