import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { media } from '../../scripts/lab/unit-tests/setup';
import {
  chooseTheme,
  currentTheme,
  rememberedTheme,
  showTheme,
  subscribeToTheme,
  themeScript,
} from './theme';

const root = document.documentElement;
const toolbarMedia = () =>
  [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute('media'));

// The two toolbar colours, as scripts/site/pages/metadata.ts writes them.
beforeEach(() => {
  document.head.innerHTML =
    '<meta name="theme-color" media="(prefers-color-scheme: light)" data-scheme="light" content="#fff">' +
    '<meta name="theme-color" media="(prefers-color-scheme: dark)" data-scheme="dark" content="#000">';
});
afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

/** Runs the inline <head> script the way the browser does: as plain source text. */
const runHeadScript = () => new Function(themeScript())();

describe('theme', () => {
  it('follows the system setting until the visitor chooses', () => {
    expect(currentTheme()).toBe('light');
    media.dark = true;
    expect(currentTheme()).toBe('dark');
    expect(rememberedTheme()).toBeNull();
  });

  it('marks a switch on <html> for the frame that draws it, and takes the mark away in the next', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const nextFrame = () => frames.splice(0).forEach((callback) => callback(0));
    showTheme('dark');
    expect(root).toHaveAttribute('data-theme-switch');
    nextFrame();
    expect(root).toHaveAttribute('data-theme-switch');
    nextFrame();
    expect(root).not.toHaveAttribute('data-theme-switch');
  });

  it('shows a chosen theme on <html> and points the toolbar colour at it', () => {
    showTheme('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(toolbarMedia()).toEqual(['not all', 'all']);
    expect(currentTheme()).toBe('dark');

    showTheme('light');
    expect(toolbarMedia()).toEqual(['all', 'not all']);

    // null hands the scheme back to the system.
    showTheme(null);
    expect(root).not.toHaveAttribute('data-theme');
    expect(toolbarMedia()).toEqual([
      '(prefers-color-scheme: light)',
      '(prefers-color-scheme: dark)',
    ]);
  });

  it('remembers a choice and tells subscribers', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToTheme(onChange);
    chooseTheme('dark');
    expect(rememberedTheme()).toBe('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
    chooseTheme('light');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(rememberedTheme()).toBe('light');
  });

  it('still switches when storage is refused (private browsing)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => chooseTheme('dark')).not.toThrow();
    expect(currentTheme()).toBe('dark');
  });

  it('follows a choice made in another tab', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToTheme(onChange);
    localStorage.setItem('pcbrule-theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'pcbrule-theme', newValue: 'dark' }));
    expect(root.dataset.theme).toBe('dark');
    expect(onChange).toHaveBeenCalledTimes(1);
    // Another tab cleared the site's storage: back to the system setting.
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(root).not.toHaveAttribute('data-theme');
    unsubscribe();
  });

  describe('inline head script', () => {
    it('shows the remembered theme before the app starts', () => {
      localStorage.setItem('pcbrule-theme', 'dark');
      runHeadScript();
      expect(root.dataset.theme).toBe('dark');
      expect(toolbarMedia()).toEqual(['not all', 'all']);
    });

    it('does nothing without a choice, or with a value it does not know', () => {
      runHeadScript();
      expect(root).not.toHaveAttribute('data-theme');
      localStorage.setItem('pcbrule-theme', '"><script>alert(1)</script>');
      runHeadScript();
      expect(root).not.toHaveAttribute('data-theme');

      expect(toolbarMedia()[0]).toBe('(prefers-color-scheme: light)');
    });

    it('does not throw when storage is blocked', () => {
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('denied', 'SecurityError');
      });
      expect(runHeadScript).not.toThrow();
      expect(root).not.toHaveAttribute('data-theme');
    });
  });
});
