/**
 * What a finished page draws in each font role (src/styles/fonts.ts) and weight: the text of its
 * body under the classes and elements that set them, read from its HTML the way the browser's
 * cascade would (a font-mono class wins over a heading's base rule; weights inherit; <strong> is
 * bolder). ./look-fonts.ts declares only the weights a role draws somewhere, and each page
 * preloads only the faces its own text needs.
 */
import { Parser } from 'htmlparser2';
import type { FontRole } from '../../../src/styles/fonts';

/** Elements whose content is never drawn as text. */
const neverText = new Set(['script', 'style', 'template', 'title']);

/** Tailwind's font-weight utilities (any variant, sm:font-bold as much as font-bold). */
const weightClasses: Record<string, number> = {
  'font-thin': 100,
  'font-extralight': 200,
  'font-light': 300,
  'font-normal': 400,
  'font-medium': 500,
  'font-semibold': 600,
  'font-bold': 700,
  'font-extrabold': 800,
  'font-black': 900,
};

/** Tailwind's font-family utilities, by the role each draws in (tailwind.config.ts). */
const roleClasses: Record<string, FontRole> = {
  'font-sans': 'body',
  'font-headings': 'headings',
  'font-mono': 'figures',
};

/** Elements a base rule puts in a role: headings (src/styles/index.css), code (Tailwind's preflight). */
const roleTags: Record<string, FontRole> = {
  h1: 'headings',
  h2: 'headings',
  h3: 'headings',
  h4: 'headings',
  h5: 'headings',
  h6: 'headings',
  code: 'figures',
  kbd: 'figures',
  samp: 'figures',
  pre: 'figures',
};

/** CSS's `bolder`, which <strong> and <b> are drawn in (CSS Fonts 4, "Relative weights"). */
export const bolder = (weight: number) => (weight < 350 ? 400 : weight < 550 ? 700 : 900);

/** `body 400`: a role and a weight, as the keys of what a page draws. */
export type RoleWeight = `${FontRole} ${number}`;

/** The characters a page draws in each role and weight; roles it never draws are absent. */
export type DrawnText = Map<RoleWeight, string>;

interface Context {
  role: FontRole;
  weights: number[];
  skip: boolean;
  richText: boolean;
}

/**
 * What `html`'s body draws in each role and weight: its text and the alt text and placeholders
 * it may draw. An element with a weight class under a variant (`sm:font-bold`) may draw in
 * either weight, so its text counts for both.
 */
export function drawnText(html: string): DrawnText {
  const drawn: DrawnText = new Map();
  let inBody = false;
  const add = (context: Context, text: string) => {
    if (!inBody || context.skip || !text.trim()) return;
    for (const weight of context.weights) {
      const key: RoleWeight = `${context.role} ${weight}`;
      drawn.set(key, (drawn.get(key) ?? '') + text);
    }
  };
  const stack: Context[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'body') inBody = true;
        const parent = stack.at(-1) ?? {
          role: 'body',
          weights: [400],
          skip: false,
          richText: false,
        };
        const classes = (attributes.class ?? '').split(/\s+/);
        const base = (token: string) => token.slice(token.lastIndexOf(':') + 1);
        const richText = parent.richText || classes.includes('rich-text');
        let role = roleTags[name] ?? parent.role;
        for (const token of classes) role = roleClasses[base(token)] ?? role;
        let weights = parent.weights;
        // The components' rules for the owner's Markdown (src/styles/index.css), then the browser's.
        if (richText && ['strong', 'a'].includes(name)) weights = [600];
        else if (name === 'strong' || name === 'b') weights = [...new Set(weights.map(bolder))];
        else if (name === 'th') weights = [700];
        const fromClasses = classes.map((token) => weightClasses[base(token)]).filter(Boolean);
        const unprefixed = classes.filter((token) => token in weightClasses);
        if (fromClasses.length > 0)
          weights = [
            ...new Set([...(unprefixed.length > 0 ? [] : weights), ...fromClasses]),
          ] as number[];
        const context = {
          role,
          weights,
          skip: parent.skip || neverText.has(name),
          richText,
        };
        stack.push(context);
        for (const attribute of ['alt', 'placeholder'])
          if (attributes[attribute]) add(context, attributes[attribute]);
      },
      ontext(data) {
        const context = stack.at(-1);
        if (context) add(context, data);
      },
      onclosetag() {
        stack.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return drawn;
}
