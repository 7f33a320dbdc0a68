/** Addresses: each page from its own, moves by clicking, the #timeline hash, and an unknown deep link. */
import { expect, it } from 'vitest';
import { sectionIds } from '../../../src/lib/paths';
import { anchorTopPx } from '../../../src/styles/layout';
import { featured, profile } from '../site';
import {
  until,
  appReady,
  markDocument,
  sameDocument,
  showing,
  base,
  slug,
  withAppHeldBack,
  type BehaviourContext,
} from './tab';

const withTimeline = Boolean(featured.timeline);
/** The featured project's newest dated update, when it has one. */
const latest = featured.latestUpdate;

/** Each page from its own address, and moving between them by clicking. */
export function addressBehaviours(context: BehaviourContext): void {
  const { open, url } = context;
  it('shows each page from its own address, and moves between them by clicking', async () => {
    const tab = await open();
    await tab.goto(url(slug));
    await showing(tab, featured.title);
    await tab.goto(url());
    await showing(tab, profile.name);
    await appReady(tab);

    // A click is the router's work: the document stays the same one.
    await markDocument(tab);
    await tab.click(`main a[href="${base}${slug}"]`);
    await showing(tab, featured.title);
    expect(new URL(await tab.url()).pathname).toBe(`${base}${slug}`);
    await until(tab, 'the page to be at its top', () => window.scrollY === 0);

    await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await until(tab, 'the page to scroll', () => window.scrollY > 0);
    await tab.click(`nav a[href="${base}"]`);
    await showing(tab, profile.name);
    expect(new URL(await tab.url()).pathname).toBe(base);
    await until(tab, 'the page to be at its top', () => window.scrollY === 0);
    expect(await sameDocument(tab)).toBe(true);
  });
}

/** An update's own address and the link to it, and a cold load of #timeline. */
export function updateAndTimelineAddressBehaviours(context: BehaviourContext): void {
  const { open, url } = context;
  it.runIf(latest)(
    'shows an update from its own address, and opens one from the project’s log by clicking',
    async () => {
      const update = latest!;
      const tab = await open();
      const address = `${base}${slug}/updates/${update.slug}`;
      await tab.goto(url(`${slug}/updates/${update.slug}`));
      await showing(tab, update.title);
      await appReady(tab);
      // Back on the project page, its development log links the newest update.
      await tab.goto(url(slug));
      await showing(tab, featured.title);
      await appReady(tab);
      await markDocument(tab);
      await tab.click(`main a[href="${address}"]`);
      await showing(tab, update.title);
      expect(new URL(await tab.url()).pathname).toBe(address);
      await until(tab, 'the page to be at its top', () => window.scrollY === 0);
      expect(await sameDocument(tab)).toBe(true);
    },
  );

  it.runIf(withTimeline)(
    'scrolls a cold load of the project’s #timeline address to the timeline, then drops the hash',
    async () => {
      const tab = await open();
      await tab.goto(url(`${slug}?ref=cv#timeline`));
      await until(
        tab,
        'the hash to go and the timeline heading to have focus',
        (id) => location.hash === '' && document.activeElement?.id === id,
        sectionIds.timelineHeading,
      );
      // The section's scroll margin puts its top just under the sticky nav.
      await until(
        tab,
        'the timeline to reach the top',
        (id, top) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top - top) < 4,
        sectionIds.timeline,
        anchorTopPx,
      );
      expect(await tab.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(await tab.url()).toBe(url(`${slug}?ref=cv`));
    },
  );

  it.runIf(withTimeline)(
    'scrolls a cold #timeline address to the timeline without waiting for the app, which then leaves it there',
    () =>
      withAppHeldBack(
        context,
        { width: 1280, height: 800 },
        `${slug}#timeline`,
        async (tab, release) => {
          await until(
            tab,
            'the hash to go and the timeline heading to have focus, with no app',
            (id) =>
              location.hash === '' &&
              document.activeElement?.id === id &&
              !document.documentElement.hasAttribute('data-hydrated'),
            sectionIds.timelineHeading,
          );
          await until(
            tab,
            'the timeline to reach the top',
            (id, top) =>
              Math.abs(document.getElementById(id)!.getBoundingClientRect().top - top) < 4,
            sectionIds.timeline,
            anchorTopPx,
          );
          // Within 4 px of the top, the head script's scroll may have its last pixels to go: the
          // place is read once it has stopped (two frames without a move).
          await until(
            tab,
            'the scroll to stop',
            () =>
              new Promise((resolve) => {
                const y = window.scrollY;
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => resolve(window.scrollY === y)),
                );
              }),
          );
          expect(
            await tab.evaluate(() => document.documentElement.hasAttribute('data-hydrated')),
          ).toBe(false);
          const place = await tab.evaluate(() => window.scrollY);
          await release();
          // The app took the page where the visitor was: no second scroll, no jump to the top.
          await tab.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
          // (Firefox's scroll anchoring may move it by a pixel as parts below are drawn.)
          expect(Math.abs((await tab.evaluate(() => window.scrollY)) - place)).toBeLessThanOrEqual(
            2,
          );
          expect(await tab.evaluate(() => location.hash)).toBe('');
        },
      ),
  );
}

/** An unknown deep link shows Home through 404.html, keeping the address. */
export function unknownAddressBehaviours(context: BehaviourContext): void {
  const { open, url } = context;
  it('shows Home for an unknown deep link, through 404.html, keeping the address', async () => {
    const tab = await open();
    await tab.goto(url('no/such/page?x=1&y=a%26b#part'));
    await showing(tab, profile.name);
    await until(tab, 'the address to be restored', () => !location.search.startsWith('?/'));
    const address = new URL(await tab.url());
    expect(address.pathname).toBe(`${base}no/such/page`);
    expect(address.search).toBe('?x=1&y=a%26b');
    expect(address.hash).toBe('#part');
  });
}
