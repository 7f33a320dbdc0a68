/**
 * Every colour the pages use, derived from the owner's few (content/look.yml and each tracked
 * project's `look:`), and each kept readable: the roles of both schemes and of every band
 * (src/styles/colour-roles.ts lists them and what each is drawn on). A colour that does not reach
 * WCAG AA for one use is drawn darker or lighter for that use alone (./readable.ts), and the
 * build says so in one line (adjustmentNotes). What the owner picked is never refused for taste.
 */
import type {
  Look,
  MaterialChoice,
  TrackedProject,
} from '../../../src/content-model/schema/index.ts';
import {
  bandUses,
  colourSchemeNames,
  schemeUses,
  type BandRole,
  type ColourSchemeName,
  type ColourUse,
  type Ground,
  type SchemeRole,
} from '../../../src/styles/colour-roles.ts';
import {
  accents,
  corners,
  materials,
  neutrals,
  type Accent,
  type Material,
  type NeutralRoles,
} from '../../../src/styles/looks.ts';
import { colourSchemes } from '../../../src/styles/palette.ts';
import {
  composite,
  leastContrast,
  lighter,
  lightnessOf,
  mix,
  readable,
  type Hex,
} from './readable.ts';

/** Where a colour the owner picked was written: the file and the field, for the build's note. */
export interface ColourSource {
  file: string;
  field: readonly PropertyKey[];
  /** What the owner wrote there (a name or #rrggbb). */
  found: string;
}

/** One use the owner's colour was drawn differently for, to read. */
export interface Adjustment {
  source: ColourSource;
  /** The colour it started from. */
  from: Hex;
  drawn: Hex;
  /** The use and where: "links on the light pages". */
  use: string;
  /** The contrast it has now, on its faintest ground. */
  ratio: number;
}

export type SchemeColours = Record<SchemeRole, Hex>;
export type BandColours = Record<BandRole, Hex>;

/** The whole look, as the stylesheet, the head, the cards and the PDF draw it. */
export interface DrawnLook {
  schemes: Record<ColourSchemeName, SchemeColours>;
  /** The site's band: its neutral's, with its accent for highlights. */
  band: BandColours;
  /** The bands of the tracked projects that name their materials, by folder name. */
  projectBands: Record<string, BandColours>;
  /** The factor of the sample's corner radii (0: square). */
  corners: number;
  adjustments: Adjustment[];
}

/** The file each source is in. */
export const lookFilePath = 'content/look.yml';
const projectFilePath = (slug: string) => `content/tracked/${slug}/project.yml`;

/**
 * Each use's role drawn readable on its grounds, in the uses' order, with a note where it had to
 * change. A role in `follows` starts from what an earlier one was drawn as (a focus ring from the
 * links' colour, a brighter print from the highlight), not from its own colour.
 */
function drawUses<Role extends string>(
  uses: readonly ColourUse<Role>[],
  colours: Record<Role, Hex>,
  follows: Partial<Record<Role, (drawn: Record<Role, Hex>) => Hex>>,
  sources: Partial<Record<Role, ColourSource>>,
  where: string,
  adjustments: Adjustment[],
): Record<Role, Hex> {
  const drawn = { ...colours };
  const groundOf = (ground: Ground<Role>): Hex =>
    typeof ground === 'string'
      ? drawn[ground]
      : composite(drawn[ground.tint], ground.alpha, drawn[ground.over]);
  for (const { role, on, ratio, use } of uses) {
    const grounds = on.map(groundOf);
    const from = follows[role]?.(drawn) ?? drawn[role];
    drawn[role] = readable(from, grounds, ratio);
    const source = sources[role];
    if (source && drawn[role] !== from)
      adjustments.push({
        source,
        from,
        drawn: drawn[role],
        use: `${use} ${where}`,
        ratio: leastContrast(drawn[role], grounds),
      });
  }
  return drawn;
}

/** A neutral's paper, ink and lines in one scheme, and its band's materials. */
function neutralOf(name: Look['neutral']): {
  light: NeutralRoles;
  dark: NeutralRoles;
  band: Material;
  bandInk: Material;
} {
  const neutral = neutrals[name];
  if ('scale' in neutral) {
    const s = neutral.scale;
    return {
      light: {
        surface: s['50'],
        raised: '#ffffff',
        sunken: s['100'],
        ink: s['900'],
        muted: s['600'],
        line: s['200'],
      },
      dark: {
        surface: s['950'],
        raised: s['900'],
        sunken: mix(s['950'], '#000000', 0.4),
        ink: s['100'],
        muted: s['400'],
        line: s['800'],
      },
      band: { colour: s['950'] },
      bandInk: { colour: s['50'] },
    };
  }
  return { ...neutral, band: materials[neutral.band], bandInk: materials[neutral.bandInk] };
}

const accentOf = (choice: Look['accent']): Accent =>
  choice.startsWith('#')
    ? { light: choice, dark: choice }
    : accents[choice as keyof typeof accents];

const materialOf = (choice: MaterialChoice): Material =>
  choice.startsWith('#') ? { colour: choice } : materials[choice as keyof typeof materials];

/** The statuses' colours: green for completed, amber for in progress, the same on every look. */
const statusRoles = (scheme: ColourSchemeName) => {
  const { done, now, 'done-soft': doneSoft, 'now-soft': nowSoft } = colourSchemes[scheme];
  return { done, 'done-soft': doneSoft, now, 'now-soft': nowSoft };
};

/** One scheme's roles, from the neutral and the accent. */
function drawScheme(
  look: Look,
  scheme: ColourSchemeName,
  adjustments: Adjustment[],
): SchemeColours {
  const accent = accentOf(look.accent);
  const ink = (scheme === 'light' ? accent.lightInk : accent.darkInk) ?? accent[scheme];
  const accentSource = sourceOf(lookFilePath, ['accent'], look.accent);
  const neutralSource = sourceOf(lookFilePath, ['neutral'], look.neutral);
  return drawUses(
    schemeUses,
    {
      ...neutralOf(look.neutral)[scheme],
      accent: accent[scheme],
      'accent-ink': ink,
      focus: ink,
      ...statusRoles(scheme),
    },
    // The focus ring is the links' colour as drawn, then kept readable for its own use.
    { focus: (drawn) => drawn['accent-ink'] },
    { ink: neutralSource, muted: neutralSource, 'accent-ink': accentSource, focus: accentSource },
    scheme === 'light' ? 'on the light pages' : 'on the dark pages',
    adjustments,
  );
}

/** Where a colour was written, for the notes. */
const sourceOf = (file: string, field: readonly PropertyKey[], found: string): ColourSource => ({
  file,
  field,
  found,
});

/**
 * A band from its three materials. The shades not tuned are derived: the surface's raised area
 * and lines from the surface, a dimmer print from the print and the band, and a brighter
 * highlight from the highlight as drawn (so a highlight lifted to read is brighter still on hover).
 */
function drawBand(
  surface: Material,
  ink: Material,
  highlight: Material,
  sources: { ink?: ColourSource; highlight?: ColourSource },
  where: string,
  adjustments: Adjustment[],
): BandColours {
  // Shades step away from the surface: lighter on a dark band, darker on a light one.
  const away = lightnessOf(surface.colour) < 0.6 ? 1 : -1;
  const start: BandColours = {
    band: surface.colour,
    'band-raised': surface.raised ?? lighter(surface.colour, away * 0.04),
    'band-line': surface.line ?? lighter(surface.colour, away * 0.12),
    'band-ink': ink.colour,
    'band-ink-dim': ink.dim ?? mix(ink.colour, surface.colour, 0.3),
    highlight: highlight.colour,
    'highlight-bright': highlight.bright ?? highlight.colour,
    'band-focus': highlight.colour,
  };
  return drawUses(
    bandUses,
    start,
    {
      ...(highlight.bright
        ? {}
        : { 'highlight-bright': (drawn) => lighter(drawn.highlight, away * 0.06) }),
      // The ring on the band is its brighter highlight as drawn.
      'band-focus': (drawn) => drawn['highlight-bright'],
    },
    {
      'band-ink': sources.ink,
      'band-ink-dim': sources.ink,
      highlight: sources.highlight,
      'highlight-bright': sources.highlight,
      'band-focus': sources.highlight,
    },
    where,
    adjustments,
  );
}

/** The whole look from the owner's choices: both schemes, the site's band and each project's. */
export function drawLook(
  look: Look,
  projects: readonly Pick<TrackedProject, 'slug' | 'look'>[],
): DrawnLook {
  const adjustments: Adjustment[] = [];
  const schemes = Object.fromEntries(
    colourSchemeNames.map((scheme) => [scheme, drawScheme(look, scheme, adjustments)]),
  ) as DrawnLook['schemes'];
  const neutral = neutralOf(look.neutral);
  const accent = accentOf(look.accent);
  const band = drawBand(
    neutral.band,
    neutral.bandInk,
    { colour: accent.dark, ...(accent.darkInk ? { bright: accent.darkInk } : {}) },
    {
      ink: sourceOf(lookFilePath, ['neutral'], look.neutral),
      highlight: sourceOf(lookFilePath, ['accent'], look.accent),
    },
    'on the navigation bar and the bands',
    adjustments,
  );
  const projectBands = Object.fromEntries(
    projects.flatMap(({ slug, look: materialsOf }) => {
      if (!materialsOf) return [];
      const source = (field: 'ink' | 'highlight') =>
        sourceOf(projectFilePath(slug), ['look', field], materialsOf[field]);
      return [
        [
          slug,
          drawBand(
            materialOf(materialsOf.surface),
            materialOf(materialsOf.ink),
            materialOf(materialsOf.highlight),
            { ink: source('ink'), highlight: source('highlight') },
            "on its page's bands",
            adjustments,
          ),
        ],
      ];
    }),
  );
  return { schemes, band, projectBands, corners: corners[look.corners], adjustments };
}
