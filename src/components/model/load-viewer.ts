import type * as ViewerModule from './model-viewer';

/** The viewer's code once it has come; undefined while none has been asked for or the last try failed. */
let viewerCode: Promise<typeof ViewerModule | undefined> | undefined;

/**
 * The 3D viewer's code (model-viewer and three.js, a chunk of its own),
 * fetched at the first tap on "View in 3D" and never before: not on load,
 * not on scroll, not on hover. Undefined when its script could not be had
 * (a tab left open across a redeploy, a lost connection); the next tap tries
 * again. Vite reports a failed file with `vite:preloadError`, which
 * src/main.tsx cancels, and then hands over the module anyway: that counts
 * as a failure too.
 */
export function loadModelViewer(): Promise<typeof ViewerModule | undefined> {
  viewerCode ??= (async () => {
    let failed = false;
    const onFailure = () => (failed = true);
    window.addEventListener('vite:preloadError', onFailure);
    try {
      const module = (await import('./model-viewer')) as typeof ViewerModule | undefined;
      if (failed || !module) throw new Error('the 3D viewer did not load');
      return module;
    } catch {
      viewerCode = undefined;
      return undefined;
    } finally {
      window.removeEventListener('vite:preloadError', onFailure);
    }
  })();
  return viewerCode;
}
