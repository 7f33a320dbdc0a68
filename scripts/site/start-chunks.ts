/**
 * How the browser build cuts the app's start into chunks (src/main.tsx evaluates them one a task,
 * docs/decisions.md, "The app starts when it stands in nobody's way"): React and React DOM in
 * `start-react`, React Router in `start-router`, and everything src/app/start.tsx imports
 * statically (the site's code and content for the first page) in `start`. Left to itself,
 * Rolldown made a chunk of every module the start shares with a lazy route (17 files for Home,
 * 5 kB more gzip than one); a lazy route's chunk now imports what it shares from these three,
 * which every page has loaded already. What the entry shares with the start is a small chunk of
 * its own, `entry-shared`, so the entry never pulls in a start chunk before its turn.
 */
import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';
import { normalizePath } from 'vite';

// Rolldown's module ids use forward slashes on every system, as normalizePath writes them.
const source = (file: string) =>
  normalizePath(fileURLToPath(new URL(`../../src/${file}`, import.meta.url)));

/** Each start chunk's modules: its own gate in src/app/ (what src/main.tsx imports) and its packages. */
const reactModules = (id: string) =>
  id === source('app/start-react.ts') ||
  /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id);
const routerModules = (id: string) =>
  id === source('app/start-router.ts') ||
  /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/.test(id);

/** Every module `from` imports statically, itself included. */
function staticGraph(from: string, context: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const waiting = [from];
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    waiting.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Rolldown's `output.codeSplitting.groups` for the start's three chunks, the first matched first. */
export function startChunks() {
  let graphs: { entry: Set<string>; start: Set<string> } | undefined;
  const graphsOf = (context: ChunkingContext) => {
    if (!graphs) {
      const entry = staticGraph(source('main.tsx'), context);
      const start = staticGraph(source('app/start.tsx'), context);
      graphs = { entry, start: new Set([...start].filter((id) => !entry.has(id))) };
    }
    return graphs;
  };
  return [
    // What the entry shares with the app (the head script's hand-over, Vite's preload helper): a
    // chunk of its own, or Rolldown puts it in `start`, which the entry would then import, and
    // React and React Router with it, all evaluated in the entry's task.
    {
      name: (id: string, context: ChunkingContext) =>
        // Not the stylesheets: they stay the entry's, inlined in every page
        // (scripts/site/pages/whole-stylesheet.ts), never asked for again by a chunk.
        id !== source('main.tsx') && !/\.css$/.test(id) && graphsOf(context).entry.has(id)
          ? 'entry-shared'
          : null,
      priority: 4,
    },
    { name: 'start-react', test: reactModules, priority: 3 },
    { name: 'start-router', test: routerModules, priority: 2 },
    {
      name: (id: string, context: ChunkingContext) =>
        graphsOf(context).start.has(id) ? 'start' : null,
      priority: 1,
    },
  ];
}
