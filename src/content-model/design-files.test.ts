import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import {
  fixtureFiles,
  writeFixtureProject,
  type MarkdownFile,
} from '../../scripts/lab/unit-tests/fixture-content';
import { contentBoards, contentDrawings, contentModels } from './design-files';
import { loadContent, readContent } from './load';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const model = (source: string) => ({ source, alt: `The part in ${source}` });
const board = (fabFiles: string) => ({ fabFiles, alt: `The board of ${fabFiles}` });
const drawing = (source: string) => ({ source, alt: `The drawing in ${source}` });

/** The fixture content with a model and a board in each place the content can name one. */
function withDesignFiles() {
  const files = structuredClone(fixtureFiles);
  const home = files['content/home.yml'] as { otherProjects: Array<Record<string, unknown>> };
  home.otherProjects[0]!.model = model('bridge.stl');
  home.otherProjects[0]!.drawing = drawing('bridge.pdf');
  const project = files['content/tracked/gripper-arm/project.yml'] as Record<string, unknown>;
  project.designFiles = {
    heading: 'Design files',
    boards: [board('servo-driver.zip')],
    models: [model('finger.step')],
    drawings: [drawing('finger.dxf')],
  };
  const timeline = files['content/tracked/gripper-arm/timeline.yml'] as {
    milestones: Array<Record<string, unknown>>;
  };
  timeline.milestones[1]!.model = model('wrist.3mf');
  timeline.milestones[1]!.drawing = drawing('wrist.pdf');
  const update = files[
    'content/tracked/gripper-arm/updates/2031-05-02-power-budget.md'
  ] as MarkdownFile;
  update.front = {
    ...update.front,
    models: [model('bracket.glb')],
    boards: [board('power')],
    drawings: [drawing('bracket.PDF')],
  };
  const root = writeFixtureProject(files);
  roots.push(root);
  return readContent(root);
}

describe('the models and boards the content names', () => {
  it('finds each, wherever it is named, with its file and field', () => {
    const content = withDesignFiles();
    expect(contentModels(content).map(({ where, value }) => `${where}: ${value.source}`)).toEqual([
      'content/home.yml: otherProjects[0].model: bridge.stl',
      'content/tracked/gripper-arm/project.yml: designFiles.models[0]: finger.step',
      'content/tracked/gripper-arm/timeline.yml: milestones[1].model: wrist.3mf',
      'content/tracked/gripper-arm/updates/2031-05-02-power-budget.md: models[0]: bracket.glb',
    ]);
    expect(contentBoards(content).map(({ where, value }) => `${where}: ${value.fabFiles}`)).toEqual(
      [
        'content/tracked/gripper-arm/project.yml: designFiles.boards[0]: servo-driver.zip',
        'content/tracked/gripper-arm/updates/2031-05-02-power-budget.md: boards[0]: power',
      ],
    );
    // A drawing has a source and an alt as a model has: told apart by its file, never taken for one.
    expect(contentDrawings(content).map(({ where, value }) => `${where}: ${value.source}`)).toEqual(
      [
        'content/home.yml: otherProjects[0].drawing: bridge.pdf',
        'content/tracked/gripper-arm/project.yml: designFiles.drawings[0]: finger.dxf',
        'content/tracked/gripper-arm/timeline.yml: milestones[1].drawing: wrist.pdf',
        'content/tracked/gripper-arm/updates/2031-05-02-power-budget.md: drawings[0]: bracket.PDF',
      ],
    );
  });

  it('finds none in content that names none, and never takes a picture for one', () => {
    const files = structuredClone(fixtureFiles);
    delete (files['content/tracked/gripper-arm/project.yml'] as Record<string, unknown>)
      .designFiles;
    const root = writeFixtureProject(files);
    roots.push(root);
    const content = readContent(root);
    expect(contentModels(content)).toEqual([]);
    expect(contentBoards(content)).toEqual([]);
    expect(contentDrawings(content)).toEqual([]);
  });

  it('gives a board the fab house’s usual colours unless the content names its own', () => {
    const [named] = contentBoards(withDesignFiles());
    expect(named!.value).toMatchObject({
      soldermask: 'green',
      finish: 'HASL',
      silkscreen: 'white',
    });
  });

  it('refuses a file no reader takes and a colour no fab house names, saying what to write', () => {
    const files = structuredClone(fixtureFiles);
    const project = files['content/tracked/gripper-arm/project.yml'] as Record<string, unknown>;
    project.designFiles = {
      heading: 'Design files',
      boards: [{ ...board('driver'), soldermask: 'teal' }],
      models: [model('bracket.dwg')],
      drawings: [drawing('bracket.dwg')],
    };
    const root = writeFixtureProject(files);
    roots.push(root);
    const { problems } = loadContent(root);
    const file = 'content/tracked/gripper-arm/project.yml';
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^${file}:\\d+:\\d+: designFiles\\.models\\[0\\]\\.source: .*\\.step.*bracket\\.dwg`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^${file}:\\d+:\\d+: designFiles\\.boards\\[0\\]\\.soldermask: .*green, black.*teal`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^${file}:\\d+:\\d+: designFiles\\.drawings\\[0\\]\\.source: must be a drawing file: \\.pdf or \\.dxf.*bracket\\.dwg`,
          ),
        ),
      ]),
    );
  });
});
