/**
 * The app's entry. It holds almost nothing itself: the app's code comes in three chunks,
 * evaluated one a task (React and React DOM, src/app/start-react.ts; then React Router,
 * start-router.ts; then the site's own code and content, start.tsx), so that no single task of the app's start holds a phone's main
 * thread while a visitor may be tapping (docs/decisions.md, "The app starts when it stands in
 * nobody's way"). A module and everything it imports statically are evaluated in one task; an
 * `import()` already evaluated costs nothing. The build preloads the three together once the page
 * has painted (scripts/site/pages/after-first-paint.ts: the entry's dynamic imports, read from
 * Vite's manifest), so splitting them costs no round trip.
 */
import { abandonEarlyTaps } from './lib/early-taps';
// The owner's colours and corners as CSS variables (scripts/site/look/), before the rules that read them.
import 'virtual:look.css';
import './styles/index.css';

/** Resolves in a task of its own: the steps of the start are cut apart with it. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

async function start() {
  await import('./app/start-react');
  await nextTask();
  await import('./app/start-router');
  await nextTask();
  const { startApp } = await import('./app/start');
  await nextTask();
  await startApp(nextTask);
}

// If the app cannot start (its code gone after a redeploy), the prerendered page stays, complete and usable.
start().catch((error: unknown) => {
  abandonEarlyTaps();
  console.warn('The page stays as it was prerendered:', error);
});
