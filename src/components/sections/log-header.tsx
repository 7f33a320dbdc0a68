import type { TrackedProject } from '../../content-model/schema';
import { site } from '../../content-model/site-words';
import { projectPath } from '../../lib/paths';
import { BackLink } from '../ui/back-link';
import { FeedLink } from '../ui/feed-link';

/** The development log's page: its title, how many updates, the feed, and the way back to the project. */
export function LogHeader({
  project,
  count,
}: {
  project: Pick<TrackedProject, 'slug' | 'title'>;
  count: number;
}) {
  const { log } = site.projectPage;
  return (
    <header className="mx-auto max-w-page px-5 pb-4 pt-10 sm:px-8 sm:pt-14">
      <BackLink to={projectPath(project.slug)}>{log.backToProject(project.title)}</BackLink>
      <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">
        {log.pageTitle(project.title)}
      </h1>
      <p className="mt-3 text-lg text-muted">{log.pageIntro(count)}</p>
      <div className="mt-4">
        <FeedLink project={project.slug} />
      </div>
    </header>
  );
}
