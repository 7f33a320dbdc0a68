import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { markAppRunning, useAppRunning } from './use-app-running';

/** A control that is inert in the prerendered page; every value it rendered with, in order. */
function Control({ seen }: { seen: boolean[] }) {
  const running = useAppRunning();
  seen.push(running);
  return (
    <button type="button" disabled={!running}>
      Search
    </button>
  );
}

// In this order: the module's flag is the app's, and it is never unset.
describe('useAppRunning', () => {
  it('hydrates as the HTML was drawn (inert), then turns live', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Control seen={[]} />);
    expect(container.querySelector('button')!.disabled).toBe(true);
    const seen: boolean[] = [];
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Control seen={seen} />, { onRecoverableError });
    });
    // No mismatch: the first render in the browser drew what the server drew.
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.querySelector('button')!.disabled).toBe(false);
  });

  it('is live from the first render of a part drawn once the app runs (another page)', async () => {
    markAppRunning();
    const container = document.createElement('div');
    const seen: boolean[] = [];
    await act(async () => createRoot(container).render(<Control seen={seen} />));
    expect(seen).not.toContain(false);
    expect(container.querySelector('button')!.disabled).toBe(false);
  });
});
