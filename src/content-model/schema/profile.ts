/** The shape of content/profile.yml, the owner: its schema and its type. */
import { z } from 'zod';
import { https, markdown, text } from './fields.ts';
import { pictureSchema } from './picture.ts';
import { commentsSchema, pageViewsSchema, whenOn } from './visitors.ts';
import { profileLinkFields } from '../profile-links.ts';

/** content/profile.yml: the owner. */
export const profileSchema = z
  .strictObject({
    name: text.meta({ description: 'Your name: every page title, card and feed is made from it' }),
    jobTitle: text.meta({ description: 'The first badge under your name' }),
    school: text.meta({ description: 'The second badge under your name' }),
    bio: markdown.meta({ description: 'A short paragraph about you (Markdown)' }),
    avatar: pictureSchema.omit({ alt: true }).meta({
      description:
        'Your photo, a file in public/images/ (a phone photo is fine: the build sizes it); its description for screen readers is made from your name',
    }),
    resumeFile: z
      .string({ error: 'must be a file name, such as resume.pdf' })
      .trim()
      .transform((file) => file.replace(/^\/?(?:public\/)?/, ''))
      .pipe(
        z
          .string()
          .regex(/^[\w][\w.-]*$/, 'must be a plain file name, with no folder and no spaces')
          .regex(/\.pdf$/i, 'must be a .pdf file'),
      )
      .optional()
      .meta({
        description:
          "Your own resume PDF, a file in public/, such as my-cv.pdf: Home's View resume button opens it instead of the PDF the build makes from resume.yml. Leave it out to use the built one",
      }),
    professionalNetworkUrl: https.optional().meta({
      description:
        'Your professional-network profile (https://…): a button on Home and a link in the footer. Leave it and its name out for none',
    }),
    professionalNetworkName: text.optional().meta({
      description: 'Its name, shown on the button, such as LinkedIn (needed with its URL)',
    }),
    artPortfolioUrl: https.optional().meta({
      description:
        'Your art and design portfolio (https://…): a button on Home and a link in the footer. Leave it and its name out for none',
    }),
    artPortfolioName: text.optional().meta({
      description: 'Its name, shown on the button, such as Instagram (needed with its URL)',
    }),
    email: z.email({ error: 'must be an e-mail address, such as you@example.com' }).meta({
      description: 'Your e-mail address: the e-mail links on Home and in the footer write to it',
    }),
    /**
     * The first year of the footer's copyright line, when it is earlier than anything dated in the
     * content. Optional: the build takes the year of the earliest update or milestone, and the last
     * year is always the build's own (copyrightYearsOf in load.ts).
     */
    copyrightYear: z
      .number({ error: 'must be a year, such as 2025' })
      .int('must be a year, such as 2025')
      .min(2000, 'must be a year such as 2025')
      .max(2100, 'must be a year such as 2025')
      .optional()
      .meta({
        description:
          'The first year of the copyright line, if earlier than your first dated update or milestone (the last year is the year the site is built)',
      }),
    // Off unless written; written with `on: false`, the same as not written (./visitors.ts).
    comments: commentsSchema.optional().transform(whenOn),
    pageViews: pageViewsSchema.optional().transform(whenOn),
  })
  .superRefine((profile, context) => {
    // A link is its address and the name its button shows: one without the other is a slip, said
    // at the one written, so that its line is the one named.
    for (const { url, name } of Object.values(profileLinkFields)) {
      if ((profile[url] === undefined) === (profile[name] === undefined)) continue;
      const [missing, written] = profile[url] === undefined ? [url, name] : [name, url];
      context.addIssue({
        code: 'custom',
        path: [written],
        message: `needs ${missing} beside it: write it, or delete ${written} too for no such link`,
      });
    }
  })
  // The same rule for an editor that reads the JSON Schema (../json-schema.ts): each field of a
  // link needs the other.
  .meta({
    dependentRequired: Object.fromEntries(
      Object.values(profileLinkFields).flatMap(({ url, name }) => [
        [url, [name]],
        [name, [url]],
      ]),
    ),
  });
export type Profile = z.infer<typeof profileSchema>;
