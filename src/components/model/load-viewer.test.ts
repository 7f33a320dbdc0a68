import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => vi.resetModules());

describe('loadModelViewer', () => {
  it('fetches the viewer’s code once and keeps it', async () => {
    vi.doMock('./model-viewer', () => ({ ModelViewer: 'the viewer' }));
    const { loadModelViewer } = await import('./load-viewer');
    const code = await loadModelViewer();
    expect(code?.ModelViewer).toBe('the viewer');
    expect(await loadModelViewer()).toBe(code);
  });

  it('counts a file Vite could not fetch as a failure, and tries again at the next tap', async () => {
    // Vite reports a chunk or stylesheet it could not fetch, then hands the module over anyway.
    vi.doMock('./model-viewer', () => {
      window.dispatchEvent(new Event('vite:preloadError'));
      return { ModelViewer: 'the viewer' };
    });
    const { loadModelViewer } = await import('./load-viewer');
    expect(await loadModelViewer()).toBeUndefined();
    expect((await loadModelViewer())?.ModelViewer).toBe('the viewer');
  });

  it('is undefined when the chunk cannot be imported', async () => {
    vi.doMock('./model-viewer', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadModelViewer } = await import('./load-viewer');
    expect(await loadModelViewer()).toBeUndefined();
  });
});
