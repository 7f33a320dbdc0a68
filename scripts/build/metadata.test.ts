import { describe, expect, it } from 'vitest';
import { site } from '../../src/content/site';
import { headTags, structuredData } from './metadata';

const config = { basePath: '/portfolio/', siteUrl: 'https://owner.github.io', noindex: false };
const head = (page: 'home' | 'pcbrule', overrides = {}) =>
  headTags({ ...config, ...overrides }, page).join('\n');

describe('head tags', () => {
  it('give each page its own title, description, canonical URL and preview card', () => {
    const home = head('home');
    const project = head('pcbrule');
    expect(home).toContain(`<title>${site.meta.home.title}</title>`);
    expect(project).toContain(
      '<link rel="canonical" href="https://owner.github.io/portfolio/pcbrule" />',
    );
    expect(home).toContain('<link rel="canonical" href="https://owner.github.io/portfolio/" />');
    expect(project).toContain(
      '<meta property="og:image" content="https://owner.github.io/portfolio/og/pcbrule.png" />',
    );
    expect(home).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // X falls back to the Open Graph title, description and image.
    expect(home).not.toMatch(/twitter:(title|description|image")/);
    expect(home).toContain('<meta property="og:image:width" content="1200" />');
    expect(home).not.toEqual(project);
  });

  it('carry both theme colours, the icons and the manifest under the base', () => {
    const tags = head('home');
    expect(tags).toMatch(/name="theme-color" media="\(prefers-color-scheme: light\)"/);
    expect(tags).toMatch(/name="theme-color" media="\(prefers-color-scheme: dark\)"/);
    expect(tags).toContain('href="/portfolio/apple-touch-icon.png"');
    expect(tags).toContain('href="/portfolio/manifest.webmanifest"');
  });

  it('mark previews noindex', () => {
    expect(head('home', { noindex: true })).toContain(
      '<meta name="robots" content="noindex, nofollow" />',
    );
    expect(head('home')).not.toContain('noindex');
  });

  it('embed JSON-LD that parses: a Person on Home, the project on its page', () => {
    const jsonOf = (page: 'home' | 'pcbrule') =>
      JSON.parse(
        /<script type="application\/ld\+json">(.*)<\/script>/.exec(head(page))![1]!,
      ) as Record<string, unknown>;
    expect(jsonOf('home')).toMatchObject({
      '@type': 'Person',
      name: 'Jordan Avery',
      url: 'https://owner.github.io/portfolio/',
    });
    expect(jsonOf('pcbrule')).toMatchObject({
      '@type': 'CreativeWork',
      name: 'PCBrule',
      creator: { '@type': 'Person', '@id': 'https://owner.github.io/portfolio/#person' },
    });
  });

  it('cannot be broken out of by content containing </script>', () => {
    const json = JSON.stringify(structuredData(config, 'home')).replace(/</g, '\\u003c');
    expect(json).not.toContain('<');
  });
});
