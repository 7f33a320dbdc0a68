// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resumeFile } from '../../../../src/content-model/content-files';
import type { JsonResume } from '../../../../src/content-model/schema';
import { smallResume, worldResume } from '../../../lab/unit-tests/fixture-resume';
import { pdfFonts } from '../../../lab/unit-tests/pdf-fonts';
import { inReadingOrder, readTaggedPdf } from '../../../lab/unit-tests/read-tagged-pdf';
import { resumePdf } from '../resume-pdf';
import { FontStack } from './fonts';

const date = new Date('2026-02-03T04:05:06Z');
const pdfOf = (resume: JsonResume) => resumePdf(resume, { siteUrl: resume.basics.url, date });

// The fields of the fixture written in scripts Inter does not have.
const [job] = worldResume.work;
const foreign = [worldResume.basics.name, job!.name, job!.location!, ...job!.highlights];

describe('resumePdf of an owner who writes in other scripts', () => {
  const made = pdfOf(worldResume);
  const reading = made.then(readTaggedPdf);

  it('reads every field back as it was written, in the element of its line', async () => {
    // Spaces as a reader finds them: pdfjs adds one where it sees a gap between two pieces.
    const squash = (text: string) => text.replace(/\s+/g, ' ');
    const lines = inReadingOrder((await reading).pages)
      .filter((element) => ['H1', 'H3', 'P', 'LBody'].includes(element.role))
      .map((element) => squash(element.text));
    for (const text of foreign)
      expect(
        lines.some((line) => line.includes(squash(text))),
        text,
      ).toBe(true);
  });

  it('draws every glyph from a font that has it: no .notdef (glyph 0), no box', async () => {
    const { glyphs } = await reading;
    expect(glyphs.length).toBeGreaterThan(0);
    // pdfjs keeps no outline for a space, so only a space may be "not in the font".
    const missing = glyphs.filter(
      (glyph) => glyph.code === 0 || (!glyph.inFont && glyph.unicode.trim()),
    );
    expect(missing).toEqual([]);
    // Every character of the foreign fields is drawn by some glyph (a ligature's first one).
    const drawn = new Set(glyphs.map((glyph) => glyph.unicode).join(''));
    for (const character of foreign.join('').replace(/\s/g, ''))
      if (/\p{L}/u.test(character)) expect(drawn, character).toContain(character);
  });

  it('embeds every font it uses, Inter and the fallbacks the fields need', async () => {
    const fonts = pdfFonts(await made);
    for (const font of fonts) expect(font, font.name).toMatchObject({ embedded: true });
    expect(fonts.filter((font) => !/Inter/.test(font.name)).length).toBeGreaterThan(0);
  });

  it('embeds Inter alone for a resume in Latin letters, and stays as small', async () => {
    const latin = await pdfOf(smallResume);
    expect(pdfFonts(latin).every((font) => /Inter/.test(font.name))).toBe(true);
    expect(pdfFonts(latin).length).toBeLessThan(pdfFonts(await made).length);
  });

  it('is tagged like any other: the Devanagari name is the H1', async () => {
    const h1 = inReadingOrder((await reading).pages).find((element) => element.role === 'H1');
    expect(h1?.text).toBe(worldResume.basics.name);
  });

  it('warns of a character no font has, naming the file, the field, the character and its code point, and leaves it out', async () => {
    // Linear B, which neither Inter nor any fallback family has.
    const resume: JsonResume = {
      ...worldResume,
      work: [{ ...job!, position: `${job!.position} \u{10000}` }],
    };
    const warnings: string[] = [];
    const made = await resumePdf(resume, {
      siteUrl: resume.basics.url,
      date,
      warn: (message) => warnings.push(message),
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(resumeFile);
    expect(warnings[0]).toContain('work[0].position');
    expect(warnings[0]).toContain('"\u{10000}" (U+10000)');
    // The PDF is made all the same, without that character, and with no box in its place.
    const back = await readTaggedPdf(made);
    const text = inReadingOrder(back.pages)
      .map((element) => element.text)
      .join('\n');
    expect(text).toContain(job!.position);
    expect(text).not.toContain('\u{10000}');
    expect(back.glyphs.filter((glyph) => glyph.code === 0)).toEqual([]);
  });

  it('prints an emoji in a name from an outline emoji font, not as a box', async () => {
    const name = `${worldResume.basics.name} 🚀`;
    const warnings: string[] = [];
    const made = await resumePdf(
      { ...worldResume, basics: { ...worldResume.basics, name } },
      { siteUrl: worldResume.basics.url, date, warn: (message) => warnings.push(message) },
    );
    expect(warnings).toEqual([]);
    const back = await readTaggedPdf(made);
    expect(back.glyphs.map((glyph) => glyph.unicode).join('')).toContain('🚀');
    expect(back.glyphs.filter((glyph) => glyph.code === 0)).toEqual([]);
  });
});

describe('FontStack', () => {
  it('makes the stacks of two resumes at once, each whole (fonts are decompressed one at a time)', async () => {
    const texts = [[worldResume.basics.name], [job!.name, job!.location!]];
    const stacks = await Promise.all(texts.map((text) => FontStack.for(text)));
    stacks.forEach((stack, index) => {
      expect(stack.faces.length).toBeGreaterThan(1);
      for (const text of texts[index]!) expect(stack.missing(text)).toEqual([]);
    });
  });

  it('splits text into runs: Inter first, a fallback for what Inter lacks, spaces kept with their words', async () => {
    const name = worldResume.basics.name;
    const stack = await FontStack.for([`Ada ${name}`]);
    const runs = stack.split(`Ada ${name}`);
    expect(runs.map((run) => [run.text, run.face.fallback])).toEqual([
      ['Ada ', false],
      [name, true],
    ]);
  });

  it('draws a stress mark on its letter: the two in one face, which places the mark over it', async () => {
    const word = 'Прове\u0301ла';
    const stack = await FontStack.for([word]);
    const runs = stack.split(word);
    expect(runs.map((run) => run.text).join('')).toBe(word);
    const run = runs.find((candidate) => candidate.text.includes('\u0301'))!;
    expect(run.text).toContain('е\u0301');
    // Placed: the font moves the zero-width accent, or draws it left of where it stands.
    const { glyphs, positions } = run.face.font.layout(run.text);
    const accent = glyphs.findIndex((glyph) => glyph.codePoints.includes(0x301));
    const { xOffset, yOffset } = positions[accent]!;
    expect(xOffset !== 0 || yOffset !== 0 || glyphs[accent]!.bbox.minX < 0).toBe(true);
  });

  it('moves a letter to the face of a combining mark Inter lacks, so the two are drawn together', async () => {
    // U+0329, the vertical line below of Yoruba's e̩: in Noto Sans, not in Inter.
    const word = 'Ade\u0329';
    const stack = await FontStack.for([word]);
    expect(stack.split(word).map((run) => [run.text, run.face.fallback])).toEqual([
      ['Ad', false],
      ['e\u0329', true],
    ]);
  });
});
