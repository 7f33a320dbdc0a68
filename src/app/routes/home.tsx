import { Footer } from '../../components/layout/footer';
import { ComingSoon } from '../../components/sections/coming-soon';
import { FeaturedProject } from '../../components/sections/featured-project';
import { HomeHero } from '../../components/sections/home-hero';
import { OtherProjects } from '../../components/sections/other-projects';
import { sectionIds } from '../paths';

/** Home page (SPEC §2): the sections in order. */
export function HomePage() {
  return (
    <>
      <main id={sectionIds.main} tabIndex={-1} className="outline-none">
        <HomeHero />
        <FeaturedProject />
        <OtherProjects />
        <ComingSoon />
      </main>
      <Footer />
    </>
  );
}
