import { useId } from 'react';
import type { Specification, TrackedProject } from '../../content-model/schema';
import { site } from '../../content-model/site-words';
import { cn } from '../../lib/cn';
import { formatUsd } from '../../lib/format';
import { SectionHeading } from '../ui/section-heading';

type Specs = NonNullable<TrackedProject['specs']>;
type Costs = NonNullable<Specs['costs']>;

function SpecList({ items }: { items: readonly Specification[] }) {
  return (
    <dl className="divide-y divide-band-line">
      {items.map((item) => (
        <div key={item.label} className="flex items-baseline justify-between gap-6 py-3">
          <dt className="font-mono text-xs uppercase tracking-widest text-band-ink-dim">
            {item.label}
          </dt>
          <dd className="figures text-right font-mono font-semibold text-highlight-bright">
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One colour per cost line, on the bar and beside its row in the table (AA against the card in both schemes). */
const costColours = [
  { bar: 'fill-accent-ink', swatch: 'bg-accent-ink' },
  { bar: 'fill-done', swatch: 'bg-done' },
  { bar: 'fill-muted', swatch: 'bg-muted' },
] as const;

/** Bar geometry in px: room above for the figures of narrow segments. */
const barTop = 18;
const barHeight = 30;
/** Segments under this share of the bar (in %) get their figure above it, not on it. */
const minLabelledShare = 15;
/** An SVG length in % to a hundredth (a fraction of a pixel): full float precision is bytes in the page for nothing. */
const percent = (share: number) => `${Math.round(share * 100) / 100}%`;

/**
 * The unit cost as one stacked bar, a segment per line in proportion to its
 * amount, with the owner's stated total beside it. It is a picture of the
 * table under it, so screen readers skip it and read the table. Geometry is
 * in SVG percentages (attributes, not inline styles: the CSP forbids those).
 */
function CostBar({ costs, sumOfLines }: { costs: Costs; sumOfLines: number }) {
  let start = 0;
  const segments = costs.lines.map((cost, index) => {
    const segment = {
      cost,
      index,
      x: (start / sumOfLines) * 100,
      width: (cost.amount / sumOfLines) * 100,
    };
    start += cost.amount;
    return segment;
  });
  return (
    <div aria-hidden="true" className="mt-4 flex items-end gap-4">
      <svg className="h-12 w-full min-w-0 flex-1 overflow-visible">
        {segments.map(({ cost, index, x, width }) => {
          // The figure sits on its segment; a segment too narrow for it gets it just above, with a tick.
          const inside = width >= minLabelledShare;
          const middle = percent(x + width / 2);
          return (
            <g key={cost.label}>
              <rect
                x={percent(x)}
                y={barTop}
                width={percent(width)}
                height={barHeight}
                className={costColours[index % costColours.length]!.bar}
              />
              {!inside && (
                <line
                  x1={middle}
                  x2={middle}
                  y1={barTop - 5}
                  y2={barTop}
                  className="stroke-muted"
                />
              )}
              <text
                x={middle}
                y={inside ? barTop + barHeight / 2 : barTop - 8}
                dy={inside ? '0.35em' : 0}
                textAnchor="middle"
                className={cn(
                  'figures font-mono text-xs font-semibold',
                  inside ? 'fill-surface' : 'fill-ink',
                )}
              >
                {formatUsd(cost.amount)}
              </text>
              {/* Whitespace between the figures, which SVG does not draw, so that
                  text browsers do not run them together. */}{' '}
            </g>
          );
        })}
        {/* Hairline gaps between the segments, in the card's own colour. */}
        {segments.slice(1).map(({ cost, x }) => (
          <rect
            key={cost.label}
            x={percent(x)}
            y={barTop}
            width="2"
            height={barHeight}
            className="fill-raised"
          />
        ))}
      </svg>
      <p className="shrink-0 text-right leading-tight">
        <span className="figures block font-mono text-lg font-bold text-accent-ink">
          {formatUsd(costs.total)}
        </span>{' '}
        <span className="block text-xs text-muted">{site.projectPage.totalShort}</span>
      </p>
    </div>
  );
}

/** The cost per unit: the bar, then the table it pictures, with the owner's stated total. */
function CostBreakdown({ costs }: { costs: Costs }) {
  const costsHeadingId = useId();
  const { costsColumns, totalNote } = site.projectPage;
  const sumOfLines = costs.lines.reduce((sum, cost) => sum + cost.amount, 0);
  return (
    <div className="rounded-2xl border border-line bg-raised p-6 sm:p-8">
      <h3
        id={costsHeadingId}
        className="font-mono text-sm font-semibold uppercase tracking-widest text-muted"
      >
        {costs.heading}
      </h3>
      <CostBar costs={costs} sumOfLines={sumOfLines} />
      {/* Named by the visible heading above; the column headers are for screen readers only. */}
      <table aria-labelledby={costsHeadingId} className="mt-4 w-full border-collapse text-left">
        <thead>
          <tr>
            {[costsColumns.item, costsColumns.amount].map((column) => (
              <th key={column} scope="col" className="p-0">
                <span className="sr-only">{column}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {costs.lines.map((cost, index) => (
            <tr key={cost.label}>
              <th scope="row" className="py-4 pr-6 align-baseline font-normal">
                <span className="flex items-baseline gap-3">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'size-3 shrink-0 rounded-sm',
                      costColours[index % costColours.length]!.swatch,
                    )}
                  />
                  <span>
                    <span className="block font-semibold">{cost.label}</span>{' '}
                    <span className="block text-sm text-muted">{cost.detail}</span>
                  </span>
                </span>
              </th>
              <td className="figures py-4 text-right align-baseline font-mono text-lg font-semibold">
                {formatUsd(cost.amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-ink">
            <th scope="row" className="pr-6 pt-4 text-left align-baseline font-bold">
              {costs.totalLabel}
            </th>
            <td className="figures pt-4 text-right align-baseline font-mono text-2xl font-bold text-accent-ink">
              {formatUsd(costs.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-3 text-sm text-muted">{totalNote(formatUsd(sumOfLines))}</p>
    </div>
  );
}

/** Project page: Technical Specifications, the shim and the cost per unit, on the project's band. */
export function Specifications({ specs }: { specs: Specs }) {
  const headingId = useId();
  const { shim, costs } = specs;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-page px-5 py-16 sm:px-8">
      <SectionHeading id={headingId}>{specs.heading}</SectionHeading>
      <div className="mt-8 grid gap-6 *:min-w-0 lg:grid-cols-2">
        <div className="board rounded-2xl border border-band-line bg-band p-6 text-band-ink sm:p-8">
          <SpecList items={specs.items} />
          {shim && (
            <>
              <h3 className="mt-8 font-mono text-sm font-semibold uppercase tracking-widest text-band-ink">
                {shim.heading}
              </h3>
              <SpecList items={shim.items} />
            </>
          )}
        </div>
        {costs && <CostBreakdown costs={costs} />}
      </div>
    </section>
  );
}
