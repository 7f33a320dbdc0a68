import type { UpdateSummary } from '../../content-model/schema';
import { UpdateItem } from '../ui/update-item';

/** The development log's page: every update, newest first, on one rail like the timeline's. */
export function UpdateList({
  project,
  updates,
}: {
  project: string;
  updates: readonly UpdateSummary[];
}) {
  return (
    <ol className="mx-auto max-w-page px-5 pb-20 pt-6 sm:px-8">
      {updates.map((update) => (
        <li key={update.slug} className="max-w-3xl border-l-2 border-line py-5 pl-6">
          <UpdateItem project={project} update={update} heading="h2" withPicture />
        </li>
      ))}
    </ol>
  );
}
