import { useId } from 'react';
import { home } from '../../content-model';
import { RichText } from '../ui/rich-text';

/** Home: the 'More Coming Soon' list; nothing when home.yml has none. */
export function ComingSoon() {
  const { comingSoon } = home;
  const headingId = useId();
  if (!comingSoon) return null;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-page px-5 pb-20 pt-12 sm:px-8">
      <div className="rounded-2xl border border-dashed border-line p-6 sm:p-8">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {comingSoon.heading}
        </h2>
        <RichText as="p" html={comingSoon.intro} className="mt-2 text-muted" />
        <ul className="mt-5 space-y-3">
          {comingSoon.items.map((item) => (
            <li key={item} className="flex gap-3 leading-relaxed">
              <span className="mt-2.5 h-px w-4 shrink-0 bg-accent" aria-hidden="true" />
              <RichText as="span" html={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
