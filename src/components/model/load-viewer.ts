import { importChunk } from '../../lib/import-chunk';
import type * as ViewerModule from './model-viewer';

/** The viewer's code once it has come; undefined while none has been asked for or the last try failed. */
let viewerCode: Promise<typeof ViewerModule | undefined> | undefined;

/**
 * The 3D viewer's code (model-viewer and three.js, a chunk of its own),
 * fetched at the first tap on "View in 3D" and never before: not on load,
 * not on scroll, not on hover. Undefined when its script could not be had
 * (../../lib/import-chunk.ts); unlike the photo viewer's, a failure is not
 * remembered: the next tap tries again.
 */
export function loadModelViewer(): Promise<typeof ViewerModule | undefined> {
  viewerCode ??= importChunk(() => import('./model-viewer')).then((module) => {
    if (!module) viewerCode = undefined;
    return module;
  });
  return viewerCode;
}
