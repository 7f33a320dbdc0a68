/**
 * The shape of the owner's content (content/ at the top of the repository),
 * written once: each schema below is the check the build runs on the parsed
 * YAML and Markdown (src/content/load.ts), the TypeScript type the components
 * read (`z.infer`), the JSON Schema an editor completes the YAML files from
 * (content/.schemas/, `z.toJSONSchema`), and the fields of the form editor at
 * /admin/ (scripts/site/admin/). Messages say what to write instead.
 *
 * Markdown fields are turned into HTML here, at build time: only the HTML
 * reaches the browser, and components import nothing but types from this file.
 */
import { z } from 'zod';
import { renderBlock, renderInline, type Html } from './markdown.ts';

export type { Html };

/**
 * A line of text. A number is taken as text (`value: 40`), so that a fact
 * that happens to be a figure never needs quotes.
 */
const text = z
  .union([z.string(), z.number()], { error: 'must be a text' })
  .transform(String)
  .pipe(z.string().trim().min(1, 'must not be empty'));
const texts = z.array(text).min(1, 'must list at least one');
/** Paragraphs of Markdown (links, emphasis, lists), as HTML. */
const markdown = z
  .string({ error: 'must be a text' })
  .trim()
  .min(1, 'must not be empty')
  .transform(renderBlock)
  .meta({ markdown: 'block' });
/** One line of Markdown (links, emphasis), as HTML with no paragraph around it. */
const markdownLine = text.transform(renderInline).meta({ markdown: 'inline' });
const positiveInteger = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be above 0');
const dollars = z
  .number({ error: 'must be a number of dollars, such as 19.99 (no $ sign)' })
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

const dayMessage = 'must be a date written YYYY-MM-DD, such as 2025-03-14';
const monthMessage = 'must be a month or a date written YYYY-MM or YYYY-MM-DD, such as 2025-03';

/** True for a real day of the calendar: 2025-02-30 is not one. */
function isRealDay(value: string): boolean {
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
const isoMonthOrDay = z
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

/** What to tell the owner about a HEIC photo, by its name (here) or by its bytes (picture-format.ts). */
export const heicAdvice =
  'is an iPhone HEIC photo, which browsers cannot show: convert it to JPEG (Photos: File > Export, or set Camera > Formats > Most Compatible for the next ones) and name the .jpg here';

/**
 * A picture by its file name in `public/images/`, with the text a screen reader
 * hears. Its size is read from the file by the build: never typed.
 */
export const pictureSchema = z
  .strictObject({
    file: fileName
      .refine((file) => !/\.hei[cf]$/i.test(file), {
        message: heicAdvice,
        abort: true,
      })
      .refine(
        (file) => /\.(svg|png|jpe?g|webp|avif)$/i.test(file),
        'must be an .svg, .png, .jpg, .webp or .avif image',
      )
      .meta({ picture: true, description: 'A file in public/images/' }),
    /** Describe what the picture shows; use '' only for a purely decorative picture. */
    alt: z
      .string({ error: 'must be a text (use "" only for a purely decorative picture)' })
      .meta({ description: 'What the picture shows, for people who cannot see it' }),
  })
  .meta({ title: 'Picture' });
export type Picture = z.infer<typeof pictureSchema>;

/**
 * A picture of an update's gallery: a picture with an optional caption, shown
 * under it and in the viewer. Left empty (the form editor writes `caption: ''`),
 * it is no caption.
 */
export const galleryPictureSchema = pictureSchema
  .extend({
    caption: z
      .union([z.string(), z.number()], { error: 'must be a text' })
      .transform((caption) => String(caption).trim() || undefined)
      .optional()
      .meta({
        description: 'A line shown under the picture and in the viewer; leave it out for none',
      }),
  })
  .meta({ title: 'Picture' });
export type GalleryPicture = z.infer<typeof galleryPictureSchema>;

/** content/profile.yml: the owner. */
export const profileSchema = z.strictObject({
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
    .meta({
      description:
        "Your resume: the name of a PDF file in public/, such as resume.pdf; Home's View resume button opens it",
    }),
  professionalNetworkUrl: https.meta({
    description: 'Your professional-network profile (https://…)',
  }),
  professionalNetworkName: text.meta({
    description: 'Its name, shown on the button, such as LinkedIn',
  }),
  artPortfolioUrl: https.meta({ description: 'Your art and design portfolio (https://…)' }),
  artPortfolioName: text.meta({ description: 'Its name, shown on the button, such as Instagram' }),
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
});
export type Profile = z.infer<typeof profileSchema>;

export const otherProjectSchema = z.strictObject({
  title: text.meta({ description: "The project's name, the card's heading" }),
  kind: text.meta({
    description:
      'What kind of project it was, shown above its name, such as: Summer internship · structures team',
  }),
  description: markdown.meta({
    description: 'What you did and what came of it: a paragraph or two (Markdown)',
  }),
  skills: texts.meta({ description: 'The skills it used, shown as tags: at least one' }),
  image: pictureSchema.meta({ description: "The card's picture" }),
});
export type OtherProject = z.infer<typeof otherProjectSchema>;

/** content/home.yml: Home's other projects and its 'More Coming Soon' list. */
export const homeSchema = z.strictObject({
  otherProjectsHeading: text.meta({
    description: "The heading over the other projects' cards, such as Other Projects",
  }),
  otherProjects: z.array(otherProjectSchema).default([]).meta({
    description:
      'Projects shown as a card on Home, without a page of their own (a project with its own page is a folder in content/tracked/)',
  }),
  comingSoon: z
    .strictObject({
      heading: text.meta({ description: 'Its heading, such as More Coming Soon' }),
      intro: markdownLine.meta({ description: 'One line above the list (Markdown)' }),
      items: z
        .array(markdownLine)
        .min(1, 'must list at least one')
        .meta({ description: 'What is coming, one line each (Markdown)' }),
    })
    .meta({ description: "Home's last section: what you are working on next" }),
});
export type HomeContent = z.infer<typeof homeSchema>;

const milestoneStatuses = ['completed', 'current', 'future'] as const;
export type MilestoneStatus = (typeof milestoneStatuses)[number];

export const milestoneSchema = z.strictObject({
  id: positiveInteger.meta({
    description: '1, 2, 3… in the order listed; an update names its milestone by this number',
  }),
  title: text.meta({ description: "The milestone's name" }),
  status: z
    .enum(milestoneStatuses, { error: `must be one of ${milestoneStatuses.join(', ')}` })
    .meta({
      description:
        'completed, current (one at most) or future: completed ones first, then the current one, then future ones',
    }),
  description: markdown.meta({ description: 'What it involves or involved (Markdown)' }),
  tags: z.array(text).default([]).meta({ description: 'Short topics shown under the milestone' }),
  started: isoMonthOrDay
    .optional()
    .meta({ description: 'When work on it started: YYYY-MM (or YYYY-MM-DD)' }),
  completed: isoMonthOrDay
    .optional()
    .meta({ description: 'When it was completed: YYYY-MM (or YYYY-MM-DD)' }),
  image: pictureSchema
    .nullable()
    .default(null)
    .meta({ description: 'A picture for the milestone; leave it out for none' }),
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
      if (item.completed && item.status !== 'completed')
        context.addIssue({
          code: 'custom',
          path: [index, 'completed'],
          message: `is set on a ${item.status} milestone: delete it, or set status: completed`,
        });
      // YYYY-MM and YYYY-MM-DD compare as text, to the shorter one's length: a month holds its days.
      const common = Math.min(item.started?.length ?? 0, item.completed?.length ?? 0);
      if (
        item.started &&
        item.completed &&
        item.completed.slice(0, common) < item.started.slice(0, common)
      )
        context.addIssue({
          code: 'custom',
          path: [index, 'completed'],
          message: `is before it started (${item.started})`,
        });
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

/** content/tracked/<project>/timeline.yml: the development timeline. */
export const timelineSchema = z.strictObject({
  heading: text.meta({ description: "The timeline's heading, such as Development Timeline" }),
  intro: markdownLine.meta({ description: 'One line under the heading (Markdown)' }),
  milestones: milestonesSchema.meta({
    description:
      'The milestones in order; to move progress on, set the finished one to completed and the next one to current',
  }),
});

const labelled = z.strictObject({
  label: text.meta({ description: 'What is measured or named, such as Length' }),
  value: text.meta({ description: 'Its value, with its unit (6.5 inches)' }),
});
export type Specification = z.infer<typeof labelled>;

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
});

/** The front matter of content/tracked/<project>/purchasing.md; the text below it is the section's. */
export const purchasingSchema = z.strictObject({
  heading: text.meta({ description: "The section's heading, such as About Purchasing" }),
});

const costLine = z.strictObject({
  label: text.meta({ description: 'What the money is for, such as Fabrication' }),
  amount: dollars.meta({ description: 'US dollars per unit, such as 15.57 (no $ sign)' }),
  detail: text.meta({ description: 'A few words on the figure (per board, for a 40-unit order)' }),
});
export type CostLine = z.infer<typeof costLine>;

/** Names the site itself uses for routes, pages and build folders: no project folder may take one. */
export const reservedSlugs = [
  'home',
  'root',
  'fallback',
  '404',
  'index',
  'assets',
  'images',
  'og',
  'icons',
  'admin',
  // Pull-request previews are published under pr-preview/ (scripts/deploy/publish.ts).
  'pr-preview',
];

/** What an address (a project's folder, an update's file name) may be: lower-case letters, digits and dashes. */
export const addressPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A project's address, from its folder's name: /<slug>. */
export const slugSchema = z
  .string()
  .regex(
    addressPattern,
    'must be lower-case letters, digits and dashes, like my-robot: rename the folder',
  )
  .refine(
    (slug) => !reservedSlugs.includes(slug),
    `must not be one of ${reservedSlugs.join(', ')}: the site uses those names itself; rename the folder`,
  );

/**
 * content/tracked/<project>/project.yml: a tracked project's card on Home and
 * the opening of its page at /<folder name>. Only the opening (title, tagline,
 * description, badge, hero image) and the card are required; each section
 * after it is shown when it is there.
 */
export const projectFileSchema = z.strictObject({
  title: text.meta({
    description: "The project's name: its page's heading, its card's and the navigation's",
  }),
  tagline: text.meta({
    description: "One line under the title on the project's page, and in the browser tab's title",
  }),
  description: text.meta({
    description: 'One or two sentences about the project, for search results and link previews',
  }),
  featured: z.boolean({ error: 'must be true or false' }).default(false).meta({
    description:
      'true for the one project that comes first on Home and in the navigation (at most one)',
  }),
  order: z.number({ error: 'must be a number, such as 2' }).optional().meta({
    description:
      'Projects are listed by this number, lowest first, after the featured one; projects with none come after, by folder name',
  }),
  badge: text.meta({
    description: "The badge at the top of the project's page, such as In Development",
  }),
  heroImage: pictureSchema.meta({
    description: "The big picture at the top of the project's page, and its link preview",
  }),
  card: z
    .strictObject({
      badge: text.meta({ description: "The card's badge, such as Currently Developing" }),
      summary: markdown.meta({ description: 'A short paragraph about the project (Markdown)' }),
      highlights: z.array(markdownLine).default([]).meta({
        description: 'Points listed beside the summary, one line each (Markdown)',
      }),
      image: pictureSchema.meta({ description: "The card's picture" }),
      timelineButtonLabel: text.optional().meta({
        description:
          "The card's button to the timeline, shown when the project has one (default: View development timeline)",
      }),
    })
    .meta({ description: "The project's card on Home, which links to its page" }),
  donation: z
    .strictObject({
      label: text.meta({ description: "The button's words, such as Support development" }),
      url: https.meta({ description: 'Your donation page (https://…)' }),
      note: text.meta({ description: 'A short line beside the button at the top of the page' }),
    })
    .optional()
    .meta({
      description:
        "A button to your donation page, at the top of the project's page and in its purchasing section (it opens in a new tab); leave it out for none",
    }),
  panel: z
    .strictObject({
      image: pictureSchema.meta({ description: 'The picture' }),
      caption: markdownLine.meta({ description: 'A line under it (Markdown)' }),
    })
    .optional()
    .meta({
      description: 'A large picture with a caption, after the story; leave it out for none',
    }),
  specs: z
    .strictObject({
      heading: text.meta({
        description: "The section's heading, such as Technical Specifications",
      }),
      items: z
        .array(labelled)
        .min(1, 'must list at least one')
        .meta({ description: 'The specifications, one label and value each' }),
      costs: z
        .strictObject({
          heading: text.meta({
            description: "The table's heading, such as Estimated cost per unit",
          }),
          lines: z
            .array(costLine)
            .min(1, 'must list at least one')
            .meta({ description: 'What one unit costs, line by line' }),
          totalLabel: text.meta({
            description: "The total's label, such as Total estimated unit cost",
          }),
          total: dollars.meta({
            description:
              'Your own total in US dollars, such as 24.50: shown as the total (as $24.50), whatever the lines add up to; the page gives their sum beside it',
          }),
        })
        .optional()
        .meta({
          description: 'A cost per unit, line by line, with a total; leave it out for none',
        }),
      shim: z
        .strictObject({
          heading: text.meta({ description: 'Its heading, such as Shim' }),
          items: z
            .array(labelled)
            .min(1, 'must list at least one')
            .meta({ description: 'Its specifications, one label and value each' }),
        })
        .optional()
        .meta({
          description:
            'A second, smaller list of specifications (of one part); leave it out for none',
        }),
    })
    .optional()
    .meta({ description: 'Technical specifications, with costs; leave it out for none' }),
  video: z
    .strictObject({
      heading: text.meta({ description: "The section's heading, such as Prototype Demo" }),
      intro: markdown.meta({ description: 'A line or two above the video (Markdown)' }),
      youtubeId: z
        .string({ error: 'must be the 11-character video id (the part after "v=")' })
        .regex(/^[\w-]{11}$/, 'must be the 11-character video id (the part after "v=")')
        .meta({
          description:
            'Your YouTube video\'s 11-character id: the part after "v=" in its address, or after youtu.be/',
        }),
      title: text.meta({ description: "The video's title, which the play button reads out" }),
      poster: pictureSchema.omit({ alt: true }).meta({
        description:
          'The still shown before play, a file in public/images/ (the play button names the video, so the still needs no description)',
      }),
    })
    .optional()
    .meta({
      description:
        'A YouTube video, shown as its still: nothing loads from YouTube until a visitor presses play; leave it out for none',
    }),
  nextSteps: z
    .strictObject({
      heading: text.meta({
        description: "The section's heading, such as Next Steps and Current Challenges",
      }),
      challengesHeading: text.meta({ description: 'The heading over the challenges' }),
      challenges: z
        .array(
          z.strictObject({
            title: text.meta({ description: 'The challenge, in a few words' }),
            description: markdown.meta({
              description: 'What makes it hard, and what you are trying (Markdown)',
            }),
          }),
        )
        .min(1, 'must list at least one')
        .meta({ description: 'What is hard now, one card each' }),
      iterationsHeading: text.meta({ description: 'The heading over the iterations' }),
      iterations: z
        .array(markdownLine)
        .min(1, 'must list at least one')
        .meta({ description: 'What you will build or try next, one line each (Markdown)' }),
    })
    .optional()
    .meta({ description: 'Current challenges and upcoming iterations; leave it out for none' }),
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
}

/** A story card as the page shows it: its title and its text as HTML. */
export type StoryCard = z.infer<typeof storyCardSchema> & { body: Html };

/**
 * A tracked project as the site reads it: its project.yml, its address from
 * the folder's name, and the sections kept in files of their own.
 */
export type TrackedProject = z.infer<typeof projectFileSchema> & {
  slug: string;
  story?: StoryCard[];
  timeline?: z.infer<typeof timelineSchema>;
  purchasing?: z.infer<typeof purchasingSchema> & { body: Html };
  /** How many dated updates it has (updates/*.md), and the newest: the rest load with its pages. */
  updateCount: number;
  latestUpdate?: UpdateSummary;
};

/** The years of the footer's copyright line: "© 2024–2026", or "© 2026" when they are one. */
export interface CopyrightYears {
  /** The earliest year the content dates (or profile.yml's copyrightYear, if earlier). */
  first: number;
  /** The year the site was built. */
  last: number;
}

/** Everything the owner wrote, checked and with its Markdown made into HTML. */
export interface SiteContent {
  profile: Profile;
  home: HomeContent;
  /** Featured first, then by `order`, then by folder name. */
  trackedProjects: TrackedProject[];
  /** Made by the build from the content's dates and its own (never typed). */
  copyrightYears: CopyrightYears;
}

/** The body of a Markdown file, as HTML. */
export const markdownBody = markdown;

/** Everything, with each project's dated updates in full (the pages get them a page at a time). */
export type LoadedSiteContent = SiteContent & {
  /** Each project's updates, newest first. */
  updates: Record<string, Update[]>;
  /** The file of each update, by project and address: for the build's messages. */
  updateFiles: Record<string, Record<string, string>>;
};
