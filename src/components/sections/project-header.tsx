import type { TrackedProject } from '../../content-model/schema';
import { Badge } from '../ui/badge';
import { buttonClasses } from '../ui/button-link';
import { ExternalLink } from '../ui/external-link';
import { Icon } from '../ui/icons';
import { ImageWithFallback } from '../ui/image-with-fallback';

/** Project page opening, on the project's band (its materials): badge, title, tagline, donation button, hero image. */
export function ProjectHeader({ project }: { project: TrackedProject }) {
  const { donation } = project;
  return (
    <section
      aria-labelledby="project-title"
      className="board relative overflow-hidden bg-band text-band-ink"
    >
      {/* A faint via grid, like the copper pour seen through soldermask. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(rgb(var(--band-line))_1px,transparent_1.5px)] bg-[length:22px_22px] opacity-60"
      />
      <div className="relative mx-auto max-w-page px-5 pb-12 pt-10 sm:px-8 sm:pb-16 sm:pt-16">
        <Badge tone="board">
          <span className="size-2 rounded-full bg-highlight-bright" aria-hidden="true" />
          {project.badge}
        </Badge>
        <h1
          id="project-title"
          className="mt-5 font-mono text-5xl font-bold tracking-tight text-band-ink sm:text-7xl"
        >
          {project.title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-band-ink-dim sm:text-xl">
          {project.tagline}
        </p>
        {donation && (
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <ExternalLink href={donation.url} className={buttonClasses('highlight')}>
              <Icon name="heart" />
              {donation.label}
            </ExternalLink>
            <p className="text-sm text-band-ink-dim print:hidden">{donation.note}</p>
          </div>
        )}
        <div className="-mx-5 mt-10 border-band-line bg-band-raised shadow-2xl sm:mx-0 sm:rounded-2xl sm:border sm:p-4">
          <ImageWithFallback picture={project.heroImage} priority className="rounded-xl" />
        </div>
      </div>
    </section>
  );
}
