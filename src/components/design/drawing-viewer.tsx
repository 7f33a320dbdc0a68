import { PhotoViewerOnDemand } from '../gallery/photo-viewer-on-demand';
import { prefetchPhotoViewer, usePhotoViewer } from '../gallery/use-photo-viewer';
import { DrawingFigure, drawingSheets, type DrawingFigureProps } from './drawing-figure';

/**
 * A drawing whose sheets open in the photo viewer, under `#drawing-<file>-1` (apart from an
 * update's own gallery), where pinch, wheel and the Zoom buttons zoom until the smallest
 * dimension reads: on a project's page and an update's, whose script has the viewer's machinery
 * for their galleries and boards. Home shows the figure alone (./drawing-figure.tsx).
 */
export function DrawingWithViewer({
  place = 'drawing',
  ...props
}: Omit<DrawingFigureProps, 'onOpen' | 'onNear' | 'viewer'> & {
  /**
   * Starts the viewer's name in the address (`#drawing-<file>-1`): another where the same file
   * is shown twice on a page (a milestone's, `milestone-2-<file>-1`), so one address opens one.
   */
  place?: string;
}) {
  const pictures = drawingSheets(props.drawing);
  const viewerName = `${place}-${props.drawing.source.replace(/[^\w-]/g, '-')}`;
  const { index, open, show, close } = usePhotoViewer(pictures.length, viewerName);
  return (
    <>
      <DrawingFigure {...props} onOpen={open} onNear={prefetchPhotoViewer} viewer={viewerName} />
      {pictures.length > 0 && (
        <PhotoViewerOnDemand pictures={pictures} index={index} onView={show} onClose={close} />
      )}
    </>
  );
}
