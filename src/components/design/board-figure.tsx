import { useId } from 'react';
import type { Board, GalleryPicture } from '../../content/schema';
import { site } from '../../content/site';
import { cn } from '../../lib/cn';
import { boardFiles } from '../../lib/engineering-files';
import { PhotoLink } from '../gallery/photo-link';
import { PhotoViewerOnDemand } from '../gallery/photo-viewer-on-demand';
import { usePhotoViewer } from '../gallery/use-photo-viewer';
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
    // No files (the build could not render the board): each face shows the labelled placeholder.
    file: files?.[side] ?? `boards/${board.fabFiles}-${side}.png`,
    alt: words.faceAlt(board.alt, words[side]),
    caption: board.caption,
  }));
  const viewerName = `board-${board.fabFiles.replace(/\.zip$/i, '').replace(/[^\w-]/g, '-')}`;
  const { index, open, show, close } = usePhotoViewer(pictures.length, viewerName);
  const radio = (side: (typeof sides)[number]) => `${id}-${side}`;

  return (
    <figure className={cn('max-w-4xl', className)}>
      {/* Hidden but focusable, before everything they style: CSS's ~ reaches only later siblings. */}
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
      {/* The pressed look follows the checked radio, and a keyboard's focus on it shows on its label. */}
      <div
        aria-hidden="true"
        className={cn(
          'mb-3 inline-flex rounded-full border border-line bg-sunken p-1 text-sm font-medium text-muted',
          '[&>label:first-child]:bg-raised [&>label:first-child]:text-ink [&>label:first-child]:shadow-sm',
          'peer-checked/bottom:[&>label:first-child]:bg-transparent peer-checked/bottom:[&>label:first-child]:text-muted peer-checked/bottom:[&>label:first-child]:shadow-none',
          'peer-checked/bottom:[&>label:last-child]:bg-raised peer-checked/bottom:[&>label:last-child]:text-ink peer-checked/bottom:[&>label:last-child]:shadow-sm',
          'peer-focus-visible/top:[&>label:first-child]:outline peer-focus-visible/bottom:[&>label:last-child]:outline',
        )}
      >
        {sides.map((side) => (
          <label
            key={side}
            htmlFor={radio(side)}
            className="cursor-pointer rounded-full px-4 py-1.5 outline-2 outline-offset-2 outline-focus"
          >
            {words[side]}
          </label>
        ))}
      </div>
      {sides.map((side, at) => (
        <PhotoLink
          key={side}
          picture={pictures[at]!}
          index={at}
          onOpen={open}
          className={
            side === 'top' ? 'peer-checked/bottom:hidden' : 'hidden peer-checked/bottom:block'
          }
        >
          <ImageWithFallback picture={pictures[at]!} sizes="(min-width: 56rem) 56rem, 100vw" />
          <Icon
            name="expand"
            className="absolute bottom-3 right-3 size-9 rounded-full bg-mask/70 p-2 text-silk opacity-90 group-hover:opacity-100"
          />
        </PhotoLink>
      ))}
      <figcaption className="mt-2 text-sm text-muted">
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
