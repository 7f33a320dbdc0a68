import { site } from '../../content-model/site-words';
import { buttonClasses } from '../ui/button-link';

/**
 * "View in 3D": what the figure shows until the view is open. Hidden where
 * scripts do not run (the `js:` variant), and disabled, dimmed, until the app
 * has taken the page (`ready`): before that a tap would be lost, so the
 * button must not look as if it works (model-figure.tsx says why no replay).
 */
export function ViewButton({
  ready,
  loading,
  onOpen,
}: {
  ready: boolean;
  loading: boolean;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      disabled={!ready}
      aria-busy={loading}
      className={buttonClasses(
        'secondary',
        'hidden disabled:cursor-not-allowed disabled:opacity-60 js:inline-flex',
      )}
    >
      {loading ? site.model.loading : site.model.view3d}
    </button>
  );
}
