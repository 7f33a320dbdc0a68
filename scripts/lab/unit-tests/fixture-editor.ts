/**
 * The made-up repository and site the form editor's tests (scripts/site/admin/) configure it for,
 * and the fixture project (./fixture-content.ts) they read, with two dated updates of its own.
 */
import { fixtureFiles, writeFixtureProject, type MarkdownFile } from './fixture-content';

export const site = { basePath: '/portfolio/', siteUrl: 'https://owner.github.io', noindex: false };
export const repo = 'fixture-owner/fixture-site';

/** The fixture project with two dated updates of its own, one on a milestone (made-up words). */
export const updateFiles: Record<string, MarkdownFile> = {
  'content/tracked/gripper-arm/updates/2031-03-02-wrist-bracket.md': {
    front: { title: 'A bracket for the wrist servo', milestone: 3 },
    body: 'The wrist servo now sits in a printed bracket.\n\nIt no longer rattles.\n',
  },
  'content/tracked/gripper-arm/updates/hinge-pins.md': {
    front: { title: 'Brass hinge pins', date: '2031-01-15' },
    body: 'The finger joints turn on brass pins now.\n',
  },
};

/** That project, with those updates, written to a new folder: the test file that asks removes it. */
export const writeEditorProject = () => writeFixtureProject({ ...fixtureFiles, ...updateFiles });
