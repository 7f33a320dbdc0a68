// @vitest-environment node
import { escapeMarkup } from '../../shared/escape-markup';
import { describe, expect, it } from 'vitest';
import {
  pages,
  type LogPage,
  type Page,
  type ProjectPage,
  type UpdatePage,
} from '../../../src/app/pages';
import { homePath, projectPath, projectUpdatesPath, updatePath } from '../../../src/lib/paths';
import { projectSummaryOf, summaryOf } from '../../../src/content-model/load';
import {
  fixtureContent,
  fixtureProject,
  minimalProject,
  textOf,
} from '../../lab/unit-tests/fixtures';
import {
  builtOn,
  cardImageAlt,
  cardImageFile,
  feedLinks,
  headTags,
  pageFiles,
  pageUrl,
  structuredData,
} from './metadata';

const config = { basePath: '/portfolio/', siteUrl: 'https://owner.github.io', noindex: false };

// Made-up pages: what the head says comes from the page it is given.
const home: Page = {
  kind: 'home',
  id: 'home',
  path: homePath,
  navLabel: 'Start',
  title: 'Robin & Co · <Robotics>',
  description: 'A portfolio of small machines.',
};
const project: ProjectPage = {
  kind: 'project',
  id: fixtureProject.slug,
  path: projectPath(fixtureProject.slug),
  navLabel: fixtureProject.title,
  title: `${fixtureProject.title} · the build log`,
  description: fixtureProject.description,
  project: projectSummaryOf(fixtureProject),
};

/** The fixture project's log, newest first, and an update of it with a picture and one without. */
const log = fixtureContent.updates[fixtureProject.slug]!;
const withPicture = log.find((update) => update.pictures.length > 0)!;
const withoutPicture = log.find((update) => update.pictures.length === 0)!;
const logPage: LogPage = {
  kind: 'log',
  id: `${fixtureProject.slug}/updates`,
  path: projectUpdatesPath(fixtureProject.slug),
  navLabel: fixtureProject.title,
  title: `${fixtureProject.title} log`,
  description: 'Every dated update.',
  project: projectSummaryOf(fixtureProject),
};
const updatePageOf = (update: (typeof log)[number]): UpdatePage => ({
  kind: 'update',
  id: `${fixtureProject.slug}/update`,
  path: updatePath(fixtureProject.slug, update.slug),
  navLabel: fixtureProject.title,
  title: `${update.title} · ${fixtureProject.title}`,
  description: update.description,
  project: projectSummaryOf(fixtureProject),
  update: summaryOf(update),
});
/** The fixture's owner and updates: only its first project has any. */
const { profile, copyrightYears, updates } = fixtureContent;
const headContent = {
  profile,
  copyrightYears,
  updates,
  toolbar: { light: '#fafafa', dark: '#0a0a0a' },
};

const head = (page: Page, overrides = {}) =>
  headTags({ ...config, ...overrides }, page, headContent).join('\n');
const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1]!) as Record<
    string,
    unknown
  >;

describe('head tags', () => {
  it('give each page its own title, description, canonical URL and preview card', () => {
    const homeTags = head(home);
    const projectTags = head(project);
    expect(homeTags).toContain('<title>Robin &amp; Co · &lt;Robotics&gt;</title>');
    expect(homeTags).toContain(
      '<meta property="og:title" content="Robin &amp; Co · &lt;Robotics&gt;" />',
    );
    expect(homeTags).toContain(`<meta name="description" content="${home.description}" />`);
    expect(projectTags).toContain(`<title>${project.title}</title>`);
    expect(projectTags).toContain(
      `<meta property="og:description" content="${fixtureProject.description}" />`,
    );
    expect(projectTags).toContain(
      `<link rel="canonical" href="https://owner.github.io/portfolio/${fixtureProject.slug}" />`,
    );
    expect(homeTags).toContain(
      '<link rel="canonical" href="https://owner.github.io/portfolio/" />',
    );
    expect(projectTags).toContain(
      `<meta property="og:image" content="https://owner.github.io/portfolio/og/${fixtureProject.slug}.png" />`,
    );
    expect(homeTags).toContain(
      '<meta property="og:image" content="https://owner.github.io/portfolio/og/home.png" />',
    );
    expect(homeTags).toContain('<meta property="og:type" content="profile" />');
    expect(projectTags).toContain('<meta property="og:type" content="article" />');
    expect(homeTags).toContain(
      `<meta property="og:site_name" content="${escapeMarkup(profile.name)}" />`,
    );
    expect(homeTags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // X falls back to the Open Graph title, description and image.
    expect(homeTags).not.toMatch(/twitter:(title|description|image")/);
    expect(homeTags).toContain('<meta property="og:image:width" content="1200" />');
    expect(homeTags).not.toEqual(projectTags);
  });

  it('describe the preview card for those who cannot see it', () => {
    expect(cardImageAlt(home, profile)).toContain(profile.name);
    expect(cardImageAlt(home, profile)).toContain(profile.jobTitle);
    const alt = cardImageAlt(project, profile);
    expect(alt).toContain(fixtureProject.title);
    expect(alt).toContain(fixtureProject.tagline);
    expect(head(project)).toContain(`<meta property="og:image:alt" content="${alt}" />`);
    expect(head(project)).toContain(`<meta name="twitter:image:alt" content="${alt}" />`);
  });

  it('carry both theme colours, the icons and the manifest under the base', () => {
    const tags = head(home);
    expect(tags).toMatch(
      /name="theme-color" media="\(prefers-color-scheme: light\)" data-scheme="light" content="#fafafa"/,
    );
    expect(tags).toMatch(
      /name="theme-color" media="\(prefers-color-scheme: dark\)" data-scheme="dark" content="#0a0a0a"/,
    );
    expect(tags).toContain('href="/portfolio/apple-touch-icon.png"');
    expect(tags).toContain('href="/portfolio/manifest.webmanifest"');
  });

  it('mark previews noindex', () => {
    expect(head(home, { noindex: true })).toContain(
      '<meta name="robots" content="noindex, nofollow" />',
    );
    expect(head(home)).not.toContain('noindex');
  });

  it('name the commit a preview is built from, and nothing when none is given', () => {
    expect(head(home, { commit: '3f2c1ab' })).toContain('<meta name="build" content="3f2c1ab" />');
    expect(head(home)).not.toContain('name="build"');
  });

  it('embed JSON-LD that parses: the owner’s ProfilePage on Home, the project on its page', () => {
    expect(jsonLdOf(head(home))).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: 'https://owner.github.io/portfolio/',
      mainEntity: {
        '@type': 'Person',
        '@id': 'https://owner.github.io/portfolio/#person',
        name: profile.name,
        jobTitle: profile.jobTitle,
        // The bio's words, without the HTML its Markdown became.
        description: textOf(profile.bio),
        url: 'https://owner.github.io/portfolio/',
        image: `https://owner.github.io/portfolio/images/${profile.avatar.file}`,
      },
    });
    expect(jsonLdOf(head(project))).toMatchObject({
      '@type': 'CreativeWork',
      name: fixtureProject.title,
      headline: expect.stringContaining(fixtureProject.tagline),
      description: fixtureProject.description,
      url: `https://owner.github.io/portfolio/${fixtureProject.slug}`,
      image: `https://owner.github.io/portfolio/og/${fixtureProject.slug}.png`,
      creativeWorkStatus: fixtureProject.badge,
      creator: {
        '@type': 'Person',
        '@id': 'https://owner.github.io/portfolio/#person',
        name: profile.name,
      },
      author: { '@id': 'https://owner.github.io/portfolio/#person' },
      // The sitemap's day for the page: its newest update's, or the build's.
      dateModified: fixtureProject.latestUpdate?.date ?? builtOn,
      copyrightYear: copyrightYears.first,
    });
  });

  it("list the owner's other profiles as the Person's sameAs, and leave it out when they wrote none", () => {
    const person = (of: typeof profile) =>
      (structuredData(config, home, { ...headContent, profile: of }) as { mainEntity: object })
        .mainEntity;
    expect(person(profile)).toHaveProperty('sameAs', [
      profile.professionalNetworkUrl,
      profile.artPortfolioUrl,
    ]);
    const {
      professionalNetworkUrl: _networkUrl,
      professionalNetworkName: _networkName,
      artPortfolioUrl: _artUrl,
      artPortfolioName: _artName,
      ...withoutLinks
    } = profile;
    expect(person(withoutLinks)).not.toHaveProperty('sameAs');
  });

  it('name the sitemap from every page, since crawlers never read a project site’s robots.txt', () => {
    expect(head(home)).toContain(
      '<link rel="sitemap" type="application/xml" href="/portfolio/sitemap.xml" />',
    );
    expect(head(home, { noindex: true })).not.toContain('rel="sitemap"');
  });

  it('cannot be broken out of by content containing </script>', () => {
    const hostile = '</script><script>alert(1)</script>';
    const page: ProjectPage = { ...project, description: hostile };
    const tags = head(page);
    const script = tags.slice(tags.indexOf('<script type="application/ld+json">'));
    // The only end tag is the JSON-LD's own, and the text survives the escaping.
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdOf(tags).description).toBe(hostile);
    expect(JSON.stringify(structuredData(config, page, headContent))).toContain(hostile);
  });
});

describe('the development log’s pages', () => {
  const published = 'https://owner.github.io/portfolio/';
  const person = { '@id': `${published}#person` };

  it('are articles with the project’s card; an update says when it was published', () => {
    for (const page of [logPage, updatePageOf(withPicture)]) {
      const tags = head(page);
      expect(tags).toContain('<meta property="og:type" content="article" />');
      expect(tags).toContain(
        `<meta property="og:image" content="${published}og/${fixtureProject.slug}.png" />`,
      );
      expect(tags).toContain(`<link rel="canonical" href="${pageUrl(config, page)}" />`);
    }
    expect(head(updatePageOf(withPicture))).toContain(
      `<meta property="article:published_time" content="${withPicture.date}" />`,
    );
    expect(head(logPage)).not.toContain('article:published_time');
  });

  it('describe an update as a BlogPosting by the owner, part of its project', () => {
    const page = updatePageOf(withPicture);
    const url = `${published}${fixtureProject.slug}/updates/${withPicture.slug}`;
    expect(jsonLdOf(head(page))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: withPicture.title,
      description: withPicture.description,
      url,
      mainEntityOfPage: url,
      datePublished: withPicture.date,
      dateModified: withPicture.date,
      // Its first picture; an update without one shows its project's card.
      image: `${published}images/${withPicture.pictures[0]!.file}`,
      author: person,
      isPartOf: {
        '@type': 'CreativeWork',
        name: fixtureProject.title,
        url: `${published}${fixtureProject.slug}`,
      },
    });
    expect(jsonLdOf(head(updatePageOf(withoutPicture)))).toMatchObject({
      image: `${published}og/${fixtureProject.slug}.png`,
      datePublished: withoutPicture.date,
    });
  });

  it('describe the log as a Blog listing every update, newest first', () => {
    expect(jsonLdOf(head(logPage))).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Blog',
      name: expect.stringContaining(fixtureProject.title),
      url: `${published}${fixtureProject.slug}/updates`,
      author: person,
      blogPost: log.map((update) => ({
        '@type': 'BlogPosting',
        headline: update.title,
        url: `${published}${fixtureProject.slug}/updates/${update.slug}`,
        datePublished: update.date,
      })),
    });
  });

  it('let feed readers find the site’s feed from every page, and a project’s from its pages', () => {
    const alternates = (page: Page, overrides = {}) =>
      [
        ...head(page, overrides).matchAll(
          /<link rel="alternate" type="application\/atom\+xml"[^>]*>/g,
        ),
      ].map(([tag]) => tag);
    const siteFeed = `<link rel="alternate" type="application/atom+xml" title="${escapeMarkup(profile.name)}" href="${published}feed.xml" />`;
    const projectFeed = `<link rel="alternate" type="application/atom+xml" title="${escapeMarkup(fixtureProject.title)}" href="${published}${fixtureProject.slug}/feed.xml" />`;
    expect(alternates(home)).toEqual([siteFeed]);
    for (const page of [project, logPage, updatePageOf(withoutPicture)])
      expect(alternates(page)).toEqual([siteFeed, projectFeed]);
    // A project without updates has no feed of its own; previews publish none at all.
    const quiet: ProjectPage = {
      ...project,
      id: minimalProject.slug,
      project: projectSummaryOf(minimalProject),
    };
    expect(alternates(quiet)).toEqual([siteFeed]);
    expect(alternates(project, { noindex: true })).toEqual([]);
    expect(feedLinks(config, project, { profile, updates: {} })).toEqual([]);
  });
});

describe('page files and addresses', () => {
  it('writes Home to index.html and a project to <slug>.html and <slug>/index.html', () => {
    expect(pageFiles(home)).toEqual(['index.html']);
    expect(pageFiles(project)).toEqual([
      `${fixtureProject.slug}.html`,
      `${fixtureProject.slug}/index.html`,
    ]);
    expect(pageUrl(config, project)).toBe(
      `https://owner.github.io/portfolio/${fixtureProject.slug}`,
    );
    expect(cardImageFile(project)).toBe(`og/${fixtureProject.slug}.png`);
  });

  it('gives every page of the site its own files and address, Home and each project their own card', () => {
    const distinct = <T>(values: T[]) => new Set(values).size === values.length;
    const all = [...pages, updatePageOf(withPicture), updatePageOf(withoutPicture)];
    expect(distinct(all.flatMap(pageFiles))).toBe(true);
    expect(distinct(all.map((page) => pageUrl(config, page)))).toBe(true);
    const carded = pages.filter((page) => page.kind === 'home' || page.kind === 'project');
    expect(distinct(carded.map(cardImageFile))).toBe(true);
    expect(pageFiles(pages[0]!)).toEqual(['index.html']);
  });

  it('shows a project’s card on its log and its updates: no picture drawn per update', () => {
    for (const page of [logPage, updatePageOf(withPicture), updatePageOf(withoutPicture)]) {
      expect(cardImageFile(page)).toBe(cardImageFile(project));
      expect(cardImageAlt(page, profile)).toBe(cardImageAlt(project, profile));
    }
    expect(pageFiles(logPage)).toEqual([
      `${fixtureProject.slug}/updates.html`,
      `${fixtureProject.slug}/updates/index.html`,
    ]);
  });
});
