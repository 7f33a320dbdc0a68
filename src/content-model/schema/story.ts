/** The shape of content/tracked/<project>/story/*.md: a story card's front matter, and the card. */
import { z } from 'zod';
import { text, type Html } from './fields.ts';

/** The interactive pieces a story card can hold; each is a component in src/components/. */
export const interactivePieces = ['slide-rule'] as const;

/** The front matter of content/tracked/<project>/story/*.md; the text below it is the card's. */
export const storyCardSchema = z.strictObject({
  title: text.meta({ description: "The card's heading" }),
  order: z.number({ error: 'must be a number, such as 1' }).optional().meta({
    description:
      'Cards show by this number, lowest first; cards with none come after, by file name',
  }),
  interactive: z
    .enum(interactivePieces, { error: `must be one of ${interactivePieces.join(', ')}` })
    .optional()
    .meta({
      description: `A working model beside the text, one of: ${interactivePieces.join(', ')}; leave it out for none`,
    }),
});

/** A story card as the page shows it: its title and its text as HTML. */
export type StoryCard = z.infer<typeof storyCardSchema> & { body: Html };
