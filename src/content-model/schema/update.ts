/** The shape of content/tracked/<project>/updates/*.md: an update's front matter and the update. */
import { z } from 'zod';
import { isoDate, markdownLine, positiveInteger, text, type Html } from './fields.ts';
import {
  boardSchema,
  drawingSchema,
  modelSchema,
  type Board,
  type Drawing,
  type Model,
} from './model.ts';
import { galleryPictureSchema, type GalleryPicture } from './picture.ts';

/**
 * The front matter of a dated update, content/tracked/<project>/updates/*.md;
 * the text below it is the update. Its date is written once: here, or at the
 * start of the file's name (2025-03-14-first-boards.md).
 */
export const updateSchema = z.strictObject({
  title: text.meta({ description: "The update's heading, and its title in lists and feeds" }),
  date: isoDate
    .optional()
    .meta({ description: 'The day of the update, YYYY-MM-DD (or start the file name with it)' }),
  summary: markdownLine.optional().meta({
    description: "One line for lists and feeds (Markdown); by default the text's first paragraph",
  }),
  milestone: positiveInteger.optional().meta({
    description:
      'The milestone of the timeline this update belongs to, by its id (1, 2, 3…), if any',
  }),
  pictures: z.array(galleryPictureSchema).default([]).meta({
    description: 'Photos of the update: the first leads the page, the rest are its gallery',
  }),
  models: z.array(modelSchema).default([]).meta({
    description: 'CAD models shown after the text, each a picture a visitor can turn',
  }),
  boards: z.array(boardSchema).default([]).meta({
    description: 'Circuit boards shown after the text, from their fab files: top and bottom',
  }),
  drawings: z.array(drawingSchema).default([]).meta({
    description:
      'Drawings (PDF or DXF) shown after the text, each sheet opened full screen to zoom',
  }),
});

/** A dated update as lists, feeds and Home show it: everything but its text. */
export interface UpdateSummary {
  /** Its address under the project: /<project>/updates/<slug>, from the file's name. */
  slug: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: Html;
  /** The summary's words without markup: for titles, link previews and search results. */
  description: string;
  milestone?: number;
  pictures: GalleryPicture[];
}

/** A dated update with its text. */
export interface Update extends UpdateSummary {
  body: Html;
  models: Model[];
  boards: Board[];
  drawings: Drawing[];
}
