import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * The Fullscreen API on one element: whether the browser offers it there
 * (not on an iPhone, whose Safari shows only videos full screen), whether
 * that element is full screen now, and a toggle. `supported` is false until
 * the page has hydrated, so the prerendered page never offers it.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [supported, setSupported] = useState(false);
  const [active, setActive] = useState(false);

  useEffect(() => {
    setSupported(
      document.fullscreenEnabled === true &&
        typeof target.current?.requestFullscreen === 'function',
    );
    // Escape, the browser's own control, or the button: each ends in this event.
    const onChange = () =>
      setActive(!!target.current && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);

  const toggle = useCallback(() => {
    if (document.fullscreenElement === target.current) void document.exitFullscreen();
    // Refused (a frame without allowfullscreen, or no user gesture): the figure stays as it is.
    else void target.current?.requestFullscreen().catch(() => {});
  }, [target]);

  return { supported, active, toggle };
}
