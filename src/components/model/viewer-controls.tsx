import { useEffect, type RefObject } from 'react';
import { modelWords } from '../../content-model/model-words';
import { buttonClasses } from '../ui/button-link';
import { useFullscreen } from './use-fullscreen';

/**
 * The open view's own controls: the camera back to its start, and the figure
 * full screen where the browser has it. Part of the viewer's chunk
 * (model-viewer.tsx), like everything that is of use only after the tap;
 * the figure hears whether it is full screen, to fill the screen.
 */
export function ViewerControls({
  figure,
  onReset,
  onFullscreenChange,
}: {
  figure: RefObject<HTMLElement | null>;
  onReset: () => void;
  onFullscreenChange: (active: boolean) => void;
}) {
  const fullscreen = useFullscreen(figure);
  useEffect(() => onFullscreenChange(fullscreen.active), [fullscreen.active, onFullscreenChange]);
  return (
    <>
      <button type="button" onClick={onReset} className={buttonClasses('secondary')}>
        {modelWords.reset}
      </button>
      {fullscreen.supported && (
        <button
          type="button"
          aria-pressed={fullscreen.active}
          onClick={fullscreen.toggle}
          className={buttonClasses(
            'secondary',
            'aria-pressed:border-accent aria-pressed:bg-sunken',
          )}
        >
          {modelWords.fullscreen}
        </button>
      )}
    </>
  );
}
