/** The shape of content/tracked/<project>/purchasing.md: the purchasing section's front matter. */
import { z } from 'zod';
import { text } from './fields.ts';

/** The front matter of content/tracked/<project>/purchasing.md; the text below it is the section's. */
export const purchasingSchema = z.strictObject({
  heading: text.meta({ description: "The section's heading, such as About Purchasing" }),
});
