import type { ComponentPropsWithRef } from 'react';
import type { Picture } from '../../content-model/schema';
import { imageUrl } from '../../lib/assets';
import { imageSize } from '../../lib/image-size';
import { photoWithVersions } from '../../lib/photo-versions';
import { responsiveFormats, srcSetFor } from '../../lib/responsive-image';

type ResponsiveImgProps = Omit<ComponentPropsWithRef<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  picture: Picture;
  /** How wide the image is drawn, for the browser to pick a size: e.g. "100vw" or "8rem". */
  sizes: string;
};

/**
 * An <img> by file name with its intrinsic size. A photo also offers the
 * build's AVIF and WebP versions at several widths, so a phone downloads a
 * small modern file; drawings (SVG) need none. In development those versions
 * do not exist yet, so the original is used.
 */
export function ResponsiveImg({ picture, sizes, ...props }: ResponsiveImgProps) {
  const size = imageSize(picture.file);
  const image = (
    <img
      src={imageUrl(picture.file)}
      alt={picture.alt}
      width={size?.width}
      height={size?.height}
      {...props}
    />
  );
  const versions = photoWithVersions(picture.file);
  if (!versions) return image;
  return (
    // display: contents, so the <img> lays out as if <picture> were not there.
    <picture className="contents">
      {responsiveFormats.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          sizes={sizes}
          srcSet={srcSetFor(picture.file, versions.width, format, (path) => imageUrl(path))}
        />
      ))}
      {image}
    </picture>
  );
}
