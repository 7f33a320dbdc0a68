import type { Resume } from '../../content-model/schema';
import { skillNameOf } from '../../content-model/resume-text';

/** The skills, group by group: the group's name, then its skills. */
export function ResumeSkills({ skills }: { skills: Resume['skills'] }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,12rem)_1fr]">
      {/* By place: the owner may well name two groups alike. A group with no list is its name alone. */}
      {skills.map((skill, index) => (
        <div key={index} className="contents">
          <dt className="font-semibold text-ink">{skillNameOf(skill)}</dt>
          <dd className="mb-2 text-muted sm:mb-0">{skill.keywords.join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}
