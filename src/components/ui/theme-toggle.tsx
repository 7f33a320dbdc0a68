import { memo, useSyncExternalStore } from 'react';
import { site } from '../../content-model/site-words';
import { cn } from '../../lib/cn';
import { answersEarlyThemeTaps } from '../../lib/early-taps';
import { chooseTheme, currentTheme, subscribeToTheme, type Theme } from '../../lib/theme';
import { Icon } from './icons';

/**
 * The theme showing now, kept current. The prerendered HTML cannot know it, so
 * it renders null there and React fills it in right after hydration.
 */
function useTheme(): Theme | null {
  return useSyncExternalStore<Theme | null>(subscribeToTheme, currentTheme, () => null);
}

/** An icon button's colours in the two places the frame has them (the theme toggle, search). */
export const iconButtonTones = {
  // On the page's own surface (Home).
  page: 'border border-line bg-raised text-ink hover:border-accent hover:bg-sunken',
  // On the navigation bar's band.
  board: 'text-band-ink hover:bg-band-raised hover:text-highlight-bright',
} as const;

/**
 * The dark-theme switch: a toggle button whose pressed state is "dark theme on".
 * It starts from the system setting and remembers a choice (src/lib/theme.ts).
 * It needs JavaScript: without it (or if the app fails) it stays invisible, keeping its place.
 * Where JavaScript runs it shows from the first paint, and a tap before the
 * app runs is answered at once by the head script (src/lib/early-taps.ts).
 * Memoized: the phone menu's tap renders the bar again (../layout/nav-bar.tsx).
 */
export const ThemeToggle = memo(function ThemeToggle({
  tone,
}: {
  tone: keyof typeof iconButtonTones;
}) {
  const theme = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      {...answersEarlyThemeTaps}
      type="button"
      aria-pressed={dark}
      aria-label={site.nav.darkTheme}
      title={site.nav.darkTheme}
      // The theme showing at the tap, not at the last render: right after hydration this toggle
      // may still hold the prerendered page's null.
      onClick={() => chooseTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
      className={cn(
        'invisible inline-flex size-11 shrink-0 items-center justify-center rounded-lg transition-colors js:visible',
        iconButtonTones[tone],
      )}
    >
      <Icon name="moon" fill={dark ? 'currentColor' : 'none'} />
    </button>
  );
});
