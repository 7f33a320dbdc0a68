import {
  lazy,
  Suspense,
  useCallback,
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

// If the viewer's code cannot be had (a tab left open across a redeploy removes the old
// chunks), the picture opens as it does without JavaScript: its link is followed. (A failed
// import resolves to nothing here: src/main.tsx handles Vite's preload error, which then
// swallows it.)
const PhotoViewer = lazy<ComponentType<PhotoViewerProps>>(() =>
  loadPhotoViewer().then(
    (module) => ({ default: (module as typeof module | undefined)?.PhotoViewer ?? FollowTheLink }),
    () => ({ default: FollowTheLink }),
  ),
);

function FollowTheLink({ pictures, index }: PhotoViewerProps) {
  useEffect(() => {
    const picture = index === null ? undefined : pictures[index];
    if (picture) window.location.assign(fullPictureUrl(picture.file));
  }, [pictures, index]);
  return null;
}

const { gallery } = site.projectPage;

/**
 * How wide a thumbnail's picture is drawn, for the browser to choose its file: a third of the
 * grid (of 56rem less the gaps on a wide screen, else of the screen), times the picture's
 * width over its height for a landscape one, which the square crop draws wider than the box.
 */
function thumbnailSizes({ file }: GalleryPicture): string {
  const size = imageSize(file);
  const wider = size ? Math.max(1, size.width / size.height) : 1;
  const round = (value: number) => Math.ceil(value * 10) / 10;
  return `(min-width: 60rem) ${round(18 * wider)}rem, ${round(30 * wider)}vw`;
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
  const { index, opener, open, show, close } = usePhotoViewer(pictures.length);
  // Mounted at the first open, then kept, so the viewer can animate its closing.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (index !== null) setWanted(true);
  }, [index]);
  // The library gives the focus back to what had it; after a tap (Safari focuses no link) or a
  // shared #photo-3 link nothing had it, and the thumbnail that opened the viewer gets it.
  const onClosed = useCallback(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    document
      .querySelector<HTMLElement>(`[data-photo-index="${opener.current ?? 0}"]`)
      ?.focus({ preventScroll: true });
  }, [opener]);

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
          <PhotoViewer
            pictures={pictures}
            index={index}
            onView={show}
            onClose={close}
            onClosed={onClosed}
          />
        </Suspense>
      )}
    </>
  );
}
