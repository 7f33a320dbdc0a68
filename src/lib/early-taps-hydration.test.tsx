import { startTransition, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { earlyTapScript } from './early-tap-script';
import { earlyTapMark, holdTapsWhileHydrating, takeEarlyTaps } from './early-taps';

/** A prerendered page: a button of the app's own, and the phone menu's, which the head script answers. */
function Page({ onCommit, onTap }: { onCommit: () => void; onTap: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return (
    <main>
      <button type="button" onClick={onTap}>
        App
      </button>
      <button
        type="button"
        {...{ [earlyTapMark]: 'menu' }}
        aria-expanded="false"
        aria-controls="menu-list"
      >
        Menu
      </button>
      <ul id="menu-list" hidden />
    </main>
  );
}

let root: Root | undefined;

beforeAll(() => {
  // Hydration here runs as in a browser, on React's own scheduler, not inside act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  vi.restoreAllMocks();
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-js');
  takeEarlyTaps();
});

/** The page's HTML in a container, then hydrated as main.tsx does, in a transition; `hold` or not. */
function hydrate(hold: boolean) {
  const noop = () => {};
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onCommit={noop} onTap={noop} />);
  document.body.append(container);
  new Function(earlyTapScript())();
  const seen = { committed: false, taps: 0 };
  const handOver = hold ? holdTapsWhileHydrating(container) : noop;
  const onCommit = () => {
    seen.committed = true;
    handOver();
  };
  startTransition(() => {
    root = hydrateRoot(container, <Page onCommit={onCommit} onTap={() => (seen.taps += 1)} />);
  });
  const [app, menu] = container.querySelectorAll('button');
  return { seen, app: app!, menu: menu! };
}

const press = (element: Element) =>
  element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
const key = (element: Element) =>
  element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));

describe('taps while the app hydrates', () => {
  it.each([
    ['a tap', press],
    ['a key', key],
  ])('without the hold, React hydrates the whole page inside %s’s own task', (_, event) => {
    // What the hold is for: the event, not React's slices, decides when all of hydration runs.
    const { seen, app } = hydrate(false);
    event(app);
    expect(seen.committed).toBe(true);
  });

  it('with the hold, a tap leaves hydration to its slices, and the head script answers the menu', async () => {
    // React (in development) reports the menu's attributes the head script changed, as it would
    // for a tap before the app ran; the app's NavBar takes them as they are.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { seen, app, menu } = hydrate(true);
    press(app);
    key(app);
    app.click();
    menu.click();
    expect(seen.committed).toBe(false);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await vi.waitFor(() => expect(seen.committed).toBe(true));
    // The tap made while hydrating was not kept for later: nothing is answered twice.
    expect(seen.taps).toBe(0);
  });

  it('hands taps to React at the commit, and the head script stops answering', async () => {
    const { seen, app, menu } = hydrate(true);
    // An error while React hydrates takes the page back to its JavaScript-free form…
    window.dispatchEvent(new ErrorEvent('error', { message: 'elsewhere' }));
    expect(document.documentElement.hasAttribute('data-js')).toBe(false);
    await vi.waitFor(() => expect(seen.committed).toBe(true));
    // …until the app, running, takes the page.
    expect(document.documentElement.hasAttribute('data-js')).toBe(true);
    app.click();
    expect(seen.taps).toBe(1);
    menu.click();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});
