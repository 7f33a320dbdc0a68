import { Footer } from '../../components/layout/footer';
import { NavBar } from '../../components/layout/nav-bar';
import { LogHeader } from '../../components/sections/log-header';
import { UpdateList } from '../../components/sections/update-list';
import type { TrackedProject, UpdateSummary } from '../../content/schema';
import { sectionIds } from '../../lib/paths';
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
    <>
      <NavBar links={navLinks} />
      <main
        id={sectionIds.main}
        tabIndex={-1}
        className="outline-none"
        {...dressedAs(project.slug)}
      >
        <LogHeader project={project} count={updates.length} />
        <UpdateList project={project.slug} updates={updates} />
      </main>
      <Footer />
    </>
  );
}
