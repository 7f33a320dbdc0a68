/**
 * The colour roles the pages are drawn with, and what each is drawn on: the one list the
 * stylesheet's variables (tailwind.config.ts), the build's derivation and its contrast check
 * (scripts/site/look/) all read. Components name roles (`text-muted`, `bg-band`), never a colour.
 */

/** The roles that change with the colour scheme: the page's paper, text, accent and statuses. */
export const schemeRoles = [
  'surface',
  'raised',
  'sunken',
  'ink',
  'muted',
  'line',
  'accent',
  'accent-ink',
  'focus',
  'done',
  'done-soft',
  'now',
  'now-soft',
] as const;
export type SchemeRole = (typeof schemeRoles)[number];

/**
 * The roles of the band (the navigation bar, a project page's dark bands, its buttons there):
 * what a project is made of, the same in both schemes, as the object is. A project that names its
 * materials wears its own inside its page and its card; elsewhere the site's (its neutral's band
 * and its accent).
 */
export const bandRoles = [
  'band',
  'band-raised',
  'band-line',
  'band-ink',
  'band-ink-dim',
  'highlight',
  'highlight-bright',
  'band-focus',
] as const;
export type BandRole = (typeof bandRoles)[number];

/** A background a role is drawn on: a role, or a role's tint laid over another (`bg-accent/10`). */
export type Ground<Role extends string> = Role | { tint: Role; alpha: number; over: Role };

/**
 * One use of a role: the grounds it is drawn on, the contrast WCAG AA asks of it there (4.5:1 for
 * text, 3:1 for focus rings and controls), and the words the build's note uses for it.
 */
export interface ColourUse<Role extends string> {
  role: Role;
  on: readonly Ground<Role>[];
  ratio: 4.5 | 3;
  use: string;
}

const paper = ['surface', 'raised', 'sunken'] as const;

/**
 * Every text, ring and control colour of the schemes, on every ground the components draw it on.
 * The accent itself is left out: it fills marks and tints that never carry meaning alone (a
 * bullet, an underline beside a link's own colour), drawn as the owner picked it.
 */
export const schemeUses: readonly ColourUse<SchemeRole>[] = [
  // Text on the paper, on a tint of the accent, and the search's marked words (bg-now-soft).
  {
    role: 'ink',
    on: [...paper, 'now-soft', { tint: 'accent', alpha: 0.1, over: 'surface' }],
    ratio: 4.5,
    use: 'text',
  },
  {
    role: 'muted',
    on: [...paper, { tint: 'accent', alpha: 0.1, over: 'surface' }],
    ratio: 4.5,
    use: 'secondary text',
  },
  {
    role: 'accent-ink',
    on: [
      ...paper,
      { tint: 'accent', alpha: 0.1, over: 'surface' },
      // Home's actions: an icon on a tint of the accent, over the action's paper or its hover.
      { tint: 'accent', alpha: 0.15, over: 'surface' },
      { tint: 'accent', alpha: 0.15, over: 'sunken' },
    ],
    ratio: 4.5,
    use: 'links',
  },
  { role: 'focus', on: paper, ratio: 3, use: 'focus rings' },
  { role: 'done', on: ['done-soft', ...paper], ratio: 4.5, use: 'Completed badges' },
  { role: 'now', on: ['now-soft', ...paper], ratio: 4.5, use: 'In Progress badges' },
];

const band = ['band', 'band-raised'] as const;

/** Every text, ring and button colour of the band, on the band. */
export const bandUses: readonly ColourUse<BandRole>[] = [
  { role: 'band-ink', on: band, ratio: 4.5, use: 'text' },
  { role: 'band-ink-dim', on: band, ratio: 4.5, use: 'quieter text' },
  // Also the fill of the band's buttons, whose words are band-coloured: the same pair.
  { role: 'highlight', on: band, ratio: 4.5, use: 'buttons and badges' },
  { role: 'highlight-bright', on: band, ratio: 4.5, use: 'highlighted text' },
  { role: 'band-focus', on: band, ratio: 3, use: 'focus rings' },
];

/** The colour schemes: light paper, or dark, by the visitor's setting or their choice. */
export const colourSchemeNames = ['light', 'dark'] as const;
export type ColourSchemeName = (typeof colourSchemeNames)[number];

/*
 * Which scheme shows: a theme chosen with the toggle (<html data-theme>, see src/lib/theme.ts)
 * wins; otherwise the system setting. Without JavaScript there is never a data-theme, so the
 * system setting always applies. Dark is for screens only: paper is always printed light. The
 * stylesheet's variables (scripts/site/look/stylesheet.ts) and Tailwind's `dark:` variant
 * (tailwind.config.ts) follow the same rule.
 */
export const chosenDark = '[data-theme="dark"]';
export const chosenLight = '[data-theme="light"]';
export const systemDark = '@media screen and (prefers-color-scheme: dark)';
export const onScreen = '@media screen';

/** The attribute that dresses a part of a page in a tracked project's materials: data-look="<folder>". */
export const projectLookAttribute = 'data-look';

/** The attributes that dress an element and what it holds in a tracked project's materials. */
export const dressedAs = (slug: string) => ({ [projectLookAttribute]: slug });
