import type { ReactNode } from 'react';
import { sectionIds } from '../../lib/paths';
import { Footer } from './footer';

/**
 * Every page's frame: its header (the navigation bar, or Home's corner of
 * search and the theme toggle), the page's own sections in <main> (the skip
 * link's target, marked for search and dressed in a project's look by
 * `marks`), and the footer, which a printed page may leave out
 * (`footerOnPaper`).
 */
export function PageFrame({
  header,
  marks,
  footerOnPaper = true,
  children,
}: {
  header: ReactNode;
  /** The data attributes <main> carries (src/lib/search-marks.ts, src/styles/colour-roles.ts). */
  marks?: Record<`data-${string}`, string>;
  footerOnPaper?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {header}
      <main id={sectionIds.main} tabIndex={-1} className="outline-none" {...marks}>
        {children}
      </main>
      {footerOnPaper ? (
        <Footer />
      ) : (
        <div className="print:hidden">
          <Footer />
        </div>
      )}
    </>
  );
}
