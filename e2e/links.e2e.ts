/**
 * Link check over the built site (linkinator), the way GitHub Pages serves it
 * under a base path: every page, asset, script, stylesheet, image and #anchor
 * the pages link to must answer. Links that leave the site are not fetched
 * (nothing here may reach the internet); they are checked to be https: instead.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeHTML } from 'entities';
import { LinkChecker, type LinkResult } from 'linkinator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, profile, trackedProjects } from '../scripts/lab/owner-content';
import { profileLinks } from '../src/content-model/profile-links';
import { resumePath } from '../src/lib/paths';
import { e2eSiteUrl, siteDir } from './support/build-site';
import { startPagesServer, type PagesServer } from '../scripts/lab/pages-server';

/**
 * What a crawler cannot see as a link: the app's script (started by an inline
 * loader), the link-preview images (absolute, on the published origin) and the
 * manifest's icons. Returned as URLs on the test server.
 */
async function hiddenReferences(start: string): Promise<string[]> {
  const found = new Set<string>();
  for (const page of [
    '',
    ...trackedProjects.map((project) => project.slug),
    ...(content.hasResumePage ? [resumePath.slice(1)] : []),
  ]) {
    const html = await (await fetch(start + page)).text();
    for (const [, src] of html.matchAll(/"([^"]*\/assets\/[^"]+\.js)"/g)) found.add(src!);
    for (const [, url] of html.matchAll(
      /<meta (?:property|name)="(?:og|twitter):image" content="([^"]+)"/g,
    ))
      found.add(new URL(url!).pathname);
  }
  const manifest = (await (await fetch(`${start}manifest.webmanifest`)).json()) as {
    icons: Array<{ src: string }>;
  };
  for (const icon of manifest.icons) found.add(icon.src);
  return [...found].map((path) => new URL(path, start).href);
}

/** Checks every local link reachable from `start`; external ones are listed, not fetched. */
async function checkLinks(start: string, extra: string[] = []) {
  const origin = new URL(start).origin;
  const checker = new LinkChecker();
  const { links } = await checker.check({
    path: [start, ...extra],
    recurse: true,
    checkFragments: true,
    checkCss: true,
    concurrency: 4,
    linksToSkip: async (link) => !link.startsWith(origin),
  });
  // Skipped: every link that leaves the site, whatever its scheme (linkinator
  // skips mailto:, javascript: and the like before it asks linksToSkip).
  const external = new Set(
    links
      .filter((link) => link.state === 'SKIPPED' && !link.url.startsWith(origin))
      .map((link) => link.url),
  );
  const checked = links.filter((link) => link.state !== 'SKIPPED');
  const broken = checked
    .filter((link) => link.state === 'BROKEN')
    .map((link: LinkResult) => `${link.url} (status ${link.status}, on ${link.parent})`);
  return { checked: checked.map((link) => link.url.slice(origin.length)), broken, external };
}

/** Every link the owner wrote into their Markdown (bio, descriptions, story…): the build's HTML of it. */
const markdownLinks = [...JSON.stringify(content).matchAll(/href=\\"([^"\\]+)\\"/g)].map(
  ([, href]) => decodeHTML(href!),
);

// The owner's own site, whatever it holds: every page and everything it links to.
describe('link check of the built site', () => {
  let server: PagesServer;
  beforeAll(async () => {
    server = await startPagesServer(siteDir('/portfolio/', 'owner'), '/portfolio/');
  });
  afterAll(() => server.close());

  it('finds no broken internal link, asset or anchor', { timeout: 60_000 }, async () => {
    const { checked, broken, external } = await checkLinks(
      server.url,
      await hiddenReferences(server.url),
    );
    expect(broken).toEqual([]);
    // It really crawled both pages and what they use.
    expect(checked).toEqual(
      expect.arrayContaining([
        '/portfolio/',
        ...trackedProjects.flatMap((project) => [
          `/portfolio/${project.slug}`,
          `/portfolio/images/${project.heroImage.file}`,
          `/portfolio/og/${project.slug}.png`,
        ]),
        `/portfolio/${content.resumePdf}`,
        ...(content.hasResumePage
          ? ['/portfolio/resume', '/portfolio/og/resume.png', '/portfolio/resume.json']
          : []),
        '/portfolio/manifest.webmanifest',
        '/portfolio/og/home.png',
        '/portfolio/icons/icon-512.png',
      ]),
    );
    expect(checked.some((url) => /^\/portfolio\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
    // Links that leave the site are https: (or the owner's mailto:), and the check sees them.
    // (Canonical URLs, cards and JSON-LD name the published site itself.)
    const leaving = new Set([...external].filter((link) => !link.startsWith(`${e2eSiteUrl}/`)));
    // Exactly the owner's links, as the content names them.
    expect(leaving).toEqual(
      new Set([
        ...profileLinks(profile).map(({ url }) => url),
        `mailto:${profile.email}`,
        ...trackedProjects.flatMap((project) => [
          ...(project.donation ? [project.donation.url] : []),
          ...(project.video ? [`https://www.youtube.com/watch?v=${project.video.youtubeId}`] : []),
        ]),
        ...markdownLinks.filter((link) => !link.startsWith('/') && !link.startsWith('#')),
      ]),
    );
    // The links the content's schema holds (profile, donation, video) are https: or mailto:;
    // one the owner writes in Markdown is theirs to choose.
    expect(
      [...external].filter(
        (link) => !/^(https:|mailto:)/.test(link) && !markdownLinks.includes(link),
      ),
    ).toEqual([]);
  });

  it(
    'reports a broken page, a missing image and a missing anchor',
    { timeout: 30_000 },
    async () => {
      // Proves the check can fail: a tiny site with three kinds of broken link.
      const folder = await mkdtemp(join(tmpdir(), 'links-'));
      const fixture = await startPagesServer(folder, '/');
      try {
        await writeFile(
          join(folder, 'index.html'),
          '<!doctype html><title>x</title><h1 id="top">x</h1>' +
            '<a href="/gone">gone</a><img src="/missing.png" alt=""><a href="/#nowhere">anchor</a><a href="#top">ok</a>',
        );
        const { broken } = await checkLinks(fixture.url);
        expect(broken.map((line) => line.split(' ')[0]!.replace(fixture.url, '/')).sort()).toEqual([
          '/#nowhere',
          '/gone',
          '/missing.png',
        ]);
      } finally {
        await fixture.close();
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
});
