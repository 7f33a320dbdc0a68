/**
 * The made-up content of src/test/fixtures.ts written out as a project on disk:
 * content modules laid out as in src/content/ (two tracked projects, one with
 * its timeline in a file of its own) and every file they name in public/, so
 * the build's content and image steps can be tested without the owner's content.
 * (Vitest cannot import modules written while it runs, so tests take the
 * modules from `fixtureContentModules`; a child process can load the files.)
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Picture } from '../content/schema';
import {
  fixtureMilestones,
  fixtureOtherProject,
  fixtureProfile,
  fixtureProject,
  minimalProject,
} from './fixtures';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * The fixture content as the build loads it (scripts/build/content-check.ts):
 * each content file's exports by name. The project with a timeline keeps its
 * milestones in a file of its own, as PCBrule does.
 */
export const fixtureContentModules: Record<string, Record<string, unknown>> = {
  'src/content/profile.ts': { profile: fixtureProfile },
  'src/content/projects.ts': {
    otherProjectsHeading: 'Earlier Work',
    otherProjects: [fixtureOtherProject],
    comingSoon: { heading: 'Next Up', intro: 'Soon:', items: ['A kite'] },
  },
  'src/content/site.ts': { site: { copyrightYear: 2031 } },
  'src/content/tracked/index.ts': { trackedProjects: [fixtureProject, minimalProject] },
  'src/content/tracked/gripper-arm.ts': { gripperArm: fixtureProject },
  'src/content/tracked/gripper-arm-timeline.ts': { milestones: fixtureMilestones },
  'src/content/tracked/tide-clock.ts': { tideClock: minimalProject },
};

/** A content file's source: its exports as data, the project's milestones imported from their file. */
function sourceOf(file: string, exports: Record<string, unknown>): string {
  if (file === 'src/content/tracked/gripper-arm.ts') {
    const { timeline, ...opening } = fixtureProject;
    return [
      `import { milestones } from './gripper-arm-timeline';`,
      `const opening = ${json(opening)};`,
      `const words = ${json({ heading: timeline?.heading, intro: timeline?.intro })};`,
      `export const gripperArm = { ...opening, timeline: { ...words, milestones } };`,
      '',
    ].join('\n');
  }
  return Object.entries(exports)
    .map(([name, value]) => `export const ${name} = ${json(value)};\n`)
    .join('');
}

/** Every picture in a value: any object with a file. */
function pictures(value: unknown): Array<Omit<Picture, 'alt'>> {
  if (value === null || typeof value !== 'object') return [];
  if ('file' in value) return [value as Picture];
  return Object.values(value).flatMap(pictures);
}

/** Every picture the fixture content names. */
export const fixturePictures: Array<Omit<Picture, 'alt'>> = pictures([
  fixtureProfile,
  fixtureOtherProject,
  fixtureProject,
  minimalProject,
]);

/**
 * Writes the fixture project into a new folder under the system's temporary
 * folder and returns its path: the content files, a drawing of the right size
 * for each picture in public/images/, and the resume in public/.
 */
export async function writeFixtureProject(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'fixture-project-'));
  const write = async (file: string, content: string) => {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), content);
  };
  await write('package.json', json({ type: 'module', private: true }));
  for (const [file, exports] of Object.entries(fixtureContentModules))
    await write(file, sourceOf(file, exports));
  for (const { file } of fixturePictures)
    await write(
      `public/images/${file}`,
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"/>',
    );
  await write(`public/${fixtureProfile.resumeFile}`, '%PDF-1.4\n%%EOF\n');
  return root;
}
