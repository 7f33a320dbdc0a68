// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { afterEach, describe, expect, it } from 'vitest';
import type { Look } from '../../../src/content-model/schema';
import { roleVariable, scriptFallbackFamily, systemStacks } from '../../../src/styles/fonts';
import {
  budgetBytes,
  makeLookFonts,
  nearestWeight,
  withLookFonts,
  writeLookFonts,
  type LookFonts,
} from './look-fonts';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Made up</title></head><body><div id="root">${body}</div></body></html>`;

// A made-up site: a heading in two weights, text with a bold word, a figure, and a page whose
// heading holds letters beyond Latin-1 (another of the family's slices).
const pages = [
  {
    name: 'index.html',
    html: page(
      '<h1 class="font-bold">Quill &amp; Quartz</h1><p>Every gear meshes <strong>twice</strong>.</p>' +
        '<span class="font-mono">12.5 mm</span>',
    ),
  },
  {
    name: 'lathe.html',
    html: page('<h2 class="font-semibold">Żuraw łódź</h2><p>Turned by hand.</p>'),
  },
];
const appText = 'Search';
const look: Look['fonts'] = { headings: 'Space Grotesk', body: 'Inter', figures: 'IBM Plex Mono' };
const system: Look['fonts'] = { headings: 'system', body: 'system', figures: 'system' };

const folders: string[] = [];
const scratch = () => {
  const folder = mkdtempSync(join(tmpdir(), 'look-fonts-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const made = (fonts: Look['fonts'], budget?: number) =>
  makeLookFonts(fonts, pages, appText, '/portfolio/', budget);
const preloaded = (fonts: LookFonts, index: number) =>
  fonts.preloads[index]!.map((link) => link.match(/href="\/portfolio\/fonts\/([^"]+)"/)![1]);

describe('the look’s fonts', () => {
  it('cost nothing for system everywhere: no file, no byte on any page', async () => {
    const fonts = await made(system);
    const dist = scratch();
    await writeLookFonts(dist, fonts);
    expect(readdirSync(dist)).toEqual([]);
    expect(fonts.lines).toEqual([]);
    pages.forEach(({ html }, index) => expect(withLookFonts(html, fonts, index)).toBe(html));
  });

  it('cut each chosen family to the site’s characters, in the weights its role draws', async () => {
    const fonts = await made(look);
    const faces = fonts.faces.map((face) => `${face.family} ${face.slice} ${face.weight}`).sort();
    expect(faces).toEqual([
      // Every face holds the site's characters (the app may draw any of them in any role); a
      // browser asks for a slice only when a page's text in that role needs it (unicode-range).
      'IBM Plex Mono latin 400',
      'IBM Plex Mono latin-ext 400',
      'Inter latin 400',
      'Inter latin 700',
      'Inter latin-ext 400',
      'Inter latin-ext 700',
      'Space Grotesk latin 600',
      'Space Grotesk latin 700',
      'Space Grotesk latin-ext 600',
      'Space Grotesk latin-ext 700',
    ]);
    const site = new Set([...(pages.map(({ html }) => html).join('') + appText)]);
    for (const face of fonts.faces) {
      const font = fontkit.create(face.bytes) as fontkit.Font;
      // Every character it claims is drawn by it, and each is the site's.
      for (const codePoint of face.codePoints) {
        expect(font.hasGlyphForCodePoint(codePoint)).toBe(true);
        expect(site.has(String.fromCodePoint(codePoint))).toBe(true);
      }
      expect(fonts.css).toContain(`unicode-range:`);
    }
    expect(
      fonts.faces
        .find((face) => face.slice === 'latin-ext')!
        .codePoints.map((c) => String.fromCodePoint(c))
        .sort()
        .join(''),
    ).toBe('łźŻ');
    expect(fonts.lines).toHaveLength(3);
    expect(fonts.lines[0]).toMatch(
      /^Inter \(body\): weights 400, 700, \d+ characters, [\d.]+ kB in 4 file\(s\)$/,
    );
  });

  it('write hashed woff2 files, declare them with their fallbacks and set the roles’ variables', async () => {
    const fonts = await made(look);
    const dist = scratch();
    await writeLookFonts(dist, fonts);
    for (const face of fonts.faces) {
      const bytes = readFileSync(join(dist, face.file));
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
      expect(face.file).toBe(
        `fonts/${face.family.toLowerCase().replaceAll(' ', '-')}-${face.slice}-${face.weight}-${hash}.woff2`,
      );
      expect(fonts.css).toContain(
        `@font-face{font-family:"${face.family}";font-style:normal;font-weight:${face.weight};font-display:optional;src:url(/portfolio/${face.file}) format("woff2")`,
      );
    }
    expect(fonts.css).toContain('@font-face{font-family:"Inter Fallback Arial"');
    expect(fonts.css).toContain(
      `${roleVariable('body')}:"Inter","Inter Fallback Arial","Inter Fallback Roboto",${systemStacks.body.join(',')}`,
    );
    expect(fonts.css).toContain(
      `${roleVariable('figures')}:"IBM Plex Mono","IBM Plex Mono Fallback Courier New",`,
    );
    expect(fonts.css).toMatch(
      new RegExp(`${roleVariable('headings')}:[^;}]*"${scriptFallbackFamily}"[;}]`),
    );

    const html = withLookFonts(pages[0]!.html, fonts, 0);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<style>${fonts.css}</style>`);
    expect(head).toContain('<link rel="preload" href="/portfolio/fonts/inter-latin-400-');
  });

  it('keep system headings in the system’s stack beside a chosen text family', async () => {
    const fonts = await made({ ...system, body: 'Atkinson Hyperlegible' });
    expect(fonts.css).toContain(`${roleVariable('headings')}:${systemStacks.headings.join(',')}`);
    expect(fonts.faces.every((face) => face.family === 'Atkinson Hyperlegible')).toBe(true);
  });

  it('preload on each page only the faces its own text draws, within the budget', async () => {
    const fonts = await made(look);
    const first = preloaded(fonts, 0);
    expect(first.map((file) => file.replace(/-[0-9a-f]{8}\.woff2$/, '')).sort()).toEqual([
      'ibm-plex-mono-latin-400',
      'inter-latin-400',
      'inter-latin-700',
      'space-grotesk-latin-700',
    ]);
    expect(
      preloaded(fonts, 1).some((file) => file.startsWith('space-grotesk-latin-ext-600-')),
    ).toBe(true);
    const bytes = (files: string[]) =>
      files.reduce(
        (sum, file) =>
          sum + fonts.faces.find((face) => face.file === `fonts/${file}`)!.bytes.length,
        0,
      );
    expect(bytes(first)).toBeLessThanOrEqual(budgetBytes);

    // Past the budget, the rest are not preloaded, and the build says so in one line.
    const tight = await made(look, bytes(first) - 1);
    expect(preloaded(tight, 0).length).toBeLessThan(first.length);
    expect(bytes(preloaded(tight, 0))).toBeLessThan(bytes(first));
    expect(tight.lines.filter((line) => line.includes('would preload more than'))).toHaveLength(1);
    expect(tight.lines.at(-1)).toContain('index.html (');
  });

  it('take the weight the browser would, where the family lacks the one asked for', () => {
    const atkinson = [400, 700];
    expect([300, 400, 500, 600, 700, 800].map((weight) => nearestWeight(atkinson, weight))).toEqual(
      [400, 400, 400, 700, 700, 700],
    );
    expect(nearestWeight([300, 500, 700], 400)).toBe(500);
    expect(nearestWeight([300, 400, 700], 500)).toBe(400);
  });

  it('never write into a folder for system', async () => {
    const dist = scratch();
    await writeLookFonts(dist, await made(system));
    expect(existsSync(join(dist, 'fonts'))).toBe(false);
  });
});
