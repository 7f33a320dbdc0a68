/** The fields every content file's schema is made of: text, Markdown, figures, dates, files. */
import { z } from 'zod';
import { renderBlock, renderInline, type Html } from '../markdown.ts';

export type { Html };

/**
 * A line of text. A number is taken as text (`value: 40`), so that a fact
 * that happens to be a figure never needs quotes.
 */
export const text = z
  .union([z.string(), z.number()], { error: 'must be a text' })
  .transform(String)
  .pipe(z.string().trim().min(1, 'must not be empty'));
export const texts = z.array(text).min(1, 'must list at least one');
/** Paragraphs of Markdown (links, emphasis, lists), as HTML. */
export const markdown = z
  .string({ error: 'must be a text' })
  .trim()
  .min(1, 'must not be empty')
  .transform(renderBlock)
  .meta({ markdown: 'block' });
/** One line of Markdown (links, emphasis), as HTML with no paragraph around it. */
export const markdownLine = text.transform(renderInline).meta({ markdown: 'inline' });
export const positiveInteger = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be above 0');
export const dollars = z
  .number({ error: 'must be a number of dollars, such as 19.99 (no $ sign)' })
  .positive('must be above 0')
  .refine(
    // Within float error of a whole number of cents (19.99 * 100 is 1998.9999999999998).
    (amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6,
    'must be in whole cents',
  );
export const https = z.url({
  protocol: /^https$/,
  hostname: z.regexes.domain,
  error: 'must be a full https:// address, such as https://example.com/you',
});

const dayMessage = 'must be a date written YYYY-MM-DD, such as 2025-03-14';
const monthMessage = 'must be a month or a date written YYYY-MM or YYYY-MM-DD, such as 2025-03';

/** True for a real day of the calendar: 2025-02-30 is not one. */
export function isRealDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * A day, in ISO form (2025-03-14), checked to be a real one. YAML's core schema
 * keeps it text, so it never shifts with a time zone.
 */
export const isoDate = z
  .string({ error: dayMessage })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, dayMessage)
  .refine(isRealDay, 'is not a real day of the calendar: check the month and the day');

/** A month (2025-03) or a day (2025-03-14): when a milestone started or was completed. */
export const isoMonthOrDay = z
  .string({ error: monthMessage })
  .trim()
  .regex(/^\d{4}-\d{2}(-\d{2})?$/, monthMessage)
  .refine(
    (value) => isRealDay(value.length === 7 ? `${value}-01` : value),
    'is not a real month or day of the calendar',
  );

/**
 * A plain file name, as it is in `public/` or `public/images/`. A path the form
 * editor writes (/images/photo.jpg) is taken as its file name.
 */
export const fileName = z
  .string({ error: 'must be a file name, such as photo.jpg' })
  .trim()
  .transform((file) => file.replace(/^\/?(?:public\/)?(?:images\/)?/, ''))
  .pipe(
    z.string().regex(/^[\w][\w.-]*$/, 'must be a plain file name, with no folder and no spaces'),
  );

/** The body of a Markdown file, as HTML. */
export const markdownBody = markdown;
