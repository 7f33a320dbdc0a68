// @vitest-environment node
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updatePage, type LogPage, type Page, type ProjectPage } from '../../../src/app/pages';
import { projectSummaryOf, summaryOf } from '../../../src/content-model/load';
import type { TrackedProject } from '../../../src/content-model/schema';
import { homePath, projectPath, projectUpdatesPath } from '../../../src/lib/paths';
import { writeFixtureProject } from '../../lab/unit-tests/fixture-content';
import {
  fixtureContent,
  fixtureProfile,
  fixtureProject,
  minimalProject,
} from '../../lab/unit-tests/fixtures';
import { escapeMarkup } from '../../shared/escape-markup';
import { homeCardSvg, iconSvg, projectCardSvg } from '../../illustrations/social';
import { lookSchema } from '../../../src/content-model/schema';
import { bandOf, drawLook, toolbarOf } from '../look';
import { builtOn, cardImageFile, lastModified, pageUrl } from '../pages/metadata';
import {
  cardSvg,
  faviconSvg,
  hasOwnCard,
  iconImages,
  initialsPath,
  robots,
  sitemap,
  svgToPng,
  webManifest,
  writeSiteAssets,
} from './site-assets';

/** A look of no one's: a yellow accent on cool greys, square. */
const madeUpLook = drawLook(
  lookSchema.parse({ accent: '#ffd400', neutral: 'cool', corners: 'square' }),
  [],
);

const config = { basePath: '/portfolio/', siteUrl: 'https://owner.github.io', noindex: false };

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

// Made-up pages over the fixture project on disk (its pictures are in its public/images/).
const projectPageOf = (whole: TrackedProject): ProjectPage => {
  const project = projectSummaryOf(whole);
  return {
    kind: 'project',
    id: project.slug,
    path: projectPath(project.slug),
    navLabel: project.title,
    title: project.title,
    description: project.description,
    project,
  };
};
const home: Page = {
  kind: 'home',
  id: 'home',
  path: homePath,
  navLabel: 'Start',
  title: 'Home',
  description: 'A portfolio.',
};
const fixturePages: Page[] = [home, projectPageOf(fixtureProject), projectPageOf(minimalProject)];
const fixtureLog = fixtureContent.updates[fixtureProject.slug]!;
const fixtureLogPage: LogPage = {
  kind: 'log',
  id: `${fixtureProject.slug}/updates`,
  path: projectUpdatesPath(fixtureProject.slug),
  navLabel: fixtureProject.title,
  title: 'Log',
  description: 'Every update.',
  project: projectSummaryOf(fixtureProject),
};

/** The made-up owner's update pages, as the prerender passes them. */
const fixtureUpdatePages = fixtureLog.map((update) =>
  updatePage(projectSummaryOf(fixtureProject), summaryOf(update)),
);

let fixtureRoot: string;
/** The made-up owner's pictures, standing in for the build's images/ folder. */
const fixtureImages = () => join(fixtureRoot, 'public', 'images');
beforeAll(() => {
  fixtureRoot = writeFixtureProject();
});
afterAll(() => rm(fixtureRoot, { recursive: true, force: true }));

describe('site assets', () => {
  it('draws the link-preview card at 1200 × 630 and icons at their sizes', () => {
    expect(pngSize(svgToPng(homeCardSvg(fixtureProfile, fixtureProject.title), 1200))).toEqual({
      width: 1200,
      height: 630,
    });
    const letters = initialsPath(fixtureProfile.name, 512, () => undefined);
    expect(pngSize(svgToPng(iconSvg(512, fixtureProfile.name, letters), 180))).toEqual({
      width: 180,
      height: 180,
    });
  });

  it('draws the card text with the bundled fonts (it has ink where the name is)', () => {
    const card = homeCardSvg(fixtureProfile, fixtureProject.title);
    const withText = svgToPng(card, 1200).length;
    const withoutText = svgToPng(card.replace(/<text[\s\S]*?<\/text>/g, ''), 1200).length;
    expect(withText).toBeGreaterThan(withoutText + 2000);
  });

  it('draws a name and words in scripts the card fonts have not (Devanagari, Chinese) from fallback fonts, never as boxes', async () => {
    // Two names that differ in one letter, and two titles in one character: drawn as boxes (a
    // font's "no glyph"), each pair would be the same picture.
    const homeCard = async (name: string, title: string) => {
      const dist = await mkdtemp(join(tmpdir(), 'site-assets-scripts-'));
      await cp(fixtureImages(), join(dist, 'images'), { recursive: true });
      try {
        const project = projectPageOf({ ...minimalProject, title });
        await writeSiteAssets(
          dist,
          config,
          [home, project],
          { ...fixtureProfile, name },
          madeUpLook,
        );
        return await readFile(join(dist, cardImageFile(home)));
      } finally {
        await rm(dist, { recursive: true, force: true });
      }
    };
    const [first, otherName, otherTitle] = await Promise.all([
      homeCard('कमल शर्मा', '深圳'),
      homeCard('खमल शर्मा', '深圳'),
      homeCard('कमल शर्मा', '北京'),
    ]);
    expect(first.equals(otherName)).toBe(false);
    expect(first.equals(otherTitle)).toBe(false);
    // A letter no font has (Thai) beside them: the card is still made, never a failed build.
    expect(await homeCard('कमल ก', '深圳')).toBeInstanceOf(Buffer);
    // Without the fallback fonts, the same letters are boxes alike: the check above could fail.
    const boxes = (name: string) =>
      svgToPng(homeCardSvg({ ...fixtureProfile, name }, '深圳'), 1200);
    expect(boxes('कमल शर्मा').equals(boxes('खमल शर्मा'))).toBe(true);
  });

  it('names the owner and every tracked project on Home’s card', async () => {
    const svg = await cardSvg(home, fixturePages, fixtureImages(), fixtureProfile);
    expect(svg).toContain(escapeMarkup(fixtureProfile.name));
    for (const project of [fixtureProject, minimalProject])
      expect(svg).toContain(escapeMarkup(project.title));
  });

  it('draws a project’s card from its own title, tagline, badge and hero picture', async () => {
    const svg = await cardSvg(fixturePages[1]!, fixturePages, fixtureImages(), fixtureProfile);
    expect(svg).toContain(escapeMarkup(fixtureProject.title));
    expect(svg).toContain(escapeMarkup(fixtureProject.tagline));
    expect(svg).toContain(escapeMarkup(fixtureProject.badge.toUpperCase()));
    // The hero drawing is embedded rasterised with the bundled fonts, so the card needs nothing from outside.
    const hero = await readFile(
      join(fixtureRoot, 'public', 'images', fixtureProject.heroImage.file),
      'utf8',
    );
    const png = svgToPng(hero, 1040).toString('base64');
    expect(svg).toContain(`href="data:image/png;base64,${png}"`);
    expect(svg).toBe(
      projectCardSvg(fixtureProfile, fixtureProject, `data:image/png;base64,${png}`),
    );
    expect(pngSize(svgToPng(svg, 1200))).toEqual({ width: 1200, height: 630 });
  });

  it('embeds a photo hero as PNG, whatever its own format', async () => {
    const photo = 'fixture-hero-photo.jpg';
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toFile(join(fixtureRoot, 'public', 'images', photo));
    const page = projectPageOf({
      ...minimalProject,
      heroImage: { ...minimalProject.heroImage, file: photo },
    });
    const svg = await cardSvg(page, fixturePages, fixtureImages(), fixtureProfile);
    const dataUrl = /href="data:image\/png;base64,([^"]+)"/.exec(svg)?.[1];
    expect(dataUrl).toBeDefined();
    // Scaled down to the card's width, never beyond it.
    const embedded = await sharp(Buffer.from(dataUrl!, 'base64')).metadata();
    expect([embedded.format, embedded.width]).toEqual(['png', 1040]);
  });

  it("draws the icons from the owner's initials, as outlines, in any script, titled with the name", async () => {
    const icons = async (name: string) => {
      const dist = await mkdtemp(join(tmpdir(), 'site-assets-icons-'));
      await cp(fixtureImages(), join(dist, 'images'), { recursive: true });
      try {
        await writeSiteAssets(dist, config, [home], { ...fixtureProfile, name }, madeUpLook);
        return {
          favicon: await readFile(join(dist, 'favicon.svg'), 'utf8'),
          png: await readFile(join(dist, 'apple-touch-icon.png')),
        };
      } finally {
        await rm(dist, { recursive: true, force: true });
      }
    };
    const [first, otherInitial, sameInitials, devanagari, otherDevanagari] = await Promise.all([
      icons('Robin Quill'),
      icons('Robin Vale'),
      icons('Rosa Quint'),
      icons('कमल शर्मा'),
      icons('खमल शर्मा'),
    ]);
    expect(first.favicon).toContain(`<title>Robin Quill</title>`);
    // The letters are paths: a favicon's <text> would be set in whatever font each device has.
    expect(first.favicon).not.toContain('<text');
    expect(first.favicon).toMatch(/<path d="M[^"]+"/);
    expect(first.favicon).not.toBe(otherInitial.favicon);
    expect(first.png.equals(otherInitial.png)).toBe(false);
    // The initials alone, not the name: RQ and RQ are one icon (but for its title).
    expect(first.favicon.replace(/<title>.*?<\/title>/, '')).toBe(
      sameInitials.favicon.replace(/<title>.*?<\/title>/, ''),
    );
    // Devanagari from the fallback fonts: different letters, different icons, never boxes.
    expect(devanagari.favicon).toMatch(/<path d="M[^"]+"/);
    expect(devanagari.png.equals(otherDevanagari.png)).toBe(false);
    // A letter no font has (Thai): the icon is the band alone, never a failed build.
    expect((await icons('ก ข')).favicon).not.toContain('<path');
  });

  it("draws the icon in the look's band and highlight, and a project's card in its materials", () => {
    const look = drawLook(lookSchema.parse({ accent: '#2255cc', neutral: 'warm' }), [
      { slug: 'arm', look: { surface: 'anodised-orange', ink: '#111111', highlight: 'aluminium' } },
    ]);
    const icon = faviconSvg(fixtureProfile.name, undefined, bandOf(look));
    expect(icon).toContain(`fill="${look.band.band}"`);
    expect(icon).toContain(`fill="${look.band.highlight}"`);
    const card = projectCardSvg(fixtureProfile, fixtureProject, '', undefined, bandOf(look, 'arm'));
    expect(card).toContain(`fill="${look.projectBands.arm!.band}"`);
    expect(look.projectBands.arm!.band).not.toBe(look.band.band);
  });

  it('writes a manifest scoped to the base', () => {
    const manifest = JSON.parse(
      webManifest(config, fixtureProfile.name, 'x', toolbarOf(madeUpLook)),
    ) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      background_color: string;
      theme_color: string;
      icons: Array<{ src: string }>;
    };
    expect(manifest.name).toBe(fixtureProfile.name);
    expect(fixtureProfile.name).toContain(manifest.short_name);
    expect(manifest.start_url).toBe('/portfolio/');
    expect(manifest.scope).toBe('/portfolio/');
    // The browser's toolbar wears the look's own paper, light and dark.
    expect([manifest.background_color, manifest.theme_color]).toEqual([
      madeUpLook.schemes.light.surface,
      madeUpLook.schemes.dark.surface,
    ]);
    expect(manifest.icons.map((icon) => icon.src)).toContain('/portfolio/icons/icon-512.png');
  });

  it('lists the pages in the sitemap and points robots.txt at it; previews are disallowed', () => {
    const urls = fixturePages.map((page) => pageUrl(config, page));
    const xml = sitemap(urls, '2026-11-22');
    expect(xml).toMatch(
      new RegExp(
        `<loc>https://owner\\.github\\.io/portfolio/${fixtureProject.slug}</loc><lastmod>2026-11-22</lastmod>`,
      ),
    );
    expect(xml.match(/<url>/g)).toHaveLength(fixturePages.length);
    expect(sitemap([{ url: urls[1]!, lastModified: '2031-05-02' }])).toContain(
      `<loc>${urls[1]}</loc><lastmod>2031-05-02</lastmod>`,
    );
    expect(robots(config)).toContain('Sitemap: https://owner.github.io/portfolio/sitemap.xml');
    expect(robots({ ...config, noindex: true })).toBe('User-agent: *\nDisallow: /\n');
  });

  it('dates each page by its updates: its own, its project’s newest, the newest of all, else the build', () => {
    const updates = fixtureLog.map((update) =>
      updatePage(projectSummaryOf(fixtureProject), summaryOf(update)),
    );
    const all = [...fixturePages, fixtureLogPage, ...updates];
    const newest = fixtureLog[0]!.date;
    expect(lastModified(home, all)).toBe(newest);
    expect(lastModified(fixturePages[1]!, all)).toBe(newest);
    expect(lastModified(fixtureLogPage, all)).toBe(newest);
    expect(updates.map((page) => lastModified(page, all))).toEqual(
      fixtureLog.map(({ date }) => date),
    );
    // A project with no update, and a site with none, say the day of the build.
    expect(lastModified(fixturePages[2]!, all)).toBe(builtOn);
    expect(lastModified(home, [home, fixturePages[2]!])).toBe(builtOn);
  });

  it(
    'writes a card for Home and each project, the icons, the manifest, the sitemap and robots.txt',
    { timeout: 30_000 },
    async () => {
      const dist = await mkdtemp(join(tmpdir(), 'site-assets-'));
      const all = [...fixturePages, fixtureLogPage, ...fixtureUpdatePages];
      // The photo step has filled dist/images/ by the time this step runs.
      await cp(fixtureImages(), join(dist, 'images'), { recursive: true });
      try {
        await writeSiteAssets(dist, config, all, fixtureProfile, madeUpLook);
        const carded = all.filter(hasOwnCard);
        expect(carded.map((page) => page.kind)).toEqual([
          'home',
          ...all.filter((page) => page.kind === 'project').map(() => 'project'),
        ]);
        for (const page of carded)
          expect(pngSize(await readFile(join(dist, cardImageFile(page)))), page.id).toEqual({
            width: 1200,
            height: 630,
          });
        // A card in Latin letters is drawn as text in the card fonts, as before: the same PNG.
        expect(
          (await readFile(join(dist, cardImageFile(home)))).equals(
            svgToPng(
              await cardSvg(home, all, join(dist, 'images'), fixtureProfile, undefined, madeUpLook),
              1200,
            ),
          ),
        ).toBe(true);
        // A log and its updates draw nothing of their own: they show their project's card.
        expect((await readdir(join(dist, 'og'), { recursive: true })).sort()).toEqual(
          carded.map((page) => cardImageFile(page).slice('og/'.length)).sort(),
        );
        for (const { file, size } of iconImages)
          expect(pngSize(await readFile(join(dist, file)))).toEqual({ width: size, height: size });
        const manifest = JSON.parse(await readFile(join(dist, 'manifest.webmanifest'), 'utf8')) as {
          name: string;
        };
        expect(manifest.name).toBe(fixtureProfile.name);
        const xml = await readFile(join(dist, 'sitemap.xml'), 'utf8');
        expect(xml.match(/<url>/g)).toHaveLength(all.length);
        for (const page of all)
          expect(xml).toContain(
            `<loc>${pageUrl(config, page)}</loc><lastmod>${lastModified(page, all)}</lastmod>`,
          );
        expect(await readFile(join(dist, 'robots.txt'), 'utf8')).toBe(robots(config));
      } finally {
        await rm(dist, { recursive: true, force: true });
      }
    },
  );
});
