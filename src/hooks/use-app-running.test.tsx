import { act, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The hook's module afresh for each test: its flag is the app's, never unset once set. */
let hook: typeof import('./use-app-running');
beforeEach(async () => {
  vi.resetModules();
  hook = await import('./use-app-running');
});

/** A control that is inert in the prerendered page; every value it rendered with, in order. */
function Control({ seen }: { seen: boolean[] }) {
  const running = hook.useAppRunning();
  seen.push(running);
  return (
    <button type="button" disabled={!running}>
      Search
    </button>
  );
}

/** What src/app/start.tsx wraps the app in: the flag set in hydration's commit, children first. */
function HandOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => hook.markAppRunning(), []);
  return children;
}

describe('useAppRunning', () => {
  it('hydrates as the HTML was drawn (inert), then turns live', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Control seen={[]} />);
    expect(container.querySelector('button')!.disabled).toBe(true);
    const seen: boolean[] = [];
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <HandOver>
          <Control seen={seen} />
        </HandOver>,
        { onRecoverableError },
      );
    });
    // No mismatch: the first render in the browser drew what the server drew.
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.querySelector('button')!.disabled).toBe(false);
  });

  it('is live from the first render of a part drawn once the app runs (another page)', async () => {
    hook.markAppRunning();
    const container = document.createElement('div');
    const seen: boolean[] = [];
    await act(async () => createRoot(container).render(<Control seen={seen} />));
    expect(seen).not.toContain(false);
    expect(container.querySelector('button')!.disabled).toBe(false);
  });

  it('renders inert first where nothing said the app runs', async () => {
    const container = document.createElement('div');
    const seen: boolean[] = [];
    await act(async () => createRoot(container).render(<Control seen={seen} />));
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });
});
