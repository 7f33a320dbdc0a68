/**
 * The shape of content/look.yml (the site's colours, corners and type) and of a tracked
 * project's `look:` in its project.yml (the materials its page is dressed in). Every field is
 * optional: the board's look (src/styles/looks.ts, defaultLook) fills what is left out. The build
 * derives every colour the pages use from these and keeps each one readable (scripts/site/look/).
 */
import { z } from 'zod';
import { fontChoices, type FontChoice } from '../../styles/font-families.ts';
import {
  accents,
  corners,
  defaultLook,
  materials,
  neutrals,
  type AccentName,
  type MaterialName,
} from '../../styles/looks.ts';

const hexPattern = /^#[0-9a-f]{6}$/i;
const names = (list: object) => Object.keys(list).join(', ');

/**
 * A colour by name (one of `choices`) or as #rrggbb, lower-cased. An unquoted #rrggbb is a YAML
 * comment, read as nothing: the message says to quote it.
 */
function namedOrHex<Name extends string>(choices: Record<Name, unknown>, what: string) {
  const allowed = `one of ${names(choices)}, or a colour written "#rrggbb" in quotes, such as "#ffd400"`;
  return (
    z
      .string({
        error: (issue) =>
          issue.input === null
            ? `is empty: a colour written #rrggbb must be in quotes ("#ffd400"), since # starts a comment in YAML; or write ${allowed}`
            : `must be ${allowed}`,
      })
      .trim()
      .toLowerCase()
      .refine(
        (value) => Object.hasOwn(choices, value) || hexPattern.test(value),
        `must be ${allowed}`,
      )
      .transform((value) => value as Name | `#${string}`)
      // `colour`: the form editor's colour picker, which also takes a name typed into it.
      .meta({
        description: `${what}: ${names(choices)}, or any "#rrggbb" (in quotes)`,
        colour: Object.keys(choices),
      })
  );
}

/** One of a fixed list, lower-cased, with the list in its message. */
function oneOf<Name extends string>(choices: Record<Name, unknown>, what: string) {
  const list = Object.keys(choices) as [Name, ...Name[]];
  return (
    z
      .string({ error: `must be one of ${list.join(', ')}` })
      .trim()
      .toLowerCase()
      .pipe(z.enum(list, { error: `must be one of ${list.join(', ')}` }))
      // `enum`: editors complete it, and the form editor offers a choice.
      .meta({ description: `${what}: ${list.join(', ')}`, enum: list })
  );
}

/** A font family by its name, as the list writes it (case and spaces as written there). */
function font(what: string) {
  const list = fontChoices.join(', ');
  return z
    .string({ error: `must be one of ${list}` })
    .trim()
    .transform((value) => fontChoices.find((name) => name.toLowerCase() === value.toLowerCase()))
    .refine((value): value is FontChoice => value !== undefined, `must be one of ${list}`)
    .transform((value) => value as FontChoice)
    .meta({
      description: `${what}: ${list} (system, the default, downloads nothing)`,
      enum: fontChoices,
    });
}

/** content/look.yml: the site's colours, corners and type. */
export const lookSchema = z
  .strictObject({
    accent: namedOrHex(accents, 'The colour of links, marks and highlights')
      .default(defaultLook.accent)
      .meta({ examples: ['gold', '#ffd400'] }),
    neutral: oneOf(neutrals, 'The paper, ink and lines of the pages').default(defaultLook.neutral),
    corners: oneOf(corners, 'How round cards, buttons and pictures are').default(
      defaultLook.corners,
    ),
    fonts: z
      .strictObject({
        headings: font('The headings').default('system'),
        body: font('The text').default('system'),
        figures: font('The monospace of specifications, costs and dates').default('system'),
      })
      .default({ headings: 'system', body: 'system', figures: 'system' })
      .meta({
        description:
          'The type of the pages; a family other than system is served from the site itself',
      }),
  })
  .meta({ title: 'Your look' });
export type Look = z.infer<typeof lookSchema>;
export type AccentChoice = AccentName | `#${string}`;

/** A project's materials: what its page's bands, their text and their highlights are made of. */
export const projectLookSchema = z
  .strictObject({
    surface: namedOrHex(materials, "The band's material, such as soldermask-black"),
    ink: namedOrHex(materials, 'What is printed on it, such as silkscreen-white'),
    highlight: namedOrHex(materials, 'Its highlights and buttons, such as enig-gold'),
  })
  .meta({
    description:
      'What the project is made of: its page\'s dark bands, their text and highlights, and its Home card and link preview wear them (a named material, or any "#rrggbb")',
  });
export type ProjectLook = z.infer<typeof projectLookSchema>;
export type MaterialChoice = MaterialName | `#${string}`;
