/**
 * A chunk of the app fetched on demand (the photo viewer, the 3D viewer), or
 * undefined when its script or a file it brings (its stylesheet) could not be
 * had: a tab left open across a redeploy, a lost connection. Vite reports a
 * failed file with `vite:preloadError`, which src/app/start.tsx cancels, and then
 * hands over the module anyway: a viewer without its styles would cover the
 * page unstyled, so a failure of either counts.
 */
export async function importChunk<T>(load: () => Promise<T>): Promise<T | undefined> {
  let failed = false;
  const onFailure = () => (failed = true);
  window.addEventListener('vite:preloadError', onFailure);
  try {
    const module = (await load()) as T | undefined;
    return failed ? undefined : module;
  } catch {
    return undefined;
  } finally {
    window.removeEventListener('vite:preloadError', onFailure);
  }
}

/**
 * A loader for a chunk fetched at the visitor's first ask and never before
 * (the 3D viewer, the search dialog): the chunk once it has come is kept, so
 * every later ask has it at once; a failure (see importChunk) is not kept, so
 * the next ask tries again, though a browser that keeps a failed import for
 * the page's life fails it at once.
 *
 * @example
 * export const loadModelViewer = chunkOnDemand(() => import('./model-viewer'));
 */
export function chunkOnDemand<T>(load: () => Promise<T>): () => Promise<T | undefined> {
  /** The chunk once it has come; undefined while none has been asked for or the last try failed. */
  let code: Promise<T | undefined> | undefined;
  return () => {
    code ??= importChunk(load).then((module) => {
      if (!module) code = undefined;
      return module;
    });
    return code;
  };
}
