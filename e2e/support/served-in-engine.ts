/**
 * The made-up site served like GitHub Pages, and one engine, for the describe block that calls
 * `servedInEngine`: both started before its first test when the engine is chosen (E2E_ENGINES
 * narrows them while working; CI runs all three), and closed after its last.
 */
import { afterAll, beforeAll } from 'vitest';
import {
  chosenEngines,
  launch,
  type Engine,
  type EngineName,
  type Tab,
} from '../../scripts/lab/browsers/engines';
import {
  recordedErrorsKey,
  startPagesServer,
  type PagesServer,
} from '../../scripts/lab/pages-server';
import { siteDir } from './build-site';

export interface ServedInEngine {
  /** Whether E2E_ENGINES chose the engine: its tests run only then. */
  readonly chosen: boolean;
  /** Set once started (before the first test), when chosen. */
  server?: PagesServer;
  engine?: Engine;
}

export function servedInEngine(engineName: EngineName, base: string): ServedInEngine {
  const served: ServedInEngine = { chosen: chosenEngines().includes(engineName) };
  beforeAll(async () => {
    if (!served.chosen) return;
    [served.server, served.engine] = await Promise.all([
      startPagesServer(siteDir(base), base, { recordErrors: true }),
      launch(engineName),
    ]);
  }, 60_000);
  afterAll(async () => {
    await served.engine?.close();
    await served.server?.close();
  });
  return served;
}

/** Closes `tab`, and gives the errors its pages recorded (the server's recordErrors). */
export async function closeAndReadErrors(tab: Tab): Promise<string[]> {
  return tab
    .evaluate(
      (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[],
      recordedErrorsKey,
    )
    .finally(() => tab.close());
}
