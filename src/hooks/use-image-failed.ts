import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Tracks whether an <img> failed to load, including a failure that happened
 * before React hydrated the prerendered page (its error event fired with no
 * listener attached yet): a finished image with no pixels has failed.
 */
export function useImageFailed() {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(true), []);

  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src')) setFailed(true);
  }, []);

  return { ref, failed, onError };
}
