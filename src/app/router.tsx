import { Route, Routes } from 'react-router-dom';
import { ScrollManager } from '../components/layout/scroll-manager';
import { SkipLink } from '../components/layout/skip-link';
import { paths } from './paths';
import { HomePage } from './routes/home';
import { PcbrulePage } from './routes/pcbrule';

/**
 * The route table (SPEC §2): `/` Home, `/pcbrule` the project page, anything else Home.
 * The router itself (browser or static) is chosen by the entry point.
 */
export function AppRoutes() {
  return (
    <>
      <SkipLink />
      <ScrollManager />
      <Routes>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.pcbrule} element={<PcbrulePage />} />
        <Route path="*" element={<HomePage />} />
      </Routes>
    </>
  );
}
