import { Footer } from '../../components/layout/footer';
import { NavBar } from '../../components/layout/nav-bar';
import { NextSteps } from '../../components/sections/next-steps';
import { ProjectHeader } from '../../components/sections/project-header';
import { ProjectPanel } from '../../components/sections/project-panel';
import { ProjectStory } from '../../components/sections/project-story';
import { Purchasing } from '../../components/sections/purchasing';
import { Specifications } from '../../components/sections/specifications';
import { Timeline } from '../../components/sections/timeline';
import { VideoDemo } from '../../components/sections/video-demo';
import { sectionIds } from '../paths';

/** Project page (SPEC §2): the navigation bar, then the sections in the spec's order. */
export function PcbrulePage() {
  return (
    <>
      <NavBar />
      <main id={sectionIds.main} tabIndex={-1} className="outline-none">
        <ProjectHeader />
        <ProjectStory />
        <ProjectPanel />
        <Timeline />
        <Specifications />
        <VideoDemo />
        <NextSteps />
        <Purchasing />
      </main>
      <Footer />
    </>
  );
}
