import type { TrackedProject, Update } from '../../content-model/schema';
import { site } from '../../content-model/site-words';
import { Link } from 'react-router-dom';
import { projectTimelinePath, projectUpdatesPath } from '../../lib/paths';
import { notSearched } from '../../lib/search-marks';
import { BoardFigure } from '../design/board-figure';
import { DrawingWithViewer } from '../design/drawing-viewer';
import { ModelFigure } from '../model';
import { PhotoGallery } from '../gallery/photo-gallery';
import { BackLink } from '../ui/back-link';
import { DateText } from '../ui/date-text';
import { RichText } from '../ui/rich-text';

/** An update's own page: the way back to the log, its date and title, its milestone, its lead photo, its text and the rest of its photos. */
export function UpdateArticle({ project, update }: { project: TrackedProject; update: Update }) {
  const { log } = site.projectPage;
  const milestone = project.timeline?.milestones.find(({ id }) => id === update.milestone);
  return (
    <article className="mx-auto max-w-page px-5 pb-12 pt-10 sm:px-8 sm:pt-14">
      <BackLink to={projectUpdatesPath(project.slug)}>{log.backToLog(project.title)}</BackLink>
      <header className="mt-6 max-w-3xl">
        {/* Not searched as words (a result shows it as its date, read from the <time>). */}
        <p className="font-mono text-sm uppercase tracking-widest text-muted" {...notSearched}>
          <DateText iso={update.date} searched />
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-5xl">{update.title}</h1>
        {milestone && (
          <p className="mt-4 text-sm text-muted">
            {log.milestone}:{' '}
            <Link
              to={projectTimelinePath(project.slug)}
              className="font-semibold text-accent-ink underline underline-offset-4 hover:decoration-2"
            >
              {milestone.title}
            </Link>
          </p>
        )}
      </header>
      <PhotoGallery pictures={update.pictures}>
        <RichText html={update.body} className="mt-8 max-w-prose text-lg leading-relaxed" />
        {update.models.map((model, at) => (
          <ModelFigure
            key={`${model.source}-${at}`}
            model={model}
            sizes="(min-width: 56rem) 56rem, 100vw"
            className="mt-8 max-w-4xl"
          />
        ))}
        {update.boards.map((board, at) => (
          <BoardFigure key={`${board.fabFiles}-${at}`} board={board} className="mt-8" />
        ))}
        {update.drawings.map((drawing, at) => (
          <DrawingWithViewer key={`${drawing.source}-${at}`} drawing={drawing} className="mt-8" />
        ))}
      </PhotoGallery>
    </article>
  );
}
