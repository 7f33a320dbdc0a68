import { useLoaderData } from 'react-router-dom';
import { CommentsSection } from '../../components/comments/comments';
import { PageFrame } from '../../components/layout/page-frame';
import { NavBar } from '../../components/layout/nav-bar';
import { UpdateArticle } from '../../components/sections/update-article';
import { UpdateNeighbours } from '../../components/sections/update-neighbours';
import type { TrackedProject, Update, UpdateSummary } from '../../content-model/schema';
import { updatePath } from '../../lib/paths';
import { searchBody } from '../../lib/search-marks';
import { navLinks } from '../pages';
import { HomePage } from './home';
import { dressedAs } from '../../styles/colour-roles';

/** What an update's route loads (./route-table.tsx): its tab title, the update, and its neighbours. */
export interface UpdateData {
  title: string;
  update: Update;
  newer: UpdateSummary | null;
  older: UpdateSummary | null;
}

/**
 * One dated update's page (/pcbrule/updates/first-boards). An address with no
 * update shows Home, like any other unknown path (docs/spec.md §2).
 */
export function UpdateRoute({ project }: { project: TrackedProject }) {
  const data = useLoaderData() as UpdateData | null;
  if (!data) return <HomePage />;
  const { update, newer, older } = data;
  return (
    <PageFrame
      header={<NavBar links={navLinks} />}
      marks={{ ...searchBody(update.title), ...dressedAs(project.slug) }}
    >
      <UpdateArticle project={project} update={update} />
      <UpdateNeighbours project={project.slug} newer={newer} older={older} />
      <CommentsSection term={updatePath(project.slug, update.slug).slice(1)} />
    </PageFrame>
  );
}
