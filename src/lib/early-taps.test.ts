import { afterEach, describe, expect, it, vi } from 'vitest';
import { headScript } from './early-tap-script';
import { abandonEarlyTaps, earlyTapMark, otherLabelAttribute, takeEarlyTaps } from './early-taps';
import { showTheme, storageKey } from './theme';

const root = document.documentElement;
/** Runs the inline <head> script the way the browser does: as plain source text. */
const runHeadScript = () => new Function(headScript())();

/** A phone menu as the nav bar renders it: its button, closed, and the list it controls, hidden. */
function menu() {
  document.body.innerHTML = `
    <button type="button" ${earlyTapMark}="menu" aria-expanded="false" aria-controls="menu-list"
      aria-label="Open" ${otherLabelAttribute}="Close"><svg><path></path></svg></button>
    <ul id="menu-list" hidden><li><a href="/elsewhere">Elsewhere</a></li></ul>`;
  return {
    button: document.querySelector('button')!,
    list: document.querySelector('ul')!,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
  root.removeAttribute('data-js');
  takeEarlyTaps();
});

describe('taps before the app runs', () => {
  it('carries the theme’s code once, though both its parts show a theme', () => {
    // Inlined in each part, every page carried it twice.
    expect(headScript().split(showTheme.toString()).length - 1).toBe(1);
  });

  it('marks <html data-js> from the head', () => {
    runHeadScript();
    expect(root.hasAttribute('data-js')).toBe(true);
  });

  it('shows the remembered theme from the same script, and answers taps though showing it failed', () => {
    localStorage.setItem(storageKey, 'dark');
    runHeadScript();
    expect(root.dataset.theme).toBe('dark');
    localStorage.removeItem(storageKey);
    delete root.dataset.theme;
    root.removeAttribute('data-js');
    takeEarlyTaps();

    // Storage refused, or the theme's own code failing in some browser: the taps' part runs all the same.
    for (const fails of [
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('refused', 'SecurityError');
      }),
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => {
        throw new Error('no frames');
      }),
    ]) {
      localStorage.setItem(storageKey, 'dark');
      root.removeAttribute('data-js');
      takeEarlyTaps();
      runHeadScript();
      fails.mockRestore();
      localStorage.removeItem(storageKey);
      expect(root.hasAttribute('data-js')).toBe(true);
    }
    root.removeAttribute('data-theme-switch');
    expect(root.hasAttribute('data-js')).toBe(true);
    const { button, list } = menu();
    button.click();
    expect(list.hidden).toBe(false);
  });

  it('opens the phone menu at once, on the button or its icon, and closes it again', () => {
    runHeadScript();
    const { button, list } = menu();
    // Tapped on the icon inside, as a finger does; the app is not listening yet.
    button.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(list.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Close');
    expect(button.getAttribute(otherLabelAttribute)).toBe('Open');
    button.click();
    expect(list.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('Open');
  });

  it('leaves the menu to the app once it has taken the page, and to a later script run nothing twice', () => {
    runHeadScript();
    runHeadScript();
    const { button, list } = menu();
    // Two runs of the script (a test's, never a page's): only the last one answers.
    button.click();
    expect(list.hidden).toBe(false);
    takeEarlyTaps();
    button.click();
    expect(list.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('answers a tap on the theme toggle at once, and never again', () => {
    runHeadScript();
    const toggle = document.createElement('button');
    toggle.setAttribute(earlyTapMark, 'theme');
    toggle.setAttribute('aria-pressed', 'false');
    toggle.innerHTML = '<svg fill="none"><path></path></svg>';
    document.body.append(toggle);
    const system = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    const other = system === 'dark' ? 'light' : 'dark';
    try {
      // Before the app: the other theme, stored, pressed and drawn, in the same task as the tap.
      toggle.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(root.dataset.theme).toBe(other);
      expect(localStorage.getItem(storageKey)).toBe(other);
      expect(toggle.getAttribute('aria-pressed')).toBe(String(other === 'dark'));
      expect(toggle.querySelector('svg')!.getAttribute('fill')).toBe(
        other === 'dark' ? 'currentColor' : 'none',
      );
      // A second tap turns it back, as the app's toggle would.
      toggle.click();
      expect(root.dataset.theme).toBe(system);
      // Once the app has the page, the toggle is its alone.
      takeEarlyTaps();
      toggle.click();
      expect(root.dataset.theme).toBe(system);
    } finally {
      delete root.dataset.theme;
      localStorage.removeItem(storageKey);
    }
  });

  it('gives the page back its JavaScript-free form when the app’s script fails to load, or throws', () => {
    runHeadScript();
    const script = document.createElement('script');
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    script.remove();
    expect(root.hasAttribute('data-js')).toBe(false);

    runHeadScript();
    window.dispatchEvent(new ErrorEvent('error', { message: 'SyntaxError' }));
    expect(root.hasAttribute('data-js')).toBe(false);
  });

  it('leaves the page alone when something fails after the app has taken it', () => {
    runHeadScript();
    takeEarlyTaps();
    const script = document.createElement('script');
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    script.remove();
    window.dispatchEvent(new ErrorEvent('error', { message: 'elsewhere' }));
    expect(root.hasAttribute('data-js')).toBe(true);
  });

  it('does the same, closes a menu it opened, and stops answering taps, when the app cannot start', () => {
    runHeadScript();
    const { button, list } = menu();
    button.click();
    expect(list.hidden).toBe(false);
    abandonEarlyTaps();
    expect(list.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.click();
    expect(root.hasAttribute('data-js')).toBe(false);
    expect(list.hidden).toBe(true);
  });
});
