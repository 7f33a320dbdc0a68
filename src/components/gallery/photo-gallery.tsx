import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { GalleryPicture } from '../../content/schema';
import { site } from '../../content/site';
import { fullPictureUrl } from '../../lib/gallery';
import { imageSize } from '../../lib/image-size';
import { ImageWithFallback } from '../ui/image-with-fallback';
import { Icon } from '../ui/icons';
import { PhotoLink } from './photo-link';
import type { PhotoViewerProps } from './photo-viewer';
import { loadPhotoViewer, usePhotoViewer } from './use-photo-viewer';

// If the viewer's code cannot be had (./use-photo-viewer.ts), the picture opens as it does
// without JavaScript: its link is followed, in place of the entry the viewer pushed.
const PhotoViewer = lazy<ComponentType<PhotoViewerProps>>(() =>
  loadPhotoViewer().then((module) => ({ default: module?.PhotoViewer ?? FollowTheLink })),
);

function FollowTheLink({ pictures, index }: PhotoViewerProps) {
  useEffect(() => {
    const picture = index === null ? undefined : pictures[index];
    if (picture) window.location.replace(fullPictureUrl(picture.file));
  }, [pictures, index]);
  return null;
}

const { gallery } = site.projectPage;

/**
 * How wide a thumbnail's picture is drawn, for the browser to choose its file: a third of the
 * grid less its gaps (the grid is 56rem at most, inside the page's padding of 1.25rem, 2rem
 * from 40rem), times the picture's width over its height for a landscape one, which the square
 * crop draws wider than its box.
 */
function thumbnailSizes({ file }: GalleryPicture): string {
  const size = imageSize(file);
  const wider = size ? Math.max(1, size.width / size.height) : 1;
  const times = (width: string) =>
    wider === 1 && !width.includes('vw') ? width : `calc(${width} * ${wider.toFixed(3)})`;
  return [
    `(min-width: 60rem) ${times('18.2rem')}`,
    `(min-width: 40rem) ${times('(100vw - 5.5rem) / 3')}`,
    times('(100vw - 3.5rem) / 3'),
  ].join(', ');
}

/**
 * An update's pictures around its text: the first leads, full width, above
 * `children`; the others follow as a grid of square thumbnails. Each is a link
 * to its photo (./photo-link.tsx); with JavaScript it opens the viewer, whose
 * place is the address (`#photo-3`, ./use-photo-viewer.ts).
 */
export function PhotoGallery({
  pictures,
  children,
}: {
  pictures: readonly GalleryPicture[];
  children: ReactNode;
}) {
  const headingId = useId();
  const { index, open, show, close } = usePhotoViewer(pictures.length);
  // Mounted at the first open, then kept: its code is in, and a later open shows at once.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (index !== null) setWanted(true);
  }, [index]);

  const [lead, ...rest] = pictures;
  return (
    <>
      {lead && (
        <figure className="mt-8 max-w-4xl">
          <PhotoLink picture={lead} index={0} onOpen={open}>
            <ImageWithFallback
              picture={lead}
              fitScreen
              priority
              sizes="(min-width: 56rem) 56rem, 100vw"
            />
            <Icon
              name="expand"
              className="absolute bottom-3 right-3 size-9 rounded-full bg-mask/70 p-2 text-silk opacity-90 group-hover:opacity-100"
            />
          </PhotoLink>
          {lead.caption && (
            <figcaption className="mt-2 text-sm text-muted">{lead.caption}</figcaption>
          )}
        </figure>
      )}
      {children}
      {rest.length > 0 && (
        <section aria-labelledby={headingId} className="mt-10 max-w-4xl">
          <h2 id={headingId} className="text-xl font-bold tracking-tight">
            {gallery.heading(rest.length)}
          </h2>
          {/* Three columns at every width, as photo grids on phones are: a short page, and a tap opens the viewer. */}
          <ul className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
            {rest.map((picture, at) => (
              <li key={`${picture.file}-${at}`}>
                <figure>
                  <PhotoLink
                    picture={picture}
                    index={at + 1}
                    onOpen={open}
                    className="aspect-square rounded-lg sm:rounded-xl"
                  >
                    <ImageWithFallback
                      picture={picture}
                      fill
                      sizes={thumbnailSizes(picture)}
                      className="transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                    />
                  </PhotoLink>
                  {picture.caption && (
                    <figcaption className="mt-1.5 text-xs leading-snug text-muted sm:text-sm">
                      {picture.caption}
                    </figcaption>
                  )}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <PhotoViewer pictures={pictures} index={index} onView={show} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
