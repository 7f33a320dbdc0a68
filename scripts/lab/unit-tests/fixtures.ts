/**
 * Made-up content for tests, read from the files of scripts/lab/unit-tests/fixture-content.ts
 * by the real loader: nothing here is the sample owner's, so a test built on it
 * keeps passing whatever the owner writes in content/. Tests that need the
 * live content read it from there instead, and check only what any valid edit keeps.
 */
import { rmSync } from 'node:fs';
import { readContent } from '../../../src/content-model/load';
import { textOf } from '../../../src/content-model/markdown';
import { writeFixtureProject } from './fixture-content';

const root = writeFixtureProject();
/** The whole made-up content, as the pages see it. */
export const fixtureContent = readContent(root);
rmSync(root, { recursive: true, force: true });

export const fixtureProfile = fixtureContent.profile;
export const fixtureOtherProject = fixtureContent.home.otherProjects[0]!;
/** A tracked project with every section filled in (the featured one). */
export const fixtureProject = fixtureContent.trackedProjects[0]!;
/** A tracked project with only what the schema requires: no section after its opening. */
export const minimalProject = fixtureContent.trackedProjects[1]!;
/** Two done, one under way, two to come: every status, in the order the schema asks. */
export const fixtureMilestones = fixtureProject.timeline!.milestones;

/** The made-up update with the most pictures, and its project: the page with a gallery (eight pictures). */
export const fixtureGallery = fixtureContent.trackedProjects
  .flatMap((project) =>
    (fixtureContent.updates[project.slug] ?? []).map((update) => ({ project, update })),
  )
  .sort((a, b) => b.update.pictures.length - a.update.pictures.length)[0]!;

/** The words of a piece of the content's HTML, as a person reads them. */
export { textOf };
