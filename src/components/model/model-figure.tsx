import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppRunning } from '../../hooks/use-app-running';
import type { Model } from '../../content-model/schema';
import { site } from '../../content-model/site-words';
import { cn } from '../../lib/cn';
import { modelFiles } from '../../lib/engineering-files';
import { ImageWithFallback } from '../ui/image-with-fallback';
import { DownloadLink } from './download-link';
import { loadModelViewer } from './load-viewer';
import { PicturePlaceholder } from '../ui/picture-placeholder';
import type * as ViewerModule from './model-viewer';
import type { ViewerHandle } from './model-viewer';
import { ViewButton } from './view-button';
import { canDrawWebGL } from './webgl';

/** still: the picture alone; loading: the viewer's code is on its way; viewer: the 3D view in the box. */
type Phase = 'still' | 'loading' | 'viewer' | 'no-webgl' | 'failed';

interface ModelFigureProps {
  model: Model;
  className?: string;
  /** Above the fold: the still loads eagerly. */
  priority?: boolean;
  /** How wide the figure is drawn, for the still's versions (default: the page width). */
  sizes?: string;
}

/**
 * A CAD model, picture first (docs/decisions.md, "The 3D viewer"): the
 * build's still of it in a 4:3 box, its size, its caption, the owner's file
 * when offered, and "View in 3D", which fetches the viewer (a chunk of its
 * own: model-viewer and three.js) and the model's GLB only when tapped.
 *
 * Taps before the app runs are not kept for later (docs/decisions.md, "Taps
 * before the app runs"): a tap answered seconds later would fetch hundreds of
 * kB and take the focus after the visitor may have moved on. This button
 * never looks live while a tap would be lost: hidden without scripts,
 * disabled until the app has taken the page (view-button.tsx).
 */
export function ModelFigure({ model, className, priority = false, sizes }: ModelFigureProps) {
  const files = modelFiles(model.source);
  const figure = useRef<HTMLElement>(null);
  const view = useRef<ViewerHandle>(null);
  const note = useRef<HTMLParagraphElement>(null);
  const running = useAppRunning();
  const [phase, setPhase] = useState<Phase>('still');
  const [code, setCode] = useState<typeof ViewerModule>();
  const [fullscreen, setFullscreen] = useState(false);

  // What the visitor pressed is gone: the keyboard goes on to what replaced it.
  useEffect(() => {
    if (phase === 'viewer') view.current?.focus();
    const lost = !document.activeElement || document.activeElement === document.body;
    if (phase === 'no-webgl' || (phase === 'failed' && lost)) note.current?.focus();
  }, [phase]);

  const open = async () => {
    if (phase !== 'still' && phase !== 'failed') return;
    if (!canDrawWebGL()) return setPhase('no-webgl');
    setPhase('loading');
    const loaded = await loadModelViewer();
    if (!loaded) return setPhase('failed');
    setCode(loaded);
    setPhase('viewer');
  };
  const failed = useCallback(() => {
    if (document.fullscreenElement === figure.current) void document.exitFullscreen();
    setFullscreen(false);
    setPhase('failed');
  }, []);

  const still = (alt: string) =>
    files && (
      <ImageWithFallback
        picture={{ file: files.still, alt }}
        fill
        priority={priority}
        sizes={sizes}
      />
    );
  const viewing = phase === 'viewer' && code;

  return (
    <figure
      ref={figure}
      data-model-viewer={files ? '' : undefined}
      className={cn(fullscreen && 'flex flex-col bg-surface p-4', className) || undefined}
    >
      <div
        className={cn(
          'relative overflow-hidden rounded-2xl border border-line bg-sunken',
          fullscreen ? 'min-h-0 flex-1' : 'aspect-[4/3]',
        )}
      >
        {!files ? (
          <PicturePlaceholder alt={model.alt} className="absolute inset-0" />
        ) : viewing ? (
          // The view carries the name; its poster, the same still, is decorative there.
          <code.ModelViewer
            ref={view}
            glb={files.glb}
            camera={files.camera}
            alt={model.alt}
            poster={still('')}
            onFailed={failed}
          />
        ) : (
          still(model.alt)
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 empty:hidden print:hidden">
        {files && viewing && (
          <code.ViewerControls
            figure={figure}
            onReset={() => view.current?.reset()}
            onFullscreenChange={setFullscreen}
          />
        )}
        {files && !viewing && phase !== 'no-webgl' && (
          <ViewButton ready={running} loading={phase === 'loading'} onOpen={() => void open()} />
        )}
      </div>
      {/* Its own line, there from the first paint: the row above swaps View in 3D for the
          viewer's two buttons without wrapping, so nothing below moves when the model comes. */}
      {model.download && files?.download && (
        <p className="mt-2 print:hidden">
          <DownloadLink {...files.download} />
        </p>
      )}
      {/* For screen readers: the view's controls. Shown, it would push the page down as the model arrives. */}
      {viewing && <p className="sr-only">{site.model.controlsHint}</p>}
      <p ref={note} role="status" tabIndex={-1} className="mt-2 text-sm text-muted empty:mt-0">
        {phase === 'no-webgl' && site.model.noWebGL}
        {phase === 'failed' && site.model.failed}
      </p>
      {(files || model.caption) && (
        <figcaption className="mt-2 text-sm text-muted">
          {files && (
            <span className="font-mono tabular-nums text-ink">
              <span className="sr-only">{site.model.dimensions}: </span>
              {files.dimensions}
            </span>
          )}
          {files && model.caption && ' · '}
          {model.caption}
          {files?.parts && <span className="block break-words">{files.parts}</span>}
        </figcaption>
      )}
    </figure>
  );
}
