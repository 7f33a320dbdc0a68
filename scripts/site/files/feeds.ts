/**
 * The development logs as Atom 1.0 feeds, for followers' feed readers:
 *
 *   dist/<slug>/feed.xml   one project's updates, newest first
 *   dist/feed.xml          every project's, newest first, each title led by its project's
 *
 * Written by the prerender step after the pages; pull-request previews publish
 * none (their pages name none either: metadata.ts). A feed is rebuilt from the
 * content alone, never the clock, so an unchanged log gives the same bytes.
 *
 * Libraries, each well kept and each doing what a hand-written template gets
 * wrong: `feed` writes the XML (escaping, dates, Atom's required elements);
 * `uuid` makes the entries' ids (RFC 9562 version 5, from a name); DOMPurify,
 * run on jsdom (already here for the unit tests), cleans the HTML. Our HTML is
 * markdown-it's with `html: false`, already safe, but feed readers show it
 * outside our Content-Security-Policy, so it is sanitized once more in depth.
 * Not sanitize-html: its releases with the latest parser fixes (2.17.7 on)
 * ask for Node 22.12, above this project's floor.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import createDOMPurify from 'dompurify';
import { Feed, type Item } from 'feed';
import { JSDOM } from 'jsdom';
import { v5 as uuidV5 } from 'uuid';
import type {
  CopyrightYears,
  GalleryPicture,
  Html,
  Profile,
  TrackedProject,
  Update,
} from '../../../src/content-model/schema';
import { newestFirst } from '../../../src/content-model/newest-first';
import { formatYears } from '../../../src/lib/format';
import { feedPath, homePath, projectUpdatesPath, updatePath } from '../../../src/lib/paths';
import { escapeMarkup } from '../../shared/escape-markup';
import { cardFile, feedTitle, feedUrl, pictureUrl, siteUrlOf } from '../pages/metadata';
import { iconImages } from './site-assets';
import type { SiteConfig } from '../settings';

/**
 * The namespace of every id below (made once, at random). Never change it:
 * readers know an entry by its id, and a new one shows every update as new.
 */
export const feedIdNamespace = '35f92cfd-69ee-4c71-a15b-0964d3c278a5';

/**
 * An entry's id: made from the project's and the update's slugs alone, so it
 * stays the same across rebuilds, base paths and a move to a custom domain (a
 * URL would not). The same update has the same id in its project's feed and the
 * site's.
 */
export function entryId(project: string, update: string): string {
  return `urn:uuid:${uuidV5(`update/${project}/${update}`, feedIdNamespace)}`;
}

/** A feed's own id: a project's from its slug, the whole site's fixed. */
export function feedId(project?: string): string {
  return `urn:uuid:${uuidV5(project ? `feed/${project}` : 'feed', feedIdNamespace)}`;
}

/** What the feeds are made from: the owner, the projects and each project's updates with their text. */
export interface FeedContent {
  profile: Profile;
  copyrightYears: CopyrightYears;
  trackedProjects: readonly TrackedProject[];
  updates: Readonly<Record<string, readonly Update[]>>;
}

/** A day (YYYY-MM-DD) as the instant Atom wants: its start, in UTC, as the pages read it. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

let purifier: { window: JSDOM['window']; purify: ReturnType<typeof createDOMPurify> } | undefined;
/** One jsdom window and its DOMPurify for the build, made on first use. */
function dom() {
  if (!purifier) {
    const { window } = new JSDOM('');
    purifier = { window, purify: createDOMPurify(window) };
  }
  return purifier;
}

/**
 * A link or source of the content as an absolute URL. One written from the
 * site's top (/pcbrule, as the owner names pages) is a path of the site, so it
 * goes under the base unless it already starts with it; any other is read as
 * the page it is on reads it. Undefined for one that is no URL at all.
 */
export function absoluteLink(config: SiteConfig, value: string, pageUrl: string) {
  const fromTop = value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  try {
    if (!fromTop) return new URL(value, pageUrl).href;
    const path = value.startsWith(config.basePath) ? value : `${config.basePath}${value.slice(1)}`;
    return new URL(path, config.siteUrl).href;
  } catch {
    return undefined;
  }
}

/**
 * An update's HTML as a feed carries it: its links and sources absolute (a
 * reader has no page to resolve them against), its pictures added as `<figure>`s (the picture, its alt text and its caption),
 * without the site's screen-reader notes (they say a link opens a new tab,
 * which a reader decides), and sanitized last.
 */
export function feedHtml(
  config: SiteConfig,
  html: Html,
  pageUrl: string,
  pictures: readonly GalleryPicture[] = [],
): string {
  const { window, purify } = dom();
  const template = window.document.createElement('template');
  template.innerHTML = html;
  const fragment = template.content;
  for (const note of fragment.querySelectorAll('.sr-only')) note.remove();
  for (const element of fragment.querySelectorAll('[href], [src]'))
    for (const name of ['href', 'src']) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      const absolute = absoluteLink(config, value.trim(), pageUrl);
      if (absolute) element.setAttribute(name, absolute);
      else element.removeAttribute(name);
    }
  for (const picture of pictures) {
    const figure = window.document.createElement('figure');
    const image = window.document.createElement('img');
    image.setAttribute('src', pictureUrl(config, picture.file));
    image.setAttribute('alt', picture.alt);
    figure.append(image);
    if (picture.caption) {
      const caption = window.document.createElement('figcaption');
      caption.textContent = picture.caption;
      figure.append(caption);
    }
    fragment.append(figure);
  }
  const container = window.document.createElement('div');
  container.append(fragment);
  const clean = purify.sanitize(container.innerHTML, {
    USE_PROFILES: { html: true },
    // Our classes and ids mean nothing in a reader; styles are never ours to send.
    FORBID_ATTR: ['class', 'id', 'style'],
  });
  // The feed library puts HTML in CDATA and escapes only the first "]]>"; in
  // HTML text and attribute values "&gt;" reads the same as ">".
  return clean.replaceAll(']]>', ']]&gt;');
}

/** One update as a feed entry; `titlePrefix` leads its title in the site's feed. */
function entryOf(
  config: SiteConfig,
  project: TrackedProject,
  update: Update,
  titlePrefix = '',
): Item {
  const link = siteUrlOf(config, updatePath(project.slug, update.slug));
  return {
    // Atom titles here are HTML (the library marks them so): the text is escaped, never read as markup.
    title: escapeMarkup(`${titlePrefix}${update.title}`),
    id: entryId(project.slug, update.slug),
    link,
    date: dayStart(update.date),
    published: dayStart(update.date),
    description: feedHtml(config, update.summary, link),
    content: feedHtml(config, update.body, link, update.pictures),
  };
}

/**
 * A feed of `entries` (newest first): updated as of its newest entry, by the
 * owner. The author is the owner's name and Home's address, not the e-mail:
 * a feed is copied into readers' and aggregators' caches the owner can never
 * clear, where harvesters read it, and Atom needs no e-mail; Home offers the
 * mail action to anyone who wants to write.
 */
function feedOf(
  config: SiteConfig,
  content: FeedContent,
  about: { id: string; title: string; subtitle: string; self: string; alternate: string },
  image: string,
  entries: Item[],
): string {
  const { profile } = content;
  const home = siteUrlOf(config, homePath);
  const feed = new Feed({
    id: about.id,
    title: about.title,
    description: about.subtitle,
    link: about.alternate,
    feed: about.self,
    updated: entries[0]?.date,
    author: { name: profile.name, link: home },
    image: siteUrlOf(config, `/${image}`),
    favicon: siteUrlOf(config, `/${iconImages.find(({ size }) => size === 192)!.file}`),
    copyright: `© ${formatYears(content.copyrightYears)} ${profile.name}`,
  });
  for (const entry of entries) feed.addItem(entry);
  // Control characters are not allowed anywhere in XML 1.0: one pasted into a text would make the whole feed unreadable.
  // eslint-disable-next-line no-control-regex -- matching them is the point
  return feed.atom1().replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
}

/** Each project's feed with its path under the base, then the whole site's; none without updates. */
export function feeds(
  config: SiteConfig,
  content: FeedContent,
): Array<{ path: string; xml: string }> {
  const { profile, trackedProjects, updates } = content;
  const logged = trackedProjects.filter((project) => updates[project.slug]?.length);
  const written = logged.map((project) => ({
    path: feedPath(project.slug),
    xml: feedOf(
      config,
      content,
      {
        id: feedId(project.slug),
        title: feedTitle(profile.name, project),
        subtitle: project.tagline,
        self: feedUrl(config, project.slug),
        alternate: siteUrlOf(config, projectUpdatesPath(project.slug)),
      },
      cardFile(project.slug),
      updates[project.slug]!.map((update) => entryOf(config, project, update)),
    ),
  }));
  if (logged.length === 0) return written;
  // Newest first; on the same day, in the order of the projects, each log's own order kept.
  const all = newestFirst(
    logged.flatMap((project) => updates[project.slug]!.map((update) => ({ project, update }))),
    ({ update }) => update.date,
  );
  written.push({
    path: feedPath(),
    xml: feedOf(
      config,
      content,
      {
        id: feedId(),
        title: feedTitle(profile.name),
        subtitle: `${profile.jobTitle}, ${profile.school}`,
        self: feedUrl(config),
        alternate: siteUrlOf(config, homePath),
      },
      cardFile(),
      all.map(({ project, update }) => entryOf(config, project, update, `${project.title} · `)),
    ),
  });
  return written;
}

/** Writes the feeds into `dist` (nothing for a pull-request preview); returns their paths. */
export async function writeFeeds(
  dist: string,
  config: SiteConfig,
  content: FeedContent,
): Promise<string[]> {
  if (config.noindex) return [];
  const written = feeds(config, content);
  for (const { path, xml } of written) {
    const file = join(dist, path.slice(1));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, xml);
  }
  return written.map(({ path }) => path);
}
