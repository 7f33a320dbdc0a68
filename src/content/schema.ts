/**
 * The shape of the owner's content, written once: each schema below is both
 * the TypeScript type the components read (`z.infer`) and the check the build
 * runs before anything is built (scripts/build/content-check.ts), with messages
 * that say what to write instead. Checks that need the disk (is the picture in
 * public/images/?) are added by the build, which knows where the files are.
 */
import { z } from 'zod';

const text = z.string().trim().min(1, 'must not be empty');
const texts = z.array(text).min(1, 'must list at least one');
const positiveInteger = z.number().int('must be a whole number').positive('must be above 0');
const dollars = z
  .number()
  .positive('must be above 0')
  .refine(
    // Within float error of a whole number of cents (19.99 * 100 is 1998.9999999999998).
    (amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6,
    'must be in whole cents',
  );
const https = z.url({
  protocol: /^https$/,
  hostname: z.regexes.domain,
  error: 'must be a full https:// address, such as https://example.com/you',
});

/** A plain file name, as it is in `public/` or `public/images/`. */
export const fileName = z
  .string()
  .regex(/^[\w][\w.-]*$/, 'must be a plain file name, with no folder and no spaces');

/**
 * A picture by its file name in `public/images/`, with the text a screen reader
 * hears. Its size is read from the file by the build: never typed.
 */
export const pictureSchema = z.object({
  file: fileName
    .refine((file) => !/\.hei[cf]$/i.test(file), {
      message:
        'is an iPhone HEIC photo, which browsers cannot show: export it as JPEG (Photos: File > Export, or set Camera > Formats > Most Compatible) and name the .jpg here',
      abort: true,
    })
    .regex(/\.(svg|png|jpe?g|webp|avif)$/i, 'must be an .svg, .png, .jpg, .webp or .avif image'),
  /** Describe what the picture shows; use '' only for a purely decorative picture. */
  alt: z.string({ error: 'must be a text (use "" only for a purely decorative picture)' }),
});
export type Picture = z.infer<typeof pictureSchema>;

export const profileSchema = z.object({
  name: text,
  jobTitle: text,
  school: text,
  bio: text,
  /** Your photo; its alt text is made from your name ("Portrait of …"). */
  avatar: pictureSchema.omit({ alt: true }),
  /** File name of the resume PDF in `public/`. */
  resumeFile: fileName.regex(/\.pdf$/i, 'must be a .pdf file'),
  /** The professional-network profile (https). */
  professionalNetworkUrl: https,
  professionalNetworkName: text,
  /** The art and design portfolio on a photo-sharing site (https). */
  artPortfolioUrl: https,
  artPortfolioName: text,
  email: z.email({ error: 'must be an e-mail address, such as you@example.com' }),
});
export type Profile = z.infer<typeof profileSchema>;

export const otherProjectSchema = z.object({
  title: text,
  kind: text,
  description: text,
  skills: texts,
  image: pictureSchema,
});
export type OtherProject = z.infer<typeof otherProjectSchema>;

export const comingSoonSchema = z.object({ heading: text, intro: text, items: texts });

const milestoneStatuses = ['completed', 'current', 'future'] as const;
export type MilestoneStatus = (typeof milestoneStatuses)[number];

export const milestoneSchema = z.object({
  /** 1, 2, 3… in the order listed. */
  id: positiveInteger,
  title: text,
  status: z.enum(milestoneStatuses, { error: `must be one of ${milestoneStatuses.join(', ')}` }),
  description: text,
  tags: z.array(text),
  image: pictureSchema.nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** Milestones in order: ids 1, 2, 3…; completed, then at most one current, then future. */
export const milestonesSchema = z
  .array(milestoneSchema)
  .min(1, 'must list at least one milestone')
  .superRefine((list, context) => {
    let currents = 0;
    list.forEach((item, index) => {
      if (item.id !== index + 1)
        context.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: `must be ${index + 1}: ids count 1, 2, 3… in the order listed, each once`,
        });
      if (item.status === 'current') currents += 1;
      const previous = list[index - 1];
      const rank = (status: MilestoneStatus) => milestoneStatuses.indexOf(status);
      if (previous && rank(item.status) < rank(previous.status))
        context.addIssue({
          code: 'custom',
          path: [index, 'status'],
          message: `cannot follow a ${previous.status} milestone: completed ones come first, then the current one, then future ones`,
        });
    });
    if (currents > 1)
      context.addIssue({
        code: 'custom',
        path: [list.findLastIndex((item) => item.status === 'current'), 'status'],
        message: 'only one milestone can be current',
      });
  });

const labelled = z.object({ label: text, value: text });
export type Specification = z.infer<typeof labelled>;

/** The interactive pieces a story card can hold; each is a component in src/components/. */
export const interactivePieces = ['slide-rule'] as const;

const storyCard = z.object({
  title: text,
  paragraphs: texts,
  /** A working model under the paragraphs (PCBrule's own slide rule). */
  interactive: z
    .enum(interactivePieces, { error: `must be one of ${interactivePieces.join(', ')}` })
    .optional(),
});
export type StoryCard = z.infer<typeof storyCard>;

const costLine = z.object({
  label: text,
  /** US dollars per unit. */
  amount: dollars,
  detail: text,
});
export type CostLine = z.infer<typeof costLine>;

/** Names the site itself uses for routes, pages and build folders. */
const reservedSlugs = [
  'home',
  'root',
  'fallback',
  '404',
  'index',
  'assets',
  'images',
  'og',
  'icons',
];

/**
 * A tracked project: a card on Home and a page of its own at /<slug>. Only the
 * opening (title, tagline, hero image) is required; every section after it is
 * shown when it is there.
 */
export const trackedProjectSchema = z.object({
  /** The page's address: /<slug>. Lower-case letters, digits and dashes. */
  slug: z
    .string()
    .regex(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      'must be lower-case letters, digits and dashes, like my-robot',
    )
    .refine(
      (slug) => !reservedSlugs.includes(slug),
      `must not be one of ${reservedSlugs.join(', ')}: the site uses those names itself`,
    ),
  title: text,
  tagline: text,
  /** For search results and link previews: one or two sentences about the project. */
  description: text,
  /** The badge on the project page ('In Development'). */
  badge: text,
  heroImage: pictureSchema,
  /** The project's card on Home. */
  card: z.object({
    /** 'Currently Developing'. */
    badge: text,
    summary: text,
    highlights: texts,
    image: pictureSchema,
    timelineButtonLabel: text,
  }),
  donation: z.object({ label: text, url: https, note: text }).optional(),
  story: z.array(storyCard).optional(),
  panel: z.object({ image: pictureSchema, caption: text }).optional(),
  timeline: z.object({ heading: text, intro: text, milestones: milestonesSchema }).optional(),
  specs: z
    .object({
      heading: text,
      items: z.array(labelled).min(1, 'must list at least one'),
      costs: z
        .object({
          heading: text,
          lines: z.array(costLine).min(1, 'must list at least one'),
          totalLabel: text,
          /** The owner's stated total, shown as given (not the sum of the lines). */
          total: dollars,
        })
        .optional(),
      shim: z.object({ heading: text, items: z.array(labelled).min(1) }).optional(),
    })
    .optional(),
  video: z
    .object({
      heading: text,
      intro: text,
      youtubeId: z
        .string()
        .regex(/^[\w-]{11}$/, 'must be the 11-character video id (the part after "v=")'),
      title: text,
      poster: pictureSchema,
    })
    .optional(),
  nextSteps: z
    .object({
      heading: text,
      challengesHeading: text,
      challenges: z.array(z.object({ title: text, description: text })).min(1),
      iterationsHeading: text,
      iterations: texts,
    })
    .optional(),
  /** What visitors may and may not buy: for PCBrule, donations only. */
  purchasing: z.object({ heading: text, paragraphs: texts }).optional(),
});
export type TrackedProject = z.infer<typeof trackedProjectSchema>;

/**
 * The list of tracked projects: at least one, each at its own address. Each
 * project itself is checked in its own file, where a mistake is reported.
 */
export const trackedProjectsSchema = z
  .array(z.object({ slug: z.string() }).loose())
  .min(1, 'must list at least one tracked project')
  .superRefine((list, context) => {
    list.forEach((project, index) => {
      if (list.findIndex((other) => other.slug === project.slug) !== index)
        context.addIssue({
          code: 'custom',
          path: [index, 'slug'],
          message: 'is used by an earlier project: each project needs its own address',
        });
    });
  });

export const siteSchema = z.object({
  copyrightYear: z.number().int().min(2000, 'must be a year such as 2025').max(2100),
});
