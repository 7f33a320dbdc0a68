/**
 * The colour scheme: the visitor's system setting, unless they chose one with
 * the toggle. The choice is kept in localStorage and put on <html data-theme>
 * by an inline script in <head> (see themeScript), before the first paint, so
 * a returning visitor never sees the other scheme flash. The stylesheet reads
 * data-theme first and prefers-color-scheme second (src/styles/colour-roles.ts).
 */
export type Theme = 'light' | 'dark';

/** Where the toggle keeps the visitor's choice. */
export const storageKey = 'pcbrule-theme';
const systemDark = '(prefers-color-scheme: dark)';
/** Tells this tab's toggles that the theme changed (other tabs hear the `storage` event). */
const changeEvent = 'pcbrule-themechange';

/**
 * Puts a theme on the page, or with null hands it back to the system setting:
 * <html data-theme>, and the browser toolbar's colour. It is also inlined into
 * <head> with Function.toString, so it uses nothing from outside its body.
 */
export function showTheme(theme: Theme | null): void {
  const root = document.documentElement;
  // The new colours in one frame: while it is drawn, no control fades to them (the rule in
  // src/styles/index.css). Faded, each control's colours ran a transition for 150 ms: at a
  // low-tier phone's speed, 150 transition events and as many frames redrawn after the tap.
  root.setAttribute('data-theme-switch', '');
  requestAnimationFrame(() => {
    requestAnimationFrame(() => root.removeAttribute('data-theme-switch'));
  });
  if (theme) root.dataset.theme = theme;
  else delete root.dataset.theme;
  // The head has one theme-color per scheme (scripts/site/pages/metadata.ts); a
  // chosen theme turns its own on and the other off, "system" restores both.
  document.querySelectorAll('meta[name="theme-color"][data-scheme]').forEach((meta) => {
    const scheme = meta.getAttribute('data-scheme');
    const media = !theme
      ? '(prefers-color-scheme: ' + scheme + ')'
      : scheme === theme
        ? 'all'
        : 'not all';
    meta.setAttribute('media', media);
  });
}

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/**
 * The inline <head> script: shows the remembered theme, if any, before anything paints. It never
 * throws (storage refused, an old browser), as the early taps' script follows it in the same
 * element (src/lib/early-tap-script.ts, headScript). `show` is the source of an expression that
 * is showTheme: its own text by default, or a name the enclosing script bound it to, so a page
 * that inlines it for two scripts carries it once.
 */
export function themeScript(show: string = showTheme.toString()): string {
  return (
    `(function(){try{var t=localStorage.getItem(${JSON.stringify(storageKey)});` +
    `if(t==='light'||t==='dark')(${show})(t)}catch(e){}})()`
  );
}

/** The remembered choice; null when there is none, or storage is blocked. */
export function rememberedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(storageKey);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

/** The theme showing now. */
export function currentTheme(): Theme {
  const chosen = document.documentElement.dataset.theme;
  if (isTheme(chosen)) return chosen;
  return window.matchMedia?.(systemDark).matches ? 'dark' : 'light';
}

/** Chooses a theme for this visit and later ones (when storage is blocked, for this page only). */
export function chooseTheme(theme: Theme): void {
  try {
    localStorage.setItem(storageKey, theme);
  } catch {
    // Private modes may refuse storage; the choice still holds until the page closes.
  }
  showTheme(theme);
  window.dispatchEvent(new Event(changeEvent));
}

/** Calls onChange whenever the theme showing may have changed: a choice here or in another tab, or the system setting. */
export function subscribeToTheme(onChange: () => void): () => void {
  const media = window.matchMedia?.(systemDark);
  // A choice made in another tab shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey && event.key !== null) return;
    showTheme(rememberedTheme());
    onChange();
  };
  media?.addEventListener('change', onChange);
  window.addEventListener('storage', onStorage);
  window.addEventListener(changeEvent, onChange);
  return () => {
    media?.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(changeEvent, onChange);
  };
}
