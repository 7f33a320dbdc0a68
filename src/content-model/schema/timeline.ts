/** The shape of content/tracked/<project>/timeline.yml: the milestones and their order. */
import { z } from 'zod';
import { isoMonthOrDay, markdown, markdownLine, positiveInteger, text } from './fields.ts';
import { drawingSchema, modelSchema } from './model.ts';
import { pictureSchema } from './picture.ts';

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
  model: modelSchema.optional().meta({
    description: 'A CAD model for the milestone, which a visitor can turn; leave it out for none',
  }),
  drawing: drawingSchema.optional().meta({
    description:
      'A drawing (PDF or DXF) for the milestone, each sheet opened full screen to zoom; leave it out for none',
  }),
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
