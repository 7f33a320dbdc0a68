import { memo, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useAppRunning } from '../../hooks/use-app-running';
import { useLocation } from 'react-router-dom';
import { site } from '../../content-model/site-words';
import { cn } from '../../lib/cn';
import { Icon } from '../ui/icons';
import { iconButtonTones as tones } from '../ui/theme-toggle';
import { loadSearchDialog } from './load-dialog';
import type { SearchDialogProps } from './search-dialog';

/** Whether a key pressed in `target` is typing (where "/" is a character, not a shortcut). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The search button of the navigation (and of Home's corner), and the dialog
 * it opens. Only the button is in every page's script: the dialog is a chunk
 * fetched at the first opening, and Pagefind and its index after that
 * (./pagefind.ts). "/" opens it too, from anywhere but a text field.
 * It needs JavaScript: without it (or if the app fails) it is not shown (the
 * `js:` variant); where JavaScript runs it shows from the first paint, disabled
 * and dimmed until the app has taken the page, as a model's View in 3D is: a
 * tap is never kept for later (docs/decisions.md, "Taps before the app runs").
 * Memoized: the phone menu's tap renders the bar again (../layout/nav-bar.tsx).
 */
export const SearchButton = memo(function SearchButton({ tone }: { tone: keyof typeof tones }) {
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps>>();
  const [open, setOpen] = useState(false);
  /** The dialog's own code could not be had (offline, or a redeploy took its file): said under the button. */
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  /** Whether the focus goes back to the button once the dialog has closed (not after a result was chosen). */
  const refocus = useRef(false);
  const { pathname } = useLocation();
  const ready = useAppRunning();

  const show = useCallback(async () => {
    // Cleared first, so that a tap that fails again says so again.
    setFailed(false);
    const module = await loadSearchDialog();
    setFailed(!module);
    if (!module) return;
    setDialog(() => module.SearchDialog);
    setOpen(true);
  }, []);

  // A result chosen (any navigation) closes it, and another page starts without the old failure.
  useEffect(() => {
    setOpen(false);
    setFailed(false);
  }, [pathname]);

  // After the dialog's own effect has closed it: while it is modal, nothing outside takes the focus.
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || typing(event.target)) return;
      // Not over another modal (the photo viewer): search would open behind it, out of reach.
      if (document.querySelector('[aria-modal="true"], dialog[open]')) return;
      event.preventDefault();
      void show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  return (
    <>
      <button
        ref={button}
        type="button"
        disabled={!ready}
        aria-haspopup="dialog"
        aria-keyshortcuts="/"
        aria-label={site.search.open}
        title={site.search.open}
        onClick={() => void show()}
        className={cn(
          'hidden size-11 shrink-0 items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-60 js:inline-flex',
          tones[tone],
        )}
      >
        <Icon name="search" />
      </button>
      {/* Under the button's row, at the right edge of the page's column: the bar's row, or Home's
          corner (with its padding). An alert, read out as it appears. */}
      {failed && (
        <p
          role="alert"
          className={cn(
            'absolute top-full z-50 mt-2 max-w-xs rounded-lg border border-line bg-raised p-3 text-sm text-ink shadow-lg',
            tone === 'board' ? 'right-0' : 'right-5 sm:right-8',
          )}
        >
          {site.search.failed}
        </p>
      )}
      {Dialog && (
        <Dialog
          open={open}
          onClose={(returnFocus) => {
            refocus.current = returnFocus;
            setOpen(false);
          }}
        />
      )}
    </>
  );
});
