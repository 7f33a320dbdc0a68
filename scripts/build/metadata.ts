/**
 * Each page's head: title, description, canonical URL, Open Graph and X card
 * tags, JSON-LD, icons and theme colours. Link-preview scrapers and search
 * engines run no JavaScript, so all of it is in the prerendered HTML.
 */
import type { Page } from '../../src/app/pages';
import { textOf } from '../../src/content/markdown';
import { profile } from '../shared/content';
import { toolbarColours } from '../../src/styles/palette';
import { escapeMarkup } from '../shared/escape-markup';
import type { SiteConfig } from './site-config';

/** The build's date: what the sitemap and the JSON-LD give as the pages' last change. */
export const builtOn = new Date().toISOString().slice(0, 10);

/** The files a page is written to: GitHub Pages answers /x from x.html, and /x/ from x/index.html. */
export function pageFiles(page: Page): string[] {
  const name = page.path.slice(1);
  return name ? [`${name}.html`, `${name}/index.html`] : ['index.html'];
}

export function pageUrl(config: SiteConfig, page: Page): string {
  return `${config.siteUrl}${config.basePath}${page.path.slice(1)}`;
}

/** The page's link-preview image (drawn by site-assets.ts), under the base. */
export function cardImageFile(page: Page): string {
  return `og/${page.id}.png`;
}

/** What the link-preview image shows, for those who cannot see it. */
export function cardImageAlt(page: Page): string {
  return page.kind === 'home'
    ? `${profile.name}, ${profile.jobTitle}`
    : `${page.project.title} · ${page.project.tagline}`;
}

/**
 * Schema.org data: Home is the owner's ProfilePage (its main entity the Person),
 * a project page a CreativeWork by that Person, modified on the day of the build.
 */
export function structuredData(config: SiteConfig, page: Page): object {
  const home = `${config.siteUrl}${config.basePath}`;
  const person = {
    '@type': 'Person',
    '@id': `${home}#person`,
    name: profile.name,
    jobTitle: profile.jobTitle,
    description: textOf(profile.bio),
    url: home,
    image: `${home}images/${profile.avatar.file}`,
    email: `mailto:${profile.email}`,
    affiliation: { '@type': 'CollegeOrUniversity', name: profile.school },
    sameAs: [profile.professionalNetworkUrl, profile.artPortfolioUrl],
  };
  if (page.kind === 'home')
    return {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: home,
      name: page.title,
      mainEntity: person,
    };
  const { project } = page;
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
    author: { '@id': person['@id'] },
    dateModified: builtOn,
    copyrightYear: profile.copyrightYear,
  };
}

/** The head tags of `page`, as HTML. */
export function headTags(config: SiteConfig, page: Page): string[] {
  const { title, description } = page;
  const url = pageUrl(config, page);
  const image = `${config.siteUrl}${config.basePath}${cardImageFile(page)}`;
  const imageAlt = cardImageAlt(page);
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeMarkup(content)}" />`;
  // JSON in a script element: only "<" could end it early, so that is escaped.
  const jsonLd = JSON.stringify(structuredData(config, page)).replace(/</g, '\\u003c');
  return [
    `<title>${escapeMarkup(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeMarkup(url)}" />`,
    config.noindex ? meta('name', 'robots', 'noindex, nofollow') : '',
    meta('property', 'og:type', page.kind === 'home' ? 'profile' : 'article'),
    meta('property', 'og:site_name', profile.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
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
    `<meta name="theme-color" media="(prefers-color-scheme: light)" data-scheme="light" content="${toolbarColours.light}" />`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" data-scheme="dark" content="${toolbarColours.dark}" />`,
    `<link rel="apple-touch-icon" href="${config.basePath}apple-touch-icon.png" />`,
    `<link rel="manifest" href="${config.basePath}manifest.webmanifest" />`,
    // On a project site crawlers never read /<repo>/robots.txt, so the page itself names the sitemap.
    config.noindex
      ? ''
      : `<link rel="sitemap" type="application/xml" href="${config.basePath}sitemap.xml" />`,
    `<script type="application/ld+json">${jsonLd}</script>`,
  ].filter(Boolean);
}
