import type { MouseEvent } from 'react';
import type { Drawing } from '../../content-model/schema';
import { site } from '../../content-model/site-words';
import { cn } from '../../lib/cn';
import { drawingFiles } from '../../lib/engineering-files';
import { imageUrl } from '../../lib/assets';
import { DownloadLink } from '../model/download-link';
import { Icon } from '../ui/icons';
import { ImageWithFallback } from '../ui/image-with-fallback';
import { PicturePlaceholder } from '../ui/picture-placeholder';

const words = site.projectPage.drawing;

/** A drawing's sheets as pictures a viewer shows: its sheet for the page, and the one for zooming. */
export function drawingSheets(drawing: Drawing) {
  const sheets = drawingFiles(drawing.source)?.sheets ?? [];
  return sheets.map((sheet, at) => ({
    file: sheet.image,
    alt: words.sheetAlt(drawing.alt, at + 1, sheets.length),
    caption: words.sheetFacts(at + 1, sheets.length, sheet.paper, sheet.scale),
    zoom: { file: sheet.zoom.image, width: sheet.zoom.width, height: sheet.zoom.height },
  }));
}

export interface DrawingFigureProps {
  drawing: Drawing;
  className?: string;
  /** How wide a sheet is drawn, for the browser to choose its file (default: the page's width). */
  sizes?: string;
  /**
   * Opens the sheet at `index` in the photo viewer (./drawing-viewer.tsx). Without it (Home, whose
   * script carries no viewer), a sheet is a plain link to the sheet drawn for zooming, which the
   * browser shows and zooms itself.
   */
  onOpen?: (index: number) => void;
  /** Fetches the viewer's code on the way to a sheet. */
  onNear?: () => void;
  /** The viewer's name (usePhotoViewer), which gives a sheet the focus back on closing. */
  viewer?: string;
  /**
   * Beside its words, not above them: a Home card's drawing, a thumbnail of each sheet with its
   * paper and scale at its side, so the card stays as tall as its neighbours.
   */
  compact?: boolean;
}

/**
 * A drawing as the owner's CAD program exported it (scripts/site/design/drawings.ts): each
 * sheet on its paper (white in either scheme, as printed), its box the sheet's own shape from
 * the first paint, under it the sheet's paper and the scale it states. Each sheet is a link to
 * the sheet drawn for zooming (12 px a millimetre, or the DXF's own SVG). The owner's file is
 * offered when they ask.
 */
export function DrawingFigure({
  drawing,
  className,
  sizes = '(min-width: 56rem) 56rem, 100vw',
  onOpen,
  onNear,
  viewer,
  compact = false,
}: DrawingFigureProps) {
  const files = drawingFiles(drawing.source);
  const sheets = drawingSheets(drawing);
  const open = (at: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!onOpen || event.button !== 0 || modified) return;
    event.preventDefault();
    onOpen(at);
  };

  const sheetLinks = sheets.map((sheet, at) => (
    // The paper stays white in a dark scheme: a drawing is read as printed.
    <a
      key={sheet.file}
      href={imageUrl(sheet.zoom.file)}
      data-photo-index={at}
      data-viewer={viewer}
      onClick={open(at)}
      onPointerEnter={onNear}
      onFocus={onNear}
      onTouchStart={onNear}
      className={cn(
        'group relative block overflow-hidden border border-line bg-white',
        compact ? 'rounded-lg' : 'rounded-2xl',
      )}
    >
      <ImageWithFallback picture={sheet} sizes={sizes} />
      <Icon
        name="expand"
        className={cn(
          'absolute rounded-full bg-band/70 text-band-ink opacity-90 group-hover:opacity-100',
          compact ? 'bottom-1.5 right-1.5 size-7 p-1.5' : 'bottom-3 right-3 size-9 p-2',
        )}
      />
    </a>
  ));
  const download = drawing.download && files?.download && (
    <p className="mt-2 print:hidden">
      <DownloadLink {...files.download} />
    </p>
  );
  const caption = (files || drawing.caption) && (
    <>
      {files && <span className="sr-only">{words.sheets(sheets.length)}. </span>}
      {drawing.caption}
      {files && (
        <span className="print:hidden">
          {drawing.caption && ' · '}
          {words.zoomHint}
        </span>
      )}
    </>
  );

  if (!files)
    return (
      <figure className={cn('max-w-4xl', className)}>
        {/* The build could not read it (its warning says why): a labelled placeholder. */}
        <div className="relative aspect-[297/210] overflow-hidden rounded-2xl">
          <PicturePlaceholder alt={drawing.alt} className="absolute inset-0" />
        </div>
        {drawing.caption && (
          <figcaption className="mt-2 text-sm text-muted">{drawing.caption}</figcaption>
        )}
      </figure>
    );

  if (compact)
    return (
      <figure className={cn('flex items-start gap-4', className)}>
        <ol className="w-2/5 shrink-0 space-y-2">
          {sheetLinks.map((link, at) => (
            <li key={sheets[at]!.file}>{link}</li>
          ))}
        </ol>
        <figcaption className="min-w-0 flex-1 text-sm text-muted">
          {sheets.map((sheet) => (
            <p key={sheet.file} className="font-mono text-xs tabular-nums">
              {sheet.caption}
            </p>
          ))}
          {download}
          <p className="mt-2">{caption}</p>
        </figcaption>
      </figure>
    );

  return (
    <figure className={cn('max-w-4xl', className)}>
      <ol className="space-y-6">
        {sheetLinks.map((link, at) => (
          <li key={sheets[at]!.file}>
            {link}
            <p className="mt-2 font-mono text-sm tabular-nums text-muted">{sheets[at]!.caption}</p>
          </li>
        ))}
      </ol>
      {download}
      <figcaption className="mt-2 text-sm text-muted">{caption}</figcaption>
    </figure>
  );
}
