/**
 * What every engine must do (Chromium, Firefox and WebKit alike): the
 * behaviours a visitor meets first and that differ most between browsers.
 * `e2e/in-<engine>.e2e.ts` runs this suite in one engine each, so the three run
 * side by side. Chromium alone runs the rest (axe, Lighthouse, print, CSP,
 * request interception): see docs/decisions.md, "Three engines".
 *
 * The site is served under a base path, as a project site is, and every page
 * records its own errors (see `errorRecorder` in pages-server.ts): after each
 * test, any error the test did not expect fails it.
 *
 * Each subject's tests are in a file of their own beside this one; this one
 * runs them in their order, which matters: WebKit keeps pictures in its memory
 * cache from page to page, so the missing-picture test comes first.
 */
import { afterEach, describe, expect } from 'vitest';
import type { EngineName, Tab } from '../../../scripts/lab/browsers/engines';
import {
  addressBehaviours,
  unknownAddressBehaviours,
  updateAndTimelineAddressBehaviours,
} from './addresses';
import { drawingBehaviours } from './drawing';
import { fontBehaviours } from './fonts';
import { harnessBehaviours } from './harness';
import { modelBehaviours } from './model';
import { phoneBehaviours } from './phone';
import { photoViewerBehaviours } from './photo-viewer';
import { pictureBehaviours } from './pictures';
import { slideRuleBehaviours } from './slide-rule';
import { closeAndReadErrors, servedInEngine } from '../served-in-engine';
import { base, type BehaviourContext } from './tab';
import { themeBehaviours } from './theme';

/** Registers the behaviours every engine shares, run in `engineName`. */
export function behavioursIn(engineName: EngineName) {
  const served = servedInEngine(engineName, base);
  let opened: Tab[] = [];
  let allowedErrors: RegExp | undefined;
  const url = (path = '') => served.server!.url + path;

  const { chosen } = served;

  afterEach(async () => {
    const tabs = opened;
    opened = [];
    const allowed = allowedErrors;
    allowedErrors = undefined;
    if (served.server) served.server.missing.length = 0;
    for (const tab of tabs) await closeChecked(tab, allowed);
  });

  /** Closes `tab`, and fails the test on any error its pages recorded that `allowed` does not match. */
  async function closeChecked(tab: Tab, allowed: RegExp | undefined): Promise<void> {
    const errors = await closeAndReadErrors(tab);
    expect(
      errors.filter((error) => !allowed?.test(error)),
      'errors the pages recorded',
    ).toEqual([]);
  }

  async function open(width = 1280, height = 800): Promise<Tab> {
    const tab = await served.engine!.open({ width, height });
    opened.push(tab);
    return tab;
  }

  const context: BehaviourContext = {
    get server() {
      return served.server!;
    },
    get engine() {
      return served.engine!;
    },
    url,
    open,
    allowErrors: (pattern) => void (allowedErrors = pattern),
    async closeNow(tab) {
      // (WebKitWebDriver drives one tab at a time: a test that needs another closes this one first.)
      opened.splice(opened.indexOf(tab), 1);
      await closeChecked(tab, allowedErrors);
    },
  };

  describe.runIf(chosen)(`in ${engineName}`, () => {
    // First: WebKit's one browser keeps pictures in its memory cache from page
    // to page whatever the server says, so these must not have been shown yet.
    pictureBehaviours(context);
    harnessBehaviours(context);
    addressBehaviours(context);
    fontBehaviours(context);
    updateAndTimelineAddressBehaviours(context);
    modelBehaviours(context);
    unknownAddressBehaviours(context);
    phoneBehaviours(context);
    photoViewerBehaviours(context);
    drawingBehaviours(context);
    themeBehaviours(context);
    slideRuleBehaviours(context);
  });
}
