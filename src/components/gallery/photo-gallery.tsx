import { useId, type ReactNode } from 'react';
import type { GalleryPicture } from '../../content-model/schema';
import { site } from '../../content-model/site-words';
import { imageSize } from '../../lib/image-size';
import { ImageWithFallback } from '../ui/image-with-fallback';
import { Icon } from '../ui/icons';
import { PhotoLink } from './photo-link';
import { PhotoViewerOnDemand } from './photo-viewer-on-demand';
import { usePhotoViewer } from './use-photo-viewer';

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
 * How wide the lead picture is drawn: the page's width (56rem at most), or less for a photo
 * that is tall for it, which is drawn at most half a phone's screen high, or 80% of a wider
 * one (ImageWithFallback's fitScreen).
 */
function leadSizes({ file }: GalleryPicture): string {
  const size = imageSize(file);
  if (!size) return '(min-width: 56rem) 56rem, 100vw';
  const byHeight = (share: number) => `calc(${share}vh * ${(size.width / size.height).toFixed(3)})`;
  return [
    `(min-width: 56rem) min(56rem, ${byHeight(80)})`,
    `(min-width: 40rem) min(100vw, ${byHeight(80)})`,
    `min(100vw, ${byHeight(50)})`,
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

  const [lead, ...rest] = pictures;
  return (
    <>
      {lead && (
        <figure className="mt-8 max-w-4xl">
          {/* No frame of its own: a portrait photo is drawn narrower than the box its height
              keeps (object-contain), and the page shows beside it, not bars. */}
          <PhotoLink picture={lead} index={0} onOpen={open} className="border-0 bg-transparent">
            <ImageWithFallback picture={lead} fitScreen priority sizes={leadSizes(lead)} />
            {/* Bottom centre: on the photo whatever its shape, as the photo is centred in its box. */}
            <Icon
              name="expand"
              className="absolute bottom-3 left-1/2 size-9 -translate-x-1/2 rounded-full bg-band/70 p-2 text-band-ink opacity-90 group-hover:opacity-100"
            />
          </PhotoLink>
          {lead.caption && (
            <figcaption className="mt-2 text-sm text-muted">{lead.caption}</figcaption>
          )}
        </figure>
      )}
      {children}
      {rest.length > 0 && (
        <section aria-labelledby={headingId} className="mt-8 max-w-4xl sm:mt-10">
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
                    // Two lines under a third of a phone's screen, so that one long caption does
                    // not make its row twice as tall; whole from 40rem, in print, to screen
                    // readers and in the viewer.
                    <figcaption className="mt-1.5 line-clamp-2 text-xs leading-snug text-muted sm:line-clamp-none sm:text-sm print:line-clamp-none">
                      {picture.caption}
                    </figcaption>
                  )}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
      <PhotoViewerOnDemand pictures={pictures} index={index} onView={show} onClose={close} />
    </>
  );
}
