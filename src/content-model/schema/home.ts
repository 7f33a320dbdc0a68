/** The shape of content/home.yml: Home's other projects' cards and its 'More Coming Soon' list. */
import { z } from 'zod';
import { markdown, markdownLine, text, texts } from './fields.ts';
import { drawingSchema, modelSchema } from './model.ts';
import { pictureSchema } from './picture.ts';

export const otherProjectSchema = z
  .strictObject({
    title: text.meta({ description: "The project's name, the card's heading" }),
    kind: text.meta({
      description:
        'What kind of project it was, shown above its name, such as: Summer internship · structures team',
    }),
    description: markdown.meta({
      description: 'What you did and what came of it: a paragraph or two (Markdown)',
    }),
    skills: texts.meta({ description: 'The skills it used, shown as tags: at least one' }),
    image: pictureSchema.optional().meta({
      description: "The card's picture (leave it out when the card shows a model)",
    }),
    model: modelSchema.optional().meta({
      description:
        'A CAD model the card shows in place of its picture, which a visitor can turn; leave it out for none',
    }),
    drawing: drawingSchema.optional().meta({
      description:
        'A drawing (PDF or DXF) the card shows under its model or picture, each sheet opened full screen to zoom; leave it out for none',
    }),
  })
  .refine((project) => project.image || project.model || project.drawing, {
    message:
      'needs an image, a model or a drawing: add image (a file in public/images/ and its alt), model or drawing',
    path: ['image'],
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
    .optional()
    .meta({
      description: "Home's last section: what you are working on next. Leave it out for none",
    }),
});
export type HomeContent = z.infer<typeof homeSchema>;
