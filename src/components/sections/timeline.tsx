import { useId } from 'react';
import { sectionIds, timelineHash, updatePath } from '../../lib/paths';
import { notSearched } from '../../lib/search-marks';
import { Link } from 'react-router-dom';
import type {
  Milestone,
  MilestoneStatus,
  TrackedProject,
  UpdateSummary,
} from '../../content-model/schema';
import { site } from '../../content-model/site-words';
import { cn } from '../../lib/cn';
import { Badge, type BadgeTone } from '../ui/badge';
import { DateText } from '../ui/date-text';
import { ModelFigure } from '../model';
import { DrawingWithViewer } from '../design/drawing-viewer';
import { ImageWithFallback } from '../ui/image-with-fallback';
import { RichText } from '../ui/rich-text';
import { SectionHeading } from '../ui/section-heading';
import { twoDigits } from '../../lib/format';

const badgeTone: Record<MilestoneStatus, BadgeTone> = {
  completed: 'done',
  current: 'now',
  future: 'future',
};

/** The dot on the rail: filled for completed, pulsing for current, hollow for future (docs/spec.md §4). */
function StatusDot({ status }: { status: MilestoneStatus }) {
  return (
    <span
      aria-hidden="true"
      data-status-dot={status}
      className="absolute left-0 top-1 flex size-6 items-center justify-center"
    >
      {status === 'current' && (
        <span className="absolute inline-flex size-4 animate-pulse-ring rounded-full bg-now" />
      )}
      <span
        className={cn(
          'relative size-4 rounded-full border-2',
          status === 'completed' && 'border-done bg-done',
          status === 'current' && 'border-now bg-now',
          status === 'future' && 'border-muted bg-surface',
        )}
      />
    </span>
  );
}

/** "Completed Mar 2025" or "Started Jan 2026", beside the badge, when the timeline says so. */
function MilestoneDate({ milestone }: { milestone: Milestone }) {
  const { milestoneDates } = site.projectPage;
  const [label, iso] = milestone.completed
    ? [milestoneDates.completed, milestone.completed]
    : milestone.started
      ? [milestoneDates.started, milestone.started]
      : [];
  if (!label || !iso) return null;
  return (
    <span className="text-sm text-muted">
      {label} <DateText iso={iso} />
    </span>
  );
}

/** The updates that belong to a milestone, linked, under its text. */
function MilestoneUpdates({
  project,
  updates,
}: {
  project: string;
  updates: readonly UpdateSummary[];
}) {
  if (updates.length === 0) return null;
  return (
    <div className="mt-3 text-sm" {...notSearched}>
      <p className="font-semibold text-muted">{site.projectPage.milestoneUpdates}</p>
      <ul className="mt-1 space-y-1">
        {updates.map((update) => (
          <li key={update.slug}>
            <Link
              to={updatePath(project, update.slug)}
              className="font-semibold text-accent-ink underline underline-offset-4 hover:decoration-2"
            >
              {update.title}
            </Link>{' '}
            <DateText iso={update.date} className="text-muted" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function MilestoneItem({
  milestone,
  last,
  project,
  updates,
}: {
  milestone: Milestone;
  last: boolean;
  project: string;
  updates: readonly UpdateSummary[];
}) {
  const { status } = milestone;
  return (
    <li
      className="relative pb-12 pl-12 last:pb-0 print:break-inside-avoid print:pb-4"
      aria-current={status === 'current' ? 'step' : undefined}
    >
      {!last && (
        <span
          aria-hidden="true"
          className={cn(
            'absolute bottom-0 left-[11px] top-8 w-0.5',
            status === 'completed' ? 'bg-done/60' : 'bg-line',
          )}
        />
      )}
      <StatusDot status={status} />
      <div className="max-w-3xl">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <span className="figures font-mono text-sm text-muted">{twoDigits(milestone.id)}</span>{' '}
            <Badge tone={badgeTone[status]}>{site.projectPage.statusLabels[status]}</Badge>{' '}
            <MilestoneDate milestone={milestone} />
          </div>
          <h3
            className={cn(
              'mt-2 text-xl font-bold',
              status === 'future' && 'font-semibold text-muted',
            )}
          >
            {milestone.title}
          </h3>
          <RichText
            html={milestone.description}
            className="mt-2 max-w-prose leading-relaxed text-muted"
          />
          <MilestoneUpdates
            project={project}
            updates={updates.filter((update) => update.milestone === milestone.id)}
          />
          {/* No label of its own: the milestone's heading just above names it (a label would say it twice). */}
          <ul className="mt-3 flex flex-wrap gap-2 print:hidden">
            {milestone.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-md bg-sunken px-2 py-0.5 font-mono text-xs text-muted"
              >
                {tag}
              </li>
            ))}
          </ul>
        </div>
        {milestone.image && (
          <div className="mt-5 overflow-hidden rounded-xl border border-line bg-band print:hidden">
            <ImageWithFallback picture={milestone.image} sizes="(min-width: 48rem) 48rem, 100vw" />
          </div>
        )}
        {milestone.model && (
          <ModelFigure
            model={milestone.model}
            sizes="(min-width: 48rem) 48rem, 100vw"
            className="mt-5 print:hidden"
          />
        )}
        {milestone.drawing && (
          <DrawingWithViewer
            drawing={milestone.drawing}
            place={`milestone-${milestone.id}`}
            sizes="(min-width: 48rem) 48rem, 100vw"
            className="mt-5 print:hidden"
          />
        )}
      </div>
    </li>
  );
}

const segmentColour: Record<MilestoneStatus, string> = {
  completed: 'bg-done',
  current: 'bg-now',
  future: 'bg-line',
};

/**
 * "7 of 11 milestones complete", a bar with one segment per milestone and the
 * current one named: all counted from the timeline data, never typed.
 */
function ProgressSummary({
  milestones,
  lastUpdated,
}: {
  milestones: readonly Milestone[];
  lastUpdated?: string;
}) {
  const labelId = useId();
  const { progress } = site.projectPage;
  const completed = milestones.filter((milestone) => milestone.status === 'completed').length;
  const current = milestones.find((milestone) => milestone.status === 'current');
  const summary = progress.summary(completed, milestones.length);
  return (
    <div className="mt-8 max-w-3xl rounded-2xl border border-line bg-raised p-5 sm:p-6">
      {/* A screen reader hears all of this once, from the progress bar below: its name is
          the summary and its value the milestone under way. */}
      <div
        aria-hidden="true"
        className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1"
      >
        <p id={labelId} className="font-headings text-lg font-bold">
          {summary}
        </p>
        {current && (
          <p className="text-sm text-muted">
            {progress.current}:{' '}
            <span className="font-semibold text-now">
              <span className="figures font-mono">{twoDigits(current.id)}</span> {current.title}
            </span>
          </p>
        )}
      </div>
      {/* Not hidden from screen readers like the line above: the bar does not say it. */}
      {lastUpdated && (
        <p className="mt-1 text-sm text-muted">
          {progress.lastUpdated} <DateText iso={lastUpdated} />
        </p>
      )}
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={milestones.length}
        aria-valuenow={completed}
        // The name already says "7 of 11 milestones complete"; the value adds what is under way.
        aria-valuetext={
          current ? `${progress.current}: ${current.title}` : `${completed} of ${milestones.length}`
        }
        className="mt-4 flex gap-1"
      >
        {milestones.map((milestone) => (
          <span
            key={milestone.id}
            data-segment={milestone.status}
            className={cn('h-2.5 flex-1 rounded-full', segmentColour[milestone.status])}
          />
        ))}
      </div>
    </div>
  );
}

/** Project page: the Development Timeline, an ordered list of the milestones. */
export function Timeline({
  project,
  timeline,
  updates,
}: {
  project: string;
  timeline: NonNullable<TrackedProject['timeline']>;
  /** The project's updates, newest first: the newest dates the summary, each is linked from its milestone. */
  updates: readonly UpdateSummary[];
}) {
  const { milestones } = timeline;
  return (
    <section
      id={sectionIds.timeline}
      aria-labelledby={sectionIds.timelineHeading}
      // On paper the timeline starts a page, so its 11 milestones take two pages at most.
      className="mx-auto max-w-page px-5 py-16 sm:px-8 print:break-before-page print:py-0"
    >
      {/*
        With JavaScript, /pcbrule#timeline is handled by the scroll manager (the
        spec's 200 ms smooth scroll), so nothing may carry id="timeline" or the
        browser would jump there first. Without JavaScript the browser parses
        <noscript> as markup, and this anchor lets the same link land here.
      */}
      <noscript>
        <span id={timelineHash.slice(1)} />
      </noscript>
      {/* tabIndex -1: the #timeline scroll moves focus here so keyboard users continue from the timeline. */}
      <SectionHeading id={sectionIds.timelineHeading} tabIndex={-1} className="outline-none">
        {timeline.heading}
      </SectionHeading>
      <RichText as="p" html={timeline.intro} className="mt-3 max-w-prose text-muted" />
      <ProgressSummary milestones={milestones} lastUpdated={updates[0]?.date} />
      <ol className="mt-10">
        {milestones.map((milestone, index) => (
          <MilestoneItem
            key={milestone.id}
            milestone={milestone}
            last={index === milestones.length - 1}
            project={project}
            updates={updates}
          />
        ))}
      </ol>
    </section>
  );
}
