import type { Resume } from '../../content/schema';

/** The skills, group by group: the group's name, then its skills. */
export function ResumeSkills({ skills }: { skills: Resume['skills'] }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,12rem)_1fr]">
      {skills.map((skill) => (
        <div key={skill.name} className="contents">
          <dt className="font-semibold text-ink">
            {skill.name}
            {skill.level && <span className="font-normal text-muted"> ({skill.level})</span>}
          </dt>
          <dd className="mb-2 text-muted sm:mb-0">{skill.keywords.join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}
