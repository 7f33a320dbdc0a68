import { otherProjects, otherProjectsHeading } from '../../content/projects';
import { Badge } from '../ui/badge';
import { ImageWithFallback } from '../ui/image-with-fallback';

/** Home: the other projects, each with its picture, description and skills. */
export function OtherProjects() {
  return (
    <section
      aria-labelledby="other-projects-heading"
      className="mx-auto max-w-page px-5 py-12 sm:px-8"
    >
      <h2 id="other-projects-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {otherProjectsHeading}
      </h2>
      <ul className="mt-8 grid gap-8 md:grid-cols-2">
        {otherProjects.map((project) => (
          <li key={project.title}>
            <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-raised shadow-sm">
              <ImageWithFallback
                picture={project.image}
                className="border-b border-line bg-sunken"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="font-mono text-xs uppercase tracking-widest text-muted">
                  {project.kind}
                </p>
                <h3 className="mt-2 text-xl font-bold">{project.title}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-muted">{project.description}</p>
                <ul
                  className="mt-5 flex flex-wrap gap-2"
                  aria-label={`Skills used in ${project.title}`}
                >
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
