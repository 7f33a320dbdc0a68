import { useId } from 'react';
import type { TrackedProject } from '../../content-model/schema';
import { Card } from '../ui/card';
import { RichText } from '../ui/rich-text';
import { SectionHeading } from '../ui/section-heading';
import { twoDigits } from '../../lib/format';

/** Project page: Next Steps and Current Challenges: the challenges, then the upcoming iterations. */
export function NextSteps({ nextSteps }: { nextSteps: NonNullable<TrackedProject['nextSteps']> }) {
  const headingId = useId();
  const challengesId = useId();
  const iterationsId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-page px-5 py-16 sm:px-8">
      <SectionHeading id={headingId}>{nextSteps.heading}</SectionHeading>
      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby={challengesId}>
          <h3
            id={challengesId}
            className="font-mono text-sm font-semibold uppercase tracking-widest text-muted"
          >
            {nextSteps.challengesHeading}
          </h3>
          <ol className="mt-4 space-y-4">
            {nextSteps.challenges.map((challenge, index) => (
              <Card as="li" key={challenge.title} padding="snug" className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="figures font-mono text-sm font-semibold text-accent-ink"
                >
                  {twoDigits(index + 1)}
                </span>
                <div>
                  <h4 className="font-bold">{challenge.title}</h4>
                  <RichText
                    html={challenge.description}
                    className="mt-2 leading-relaxed text-muted"
                  />
                </div>
              </Card>
            ))}
          </ol>
        </section>
        <section aria-labelledby={iterationsId}>
          <h3
            id={iterationsId}
            className="font-mono text-sm font-semibold uppercase tracking-widest text-muted"
          >
            {nextSteps.iterationsHeading}
          </h3>
          <ol className="mt-4 divide-y divide-line rounded-2xl border border-line bg-raised">
            {nextSteps.iterations.map((iteration, index) => (
              <li key={iteration} className="flex gap-4 px-5 py-4">
                <span aria-hidden="true" className="figures font-mono text-sm text-muted">
                  {twoDigits(index + 1)}
                </span>
                <RichText as="span" html={iteration} />
              </li>
            ))}
          </ol>
        </section>
      </div>
    </section>
  );
}
