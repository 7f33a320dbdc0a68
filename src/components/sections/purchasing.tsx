import { useId } from 'react';
import type { TrackedProject } from '../../content-model/schema';
import { buttonClasses } from '../ui/button-link';
import { ExternalLink } from '../ui/external-link';
import { Icon } from '../ui/icons';
import { RichText } from '../ui/rich-text';

/** Project page: 'About Purchasing & Development Support': no preorders or sales, optional donations only. */
export function Purchasing({
  purchasing,
  donation,
}: Pick<TrackedProject, 'donation'> & { purchasing: NonNullable<TrackedProject['purchasing']> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-page px-5 pb-20 pt-8 sm:px-8">
      <div className="rounded-2xl border border-accent/50 bg-accent/10 p-6 sm:p-10">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {purchasing.heading}
        </h2>
        <RichText html={purchasing.body} className="mt-3 max-w-prose leading-relaxed" />
        {donation && (
          <ExternalLink href={donation.url} className={buttonClasses('primary', 'mt-6')}>
            <Icon name="heart" />
            {donation.label}
          </ExternalLink>
        )}
      </div>
    </section>
  );
}
