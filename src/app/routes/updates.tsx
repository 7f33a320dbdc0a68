import { PageFrame } from '../../components/layout/page-frame';
import { NavBar } from '../../components/layout/nav-bar';
import { LogHeader } from '../../components/sections/log-header';
import { UpdateList } from '../../components/sections/update-list';
import type { TrackedProject, UpdateSummary } from '../../content-model/schema';
import { navLinks } from '../pages';
import { dressedAs } from '../../styles/colour-roles';

/** A project's development log (/pcbrule/updates): every dated update, newest first. */
export function UpdatesPage({
  project,
  updates,
}: {
  project: Pick<TrackedProject, 'slug' | 'title'>;
  updates: readonly UpdateSummary[];
}) {
  return (
    <PageFrame header={<NavBar links={navLinks} />} marks={dressedAs(project.slug)}>
      <LogHeader project={project} count={updates.length} />
      <UpdateList project={project.slug} updates={updates} />
    </PageFrame>
  );
}
