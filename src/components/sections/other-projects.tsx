import { useId } from 'react';
import { home } from '../../content-model';
import { DrawingFigure } from '../design/drawing-figure';
import { ModelFigure } from '../model';
import { Badge } from '../ui/badge';
import { ImageWithFallback } from '../ui/image-with-fallback';
import { RichText } from '../ui/rich-text';
import { SectionHeading } from '../ui/section-heading';

/** Home: the other projects, each with its picture, description and skills. */
export function OtherProjects() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-page px-5 py-12 sm:px-8">
      <SectionHeading id={headingId}>{home.otherProjectsHeading}</SectionHeading>
      <ul className="mt-8 grid gap-8 md:grid-cols-2">
        {home.otherProjects.map((project) => (
          <li key={project.title}>
            <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-raised shadow-sm">
              {project.model ? (
                // A model in place of the picture: its still first, turnable on a tap.
                <ModelFigure
                  model={project.model}
                  sizes="(min-width: 768px) 31rem, 100vw"
                  className="px-6 pt-6"
                />
              ) : (
                project.image && (
                  // The drawings are on white paper: dim them a touch in the dark scheme so they do not glare.
                  <ImageWithFallback
                    picture={project.image}
                    sizes="(min-width: 768px) 34rem, 100vw"
                    className="bg-sunken dark:brightness-[.85]"
                  />
                )
              )}
              {project.drawing && (
                // Beside its paper and scale, not a second picture as tall as the first.
                <DrawingFigure
                  drawing={project.drawing}
                  compact
                  sizes="(min-width: 768px) 12rem, 40vw"
                  className="px-6 pb-6 pt-5"
                />
              )}
              {/* The line under the picture is the text's, not the picture's: Firefox sizes a
                  bordered picture by its border box until the file arrives, then by its content. */}
              <div className="flex flex-1 flex-col border-t border-line p-6">
                <p className="font-mono text-xs uppercase tracking-widest text-muted">
                  {project.kind}
                </p>
                <h3 className="mt-2 text-xl font-bold">{project.title}</h3>
                <RichText
                  html={project.description}
                  className="mt-3 flex-1 leading-relaxed text-muted"
                />
                {/* Named by the project's heading above it, not by a label that would repeat it. */}
                <ul className="mt-5 flex flex-wrap gap-2">
                  {project.skills.map((skill) => (
                    <li key={skill}>
                      <Badge>{skill}</Badge>
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
