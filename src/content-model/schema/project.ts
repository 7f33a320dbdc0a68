/** The shape of content/tracked/<project>/project.yml: a tracked project's card and page. */
import { z } from 'zod';
import { dollars, https, markdown, markdownLine, text } from './fields.ts';
import { projectLookSchema } from './look.ts';
import { boardSchema, drawingSchema, modelSchema } from './model.ts';
import { pictureSchema } from './picture.ts';

const labelled = z.strictObject({
  label: text.meta({ description: 'What is measured or named, such as Length' }),
  value: text.meta({ description: 'Its value, with its unit (6.5 inches)' }),
});
export type Specification = z.infer<typeof labelled>;

const costLine = z.strictObject({
  label: text.meta({ description: 'What the money is for, such as Fabrication' }),
  amount: dollars.meta({ description: 'US dollars per unit, such as 15.57 (no $ sign)' }),
  detail: text.meta({ description: 'A few words on the figure (per board, for a 40-unit order)' }),
});
export type CostLine = z.infer<typeof costLine>;

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
  look: projectLookSchema.optional(),
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
  designFiles: z
    .strictObject({
      heading: text.meta({ description: "The section's heading, such as The Board and Its Parts" }),
      intro: markdown.optional().meta({
        description: 'A line or two above them (Markdown); leave it out for none',
      }),
      boards: z.array(boardSchema).default([]).meta({
        description:
          'Circuit boards, each shown top and bottom from its fab files (Gerber and drill files)',
      }),
      models: z.array(modelSchema).default([]).meta({
        description: 'CAD models, each a picture a visitor can turn',
      }),
      drawings: z.array(drawingSchema).default([]).meta({
        description:
          'Drawings (PDF or DXF, as your CAD program exports them), each sheet shown and opened full screen to zoom',
      }),
    })
    .refine(
      (section) => section.boards.length + section.models.length + section.drawings.length > 0,
      { message: 'must list at least one board, model or drawing (or leave designFiles out)' },
    )
    .optional()
    .meta({
      description:
        'Your boards, CAD models and drawings, made from your own design files, after the story; leave it out for none',
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
