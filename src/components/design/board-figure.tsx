import { useId } from 'react';
import type { Board, GalleryPicture } from '../../content-model/schema';
import { site } from '../../content-model/site-words';
import { cn } from '../../lib/cn';
import { boardFiles } from '../../lib/engineering-files';
import { PhotoLink } from '../gallery/photo-link';
import { PhotoViewerOnDemand } from '../gallery/photo-viewer-on-demand';
import { usePhotoViewer } from '../gallery/use-photo-viewer';
import { PicturePlaceholder } from '../ui/picture-placeholder';
import { Icon } from '../ui/icons';
import { ImageWithFallback } from '../ui/image-with-fallback';

const words = site.projectPage.board;
const sides = ['top', 'bottom'] as const;

/**
 * A circuit board as its fab files make it (scripts/site/design/boards.ts): its top and
 * bottom, one at a time, with a flip between them made of two radio buttons and CSS, so
 * that it works before the app starts and without JavaScript. Each face is a link to its
 * largest picture, which the photo viewer opens to zoom (under `#board-<name>-1`, apart
 * from an update's own gallery). Both faces are the same size: the flip moves nothing.
 */
export function BoardFigure({ board, className }: { board: Board; className?: string }) {
  const id = useId();
  const files = boardFiles(board.fabFiles);
  const pictures: GalleryPicture[] = sides.map((side) => ({
    file: files?.[side] ?? '',
    alt: words.faceAlt(board.alt, words[side]),
    caption: board.caption,
  }));
  const viewerName = `board-${board.fabFiles.replace(/\.zip$/i, '').replace(/[^\w-]/g, '-')}`;
  const { index, open, show, close } = usePhotoViewer(pictures.length, viewerName);
  const radio = (side: (typeof sides)[number]) => `${id}-${side}`;

  // The build could not render it (its warning says why): one labelled placeholder, and no
  // links or flip to pictures that are not there.
  if (!files)
    return (
      <figure className={cn('max-w-4xl', className)}>
        <div className="relative aspect-[3/1] overflow-hidden rounded-2xl">
          <PicturePlaceholder alt={board.alt} className="absolute inset-0" />
        </div>
        {board.caption && (
          <figcaption className="mt-2 text-sm text-muted">{board.caption}</figcaption>
        )}
      </figure>
    );

  return (
    // One grid: the two faces in the same cell, one of them hidden, so the flip moves nothing
    // and both load as the page nears them (a face that was display: none would never be asked for).
    <figure className={cn('grid max-w-4xl grid-cols-[auto_auto_1fr] gap-y-3', className)}>
      {/* Hidden but focusable, before all they style: CSS's ~ reaches only later siblings. */}
      <input
        type="radio"
        id={radio('top')}
        name={id}
        defaultChecked
        aria-label={`${words.sides}: ${words.top}`}
        className="peer/top sr-only"
      />
      <input
        type="radio"
        id={radio('bottom')}
        name={id}
        aria-label={`${words.sides}: ${words.bottom}`}
        className="peer/bottom sr-only"
      />
      {/* The radio buttons carry the names: the labels are what a pointer presses. */}
      <label
        htmlFor={radio('top')}
        aria-hidden="true"
        className="col-start-1 row-start-1 mr-2 cursor-pointer rounded-full border border-line bg-raised px-4 py-1.5 text-sm font-medium text-ink shadow-sm outline-2 outline-offset-2 outline-focus peer-checked/bottom:bg-transparent peer-checked/bottom:text-muted peer-checked/bottom:shadow-none peer-focus-visible/top:outline"
      >
        {words.top}
      </label>
      <label
        htmlFor={radio('bottom')}
        aria-hidden="true"
        className="col-start-2 row-start-1 cursor-pointer rounded-full border border-line px-4 py-1.5 text-sm font-medium text-muted outline-2 outline-offset-2 outline-focus peer-checked/bottom:bg-raised peer-checked/bottom:text-ink peer-checked/bottom:shadow-sm peer-focus-visible/bottom:outline"
      >
        {words.bottom}
      </label>
      {sides.map((side, at) => (
        <PhotoLink
          key={side}
          picture={pictures[at]!}
          index={at}
          onOpen={open}
          viewer={viewerName}
          className={cn(
            'col-span-3 col-start-1 row-start-2',
            side === 'top'
              ? 'peer-checked/bottom:invisible'
              : 'invisible peer-checked/bottom:visible',
          )}
        >
          <ImageWithFallback picture={pictures[at]!} sizes="(min-width: 56rem) 56rem, 100vw" />
          <Icon
            name="expand"
            className="absolute bottom-3 right-3 size-9 rounded-full bg-band/70 p-2 text-band-ink opacity-90 group-hover:opacity-100"
          />
        </PhotoLink>
      ))}
      <figcaption className="col-span-3 row-start-3 text-sm text-muted">
        {files && (
          <span className="font-mono tabular-nums">{words.facts(files.size, files.layers)}</span>
        )}
        {files && board.caption && ' · '}
        {board.caption}
      </figcaption>
      <PhotoViewerOnDemand pictures={pictures} index={index} onView={show} onClose={close} />
    </figure>
  );
}
