import { CommentsSection } from '../../components/comments/comments';
import { PageFrame } from '../../components/layout/page-frame';
import { NavBar } from '../../components/layout/nav-bar';
import { DevelopmentLog } from '../../components/sections/development-log';
import { NextSteps } from '../../components/sections/next-steps';
import { ProjectHeader } from '../../components/sections/project-header';
import { DesignFiles } from '../../components/sections/design-files';
import { ProjectPanel } from '../../components/sections/project-panel';
import { ProjectStory } from '../../components/sections/project-story';
import { Purchasing } from '../../components/sections/purchasing';
import { Specifications } from '../../components/sections/specifications';
import { Timeline } from '../../components/sections/timeline';
import { VideoDemo } from '../../components/sections/video-demo';
import type { TrackedProject, UpdateSummary } from '../../content-model/schema';
import { projectPath } from '../../lib/paths';
import { searchBody } from '../../lib/search-marks';
import { navLinks } from '../pages';
import { dressedAs } from '../../styles/colour-roles';

/**
 * A tracked project's page (docs/spec.md §2, /pcbrule): the navigation bar,
 * then the sections in the spec's order, the development log after the
 * timeline. A section the project's content leaves out is not shown.
 */
export function ProjectPage({
  project,
  updates,
}: {
  project: TrackedProject;
  updates: readonly UpdateSummary[];
}) {
  const { story, panel, designFiles, timeline, specs, video, nextSteps, purchasing } = project;
  return (
    <PageFrame
      header={<NavBar links={navLinks} />}
      marks={{ ...searchBody(project.title), ...dressedAs(project.slug) }}
    >
      <ProjectHeader project={project} />
      {story && <ProjectStory cards={story} />}
      {panel && <ProjectPanel panel={panel} />}
      {designFiles && <DesignFiles designFiles={designFiles} />}
      {timeline && <Timeline project={project.slug} timeline={timeline} updates={updates} />}
      {updates.length > 0 && <DevelopmentLog project={project} updates={updates} />}
      {specs && <Specifications specs={specs} />}
      {video && <VideoDemo video={video} />}
      {nextSteps && <NextSteps nextSteps={nextSteps} />}
      {purchasing && <Purchasing purchasing={purchasing} donation={project.donation} />}
      <CommentsSection term={projectPath(project.slug).slice(1)} />
    </PageFrame>
  );
}
