import { useId } from 'react';
import { pcbrule } from '../../content/pcbrule';
import type { Specification } from '../../content/types';
import { formatUsd } from '../../lib/format';
import { SectionHeading } from '../ui/section-heading';

const sumOfLines = pcbrule.specs.costs.reduce((sum, cost) => sum + cost.amount, 0);

function SpecList({ items, label }: { items: readonly Specification[]; label?: string }) {
  return (
    <dl aria-label={label} className="divide-y divide-mask-line">
      {items.map((item) => (
        <div key={item.label} className="flex items-baseline justify-between gap-6 py-3">
          <dt className="font-mono text-xs uppercase tracking-widest text-silk-dim">
            {item.label}
          </dt>
          <dd className="figures text-right font-mono font-semibold text-gold-bright">
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Project page: Technical Specifications, the cost per unit and the shim, in the board's colours. */
export function Specifications() {
  const headingId = useId();
  const { specs } = pcbrule;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-page px-5 py-16 sm:px-8">
      <SectionHeading id={headingId}>{specs.heading}</SectionHeading>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <div className="rounded-2xl border border-mask-line bg-mask p-6 text-silk sm:p-8">
          <SpecList items={specs.items} />
          <h3 className="mt-8 font-mono text-sm font-semibold uppercase tracking-widest text-silk">
            {specs.shimHeading}
          </h3>
          <SpecList items={specs.shim} label={specs.shimHeading} />
        </div>
        <div className="rounded-2xl border border-line bg-raised p-6 sm:p-8">
          <h3 className="font-mono text-sm font-semibold uppercase tracking-widest text-muted">
            {specs.costsHeading}
          </h3>
          <ul className="mt-2 divide-y divide-line">
            {specs.costs.map((cost) => (
              <li key={cost.label} className="flex items-baseline justify-between gap-6 py-4">
                <span>
                  <span className="block font-semibold">{cost.label}</span>
                  <span className="block text-sm text-muted">{cost.detail}</span>
                </span>
                <span className="figures font-mono text-lg font-semibold">
                  {formatUsd(cost.amount)}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex items-baseline justify-between gap-6 border-t-2 border-ink pt-4">
            <span className="font-bold">{specs.totalLabel}</span>
            <span className="figures font-mono text-2xl font-bold text-accent-ink">
              {formatUsd(specs.total)}
            </span>
          </p>
          <p className="mt-3 text-sm text-muted">{specs.totalNote(formatUsd(sumOfLines))}</p>
        </div>
      </div>
    </section>
  );
}
