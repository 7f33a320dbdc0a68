import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { viewerPictureUrl } from '../../lib/gallery';
import type { PhotoViewerProps } from './photo-viewer';
import { loadPhotoViewer } from './use-photo-viewer';

// If the viewer's code cannot be had (./use-photo-viewer.ts), the picture opens as it does
// without JavaScript: its link is followed, in place of the entry the viewer pushed.
const PhotoViewer = lazy<ComponentType<PhotoViewerProps>>(() =>
  loadPhotoViewer().then((module) => ({ default: module?.PhotoViewer ?? FollowTheLink })),
);

function FollowTheLink({ pictures, index }: PhotoViewerProps) {
  useEffect(() => {
    const picture = index === null ? undefined : pictures[index];
    if (picture) window.location.replace(viewerPictureUrl(picture));
  }, [pictures, index]);
  return null;
}

/**
 * The photo viewer over `pictures`, mounted at its first open and then kept: its code is
 * in, and a later open shows at once. Until then the page holds none of it.
 */
export function PhotoViewerOnDemand(props: PhotoViewerProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (props.index !== null) setWanted(true);
  }, [props.index]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PhotoViewer {...props} />
    </Suspense>
  );
}
