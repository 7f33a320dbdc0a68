/**
 * How the resume words its entries, written once for the /resume page
 * (src/components/resume/) and resume.pdf (scripts/site/files/resume-pdf/):
 * a degree, a school's courses, a group of skills, a period of time.
 */
import type { Resume } from './schema';
import { resumeWords as words } from './resume-words.ts';
import { formatPeriod } from '../lib/format.ts';

/** "Bachelor of Science in Mechanical Engineering", or the degree alone when it names no subject. */
export function degreeOf(school: Pick<Resume['education'][number], 'studyType' | 'area'>): string {
  return school.area ? `${school.studyType} in ${school.area}` : school.studyType;
}

/** "Courses: Statics, Thermodynamics", or undefined for none. */
export function coursesOf(
  school: Pick<Resume['education'][number], 'courses'>,
): string | undefined {
  return school.courses.length ? `${words.courses}: ${school.courses.join(', ')}` : undefined;
}

/** A group of skills' name, with its level when written: "CAD (Advanced)". */
export function skillNameOf(skill: Resume['skills'][number]): string {
  return skill.level ? `${skill.name} (${skill.level})` : skill.name;
}

/** An entry's period in the site's words: "Jun 2025 – Present", "Aug 2023 – May 2027 (expected)". */
export function periodOf(entry: {
  startDate: string;
  endDate?: string;
  expected?: boolean;
}): string {
  return formatPeriod(entry, words);
}
