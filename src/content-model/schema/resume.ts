/**
 * The shape of content/resume.yml (the owner's experience, education, skills,
 * awards and projects, named as JSON Resume names them: jsonresume.org/schema),
 * and of the résumé the build makes from it with the facts other files hold
 * (src/content-model/resume.ts): the /resume page, resume.pdf and resume.json.
 */
import { z } from 'zod';
import { https, isRealDay, text } from './fields.ts';

const whenMessage = 'must be a year, a month or a day, written 2025, 2025-03 or 2025-03-14';

/** A year, a month or a day, as the build and the form editor check it. */
const resumeDatePattern = '^\\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\\d|3[01]))?)?$';

/** A date field's words and pattern: the form editor shows the words and checks the pattern (the build's check sits after a transform, where no JSON Schema carries it). */
const when = (description: string) => ({ description, pattern: resumeDatePattern });

/** True for a year, a month, or a day the calendar has (2025-02-30 is not one). */
const isRealDate = (value: string) => isRealDay(`${value}-01-01`.slice(0, 10));

/** A year (2025), a month (2025-03) or a day (2025-03-14): JSON Resume's dates, kept as text. */
export const resumeDate = z
  .union([z.string(), z.number()], { error: whenMessage })
  .transform(String)
  .pipe(
    z
      .string()
      .trim()
      // Abort: a date in words is told how to write it, not also that no such day exists.
      .regex(new RegExp(resumeDatePattern), {
        message: whenMessage,
        abort: true,
      })
      .refine(isRealDate, 'is not a real day of the calendar: check the month and the day'),
  );

/** An entry's end must not come before its start; the mistake is named at the end date. */
function endsAfterStart(
  entry: { startDate: string; endDate?: string | undefined },
  context: z.RefinementCtx,
) {
  // "2025" ≤ "2025-06" ≤ "2025-06-02" as text, as they compare as dates.
  if (
    entry.endDate !== undefined &&
    entry.endDate.slice(0, entry.startDate.length) < entry.startDate
  )
    context.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: `is before its startDate (${entry.startDate}): check the two`,
    });
}

const lines = z.array(text).default([]);

const period = {
  startDate: resumeDate.meta(when('When it started: 2025, 2025-06 or 2025-06-02')),
  endDate: resumeDate
    .optional()
    .meta(when('When it ended (or will end); leave it out while it goes on ("Present")')),
};

const workSchema = z
  .strictObject({
    name: text.meta({ description: 'The company or organisation' }),
    position: text.meta({ description: 'Your role there, such as Structures intern' }),
    location: text.optional().meta({ description: 'Where, such as Wichita, Kansas' }),
    url: https.optional().meta({ description: 'Its website (https://…)' }),
    ...period,
    summary: text.optional().meta({ description: 'A sentence about the work' }),
    highlights: lines.meta({ description: 'What you did or achieved, one line each' }),
  })
  .superRefine(endsAfterStart);

const educationSchema = z
  .strictObject({
    institution: text.optional().meta({
      description: "The school; leave it out for your profile's school",
    }),
    url: https.optional().meta({ description: 'Its website (https://…)' }),
    studyType: text.meta({ description: 'The degree or diploma, such as Bachelor of Science' }),
    area: text.optional().meta({
      description: 'The subject, such as Mechanical Engineering (leave it out for none)',
    }),
    startDate: period.startDate,
    endDate: resumeDate
      .optional()
      .meta(when('When it ended, or when you expect to graduate (a later date reads "expected")')),
    score: text.optional().meta({ description: 'A grade, such as 3.8 GPA' }),
    courses: lines.meta({ description: 'Courses worth naming, one each' }),
  })
  .superRefine(endsAfterStart);

const skillSchema = z.strictObject({
  name: text.meta({ description: 'A group of skills, such as CAD, or one skill' }),
  level: text.optional().meta({ description: 'How well, such as Advanced (optional)' }),
  keywords: lines.meta({ description: 'The skills in the group, one each' }),
});

const awardSchema = z.strictObject({
  title: text.meta({ description: 'The award or honour' }),
  awarder: text.optional().meta({ description: 'Who gave it' }),
  date: resumeDate.optional().meta(when('When: 2025, 2025-04 or 2025-04-12')),
  summary: text.optional().meta({ description: 'A sentence about it' }),
});

const projectLineSchema = z.strictObject({
  project: z
    .string({ error: "must be a tracked project's folder name, such as pcbrule" })
    .trim()
    .optional()
    .meta({
      description:
        "A tracked project's folder name: its title, summary, address and status come from its files, and anything written here replaces them",
    }),
  name: text.optional().meta({ description: "The project's name (a tracked project's title)" }),
  description: text.optional().meta({ description: 'A sentence or two about it' }),
  url: https.optional().meta({ description: 'Where to see it (https://…)' }),
  status: text.optional().meta({ description: 'Such as In development, or Completed' }),
  highlights: lines.meta({ description: 'What it shows, one line each' }),
});

/** content/resume.yml: the resume's own facts; name, title, school, e-mail and links are profile.yml's. */
export const resumeSchema = z.strictObject({
  summary: text.optional().meta({
    description: "A paragraph at the top of the resume; leave it out for your profile's bio",
    multiline: true,
  }),
  work: z.array(workSchema).default([]).meta({ description: 'Experience, newest first' }),
  education: z.array(educationSchema).default([]).meta({ description: 'Education, newest first' }),
  projects: z.array(projectLineSchema).optional().meta({
    description:
      'Projects, in order: the list replaces the tracked projects, so name each one you want (project: its folder). Leave the list out, or empty, for every tracked project as its own files describe it',
  }),
  skills: z.array(skillSchema).default([]).meta({ description: 'Skills, grouped' }),
  awards: z.array(awardSchema).default([]).meta({ description: 'Awards and honours' }),
});
export type ResumeFile = z.infer<typeof resumeSchema>;

/**
 * The resume as the build assembles it (src/content-model/resume.ts), in JSON
 * Resume's shape (v1.0.0, jsonresume.org/schema): what the /resume page and
 * the PDF are made from. Every text is plain (no Markdown); a project's
 * `status` is ours (the schema allows more fields than it names).
 */
export interface Resume {
  basics: {
    name: string;
    label: string;
    email: string;
    summary: string;
    profiles: Array<{ network: string; url: string }>;
  };
  work: Array<{
    name: string;
    position: string;
    location?: string;
    url?: string;
    startDate: string;
    endDate?: string;
    summary?: string;
    highlights: string[];
  }>;
  education: Array<{
    institution: string;
    url?: string;
    studyType: string;
    area?: string;
    startDate: string;
    endDate?: string;
    score?: string;
    courses: string[];
    /** Ours: the end date is later than the day of the build ("May 2027 (expected)"). */
    expected?: boolean;
  }>;
  projects: Array<{
    name: string;
    description: string;
    url?: string;
    /** A tracked project's page on this site, from its top (`pcbrule`): the page links to it. */
    page?: string;
    status?: string;
    highlights: string[];
  }>;
  skills: Array<{ name: string; level?: string; keywords: string[] }>;
  awards: Array<{ title: string; awarder?: string; date?: string; summary?: string }>;
}

/**
 * The resume as /resume.json publishes it: with the site's address and JSON Resume's own
 * fields. The addresses of the site are there only when the build knows where it is published.
 */
export interface JsonResume extends Omit<Resume, 'basics' | 'projects'> {
  $schema: string;
  basics: Resume['basics'] & { url?: string };
  /** A tracked project's `url` is its page's full address. */
  projects: Array<Omit<Resume['projects'][number], 'page'>>;
  meta: { canonical?: string; version: string };
}
