import { chunkOnDemand } from '../../lib/import-chunk';

/**
 * The 3D viewer's code (model-viewer and three.js, a chunk of its own),
 * fetched at the first tap on "View in 3D" and never before: not on load,
 * not on scroll, not on hover. Undefined when its script could not be had;
 * unlike the photo viewer's, a failure is not remembered: the next tap tries
 * again (../../lib/import-chunk.ts).
 */
export const loadModelViewer = chunkOnDemand(() => import('./model-viewer'));
