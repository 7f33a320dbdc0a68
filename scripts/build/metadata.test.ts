import { escapeMarkup } from '../shared/escape-markup';
import { describe, expect, it } from 'vitest';
import { pages, type Page, type ProjectPage } from '../../src/app/pages';
import { homePath, projectPath } from '../../src/lib/paths';
import { fixtureProject, textOf } from '../../src/test/fixtures';
import { profile } from '../shared/content';
import {
  cardImageAlt,
  cardImageFile,
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
  project: fixtureProject,
};

const head = (page: Page, overrides = {}) => headTags({ ...config, ...overrides }, page).join('\n');
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
    expect(cardImageAlt(home)).toContain(profile.name);
    expect(cardImageAlt(home)).toContain(profile.jobTitle);
    const alt = cardImageAlt(project);
    expect(alt).toContain(fixtureProject.title);
    expect(alt).toContain(fixtureProject.tagline);
    expect(head(project)).toContain(`<meta property="og:image:alt" content="${alt}" />`);
    expect(head(project)).toContain(`<meta name="twitter:image:alt" content="${alt}" />`);
  });

  it('carry both theme colours, the icons and the manifest under the base', () => {
    const tags = head(home);
    expect(tags).toMatch(/name="theme-color" media="\(prefers-color-scheme: light\)"/);
    expect(tags).toMatch(/name="theme-color" media="\(prefers-color-scheme: dark\)"/);
    expect(tags).toContain('href="/portfolio/apple-touch-icon.png"');
    expect(tags).toContain('href="/portfolio/manifest.webmanifest"');
  });

  it('mark previews noindex', () => {
    expect(head(home, { noindex: true })).toContain(
      '<meta name="robots" content="noindex, nofollow" />',
    );
    expect(head(home)).not.toContain('noindex');
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
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      copyrightYear: profile.copyrightYear,
    });
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
    expect(JSON.stringify(structuredData(config, page))).toContain(hostile);
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

  it('gives every page of the site its own files, address and preview card', () => {
    const distinct = <T>(values: T[]) => new Set(values).size === values.length;
    expect(distinct(pages.flatMap(pageFiles))).toBe(true);
    expect(distinct(pages.map((page) => pageUrl(config, page)))).toBe(true);
    expect(distinct(pages.map(cardImageFile))).toBe(true);
    expect(pageFiles(pages[0]!)).toEqual(['index.html']);
  });
});
