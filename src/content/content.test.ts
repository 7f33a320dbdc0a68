import { describe, expect, it } from 'vitest';
import { contentProblems, loadContent } from '../../scripts/build/content-check';
import { fixtureMilestones, fixtureProject, minimalProject } from '../test/fixtures';
import { profile } from './profile';
import { comingSoon, otherProjects } from './projects';
import {
  comingSoonSchema,
  milestonesSchema,
  otherProjectSchema,
  profileSchema,
  siteSchema,
  trackedProjectSchema,
  trackedProjectsSchema,
  type Milestone,
  type MilestoneStatus,
} from './schema';
import { site } from './site';
import { trackedProjects } from './tracked';

// The owner may change every word, figure and milestone here: these tests
// hold only what any valid content keeps. The invariants themselves are tested
// on made-up milestones (src/test/fixtures.ts) through the schemas.

/** The problems the schema finds in a list of milestones, as "index.field: message". */
function problemsIn(milestones: unknown): string[] {
  const result = milestonesSchema.safeParse(milestones);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** The fixture milestones with the given statuses, in order. */
const withStatuses = (...statuses: MilestoneStatus[]): Milestone[] =>
  statuses.map((status, index) => ({
    ...fixtureMilestones[index % fixtureMilestones.length]!,
    id: index + 1,
    status,
  }));

describe('the shipped content', () => {
  it('passes the build’s content check: every schema, and every file it names', async () => {
    expect(contentProblems(await loadContent(process.cwd()), process.cwd())).toEqual([]);
  });

  it('passes the schemas as the site imports it', () => {
    expect(profileSchema.safeParse(profile).error).toBeUndefined();
    expect(otherProjectSchema.array().safeParse(otherProjects).error).toBeUndefined();
    expect(comingSoonSchema.safeParse(comingSoon).error).toBeUndefined();
    expect(siteSchema.safeParse(site).error).toBeUndefined();
    expect(trackedProjectsSchema.safeParse(trackedProjects).error).toBeUndefined();
  });

  it('keeps each timeline in order: ids 1, 2, 3…; completed, then at most one current, then future', () => {
    const rank: Record<MilestoneStatus, number> = { completed: 0, current: 1, future: 2 };
    for (const project of trackedProjects) {
      const milestones = project.timeline?.milestones ?? [];
      expect(milestones.map((milestone) => milestone.id)).toEqual(
        milestones.map((_, index) => index + 1),
      );
      const ranks = milestones.map((milestone) => rank[milestone.status]);
      expect(ranks, project.slug).toEqual([...ranks].sort((a, b) => a - b));
      expect(
        milestones.filter((milestone) => milestone.status === 'current').length,
        project.slug,
      ).toBeLessThanOrEqual(1);
    }
  });
});

describe('the timeline schema (SPEC §3, §4)', () => {
  it('accepts milestones in order, with or without a current one', () => {
    expect(problemsIn(fixtureMilestones)).toEqual([]);
    expect(problemsIn(withStatuses('completed', 'completed'))).toEqual([]);
    expect(problemsIn(withStatuses('future', 'future'))).toEqual([]);
    expect(problemsIn(withStatuses('current', 'future'))).toEqual([]);
  });

  it('numbers the milestones 1, 2, 3… in the order listed, each once', () => {
    const swapped = [fixtureMilestones[1]!, fixtureMilestones[0]!, ...fixtureMilestones.slice(2)];
    expect(problemsIn(swapped.map((m) => ({ ...m, status: 'completed' })))).toEqual([
      '0.id: must be 1: ids count 1, 2, 3… in the order listed, each once',
      '1.id: must be 2: ids count 1, 2, 3… in the order listed, each once',
    ]);
    const repeated = fixtureMilestones.map((m, index) => (index === 2 ? { ...m, id: 2 } : m));
    expect(problemsIn(repeated)).toEqual([
      '2.id: must be 3: ids count 1, 2, 3… in the order listed, each once',
    ]);
  });

  it('allows one current milestone at most', () => {
    expect(problemsIn(withStatuses('completed', 'current', 'current', 'future'))).toEqual([
      '2.status: only one milestone can be current',
    ]);
  });

  it('keeps completed before current before future', () => {
    expect(problemsIn(withStatuses('current', 'completed'))).toEqual([
      '1.status: cannot follow a current milestone: completed ones come first, then the current one, then future ones',
    ]);
    expect(problemsIn(withStatuses('completed', 'future', 'current'))).toEqual([
      '2.status: cannot follow a future milestone: completed ones come first, then the current one, then future ones',
    ]);
    expect(problemsIn(withStatuses('future', 'completed'))).toEqual([
      '1.status: cannot follow a future milestone: completed ones come first, then the current one, then future ones',
    ]);
  });

  it('takes only the three statuses, and needs at least one milestone', () => {
    expect(problemsIn(withStatuses('completed').map((m) => ({ ...m, status: 'done' })))).toEqual([
      '0.status: must be one of completed, current, future',
    ]);
    expect(problemsIn([])).toEqual([': must list at least one milestone']);
  });
});

describe('the tracked project schema', () => {
  it('needs only the opening and the card; every later section is optional', () => {
    expect(trackedProjectSchema.safeParse(minimalProject).error).toBeUndefined();
    expect(trackedProjectSchema.safeParse(fixtureProject).error).toBeUndefined();
    for (const required of [
      'slug',
      'title',
      'tagline',
      'description',
      'badge',
      'heroImage',
      'card',
    ])
      expect(
        trackedProjectSchema.safeParse({ ...minimalProject, [required]: undefined }).success,
        required,
      ).toBe(false);
  });

  it('takes an address-safe slug, and a list with each slug once', () => {
    for (const slug of ['Tide Clock', 'tide_clock', '-tide', 'tide-', ''])
      expect(trackedProjectSchema.safeParse({ ...minimalProject, slug }).success, slug).toBe(false);
    expect(trackedProjectsSchema.safeParse([fixtureProject, minimalProject]).success).toBe(true);
    const twice = trackedProjectsSchema.safeParse([minimalProject, fixtureProject, minimalProject]);
    expect(twice.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [[2, 'slug'], 'is used by an earlier project: each project needs its own address'],
    ]);
    expect(trackedProjectsSchema.safeParse([]).success).toBe(false);
  });

  it('refuses costs that are not in whole cents', () => {
    const costs = fixtureProject.specs!.costs!;
    const withAmount = (amount: number) =>
      trackedProjectSchema.safeParse({
        ...fixtureProject,
        specs: {
          ...fixtureProject.specs,
          costs: { ...costs, lines: [{ ...costs.lines[0]!, amount }] },
        },
      }).success;
    expect(withAmount(19.99)).toBe(true);
    expect(withAmount(0.29)).toBe(true);
    expect(withAmount(2.255)).toBe(false);
    expect(withAmount(0)).toBe(false);
  });
});
