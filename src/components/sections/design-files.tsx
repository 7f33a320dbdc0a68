import { useId } from 'react';
import type { TrackedProject } from '../../content-model/schema';
import { BoardFigure } from '../design/board-figure';
import { DrawingWithViewer } from '../design/drawing-viewer';
import { ModelFigure } from '../model';
import { RichText } from '../ui/rich-text';
import { SectionHeading } from '../ui/section-heading';

/** Project page: the boards, CAD models and drawings, made by the build from the owner's own design files. */
export function DesignFiles({
  designFiles,
}: {
  designFiles: NonNullable<TrackedProject['designFiles']>;
}) {
  const headingId = useId();
  const { heading, intro, boards, models, drawings } = designFiles;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-page px-5 py-12 sm:px-8">
      <SectionHeading id={headingId}>{heading}</SectionHeading>
      {intro && <RichText html={intro} className="mt-3 max-w-prose leading-relaxed text-muted" />}
      <div className="mt-8 space-y-10">
        {boards.map((board, at) => (
          <BoardFigure key={`${board.fabFiles}-${at}`} board={board} />
        ))}
        {models.map((model, at) => (
          <ModelFigure
            key={`${model.source}-${at}`}
            model={model}
            sizes="(min-width: 56rem) 56rem, 100vw"
            className="max-w-4xl"
          />
        ))}
        {drawings.map((drawing, at) => (
          <DrawingWithViewer key={`${drawing.source}-${at}`} drawing={drawing} />
        ))}
      </div>
    </section>
  );
}
