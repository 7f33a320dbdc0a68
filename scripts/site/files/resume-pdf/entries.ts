/**
 * The entries of resume.pdf's sections, made from the resume's JSON Resume
 * fields, in the words and dates the /resume page prints.
 */
import type { JsonResume } from '../../../../src/content/schema';
import { site } from '../../../../src/content/site';
import { formatPeriod, formatResumeDate } from '../../../../src/lib/format';
import type { Entry } from './layout';

const { resume: words } = site;

/** A job: position — company, its dates, place, summary and highlights. */
export function workEntry(work: JsonResume['work'][number]): Entry {
  return {
    title: [
      { text: work.position, bold: true },
      { text: ` — ${work.name}`, link: work.url },
    ],
    aside: formatPeriod(work, words),
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

/** A school: degree in subject — school, its dates ("(expected)" after `today`), grade and courses. */
export function educationEntry(school: JsonResume['education'][number], today: Date): Entry {
  // As the page decides it (src/content/resume.ts): ISO dates compare as they read, and
  // "2027-05" is after "2027-04-30" but not after "2027-05-01".
  const expected =
    school.endDate !== undefined && school.endDate > today.toISOString().slice(0, 10);
  return {
    title: [
      { text: `${school.studyType} in ${school.area}`, bold: true },
      { text: ` — ${school.institution}`, link: school.url },
    ],
    aside: formatPeriod({ ...school, expected }, words),
    meta: school.score,
    paragraphs: school.courses.length ? [`${words.courses}: ${school.courses.join(', ')}`] : [],
    bullets: [],
  };
}

/** A group of skills on one line: "name (level): keyword, keyword". */
export function skillEntry(skill: JsonResume['skills'][number]): Entry {
  const name = skill.level ? `${skill.name} (${skill.level})` : skill.name;
  return {
    title: [{ text: `${name}:`, bold: true }, { text: ` ${skill.keywords.join(', ')}` }],
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
