/**
 * The gallery's viewer: yet-another-react-lightbox (docs/decisions.md, "An
 * update's photos"). This module and the library are a chunk of their own,
 * fetched only by a page with a gallery (use-photo-viewer.ts), never by Home
 * or a project's page. The library gives the dialog (role, aria-modal, the
 * rest of the page inert, focus kept inside and given back), arrows, swipe,
 * pinch and wheel zoom, and honours reduced motion; it sets its styles
 * through the DOM, which the Content-Security-Policy allows, and its
 * stylesheet is a file of ours.
 */
import { useMemo } from 'react';
import Lightbox, { type Slide } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { photoViewerWords as viewer } from '../../content-model/photo-viewer-words';
import { imageUrl } from '../../lib/assets';
import { fullPictureUrl, type ViewerPicture } from '../../lib/gallery';
import { imageSize } from '../../lib/image-size';
import { photoWithVersions } from '../../lib/photo-versions';
import { variantPath, widthsFor } from '../../lib/responsive-image';

/** A picture as a slide: the build's WebP versions for the library to choose from by the screen's size. */
function slideOf({ file, alt, caption, zoom }: ViewerPicture): Slide {
  const size = imageSize(file);
  const photo = photoWithVersions(file);
  // A drawing's sheet: its versions for the screen, and the sheet drawn for zooming, which the
  // library takes as the visitor zooms in (it picks from the set by the size drawn).
  if (zoom) {
    const versions = photo
      ? widthsFor(photo.width).map((width) => ({
          src: imageUrl(variantPath(file, width, 'webp')),
          width,
          height: Math.round((width * photo.height) / photo.width),
        }))
      : [];
    return {
      src: imageUrl(zoom.file),
      alt,
      width: zoom.width,
      height: zoom.height,
      srcSet: [...versions, { src: imageUrl(zoom.file), width: zoom.width, height: zoom.height }],
      description: caption,
    };
  }
  return {
    // The largest version, as the picture's link has it; the others for the library to choose from.
    src: fullPictureUrl(file),
    alt,
    width: size?.width,
    height: size?.height,
    srcSet: photo
      ? widthsFor(photo.width).map((width) => ({
          src: imageUrl(variantPath(file, width, 'webp')),
          width,
          height: Math.round((width * photo.height) / photo.width),
        }))
      : undefined,
    description: caption,
  };
}

/** A screen wider than it is tall (a laptop, a phone on its side). */
const wideScreen = () => window.matchMedia('(min-aspect-ratio: 1/1)').matches;

export interface PhotoViewerProps {
  pictures: readonly ViewerPicture[];
  /** The picture shown, or null when closed. */
  index: number | null;
  /** The visitor moved to another picture (arrow, button, swipe). */
  onView: (index: number) => void;
  onClose: () => void;
}

/** The full-screen viewer of an update's pictures: "3 of 8", arrows, swipe, pinch-zoom, Escape. */
export function PhotoViewer({ pictures, index, onView, onClose }: PhotoViewerProps) {
  // One array for as long as the pictures are the same: a new one would reset the viewer (and its zoom).
  const slides = useMemo(() => pictures.map(slideOf), [pictures]);
  return (
    <Lightbox
      open={index !== null}
      index={index ?? 0}
      close={onClose}
      slides={slides}
      plugins={[Captions, Counter, Zoom]}
      // Eight photos in a loop read as "8 of 8, 1 of 8": a gallery that ends is easier to follow.
      // On a screen wider than tall a photo is as tall as the screen allows, so it keeps clear of
      // the toolbar (48 px) and the caption's bar above and below it; a phone held upright has
      // room above and below a photo already, and needs its width.
      carousel={{ finite: true, preload: 1, padding: wideScreen() ? '56px' : '16px' }}
      counter={{ separator: viewer.of, container: { style: { top: 0, bottom: 'unset' } } }}
      captions={{ descriptionTextAlign: 'center', descriptionMaxLines: 4 }}
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      labels={viewer.labels}
      on={{
        view: ({ index: shown }) => {
          if (shown !== index) onView(shown);
        },
      }}
    />
  );
}
