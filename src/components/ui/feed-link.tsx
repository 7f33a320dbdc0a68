import { site } from '../../content-model/site-words';
import { publicUrl } from '../../lib/assets';
import { feedPath } from '../../lib/paths';
import { Icon } from './icons';

/**
 * "Follow the updates": the project's Atom feed, with a line on what a feed is.
 * A plain link: the feed is a file of the site, and a reader takes its address.
 */
export function FeedLink({ project }: { project: string }) {
  const { follow, feedNote } = site.projectPage.log;
  if (!import.meta.env.PUBLISHES_FEEDS) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      <a
        href={publicUrl(feedPath(project).slice(1))}
        type="application/atom+xml"
        className="inline-flex items-center gap-1.5 font-semibold text-accent-ink underline underline-offset-4 hover:decoration-2"
      >
        <Icon name="feed" className="size-4 shrink-0" />
        {follow}
      </a>
      <span>{feedNote}</span>
    </p>
  );
}
