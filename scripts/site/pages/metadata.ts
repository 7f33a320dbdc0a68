/**
 * Each page's head: title, description, canonical URL, Open Graph and X card
 * tags, JSON-LD, the feeds' autodiscovery links, icons and theme colours.
 * Link-preview scrapers, search engines and feed readers run no JavaScript, so
 * all of it is in the prerendered HTML.
 */
import type { Page } from '../../../src/app/pages';
import { buildDay } from '../../../src/content-model/load.ts';
import { textOf } from '../../../src/content-model/markdown.ts';
import type {
  CopyrightYears,
  Profile,
  ProjectSummary,
  UpdateSummary,
} from '../../../src/content-model/schema';
import type { ColourSchemeName } from '../../../src/styles/colour-roles.ts';
import { newestFirst } from '../../../src/content-model/newest-first.ts';
import { profileLinks } from '../../../src/content-model/profile-links.ts';
import { site } from '../../../src/content-model/site-words.ts';
import { feedPath, projectPath, updatePath } from '../../../src/lib/paths.ts';
import { escapeMarkup } from '../../shared/escape-markup.ts';
import { filesServing } from '../../shared/served-files.ts';
import { commitMeta } from './built-commit.ts';
import type { SiteConfig } from '../settings';

/** The build's date: what the sitemap and the JSON-LD give as the pages' last change. */
export const builtOn = buildDay();

/** The files a page is written to: GitHub Pages answers /x from x.html, and /x/ from x/index.html. */
export function pageFiles(page: Page): string[] {
  return filesServing(page.path);
}

/** The absolute URL of a path of the site ("/" is Home, "/x" a page or a file), under the base. */
export function siteUrlOf(config: SiteConfig, path: string): string {
  return `${config.siteUrl}${config.basePath}${path.slice(1)}`;
}

/** The project a page belongs to: none for Home and the resume. */
export function projectOf(page: Page): ProjectSummary | undefined {
  return page.kind === 'home' || page.kind === 'resume' ? undefined : page.project;
}

export function pageUrl(config: SiteConfig, page: Page): string {
  return siteUrlOf(config, page.path);
}

/** A page's link-preview image by its id (a project's slug, `resume`), or Home's (`cardFile()`): the file site-assets.ts draws. */
export function cardFile(page?: string): string {
  return `og/${page ?? 'home'}.png`;
}

/**
 * The page's link-preview image. Only Home, the resume and each project have
 * one of their own: a project's log and its updates show the project's card,
 * so a log of 200 updates draws no 200 pictures.
 */
export function cardImageFile(page: Page): string {
  if (page.kind === 'resume') return cardFile(page.id);
  return page.kind === 'home' ? cardFile() : cardFile(page.project.slug);
}

/** The absolute URL of a picture of the content (public/images/), as the build publishes it. */
export function pictureUrl(config: SiteConfig, file: string): string {
  return siteUrlOf(config, `/images/${file}`);
}

/** The absolute URL of the whole site's Atom feed, or a project's (written by feeds.ts). */
export function feedUrl(config: SiteConfig, project?: string): string {
  return siteUrlOf(config, feedPath(project));
}

/** A feed's name as readers list it: the project's title, or for the whole site the owner's name. */
export function feedTitle(owner: string, project?: { title: string }): string {
  return project ? project.title : owner;
}

/** Each project's dated updates, newest first: what the feeds are made of (by slug). */
export type UpdatesByProject = Readonly<Record<string, readonly UpdateSummary[]>>;

/** What a page's head says beyond the page itself: who the owner is, and every project's updates. */
export interface HeadContent {
  profile: Profile;
  copyrightYears: CopyrightYears;
  updates: UpdatesByProject;
  /** The browser toolbar's colour in each scheme, from the owner's look (scripts/site/look/). */
  toolbar: Record<ColourSchemeName, string>;
}

/**
 * The feeds a page names in its head, for feed readers and browsers to find:
 * the whole site's on every page, and a project's on its page, its log and its
 * updates; each only when it has entries. Previews publish no feed.
 */
export function feedLinks(
  config: SiteConfig,
  page: Page,
  { profile, updates }: Pick<HeadContent, 'profile' | 'updates'>,
): Array<{ title: string; href: string }> {
  if (config.noindex) return [];
  const links = [];
  if (Object.values(updates).some((log) => log.length > 0))
    links.push({ title: feedTitle(profile.name), href: feedUrl(config) });
  const project = projectOf(page);
  if (project && updates[project.slug]?.length)
    links.push({
      title: feedTitle(profile.name, project),
      href: feedUrl(config, project.slug),
    });
  return links;
}

/** What the link-preview image shows, for those who cannot see it. */
export function cardImageAlt(page: Page, profile: Profile): string {
  if (page.kind === 'resume') return `${profile.name}, ${profile.jobTitle}: ${page.navLabel}`;
  return page.kind === 'home'
    ? `${profile.name}, ${profile.jobTitle}`
    : `${page.project.title} · ${page.project.tagline}`;
}

/**
 * Schema.org data: Home is the owner's ProfilePage (its main entity the Person),
 * a project page a CreativeWork by that Person, modified on the day of the build;
 * a project's log is a Blog listing its updates, and an update a BlogPosting
 * dated by its own date. The Person is written out once, on Home; every other
 * page names it by its @id.
 */
export function structuredData(
  config: SiteConfig,
  page: Page,
  { profile, copyrightYears, updates }: HeadContent,
): object {
  const home = siteUrlOf(config, '/');
  const links = profileLinks(profile);
  const person = {
    '@type': 'Person',
    '@id': `${home}#person`,
    name: profile.name,
    jobTitle: profile.jobTitle,
    description: textOf(profile.bio),
    url: home,
    image: pictureUrl(config, profile.avatar.file),
    email: `mailto:${profile.email}`,
    affiliation: { '@type': 'CollegeOrUniversity', name: profile.school },
    // The owner's other profiles, when they wrote any (an empty list says nothing).
    ...(links.length ? { sameAs: links.map(({ url }) => url) } : {}),
  };
  if (page.kind === 'home')
    return {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: home,
      name: page.title,
      mainEntity: person,
    };
  const author = { '@id': person['@id'] };
  // The resume's page is about the owner: search engines read a ProfilePage's Person on the page itself.
  if (page.kind === 'resume')
    return {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: pageUrl(config, page),
      name: page.title,
      description: page.description,
      mainEntity: person,
    };
  const { project } = page;
  if (page.kind === 'update') {
    const { update } = page;
    const url = pageUrl(config, page);
    const picture = update.pictures[0];
    return {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: update.title,
      description: page.description,
      url,
      mainEntityOfPage: url,
      datePublished: update.date,
      dateModified: update.date,
      image: picture ? pictureUrl(config, picture.file) : `${home}${cardImageFile(page)}`,
      author,
      isPartOf: {
        '@type': 'CreativeWork',
        name: project.title,
        url: siteUrlOf(config, projectPath(project.slug)),
      },
    };
  }
  if (page.kind === 'log')
    return {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      name: site.projectPage.log.pageTitle(project.title),
      description: page.description,
      url: pageUrl(config, page),
      author,
      blogPost: (updates[project.slug] ?? []).map((update) => ({
        '@type': 'BlogPosting',
        headline: update.title,
        url: siteUrlOf(config, updatePath(project.slug, update.slug)),
        datePublished: update.date,
      })),
    };
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    headline: `${project.title}: ${project.tagline}`,
    description: page.description,
    url: pageUrl(config, page),
    image: `${home}${cardImageFile(page)}`,
    creativeWorkStatus: project.badge,
    // The full Person is on Home; here a reference to it by @id is enough.
    creator: { '@type': 'Person', '@id': person['@id'], name: person.name, url: person.url },
    author,
    // The same day the sitemap gives: its newest update's, or the build's.
    dateModified: lastModified(page, []),
    copyrightYear: copyrightYears.first,
  };
}

/** The newest of some days, or undefined for none. */
const newest = (days: ReadonlyArray<string | undefined>) =>
  newestFirst(
    days.filter((day): day is string => Boolean(day)),
    (day) => day,
  )[0];

/**
 * The day a page last changed, as the sitemap says it: an update its own date;
 * a project and its log their newest update's; Home the newest update of all.
 * A page with no update to go by says the day of the build.
 */
export function lastModified(page: Page, pages: readonly Page[]): string {
  if (page.kind === 'update') return page.update.date;
  if (page.kind === 'resume') return builtOn;
  if (page.kind !== 'home') return page.project.latestUpdate?.date ?? builtOn;
  const projects = pages.flatMap((other) => projectOf(other) ?? []);
  return newest(projects.map((project) => project.latestUpdate?.date)) ?? builtOn;
}

/** The head tags of `page`, as HTML. */
export function headTags(config: SiteConfig, page: Page, content: HeadContent): string[] {
  const { title, description } = page;
  const url = pageUrl(config, page);
  const image = siteUrlOf(config, `/${cardImageFile(page)}`);
  const imageAlt = cardImageAlt(page, content.profile);
  const meta = (key: 'name' | 'property', name: string, value: string) =>
    `<meta ${key}="${name}" content="${escapeMarkup(value)}" />`;
  // JSON in a script element: only "<" could end it early, so that is escaped.
  const jsonLd = JSON.stringify(structuredData(config, page, content)).replace(/</g, '\\u003c');
  return [
    `<title>${escapeMarkup(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeMarkup(url)}" />`,
    config.noindex ? meta('name', 'robots', 'noindex, nofollow') : '',
    // The commit a preview shows, for the pull request's review to wait for (scripts/deploy/review/).
    config.commit ? commitMeta(config.commit) : '',
    meta('property', 'og:type', projectOf(page) ? 'article' : 'profile'),
    meta('property', 'og:site_name', content.profile.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    page.kind === 'update' ? meta('property', 'article:published_time', page.update.date) : '',
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', imageAlt),
    meta('property', 'og:locale', 'en_US'),
    // X reads og:title, og:description and og:image when its own tags are
    // absent (developer.x.com/cards/markup), so only what has no Open Graph
    // equivalent is repeated.
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:image:alt', imageAlt),
    `<meta name="theme-color" media="(prefers-color-scheme: light)" data-scheme="light" content="${content.toolbar.light}" />`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" data-scheme="dark" content="${content.toolbar.dark}" />`,
    `<link rel="apple-touch-icon" href="${config.basePath}apple-touch-icon.png" />`,
    `<link rel="manifest" href="${config.basePath}manifest.webmanifest" />`,
    // On a project site crawlers never read /<repo>/robots.txt, so the page itself names the sitemap.
    config.noindex
      ? ''
      : `<link rel="sitemap" type="application/xml" href="${config.basePath}sitemap.xml" />`,
    // Feed readers and browsers find the feeds from any page (the Atom autodiscovery convention).
    ...feedLinks(config, page, content).map(
      ({ title: feed, href }) =>
        `<link rel="alternate" type="application/atom+xml" title="${escapeMarkup(feed)}" href="${escapeMarkup(href)}" />`,
    ),
    `<script type="application/ld+json">${jsonLd}</script>`,
  ].filter(Boolean);
}
