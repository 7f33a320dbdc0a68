/**
 * The router's data for the page a prerendered HTML holds (its loaders' results), carried from
 * the build to the browser in a data block: `<script type="application/json">`, which the
 * browser never runs. React Router's own way (StaticRouterProvider's `hydrate`) is an inline
 * script that parses it into a global while the page parses, a script compiled and run in the
 * task that parses the page, the longest of a page without pictures (docs/decisions.md, "The
 * router's data is a data block"). Here the app reads it when it starts, long after.
 */
import type { HydrationState } from 'react-router-dom';

const id = 'router-data';

/** The data block for `data`, to go after the app's root. */
export function routerDataBlock(data: HydrationState): string {
  // "<" as \u003c: the text can never close the element ("</script") or open a comment ("<!--").
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The page's router data, as its prerender wrote it; none in development (`npm run dev`). */
export function readRouterData(): HydrationState | undefined {
  const block = document.getElementById(id);
  return block?.textContent ? (JSON.parse(block.textContent) as HydrationState) : undefined;
}
