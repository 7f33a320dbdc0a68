/**
 * The entries of resume.pdf's sections, made from the resume's JSON Resume
 * fields, in the words and dates the /resume page prints.
 */
import type { JsonResume } from '../../../../src/content-model/schema';
import { formatResumeDate } from '../../../../src/lib/format.ts';
import {
  coursesOf,
  degreeOf,
  periodOf,
  skillNameOf,
} from '../../../../src/content-model/resume-text.ts';
import type { Entry } from './layout';

/** A job: position — company, its dates, place, summary and highlights. */
export function workEntry(work: JsonResume['work'][number]): Entry {
  return {
    title: [
      { text: work.position, bold: true },
      { text: ` — ${work.name}`, link: work.url },
    ],
    aside: periodOf(work),
    meta: work.location,
    paragraphs: work.summary ? [work.summary] : [],
    bullets: work.highlights,
  };
}

/** A project: its name (linked to it when it has an address), status, description and highlights. */
export function projectEntry(project: JsonResume['projects'][number]): Entry {
  return {
    title: [{ text: project.name, bold: true, link: project.url }],
    aside: project.status,
    paragraphs: [project.description],
    bullets: project.highlights,
  };
}

/** A school: degree in subject — school, its dates ("(expected)": src/content-model/resume.ts), grade and courses. */
export function educationEntry(school: JsonResume['education'][number]): Entry {
  const courses = coursesOf(school);
  return {
    title: [
      { text: degreeOf(school), bold: true },
      { text: ` — ${school.institution}`, link: school.url },
    ],
    aside: periodOf(school),
    meta: school.score,
    paragraphs: courses ? [courses] : [],
    bullets: [],
  };
}

/** A group of skills on one line: "name (level): keyword, keyword". */
export function skillEntry(skill: JsonResume['skills'][number]): Entry {
  const name = skillNameOf(skill);
  // A skill written alone, with no list under it, is its own line.
  return {
    title: skill.keywords.length
      ? [{ text: `${name}:`, bold: true }, { text: ` ${skill.keywords.join(', ')}` }]
      : [{ text: name, bold: true }],
    paragraphs: [],
    bullets: [],
  };
}

/** An award: title — awarder, its date, and a sentence about it. */
export function awardEntry(award: JsonResume['awards'][number]): Entry {
  return {
    title: [
      { text: award.title, bold: true },
      ...(award.awarder ? [{ text: ` — ${award.awarder}` }] : []),
    ],
    aside: award.date && formatResumeDate(award.date),
    paragraphs: award.summary ? [award.summary] : [],
    bullets: [],
  };
}
