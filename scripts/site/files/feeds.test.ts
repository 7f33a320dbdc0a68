// @vitest-environment node
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlock, renderInline, type Html } from '../../../src/content-model/markdown';
import type { Update } from '../../../src/content-model/schema';
import { feedPath, projectUpdatesPath, updatePath } from '../../../src/lib/paths';
import { fixtureContent, fixtureProject, minimalProject } from '../../lab/unit-tests/fixtures';
import {
  absoluteLink,
  entryId,
  feedHtml,
  feedId,
  feedIdNamespace,
  feeds,
  writeFeeds,
  type FeedContent,
} from './feeds';

const config = { basePath: '/portfolio/', siteUrl: 'https://owner.github.io', noindex: false };
const published = 'https://owner.github.io/portfolio/';
const { profile } = fixtureContent;
const log = fixtureContent.updates[fixtureProject.slug]!;

/** A made-up update, its Markdown made HTML as the loader makes it. */
const update = (slug: string, date: string, title: string, body = 'Some words.'): Update => ({
  slug,
  title,
  date,
  summary: renderInline(body),
  description: body,
  pictures: [],
  body: renderBlock(body),
  models: [],
  boards: [],
  drawings: [],
});

/** The fixture, with a second project that has updates of its own, between the first one's. */
const twoLogs: FeedContent = {
  ...fixtureContent,
  updates: {
    ...fixtureContent.updates,
    [minimalProject.slug]: [
      update('dial-drawn', log[1]!.date, 'Dial drawn'),
      update('first-idea', '2030-12-31', 'First idea'),
    ],
  },
};

/** The feed as an XML document, checked to be well-formed Atom. */
function xmlOf(xml: string) {
  const { window } = new JSDOM('');
  const doc = new window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror'), 'well-formed XML').toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
  return doc;
}

/** Parses a feed as a reader does, after checking it is well-formed XML. */
function read(xml: string) {
  xmlOf(xml);
  return parseFeed(xml);
}

/**
 * Each entry's content as the HTML document a reader shows. Read from the XML
 * itself: the parser library decodes entities once more than Atom says (its
 * `content` shows an escaped "<b>" as a tag).
 */
const contents = (xml: string) =>
  [...xmlOf(xml).getElementsByTagName('content')].map(
    (content) => new JSDOM(content.textContent ?? '').window.document,
  );

const feedAt = (path: string, content: FeedContent = fixtureContent, site = config) =>
  feeds(site, content).find((feed) => feed.path === path)!.xml;

afterEach(() => {
  vi.useRealTimers();
});

describe('the feeds', () => {
  it('are one per project with updates and one for the whole site', () => {
    expect(feeds(config, fixtureContent).map(({ path }) => path)).toEqual([
      feedPath(fixtureProject.slug),
      feedPath(),
    ]);
    expect(feeds(config, twoLogs).map(({ path }) => path)).toEqual([
      feedPath(fixtureProject.slug),
      feedPath(minimalProject.slug),
      feedPath(),
    ]);
    expect(feeds(config, { ...fixtureContent, updates: {} })).toEqual([]);
  });

  it('give a project’s updates newest first, with its title, tagline, links and author', () => {
    const feed = read(feedAt(feedPath(fixtureProject.slug)));
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toBe(fixtureProject.title);
    expect(feed.description).toBe(fixtureProject.tagline);
    expect(feed.self).toBe(`${published}${fixtureProject.slug}/feed.xml`);
    expect(feed.url).toBe(`${published}${projectUpdatesPath(fixtureProject.slug).slice(1)}`);
    expect(feed.authors).toEqual([{ name: profile.name, url: published, email: null }]);
    expect(feed.updated?.toISOString()).toBe(`${log[0]!.date}T00:00:00.000Z`);
    expect(feed.items.map((item) => item.title)).toEqual(log.map(({ title }) => title));
    expect(feed.items.map((item) => item.url)).toEqual(
      log.map(({ slug }) => `${published}${updatePath(fixtureProject.slug, slug).slice(1)}`),
    );
    expect(feed.items.map((item) => item.published?.toISOString().slice(0, 10))).toEqual(
      log.map(({ date }) => date),
    );
    expect(feed.items.map((item) => item.updated?.toISOString().slice(0, 10))).toEqual(
      log.map(({ date }) => date),
    );
  });

  it('give the site’s updates from every project, newest first, each title led by its project’s', () => {
    const feed = read(feedAt(feedPath(), twoLogs));
    expect(feed.title).toBe(profile.name);
    expect(feed.self).toBe(`${published}feed.xml`);
    expect(feed.url).toBe(published);
    const all = [
      ...log.map((entry) => ({ project: fixtureProject, entry })),
      ...twoLogs.updates[minimalProject.slug]!.map((entry) => ({ project: minimalProject, entry })),
    ];
    expect(feed.items).toHaveLength(all.length);
    const dates = feed.items.map((item) => item.updated!.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(feed.updated?.getTime()).toBe(dates[0]);
    for (const { project, entry } of all)
      expect(feed.items.map((item) => item.title)).toContain(`${project.title} · ${entry.title}`);
    // An entry has the same id wherever it is listed.
    const projectFeed = read(feedAt(feedPath(fixtureProject.slug), twoLogs));
    for (const item of projectFeed.items)
      expect(feed.items.find((other) => other.url === item.url)?.id).toBe(item.id);
  });

  it('give ids that are URN UUIDs (v5) from the slugs alone: the same on any base, host or day', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2040-06-01T12:00:00Z'));
    const here = feeds(config, fixtureContent);
    vi.setSystemTime(new Date('2041-01-01T00:00:00Z'));
    const elsewhere = feeds(
      { basePath: '/', siteUrl: 'https://robin.example.org', noindex: false },
      fixtureContent,
    );
    const ids = (xml: string) => [...xml.matchAll(/<id>([^<]+)<\/id>/g)].map((match) => match[1]);
    expect(elsewhere.map(({ xml }) => ids(xml))).toEqual(here.map(({ xml }) => ids(xml)));
    const uuid = /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const projectIds = ids(here[0]!.xml);
    for (const id of projectIds) expect(id).toMatch(uuid);
    expect(projectIds).toEqual([
      feedId(fixtureProject.slug),
      ...log.map(({ slug }) => entryId(fixtureProject.slug, slug)),
    ]);
    expect(new Set([...projectIds, feedId()]).size).toBe(projectIds.length + 1);
    // Pinned: a new namespace or name scheme would show every update as new in every reader.
    expect(feedIdNamespace).toBe('35f92cfd-69ee-4c71-a15b-0964d3c278a5');
    expect(entryId('pcbrule', 'first-boards')).toBe(
      'urn:uuid:303e19b6-b112-5228-aac7-69687dfcd67d',
    );
    // Nothing depends on the clock: an unchanged log is the same bytes.
    expect(feeds(config, fixtureContent)).toEqual(here);
  });

  it('carry each update in full: its text, and its pictures at their published address', () => {
    const xml = feedAt(feedPath(fixtureProject.slug));
    const feed = read(xml);
    for (const [index, entry] of log.entries()) {
      const item = feed.items[index]!;
      const document = contents(xml)[index]!;
      expect(document.body.textContent?.replace(/\s+/g, ' ')).toContain(
        (new JSDOM(entry.body).window.document.body.textContent ?? '').replace(/\s+/g, ' ').trim(),
      );
      expect(
        [...document.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.alt]),
      ).toEqual(entry.pictures.map(({ file, alt }) => [`${published}images/${file}`, alt]));
      // Each under its own caption, where it has one.
      expect(
        [...document.querySelectorAll('figure')].map(
          (figure) => figure.querySelector('figcaption')?.textContent,
        ),
      ).toEqual(entry.pictures.map(({ caption }) => caption));
      expect(item.description).toBeTruthy();
    }
    expect(log.some((entry) => entry.pictures.length > 0)).toBe(true);
    expect(log.some((entry) => entry.pictures.some(({ caption }) => caption))).toBe(true);
  });

  it('keep titles and text as written, whatever characters they hold', () => {
    const tricky = 'Tabs & <b>tags</b> ]]> "quotes" ]]> and 6\'2"';
    const content: FeedContent = {
      ...fixtureContent,
      updates: { [fixtureProject.slug]: [update('tricky', '2031-06-01', tricky, tricky)] },
    };
    const xml = feedAt(feedPath(fixtureProject.slug), content);
    expect(read(xml).items[0]!.title).toBe(tricky);
    expect(contents(xml)[0]!.body.textContent?.trim()).toBe(tricky);
    // A control character pasted into a text is no XML at all: it is left out, not the feed.
    const bell = feedAt(feedPath(fixtureProject.slug), {
      ...fixtureContent,
      updates: { [fixtureProject.slug]: [update('bell', '2031-06-01', 'Bell\u0007 rung')] },
    });
    expect(read(bell).items[0]!.title).toBe('Bell rung');
  });

  it('are not written for a pull-request preview', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'feeds-'));
    try {
      expect(await writeFeeds(dist, { ...config, noindex: true }, fixtureContent)).toEqual([]);
      expect(await readdir(dist)).toEqual([]);
      expect(await writeFeeds(dist, config, fixtureContent)).toEqual([
        feedPath(fixtureProject.slug),
        feedPath(),
      ]);
      expect(await readFile(join(dist, fixtureProject.slug, 'feed.xml'), 'utf8')).toBe(
        feedAt(feedPath(fixtureProject.slug)),
      );
      expect(await readFile(join(dist, 'feed.xml'), 'utf8')).toBe(feedAt(feedPath()));
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('an update’s HTML in a feed', () => {
  const page = `${published}gripper-arm/updates/wiring`;

  it('has every link and source absolute, a path from the top under the base', () => {
    const html = renderBlock(
      'See [the arm](/gripper-arm), [the log](/portfolio/gripper-arm/updates), ' +
        '[the next one](power-budget), [above](#top), [a pin map](https://pins.example.org/a?b=1&c=2) ' +
        'and [write](mailto:robin@example.org).',
    );
    const { document } = new JSDOM(feedHtml(config, html, page)).window;
    expect([...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      `${published}gripper-arm`,
      `${published}gripper-arm/updates`,
      `${published}gripper-arm/updates/power-budget`,
      `${page}#top`,
      'https://pins.example.org/a?b=1&c=2',
      'mailto:robin@example.org',
    ]);
    // On a user site, "/" is the top of the host.
    expect(absoluteLink({ ...config, basePath: '/' }, '/gripper-arm', page)).toBe(
      'https://owner.github.io/gripper-arm',
    );
    expect(absoluteLink(config, '//elsewhere.example.org/x', page)).toBe(
      'https://elsewhere.example.org/x',
    );
  });

  it('leaves out the page’s screen-reader notes, classes and anything that could run', () => {
    const external = renderInline('[pins](https://pins.example.org)');
    expect(external).toContain('sr-only');
    const clean = feedHtml(config, external, page);
    expect(clean).toBe('<a href="https://pins.example.org/" rel="noopener noreferrer">pins</a>');

    // Never made by our Markdown (html: false), and removed all the same.
    const hostile = [
      '<p onclick="alert(1)">Hi<script>alert(2)</script></p>',
      '<img src="x.png" onerror="alert(3)">',
      '<a href="javascript:alert(4)">j</a>',
      '<iframe src="https://evil.example.org"></iframe>',
      '<svg><script>alert(5)</script></svg>',
      '<p style="position:fixed" class="x" id="y">styled</p>',
    ].join('') as Html;
    const safe = feedHtml(config, hostile, page);
    expect(safe).not.toMatch(
      /alert|onclick|onerror|javascript:|<iframe|<svg|<script|style=|class=|id=/,
    );
    expect(safe).toContain(`<img src="${published}gripper-arm/updates/x.png">`);
    expect(safe).toContain('<p>Hi</p>');
    expect(safe).toContain('<p>styled</p>');
  });
});
