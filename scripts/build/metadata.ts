/**
 * Each page's head: title, description, canonical URL, Open Graph and X (Twitter)
 * card tags, JSON-LD, icons and theme colours. Link-preview scrapers and search
 * engines run no JavaScript, so all of it is in the prerendered HTML.
 */
import { pcbrule } from '../../src/content/pcbrule';
import { profile } from '../../src/content/profile';
import { paths } from '../../src/app/paths';
import type { PageId } from '../../src/app/router';
import { site } from '../../src/content/site';
import { escapeMarkup } from '../shared/escape-markup';
import { toolbarColours } from '../../src/styles/colour-schemes';
import { cardImages } from './site-assets';
import type { SiteConfig } from './site-config';

/** Where each page lives under the base: its route path without the leading slash ("" for Home). */
export function pagePath(page: PageId): string {
  return paths[page].slice(1);
}

export function pageUrl(config: SiteConfig, page: PageId): string {
  return `${config.siteUrl}${config.basePath}${pagePath(page)}`;
}

/** Schema.org data: the owner as a Person on Home, the project as a CreativeWork on its page. */
export function structuredData(config: SiteConfig, page: PageId): object {
  const home = pageUrl(config, 'home');
  const person = {
    '@type': 'Person',
    '@id': `${home}#person`,
    name: profile.name,
    jobTitle: profile.jobTitle,
    description: profile.bio,
    url: home,
    image: `${config.siteUrl}${config.basePath}images/${profile.avatar.file}`,
    email: `mailto:${profile.email}`,
    affiliation: { '@type': 'CollegeOrUniversity', name: profile.school },
    sameAs: [profile.professionalNetworkUrl, profile.artPortfolioUrl],
  };
  if (page === 'home') return { '@context': 'https://schema.org', ...person };
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: pcbrule.title,
    headline: `${pcbrule.title}: ${pcbrule.tagline}`,
    description: site.meta.pcbrule.description,
    url: pageUrl(config, 'pcbrule'),
    image: `${config.siteUrl}${config.basePath}${cardImages.pcbrule.file}`,
    creativeWorkStatus: pcbrule.badge,
    // The full Person is on Home; here a reference to it by @id is enough.
    creator: { '@type': 'Person', '@id': person['@id'], name: person.name, url: person.url },
    copyrightYear: site.copyrightYear,
  };
}

/** The head tags of `page`, as HTML. */
export function headTags(config: SiteConfig, page: PageId): string[] {
  const { title, description, imageAlt } = site.meta[page];
  const url = pageUrl(config, page);
  const image = `${config.siteUrl}${config.basePath}${cardImages[page].file}`;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeMarkup(content)}" />`;
  // JSON in a script element: only "<" could end it early, so that is escaped.
  const jsonLd = JSON.stringify(structuredData(config, page)).replace(/</g, '\\u003c');
  return [
    `<title>${escapeMarkup(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeMarkup(url)}" />`,
    config.noindex ? meta('name', 'robots', 'noindex, nofollow') : '',
    meta('property', 'og:type', page === 'home' ? 'profile' : 'article'),
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
    // equivalent is repeated: every byte here delays the first paint.
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:image:alt', imageAlt),
    `<meta name="theme-color" media="(prefers-color-scheme: light)" data-scheme="light" content="${toolbarColours.light}" />`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" data-scheme="dark" content="${toolbarColours.dark}" />`,
    `<link rel="apple-touch-icon" href="${config.basePath}apple-touch-icon.png" />`,
    `<link rel="manifest" href="${config.basePath}manifest.webmanifest" />`,
    `<script type="application/ld+json">${jsonLd}</script>`,
  ].filter(Boolean);
}
