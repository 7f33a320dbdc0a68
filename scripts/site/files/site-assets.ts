/**
 * The files around the pages: link-preview images, app icons, the web
 * manifest, sitemap.xml and robots.txt. Written into the build by the
 * prerender step, from the content and the build settings. (The feeds are
 * feeds.ts's.)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import type { Page } from '../../../src/app/pages';
import type { Profile } from '../../../src/content-model/schema';
import type { ColourSchemeName } from '../../../src/styles/colour-roles';
import { bandOf, paperOf, toolbarOf, type DrawnLook } from '../look';
import { initialsOf } from '../../illustrations/monogram';
import {
  cardFonts,
  iconSvg,
  homeCardSvg,
  projectCardSvg,
  type CardText,
  type IconLetters,
  type OtherFonts,
} from '../../illustrations/social';
import type { CardBand } from '../../illustrations/svg';
import { bundledFont, runsPath, textPath } from '../../illustrations/outline-text';
import { escapeMarkup } from '../../shared/escape-markup';
import { builtOn, cardImageFile, lastModified, pageUrl } from '../pages/metadata';
import type { SiteConfig } from '../settings';
import * as fontkit from 'fontkit';
import { FontStack } from './resume-pdf/fonts';

const require = createRequire(import.meta.url);

/** The fonts the cards are drawn with: bundled, so the PNGs are the same on every machine. */
const fontFiles = [
  require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
  require.resolve('@expo-google-fonts/jetbrains-mono/400Regular/JetBrainsMono_400Regular.ttf'),
  require.resolve('@expo-google-fonts/jetbrains-mono/700Bold/JetBrainsMono_700Bold.ttf'),
];

/** Rasterises an SVG to PNG at `width` pixels wide. */
export function svgToPng(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: {
      fontFiles,
      loadSystemFonts: false,
      defaultFontFamily: cardFonts.sans,
      monospaceFamily: cardFonts.mono,
    },
  });
  return resvg.render().asPng();
}

/**
 * A picture as a PNG data: URL the card renderer can draw, whatever its format,
 * from `imagesDir`: the build's images/, where a photo is already upright and
 * at most 1920 px wide (../images/photos.ts), so a phone's original is not decoded again.
 */
async function pictureDataUrl(imagesDir: string, file: string): Promise<string> {
  const path = join(imagesDir, file);
  // A drawing is rasterised here, with the bundled fonts: a nested SVG would lose its text.
  const png = file.endsWith('.svg')
    ? svgToPng(await readFile(path, 'utf8'), 1040)
    : await sharp(path).rotate().resize({ width: 1040, withoutEnlargement: true }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * A page's link-preview card, as SVG, with its pictures from `imagesDir` (none when it is null:
 * for its words alone); `otherFonts` draws a line the card fonts cannot (fallbackFonts below).
 */
export async function cardSvg(
  page: Page,
  pages: readonly Page[],
  imagesDir: string | null,
  profile: Profile,
  otherFonts?: OtherFonts,
  look?: DrawnLook,
): Promise<string> {
  const projectTitles = pages.flatMap((other) =>
    other.kind === 'project' ? [other.project.title] : [],
  );
  if (page.kind === 'home')
    return homeCardSvg(
      profile,
      `Portfolio · ${projectTitles.join(' · ')}`,
      otherFonts,
      look && paperOf(look),
    );
  if (page.kind === 'resume')
    return homeCardSvg(
      profile,
      `${page.navLabel} · ${projectTitles.join(' · ')}`,
      otherFonts,
      look && paperOf(look),
    );
  return projectCardSvg(
    profile,
    page.project,
    imagesDir === null ? '' : await pictureDataUrl(imagesDir, page.project.heroImage.file),
    otherFonts,
    look && bandOf(look, page.project.slug),
  );
}

/**
 * Draws the cards' lines that Inter and JetBrains Mono cannot (a name in Devanagari, a title in
 * Chinese) in the resume PDF's fallback families (./resume-pdf/fonts.ts) as well, as outlines:
 * resvg draws a letter its text's font lacks as a box, looks in no other font, and drops a whole
 * line whose `<tspan>`s mix fonts around a space. Lines of the card fonts alone stay text.
 */
async function fallbackFonts(texts: readonly string[]): Promise<OtherFonts> {
  const stack = await FontStack.for(texts);
  const fallbacks = new Map<string, { regular: fontkit.Font; bold: fontkit.Font }>();
  for (const face of stack.faces)
    if (face.fallback)
      fallbacks.set(face.regular, {
        regular: face.font,
        bold: fontkit.create(face.sources.bold as Buffer) as fontkit.Font,
      });
  return (content, { family, bold, ...setting }) => {
    const split = stack.split(content);
    if (!split.some((run) => run.face.fallback)) return undefined;
    try {
      return outlined(split, family, bold, setting);
    } catch {
      // A letter no font has (Thai, say): the line stays text, that letter a box as before,
      // never a failed build. (The resume's check names such letters: resume-pdf/coverage.ts.)
      return undefined;
    }
  };

  function outlined(
    split: ReturnType<FontStack['split']>,
    family: CardText['family'],
    bold: boolean,
    setting: Omit<CardText, 'family' | 'bold'>,
  ): string {
    // A run's spaces at its ends in the line's own font: the space before a right-to-left run
    // would be set at its end. The spaces within stay, so that a run of words in a right-to-left
    // script is laid out whole, its words in their order. And a fallback's letters unspaced:
    // spaced, joined letters come apart.
    const own = bundledFont(family, bold);
    return runsPath(
      split.flatMap(({ text, face }) => {
        if (!face.fallback) return [{ text, face: own }];
        const [, before, words, after] = /^(\s*)(.*?)(\s*)$/su.exec(text)!;
        const font = fallbacks.get(face.regular)![bold ? 'bold' : 'regular'];
        return [
          { text: before!, face: own },
          { text: words!, face: font, spaced: false },
          { text: after!, face: own },
        ].filter((run) => run.text);
      }),
      setting,
    );
  }
}

/**
 * The owner's initials for an icon `size` units wide: outlined in Inter Bold, or in the fallback
 * fonts for letters it has not (a Devanagari name), then fitted and centred by their drawn box
 * (resvg's), so that every script sits in the middle and two wide letters stay inside. None (the
 * icon is then the band alone) for a name no font has a letter of.
 */
export function initialsPath(
  name: string,
  size: number,
  otherFonts: OtherFonts,
): IconLetters | undefined {
  const initials = initialsOf(name);
  if (!initials) return undefined;
  const at: CardText = {
    x: 0,
    y: 0,
    size: 100,
    family: 'sans',
    bold: true,
    letterSpacing: 0,
    anchor: 'middle',
  };
  let d: string;
  try {
    d = otherFonts(initials, at) ?? textPath(initials, at);
  } catch {
    return undefined;
  }
  const box = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><path d="${d}"/></svg>`,
  ).getBBox();
  if (!box || box.width === 0 || box.height === 0) return undefined;
  // At most 76% of the icon wide and 46% high (Inter's capitals at 46%, a wide pair narrowed).
  const scale = Math.min((0.76 * size) / box.width, (0.46 * size) / box.height);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const x = size / 2 - scale * (box.x + box.width / 2);
  const y = size / 2 - scale * (box.y + box.height / 2);
  return { d, transform: `matrix(${round(scale)} 0 0 ${round(scale)} ${round(x)} ${round(y)})` };
}

/** The favicon, 64 units square: the owner's initials on the site's band, its corners round. */
export function faviconSvg(
  name: string,
  otherFonts: OtherFonts = () => undefined,
  band?: CardBand,
): string {
  return iconSvg(64, name, initialsPath(name, 64, otherFonts), band, true);
}

/** PNG icons for browsers and systems that do not take the SVG favicon. */
export const iconImages = [
  { file: 'apple-touch-icon.png', size: 180 },
  { file: 'icons/icon-192.png', size: 192 },
  { file: 'icons/icon-512.png', size: 512 },
] as const;

export function webManifest(
  config: SiteConfig,
  name: string,
  description: string,
  toolbar: Record<ColourSchemeName, string>,
): string {
  return `${JSON.stringify(
    {
      name,
      short_name: name.split(' ')[0],
      description,
      start_url: config.basePath,
      scope: config.basePath,
      display: 'browser',
      background_color: toolbar.light,
      theme_color: toolbar.dark,
      icons: [
        { src: `${config.basePath}icons/icon-192.png`, sizes: '192x192', type: 'image/png' },
        {
          src: `${config.basePath}icons/icon-512.png`,
          sizes: '512x512',
          type: 'image/png',
          purpose: 'any maskable',
        },
        { src: `${config.basePath}favicon.svg`, sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  )}\n`;
}

/** A page in the sitemap: its address and the day it last changed (YYYY-MM-DD). */
export interface SitemapEntry {
  url: string;
  lastModified: string;
}

/** sitemap.xml: each page with its last change; a bare URL is given `lastModified`. */
export function sitemap(
  pages: ReadonlyArray<string | SitemapEntry>,
  lastModified = builtOn,
): string {
  const entries = pages.map((page) => {
    const entry = typeof page === 'string' ? { url: page, lastModified } : page;
    return `  <url><loc>${escapeMarkup(entry.url)}</loc><lastmod>${entry.lastModified}</lastmod></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Home, the resume and each project draw a link-preview card; a log and its updates show their project's (metadata.ts). */
export function hasOwnCard(page: Page): boolean {
  return page.kind === 'home' || page.kind === 'resume' || page.kind === 'project';
}

export function robots(config: SiteConfig): string {
  // A preview must stay out of search engines (its pages also carry noindex).
  if (config.noindex) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}${config.basePath}sitemap.xml\n`;
}

/**
 * Writes every file above into `dist` (after the photo step has written its
 * pictures into dist/images/): a card for Home and each project, the
 * favicon and icons, the manifest, the sitemap (every page in `pages`, each update's own
 * page included) and robots.txt.
 */
export async function writeSiteAssets(
  dist: string,
  config: SiteConfig,
  pages: readonly Page[],
  profile: Profile,
  look: DrawnLook,
) {
  const write = async (file: string, content: string | Buffer) => {
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), content);
  };
  // The cards' words first, for the fonts they need beyond the bundled ones.
  const cards = pages.filter(hasOwnCard);
  const words: string[] = [initialsOf(profile.name)];
  for (const page of cards)
    await cardSvg(page, pages, null, profile, (content) => void words.push(content));
  const otherFonts = await fallbackFonts(words);
  for (const page of cards)
    await write(
      cardImageFile(page),
      svgToPng(await cardSvg(page, pages, join(dist, 'images'), profile, otherFonts, look), 1200),
    );
  // The owner's initials on the site's band: the favicon, and the PNGs from a 512 square.
  const band = bandOf(look);
  await write('favicon.svg', faviconSvg(profile.name, otherFonts, band));
  const icon = iconSvg(512, profile.name, initialsPath(profile.name, 512, otherFonts), band);
  for (const { file, size } of iconImages) await write(file, svgToPng(icon, size));
  const home = pages[0]!;
  await write(
    'manifest.webmanifest',
    webManifest(config, profile.name, home.description, toolbarOf(look)),
  );
  await write(
    'sitemap.xml',
    sitemap(
      pages.map((page) => ({
        url: pageUrl(config, page),
        lastModified: lastModified(page, pages),
      })),
    ),
  );
  await write('robots.txt', robots(config));
}
