/**
 * The look's colours on made-up looks: whatever an owner picks, every role reads on every ground
 * it is drawn on, a colour that reads is left as picked, and one that does not is moved in
 * lightness alone, for that use alone, with a note that names where it was written.
 */
import { describe, expect, it } from 'vitest';
import { lookSchema, type ProjectLook } from '../../../src/content-model/schema';
import { bandUses, schemeUses, type Ground } from '../../../src/styles/colour-roles';
import { accents, corners, materials, neutrals } from '../../../src/styles/looks';
import { adjustmentNotes, drawLook, lookStylesheet, type DrawnLook } from './index';
import { composite, contrast, lightnessOf } from './readable';
import { oklch, parse } from 'culori';

const look = (fields: Record<string, unknown>) => lookSchema.parse(fields);

/** Every use's lowest contrast in a drawn look, with what it is. */
function everyUse(drawn: DrawnLook) {
  const found: Array<{ what: string; ratio: number; needed: number }> = [];
  const check = <Role extends string>(
    colours: Record<Role, string>,
    uses: readonly { role: Role; on: readonly Ground<Role>[]; ratio: number }[],
    where: string,
  ) => {
    for (const { role, on, ratio } of uses)
      for (const ground of on) {
        const hex =
          typeof ground === 'string'
            ? colours[ground]
            : composite(colours[ground.tint], ground.alpha, colours[ground.over]);
        found.push({
          what: `${where} ${role} on ${JSON.stringify(ground)}`,
          ratio: contrast(colours[role], hex),
          needed: ratio,
        });
      }
  };
  check(drawn.schemes.light, schemeUses, 'light');
  check(drawn.schemes.dark, schemeUses, 'dark');
  check(drawn.band, bandUses, 'band');
  for (const [slug, band] of Object.entries(drawn.projectBands)) check(band, bandUses, slug);
  return found;
}

const unreadable = (drawn: DrawnLook) =>
  everyUse(drawn).filter(({ ratio, needed }) => ratio < needed);

/** A project's materials, made up: pairs no one would pick together included. */
const madeUpProjects: Array<{ slug: string; look: ProjectLook }> = [
  { slug: 'arm', look: { surface: 'anodised-orange', ink: '#111111', highlight: 'aluminium' } },
  { slug: 'pale', look: { surface: 'pla-white', ink: 'pla-white', highlight: '#ffff00' } },
  { slug: 'grey', look: { surface: '#777777', ink: '#888888', highlight: '#7a7a7a' } },
  { slug: 'dark', look: { surface: 'carbon-fibre', ink: 'anodised-black', highlight: 'copper' } },
];

describe('every look reads', () => {
  const picks = [
    ...Object.keys(accents),
    '#ffd400',
    '#ffffff',
    '#000000',
    '#777777',
    '#00ff00',
    '#0000ff',
    '#ff00ff',
  ];
  it.each(Object.keys(neutrals))(
    'on the %s neutral, with every accent and odd materials',
    (neutral) => {
      for (const accent of picks) {
        const drawn = drawLook(look({ accent, neutral }), madeUpProjects);
        expect(unreadable(drawn), `${accent} on ${neutral}`).toEqual([]);
      }
    },
  );
});

describe('a colour that does not read', () => {
  const yellow = drawLook(look({ accent: '#ffd400', neutral: 'cool' }), []);

  it('is drawn darker for links on light paper, in its own hue, and left as picked for marks', () => {
    const ink = yellow.schemes.light['accent-ink'];
    expect(ink).not.toBe('#ffd400');
    expect(lightnessOf(ink)).toBeLessThan(lightnessOf('#ffd400'));
    const hue = (hex: string) => oklch(parse(hex))!.h!;
    expect(Math.abs(hue(ink) - hue('#ffd400'))).toBeLessThan(6);
    expect(yellow.schemes.light.accent).toBe('#ffd400');
    // On dark paper it reads as it is.
    expect(yellow.schemes.dark['accent-ink']).toBe('#ffd400');
  });

  it('moves no further than reading needs', () => {
    const ink = yellow.schemes.light['accent-ink'];
    const { surface, raised, sunken } = yellow.schemes.light;
    const least = Math.min(...[surface, raised, sunken].map((ground) => contrast(ink, ground)));
    expect(least).toBeGreaterThanOrEqual(4.5);
    // A step of lightness back towards the yellow would no longer read on some ground.
    const lighterInk = composite('#ffffff', 0.06, ink);
    expect(
      Math.min(...[surface, raised, sunken].map((ground) => contrast(lighterInk, ground))),
    ).toBeLessThan(4.5 + 0.5);
  });

  it('is said in one line, with the place it was written, what is drawn and the contrast', () => {
    const notes = adjustmentNotes(
      yellow.adjustments,
      (file, field) => `${file}:3:9[${field.join('.')}]`,
    );
    expect(notes.length).toBeGreaterThan(0);
    expect(notes[0]).toMatch(
      new RegExp(
        `^content/look\\.yml:3:9\\[accent\\]: accent "#ffd400" is drawn as ${yellow.schemes.light['accent-ink']} for links on the light pages \\((\\d+\\.\\d):1\\)$`,
      ),
    );
    const ratio = Number(/\((\d+\.\d):1\)/.exec(notes[0]!)![1]);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  it("names a project's own material and file when its highlight is moved", () => {
    const drawn = drawLook(look({}), [madeUpProjects[0]!]);
    const notes = adjustmentNotes(drawn.adjustments);
    expect(notes).toContainEqual(
      expect.stringMatching(
        /^content\/tracked\/arm\/project\.yml: look\.highlight "aluminium" is drawn as #[0-9a-f]{6} for buttons and badges on its page's bands \(\d+\.\d:1\)$/,
      ),
    );
  });
});

describe('a colour that reads', () => {
  it('is drawn as picked, with nothing said', () => {
    const drawn = drawLook(look({ accent: '#1d4ed8', neutral: 'grey' }), []);
    expect(drawn.schemes.light['accent-ink']).toBe('#1d4ed8');
    expect(drawn.adjustments.filter(({ use }) => use.includes('light'))).toEqual([]);
  });

  it("keeps a project's materials, named or #rrggbb, on its own band", () => {
    const drawn = drawLook(look({}), [
      {
        slug: 'rig',
        look: { surface: 'soldermask-blue', ink: 'silkscreen-white', highlight: '#f0c040' },
      },
    ]);
    expect(drawn.projectBands.rig).toMatchObject({
      band: materials['soldermask-blue'].colour,
      'band-ink': materials['silkscreen-white'].colour,
      highlight: '#f0c040',
    });
  });
});

describe('the stylesheet', () => {
  const drawn = drawLook(look({ accent: 'teal', neutral: 'slate', corners: 'square' }), [
    madeUpProjects[3]!,
  ]);
  const css = lookStylesheet(drawn);

  it('holds every role of both schemes and the band as "R G B" variables', () => {
    const [root, systemDark, chosenDark] = css.split('\n');
    for (const role of schemeUses.map(({ role }) => role)) {
      expect(root).toMatch(new RegExp(`--${role}:\\d+ \\d+ \\d+[;}]`));
      expect(systemDark).toMatch(new RegExp(`--${role}:\\d+ \\d+ \\d+[;}]`));
      expect(chosenDark).toMatch(new RegExp(`--${role}:\\d+ \\d+ \\d+[;}]`));
    }
    for (const role of bandUses.map(({ role }) => role))
      expect(root).toMatch(new RegExp(`--${role}:\\d+ \\d+ \\d+[;}]`));
    expect(systemDark).toMatch(
      /^@media screen and \(prefers-color-scheme: dark\)\{:root:not\(\[data-theme="light"\]\)\{color-scheme:dark;/,
    );
  });

  it("dresses a project's parts in its materials, and sets the corners", () => {
    expect(css).toContain(`[data-look="dark"]{--band:`);
    expect(css).toContain(`--corners:${corners.square}`);
  });
});
