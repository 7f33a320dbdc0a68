import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** Set by a test to pretend the visitor asked for reduced motion, or a dark system scheme. */
export const media = { reducedMotion: false, dark: false };

beforeEach(() => {
  if (typeof window === 'undefined') return; // a test file that runs in plain Node
  // jsdom has no layout: record scrolling instead of doing it.
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  window.matchMedia = vi.fn((query: string) => ({
    matches:
      (query.includes('prefers-reduced-motion: reduce') && media.reducedMotion) ||
      (query.includes('prefers-color-scheme: dark') && media.dark),
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as typeof window.matchMedia;
});

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  media.reducedMotion = false;
  media.dark = false;
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  window.history.replaceState(null, '', '/');
});
