import type { MouseEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { viewerPictureUrl, type ViewerPicture } from '../../lib/gallery';
import { prefetchPhotoViewer } from './use-photo-viewer';

/**
 * A picture of the gallery as a link to its largest version: without
 * JavaScript, in a feed reader or a printout it opens the photo itself; with
 * it, a plain click or Enter opens the viewer instead. A click with a
 * modifier (a new tab, a download) is left to the browser.
 */
export function PhotoLink({
  picture,
  index,
  onOpen,
  viewer = 'photo',
  className,
  children,
}: {
  picture: ViewerPicture;
  index: number;
  onOpen: (index: number) => void;
  /** The viewer it opens (usePhotoViewer's name), which gives it the focus back on closing. */
  viewer?: string;
  className?: string;
  children: ReactNode;
}) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onOpen(index);
  };
  return (
    <a
      href={viewerPictureUrl(picture)}
      data-photo-index={index}
      data-viewer={viewer}
      onClick={open}
      // The viewer's code is fetched on the way to a picture, so a tap finds it there.
      onPointerEnter={prefetchPhotoViewer}
      onFocus={prefetchPhotoViewer}
      onTouchStart={prefetchPhotoViewer}
      className={cn(
        'group relative block overflow-hidden rounded-2xl border border-line bg-sunken',
        className,
      )}
    >
      {children}
    </a>
  );
}
