import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  abandonEarlyTaps,
  earlyTapMark,
  earlyTapScript,
  replayEarlyTaps,
  takeEarlyTaps,
} from './early-taps';
import { storageKey } from './theme';

const root = document.documentElement;
/** Runs the inline <head> script the way the browser does: as plain source text. */
const runHeadScript = () => new Function(earlyTapScript())();

/** A button on the page (marked to keep early taps, unless told) that counts the taps it answers. */
function button({ marked = true } = {}) {
  const element = document.createElement('button');
  element.type = 'button';
  if (marked) element.setAttribute(earlyTapMark, '');
  element.innerHTML = '<svg><path></path></svg>';
  document.body.append(element);
  const answered = vi.fn();
  return { element, answered };
}

afterEach(() => {
  document.body.innerHTML = '';
  root.removeAttribute('data-js');
  takeEarlyTaps();
  replayEarlyTaps();
});

describe('taps before the app runs', () => {
  it('marks <html data-js> from the head', () => {
    runHeadScript();
    expect(root.hasAttribute('data-js')).toBe(true);
  });

  it('taps again, in order and once each, the buttons tapped before the app took over', () => {
    runHeadScript();
    const menu = button();
    const theme = button();
    const order: string[] = [];
    // Tapped on the icon inside, as a finger does; the app is not listening yet.
    menu.element.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    theme.element.click();
    takeEarlyTaps();
    // React is listening from here on: a tap now is its own, not recorded.
    menu.element.click();
    menu.element.addEventListener('click', () => order.push('menu'));
    theme.element.addEventListener('click', () => order.push('theme'));
    replayEarlyTaps();
    expect(order).toEqual(['menu', 'theme']);
    replayEarlyTaps();
    expect(order).toEqual(['menu', 'theme']);
  });

  it('answers a tap on the theme toggle at once, and never again', () => {
    runHeadScript();
    const toggle = document.createElement('button');
    toggle.setAttribute(earlyTapMark, 'theme');
    toggle.setAttribute('aria-pressed', 'false');
    toggle.innerHTML = '<svg fill="none"><path></path></svg>';
    document.body.append(toggle);
    const replayed = vi.fn();
    toggle.addEventListener('click', replayed);
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
      replayed.mockClear();
      takeEarlyTaps();
      replayEarlyTaps();
      expect(replayed).not.toHaveBeenCalled();
      expect(root.dataset.theme).toBe(system);
    } finally {
      delete root.dataset.theme;
      localStorage.removeItem(storageKey);
    }
  });

  it('leaves out a button that is no longer on the page, and one not marked to keep its taps', () => {
    runHeadScript();
    const gone = button();
    const unmarked = button({ marked: false });
    gone.element.click();
    unmarked.element.click();
    gone.element.remove();
    takeEarlyTaps();
    gone.element.addEventListener('click', gone.answered);
    unmarked.element.addEventListener('click', unmarked.answered);
    replayEarlyTaps();
    expect(gone.answered).not.toHaveBeenCalled();
    expect(unmarked.answered).not.toHaveBeenCalled();
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

  it('does the same, replaying nothing, when the app cannot start', () => {
    runHeadScript();
    const menu = button();
    menu.element.click();
    menu.element.addEventListener('click', menu.answered);
    abandonEarlyTaps();
    replayEarlyTaps();
    expect(root.hasAttribute('data-js')).toBe(false);
    expect(menu.answered).not.toHaveBeenCalled();
  });
});
