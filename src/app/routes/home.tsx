import { PageFrame } from '../../components/layout/page-frame';
import { ComingSoon } from '../../components/sections/coming-soon';
import { FeaturedProject } from '../../components/sections/featured-project';
import { HomeHero } from '../../components/sections/home-hero';
import { OtherProjects } from '../../components/sections/other-projects';
import { SearchButton } from '../../components/search';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { profile } from '../../content-model';
import { searchBody } from '../../lib/search-marks';

/** Home page (docs/spec.md §2): the sections in order. */
export function HomePage() {
  return (
    <PageFrame
      // Home has no navigation bar (docs/spec.md §2), only search and the theme toggle in the top corner.
      header={
        <header className="absolute inset-x-0 top-0 print:hidden">
          <div className="relative mx-auto flex max-w-page justify-end gap-2 px-5 pt-4 sm:px-8">
            <SearchButton tone="page" />
            <ThemeToggle tone="page" />
          </div>
        </header>
      }
      marks={searchBody(profile.name)}
    >
      <HomeHero />
      <FeaturedProject />
      <OtherProjects />
      <ComingSoon />
    </PageFrame>
  );
}
