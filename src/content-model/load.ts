/**
 * Reads the owner's content from content/ at build time (never in the
 * browser): YAML for facts, Markdown for prose. Each file is parsed with YAML
 * 1.2's core schema (so `no` stays a word and a date stays text), checked
 * against its schema (./schema/), and every picture it names must be in
 * public/images/. A mistake is reported in plain words with its place:
 *
 *   content/profile.yml:11:8: email: must be an e-mail address, such as you@example.com (found "me@")
 *
 * Where the files are: ./paths.ts; how a problem is worded: ./problems.ts;
 * the pictures named: ./pictures.ts.
 */
import { resumeFiles } from '../lib/paths.ts';
import { contentReader, type RawFile } from './loaders/read-file.ts';
import { loadHome } from './loaders/home.ts';
import { loadLook } from './loaders/look.ts';
import { loadProfile } from './loaders/profile.ts';
import { loadResume } from './loaders/resume.ts';
import { loadTrackedProjects } from './loaders/tracked-projects.ts';
import { problemsMessage } from './problems.ts';
import { nearMissProblems, unreadFiles } from './unread-files.ts';
import { profileLinks } from './profile-links.ts';
import { resumeOf } from './resume.ts';
import { upgradeSteps } from './schema/versions.ts';
import type { UpgradeReport } from './upgrade.ts';
import type {
  CopyrightYears,
  LoadedSiteContent,
  Profile,
  ProjectSummary,
  TrackedProject,
  Update,
} from './schema/index.ts';

export { summaryOf } from './loaders/updates.ts';

/** A tracked project as every page's script carries it (ProjectSummary): its pages load the rest. */
export function projectSummaryOf(project: TrackedProject): ProjectSummary {
  const { slug, title, tagline, description, featured, badge, heroImage, card } = project;
  const { updateCount, latestUpdate } = project;
  return {
    slug,
    title,
    tagline,
    description,
    featured,
    badge,
    heroImage,
    card,
    updateCount,
    ...(latestUpdate ? { latestUpdate } : {}),
    hasTimeline: project.timeline !== undefined,
  };
}

/** The result of reading the content: everything, or the list of what is wrong. */
export interface LoadedContent {
  content?: LoadedSiteContent;
  problems: string[];
  /** Content of an earlier shape, read as the newest: what the steps changed (./upgrade.ts). */
  upgrade?: UpgradeReport;
  /** Each file's data as parsed, before checking, and where a field of it is: for the sample-value warnings. */
  raw: RawFile[];
}

/**
 * Reads, checks and assembles the content of the project at `root`: each kind
 * of content by its own loader (./loaders/), in one pass that lists every
 * problem. Content of an earlier shape is read through the upgrade `steps`
 * (./schema/versions.ts).
 */
export function loadContent(root: string, steps = upgradeSteps): LoadedContent {
  const reader = contentReader(root, steps);
  const { problems, raw, upgrade } = reader;
  const profileRead = loadProfile(reader);
  const { profile } = profileRead;
  const home = loadHome(reader);
  const look = loadLook(reader);
  const { trackedProjects, updates, updateFiles, folders } = loadTrackedProjects(reader);
  const resumeRead = loadResume(reader, profileRead, folders);
  // A file saved under a name close to one the site reads would be left out without a word.
  problems.splice(0, problems.length, ...nearMissProblems(unreadFiles(root), problems));

  const upgraded = upgrade.from < upgrade.to ? { upgrade } : {};
  if (problems.length || !profile || !home || !look || (resumeRead.file && !resumeRead.file.value))
    return { problems, raw, ...upgraded };
  const copyrightYears = copyrightYearsOf(profile, trackedProjects, updates);
  const resume =
    resumeRead.file?.value && resumeOf(resumeRead.file.value, profile, trackedProjects, buildDay());
  return {
    content: {
      profile,
      home,
      look,
      trackedProjects,
      copyrightYears,
      resumePdf: profile.resumeFile ?? resumeFiles.pdf,
      hasResumePage: resume !== undefined,
      ownerLinks: profileLinks(profile),
      updates,
      updateFiles,
      ...(resume ? { resume } : {}),
    },
    problems,
    raw,
    ...upgraded,
  };
}

/**
 * The day the site is built, YYYY-MM-DD in UTC: SOURCE_DATE_EPOCH's where it is set (the
 * reproducible-builds convention, seconds since 1970), else today. The sitemap's and the
 * pages' last-modified day and the footer's last year come from it.
 */
export function buildDay(env: NodeJS.ProcessEnv = process.env): string {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  const at = env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? epoch * 1000 : Date.now();
  return new Date(at).toISOString().slice(0, 10);
}

/**
 * The footer's copyright years, so that nobody has to remember to change them: the first is the
 * earliest year the content dates (an update, a milestone's start or end) or profile.yml's
 * copyrightYear if that is earlier; the last is the build's year. A date after the build's year
 * (a milestone planned ahead) does not count.
 */
export function copyrightYearsOf(
  profile: Pick<Profile, 'copyrightYear'>,
  trackedProjects: Pick<TrackedProject, 'timeline'>[],
  updates: Record<string, Pick<Update, 'date'>[]>,
  last = Number(buildDay().slice(0, 4)),
): CopyrightYears {
  const dated = [
    ...Object.values(updates).flatMap((log) => log.map(({ date }) => date)),
    ...trackedProjects.flatMap(({ timeline }) =>
      (timeline?.milestones ?? []).flatMap(({ started, completed }) => [started, completed]),
    ),
  ].flatMap((date) => (date ? [Number(date.slice(0, 4))] : []));
  const first = Math.min(last, profile.copyrightYear ?? last, ...dated);
  return { first, last };
}

/** The content, or an error listing every mistake in it (what the build stops with). */
export function readContent(root: string): LoadedSiteContent {
  const { content, problems } = loadContent(root);
  if (content) return content;
  throw new Error(problemsMessage(problems));
}
