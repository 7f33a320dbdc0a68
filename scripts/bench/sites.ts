/**
 * What the phone benchmarks measure (twin.ts, long-tasks.ts, taps.ts, model-viewer/,
 * interactions.ts): the built sites with the pages of each, and the phone's
 * speed, read once from this machine so every figure of one run stands for the
 * same phone.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { trackedProjects } from '../lab/owner-content';
import { writeOwnerVariant } from './owner-content';
import { phoneCpuSlowdown, type PhoneSpeed } from '../lab/phone';
import { comparedPages, type ComparedPage, type ComparedProject } from './static-twin';
import { timedBuild } from './updates';

/** A built site the phone benchmarks measure. */
export interface BenchSite {
  /** Starts its pages' names in the tables: "" for the sample, "owner " for the variant. */
  label: string;
  /** Its built files, for the base "/". */
  dist: string;
  pages: ComparedPage[];
  /** Its featured project (the menu, the slide rule, a gallery's update). */
  project: ComparedProject & { galleryUpdate?: string };
  /** True for the owner-content variant. */
  owner: boolean;
}

/** The site as `npm run build` made it in dist/: this repository's content. */
export function sampleSite(dist = join(process.cwd(), 'dist')): BenchSite {
  const project = trackedProjects.find((tracked) => tracked.featured) ?? trackedProjects[0]!;
  return { label: '', dist, pages: comparedPages(project), project, owner: false };
}

/** The owner-content variant (owner-content.ts), built into its own folder; `remove` deletes it. */
export async function ownerSite(): Promise<BenchSite & { remove: () => void }> {
  const variant = await writeOwnerVariant();
  console.log('Building the owner-content variant…');
  const dist = join(variant.root, 'dist');
  console.log(`built the owner-content variant in ${timedBuild(variant.root, dist).toFixed(1)} s`);
  return {
    label: 'owner ',
    dist,
    pages: comparedPages(variant.project, 'owner '),
    project: variant.project,
    owner: true,
    remove: () => rmSync(variant.root, { recursive: true, force: true }),
  };
}

/**
 * The phone's speed, from the median of BENCH_PROBES (5) probes of this machine's benchmarkIndex
 * (scripts/lab/phone.ts): every figure at phone speed is this factor times this machine's.
 */
export function measurePhoneSpeed(): Promise<PhoneSpeed> {
  return phoneCpuSlowdown(Number(process.env.BENCH_PROBES ?? 5));
}

/**
 * Runs one phone benchmark alone on the sample site in dist/, at this machine's phone speed, and
 * prints its figures: what `tsx scripts/bench/<file>.ts` does for long-tasks, taps, twin and
 * model-viewer.
 */
export async function printOnSample(
  figures: (sites: BenchSite[], phone: PhoneSpeed) => Promise<string>,
): Promise<void> {
  const sites = [sampleSite()];
  console.log(await figures(sites, await measurePhoneSpeed()));
}
