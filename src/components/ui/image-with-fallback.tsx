import type { Picture } from '../../content-model/schema';
import { useImageFailed } from '../../hooks/use-image-failed';
import { cn } from '../../lib/cn';
import { imageSize } from '../../lib/image-size';
import { PicturePlaceholder } from './picture-placeholder';
import { ResponsiveImg } from './responsive-img';

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

  if (failed)
    return <PicturePlaceholder alt={picture.alt} style={box} small={fill} className={className} />;

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
