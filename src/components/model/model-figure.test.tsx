import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Model } from '../../content-model/schema';
import { modelWords } from '../../content-model/model-words';
import { site } from '../../content-model/site-words';
import { modelFiles, type ModelFiles } from '../../lib/engineering-files';
import { loadModelViewer } from './load-viewer';
import type * as ViewerModule from './model-viewer';
import { ModelFigure } from './model-figure';
import { ViewerControls } from './viewer-controls';
import { canDrawWebGL } from './webgl';

// The build's files (virtual:models is empty in unit tests), the viewer's code and the WebGL
// probe: each behind its own module, so each can be stood in for here.
vi.mock('../../lib/engineering-files', () => ({ modelFiles: vi.fn() }));
vi.mock('./load-viewer', () => ({ loadModelViewer: vi.fn() }));
vi.mock('./webgl', () => ({ canDrawWebGL: vi.fn(() => true) }));

const words = site.model;
const model: Model = {
  source: 'rocket-fin.step',
  alt: 'A swept rocket fin with a rounded leading edge',
  caption: 'Printed in PETG',
  download: true,
};
const files: ModelFiles = {
  still: 'models/rocket-fin.png',
  glb: 'models/rocket-fin-1a2b3c4d.glb',
  dimensions: '120 × 84 × 3 mm',
  camera: { orbit: '35deg 60deg 412.5mm', target: '1mm 2mm -3mm', fieldOfView: '24.5deg' },
  download: { path: 'models/rocket-fin.step', bytes: 1_234_567 },
};

/** A stand-in for the viewer's chunk: what the figure hands it, and its handle. */
const viewer = { reset: vi.fn(), props: undefined as Record<string, unknown> | undefined };
const viewerModule = {
  ModelViewer: function FakeViewer({
    ref,
    ...props
  }: Parameters<typeof ViewerModule.ModelViewer>[0]) {
    viewer.props = props;
    useImperativeHandle(ref, () => ({
      reset: viewer.reset,
      focus: () => document.getElementById('fake-viewer')!.focus(),
    }));
    return (
      <div id="fake-viewer" tabIndex={-1} role="img" aria-label={modelWords.viewer(props.alt)}>
        {props.poster}
      </div>
    );
  },
  ViewerControls,
} as unknown as typeof ViewerModule;

const view3d = () => screen.getByRole('button', { name: words.view3d });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(modelFiles).mockReturnValue(files);
  vi.mocked(canDrawWebGL).mockReturnValue(true);
  vi.mocked(loadModelViewer).mockResolvedValue(viewerModule);
  viewer.props = undefined;
});

describe('ModelFigure', () => {
  it('lists an assembly’s parts under its size and caption, and says nothing of parts for one part', () => {
    const parts = '7 parts: base plate, 2 × jaw, …';
    vi.mocked(modelFiles).mockReturnValue({ ...files, parts });
    const { unmount } = render(<ModelFigure model={model} />);
    const caption = screen.getByRole('figure').querySelector('figcaption')!;
    expect(caption).toHaveTextContent(
      `${words.dimensions}: ${files.dimensions} · ${model.caption}${parts}`,
    );
    expect(caption.lastElementChild).toHaveTextContent(parts);
    unmount();
    vi.mocked(modelFiles).mockReturnValue(files);
    render(<ModelFigure model={model} />);
    expect(screen.getByRole('figure').querySelector('figcaption')!.textContent).toBe(
      `${words.dimensions}: ${files.dimensions} · ${model.caption}`,
    );
  });

  it('shows the still, its size and its caption, and fetches nothing for 3D on render', () => {
    render(<ModelFigure model={model} />);
    expect(modelFiles).toHaveBeenCalledWith(model.source);
    expect(screen.getByRole('img', { name: model.alt })).toHaveAttribute(
      'src',
      expect.stringContaining(files.still),
    );
    // The caption names the figure (HTML-AAM); Testing Library does not compute that, so read it.
    const caption = screen.getByRole('figure').querySelector('figcaption');
    expect(caption).toHaveTextContent(
      `${words.dimensions}: ${files.dimensions} · ${model.caption}`,
    );
    expect(view3d()).toBeEnabled();
    expect(loadModelViewer).not.toHaveBeenCalled();
    expect(canDrawWebGL).not.toHaveBeenCalled();
  });

  it('is prerendered with the button disabled and hidden without scripts, and no viewer', () => {
    const html = renderToString(<ModelFigure model={model} />);
    const page = document.createElement('div');
    page.innerHTML = html;
    const button = page.querySelector('button')!;
    expect(button.textContent).toBe(words.view3d);
    expect(button.disabled).toBe(true);
    expect(button.className.split(' ')).toEqual(
      expect.arrayContaining(['hidden', 'js:inline-flex']),
    );
    expect(page.querySelector('model-viewer')).toBeNull();
    expect(loadModelViewer).not.toHaveBeenCalled();
  });

  it('fetches the viewer at the tap, shows it in the box with the still as poster, and gives it the keyboard', async () => {
    const user = userEvent.setup();
    render(<ModelFigure model={model} />);
    await user.click(view3d());
    expect(loadModelViewer).toHaveBeenCalledOnce();
    const view = await screen.findByRole('img', { name: modelWords.viewer(model.alt) });
    // The focus moves in an effect, which React runs after the view is in the page: a moment
    // later when the render came from the fetched chunk, not from the tap itself.
    await waitFor(() => expect(view).toHaveFocus());
    // It opens on the still's camera, as the build worked it out.
    expect(viewer.props).toMatchObject({ glb: files.glb, alt: model.alt, camera: files.camera });
    // The poster is the same still, decorative inside the named view.
    expect(view.querySelector('img')).toHaveAttribute('src', expect.stringContaining(files.still));
    expect(view.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('button', { name: words.view3d })).toBeNull();
    expect(screen.getByText(words.controlsHint)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: modelWords.reset }));
    expect(viewer.reset).toHaveBeenCalledOnce();
  });

  it('offers full screen only where the browser has it, as a toggle', async () => {
    const user = userEvent.setup();
    // jsdom has no Fullscreen API: give the figure one.
    const requestFullscreen = vi.fn(() => Promise.resolve());
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    try {
      render(<ModelFigure model={model} />);
      await user.click(view3d());
      const toggle = await screen.findByRole('button', { name: modelWords.fullscreen });
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await user.click(toggle);
      expect(requestFullscreen).toHaveBeenCalledOnce();
      const figure = screen.getByRole('figure');
      expect(requestFullscreen.mock.contexts[0]).toBe(figure);
      // The browser has made it full screen: the figure fills the screen, the toggle is pressed.
      Object.defineProperty(document, 'fullscreenElement', { value: figure, configurable: true });
      act(() => void document.dispatchEvent(new Event('fullscreenchange')));
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(figure).toHaveClass('flex', 'flex-col');
      expect(figure.firstElementChild).not.toHaveClass('aspect-[4/3]');
    } finally {
      delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled;
      delete (document as { fullscreenElement?: unknown }).fullscreenElement;
      delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen;
    }
  });

  it('hides full screen where the browser has none (an iPhone)', async () => {
    const user = userEvent.setup();
    render(<ModelFigure model={model} />);
    await user.click(view3d());
    await screen.findByRole('button', { name: modelWords.reset });
    expect(screen.queryByRole('button', { name: modelWords.fullscreen })).toBeNull();
  });

  it('keeps the still and says why when the browser has no WebGL, without fetching the viewer', async () => {
    const user = userEvent.setup();
    vi.mocked(canDrawWebGL).mockReturnValue(false);
    render(<ModelFigure model={model} />);
    await user.click(view3d());
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent(words.noWebGL);
    expect(note).toHaveFocus();
    expect(loadModelViewer).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: model.alt })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: words.view3d })).toBeNull();
  });

  it('keeps the still and offers another try when the viewer cannot be fetched', async () => {
    const user = userEvent.setup();
    vi.mocked(loadModelViewer).mockResolvedValueOnce(undefined);
    render(<ModelFigure model={model} />);
    await user.click(view3d());
    expect(await screen.findByRole('status')).toHaveTextContent(words.failed);
    expect(screen.getByRole('img', { name: model.alt })).toBeInTheDocument();
    await user.click(view3d());
    expect(
      await screen.findByRole('img', { name: modelWords.viewer(model.alt) }),
    ).toBeInTheDocument();
    expect(loadModelViewer).toHaveBeenCalledTimes(2);
  });

  it('goes back to the still when the model itself fails to show', async () => {
    const user = userEvent.setup();
    render(<ModelFigure model={model} />);
    await user.click(view3d());
    await screen.findByRole('img', { name: modelWords.viewer(model.alt) });
    act(() => (viewer.props!.onFailed as () => void)());
    expect(screen.queryByRole('img', { name: modelWords.viewer(model.alt) })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(words.failed);
    expect(screen.getByRole('img', { name: model.alt })).toBeInTheDocument();
    expect(view3d()).toBeInTheDocument();
  });

  it('shows the labelled placeholder and no button when the build could not make the files', () => {
    vi.mocked(modelFiles).mockReturnValue(undefined);
    render(<ModelFigure model={model} />);
    expect(screen.getByRole('img', { name: `${site.imageError}: ${model.alt}` })).toHaveTextContent(
      site.imageError,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('figure')).toHaveTextContent(model.caption!);
  });

  it('offers the owner’s file only when the content asks and the build has it', () => {
    const { unmount } = render(<ModelFigure model={model} />);
    const link = screen.getByRole('link', { name: words.download('rocket-fin.step', '1.2 MB') });
    expect(link).toHaveAttribute('href', '/models/rocket-fin.step');
    expect(link).toHaveAttribute('download', 'rocket-fin.step');
    unmount();

    const { unmount: again } = render(<ModelFigure model={{ ...model, download: false }} />);
    expect(screen.queryByRole('link')).toBeNull();
    again();

    vi.mocked(modelFiles).mockReturnValue({ ...files, download: undefined });
    render(<ModelFigure model={model} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
