/**
 * A chunk of the app fetched on demand (the photo viewer, the 3D viewer), or
 * undefined when its script or a file it brings (its stylesheet) could not be
 * had: a tab left open across a redeploy, a lost connection. Vite reports a
 * failed file with `vite:preloadError`, which src/main.tsx cancels, and then
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
