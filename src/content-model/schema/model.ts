/**
 * The CAD models and circuit boards any content file names: an owner's own export in
 * public/models/ or public/boards/, shown as the build's still pictures of it
 * (scripts/site/models/, scripts/site/boards/), never typed by hand.
 *
 * Neither has a `file` field: pictures are found by theirs (../pictures.ts), and a model's
 * still is a picture the build makes, not one the owner names.
 */
import { z } from 'zod';
import { modelFormats } from '../model-formats.ts';

/** A file name in one of the owner's folders, with no folder of its own. */
const plainFile = (folder: string, example: string) =>
  z
    .string({ error: `must be a file name in public/${folder}/, such as ${example}` })
    .trim()
    .transform((file) => file.replace(new RegExp(`^/?(?:public/)?(?:${folder}/)?`), ''))
    .pipe(
      z.string().regex(/^[\w][\w.-]*$/, 'must be a plain file name, with no folder and no spaces'),
    );

const caption = z
  .union([z.string(), z.number()], { error: 'must be a text' })
  .transform((text) => String(text).trim() || undefined)
  .optional();

/**
 * What a model and a drawing share with a picture: what it shows for people who cannot see it, a
 * caption, and the owner's file offered for download; in the words for `thing` ("model").
 */
const shownFileFields = (thing: string) => ({
  alt: z
    .string({ error: `must be a text: what the ${thing} shows, for people who cannot see it` })
    .meta({ description: `What the ${thing} shows, for people who cannot see it` }),
  caption: caption.meta({
    description: `A line shown under the ${thing}; leave it out for none`,
  }),
  download: z
    .boolean({ error: 'must be true or false' })
    .default(false)
    .meta({
      description: `Offer your original file for download under the ${thing} (off unless you turn it on)`,
    }),
});

/** A 3D model: the file the owner's CAD program exported, and what it shows. */
export const modelSchema = z
  .strictObject({
    source: plainFile('models', 'bracket.step')
      .refine(
        (file) => modelFormats.some((format) => file.toLowerCase().endsWith(format)),
        `must be a model file: ${modelFormats.join(', ')} (export it from your CAD program as one)`,
      )
      .meta({
        designFile: 'models',
        description: `A file in public/models/: ${modelFormats.join(', ')} (your CAD program's export)`,
      }),
    ...shownFileFields('model'),
  })
  .meta({ title: 'CAD model' });
export type Model = z.infer<typeof modelSchema>;

/** The drawing files the build reads: a PDF any CAD program exports, or a DXF profile. */
export const drawingFormats = ['.pdf', '.dxf'] as const;

/** A drawing's format by its file's name ("Bracket.V2.PDF": pdf), or undefined for any other file. */
export function drawingFormat(file: string): 'pdf' | 'dxf' | undefined {
  const name = file.toLowerCase();
  return name.endsWith('.pdf') ? 'pdf' : name.endsWith('.dxf') ? 'dxf' : undefined;
}

/**
 * A drawing: the PDF or DXF the owner's CAD program exported, shown sheet by sheet as the build
 * renders it (scripts/site/drawings/), each sheet opened full screen to zoom into.
 */
export const drawingSchema = z
  .strictObject({
    source: plainFile('drawings', 'bracket.pdf')
      .refine(
        (file) => drawingFormat(file) !== undefined,
        `must be a drawing file: ${drawingFormats.join(' or ')} (export the drawing from your CAD program as one)`,
      )
      .meta({
        designFile: 'drawings',
        description: `A file in public/drawings/: ${drawingFormats.join(' or ')} (your CAD program's export)`,
      }),
    ...shownFileFields('drawing'),
  })
  .meta({ title: 'Drawing' });
export type Drawing = z.infer<typeof drawingSchema>;

/** A colour as a fab house names it, or any hex colour such as "#1a5f2a". */
const colour = (presets: readonly string[], what: string) =>
  z
    .string({ error: `must be ${presets.join(', ')} or a hex colour such as "#1a5f2a"` })
    .trim()
    .refine(
      (value) =>
        presets.some((preset) => preset.toLowerCase() === value.toLowerCase()) ||
        /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value),
      `must be ${presets.join(', ')} or a hex colour such as "#1a5f2a" (quoted: "#…" starts a comment in YAML)`,
    )
    .meta({ description: `The ${what}: ${presets.join(', ')}, or a hex colour` });

/** The fab-house options the build's colours take their names from (scripts/site/boards/colours.ts). */
export const boardPresets = {
  soldermask: ['green', 'black', 'blue', 'red', 'white', 'purple'],
  finish: ['ENIG', 'HASL'],
  silkscreen: ['white', 'black'],
} as const;

/** A circuit board: the Gerber and drill files its PCB program exported, and its colours. */
export const boardSchema = z
  .strictObject({
    fabFiles: plainFile('boards', 'my-board.zip').meta({
      designFile: 'boards',
      description:
        'A folder or a .zip in public/boards/ with the Gerber and drill files your PCB program exported (what the fab house gets)',
    }),
    alt: z
      .string({ error: 'must be a text: what the board is, for people who cannot see it' })
      .meta({ description: 'What the board is, for people who cannot see it' }),
    caption: caption.meta({ description: 'A line shown under the board; leave it out for none' }),
    soldermask: colour(boardPresets.soldermask, 'soldermask colour').default('green'),
    finish: colour(boardPresets.finish, 'surface finish (the exposed copper)').default('HASL'),
    silkscreen: colour(boardPresets.silkscreen, 'silkscreen colour').default('white'),
  })
  .meta({ title: 'Circuit board' });
export type Board = z.infer<typeof boardSchema>;
