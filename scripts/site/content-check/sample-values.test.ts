// @vitest-environment node
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/content-model/load';
import { fixtureFiles, writeFixtureProject } from '../../lab/unit-tests/fixture-content';
import { join } from 'node:path';
import { avatarSvg } from '../../illustrations/drawings';
import { sampleValues, sampleWarnings } from './sample-values';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** The sample values found in a fixture project on disk, as the build's check reads it. */
async function sampleValuesOf(files = fixtureFiles): Promise<string[]> {
  const root = writeFixtureProject(files);
  roots.push(root);
  const { problems, raw } = loadContent(root);
  expect(problems).toEqual([]);
  const found = await sampleValues(raw, root);
  // Each names its file's line and column: the line holds the value (its first line, for a text
  // of several), or for a Markdown file's body, the first line below the front matter.
  for (const warning of found) {
    const [, path, line, column, value] =
      /^([^:]+):(\d+):(\d+): \S+ \((".*")\)$/s.exec(warning) ?? [];
    if (!path) continue;
    const lines = readFileSync(join(root, path), 'utf8').split('\n');
    const text = JSON.parse(value!) as string;
    if (warning.includes(': body ('))
      expect(lines.slice(0, Number(line) - 1).filter((each) => each === '---')).toHaveLength(2);
    else
      expect(lines[Number(line) - 1]!.slice(Number(column) - 1), warning).toContain(
        text.split('\n')[0],
      );
  }
  return found;
}

const withProfile = (changes: Record<string, unknown>) => ({
  ...fixtureFiles,
  'content/profile.yml': { ...fixtureFiles['content/profile.yml'], ...changes },
});

describe('sample content warnings', () => {
  it('find nothing in content that is all the owner’s own', async () => {
    expect(await sampleValuesOf()).toEqual([]);
    expect(sampleWarnings([])).toEqual({ text: '', markdown: '' });
  });

  it('name each field still holding an example address, a sample handle or an Example school', async () => {
    const found = await sampleValuesOf(
      withProfile({
        email: 'someone@example.com',
        artPortfolioUrl: 'https://pictures.example.org/sample-gallery',
        school: 'Example Institute of Technology',
      }),
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^content\/profile\.yml:\d+:\d+: school \("Example Institute of Technology"\)$/,
      ),
      expect.stringMatching(
        /^content\/profile\.yml:\d+:\d+: artPortfolioUrl \("https:\/\/pictures\.example\.org\/sample-gallery"\)$/,
      ),
      expect.stringMatching(/^content\/profile\.yml:\d+:\d+: email \("someone@example\.com"\)$/),
    ]);
    const { text, markdown } = sampleWarnings(found);
    expect(text).toMatch(/^warning: 3 sample value\(s\)/);
    expect(markdown).toContain(`- \`${found[2]}\``);
  });

  it('name the sample portrait, drawn by the code, and no other picture', async () => {
    const files = withProfile({ avatar: { file: 'portrait.svg' } });
    const root = writeFixtureProject(files);
    roots.push(root);
    const found = async (svg: string) => {
      writeFileSync(join(root, 'public', 'images', 'portrait.svg'), svg);
      return sampleValues(loadContent(root).raw, root);
    };
    expect(await found(avatarSvg())).toEqual([
      "public/images/portrait.svg: the sample portrait (put your photo in public/images/ and name it in profile.yml's avatar)",
    ]);
    // The owner's own drawing, even one made from the sample's.
    expect(await found(avatarSvg().replace('Sample portrait', 'Me'))).toEqual([]);
  });

  it("name the sample person's own name and bio, read from the sample/ a fork keeps", async () => {
    const own = fixtureFiles['content/profile.yml'] as { name: string; bio: string };
    const root = writeFixtureProject({
      ...fixtureFiles,
      // The template's sample person: the fork's profile still has their bio, not their name.
      'sample/content/profile.yml': { ...own, name: 'Someone Else' },
    });
    roots.push(root);
    const found = await sampleValues(loadContent(root).raw, root);
    expect(found).toEqual([
      expect.stringMatching(/^content\/profile\.yml:\d+:\d+: bio \(".*"\)$/s),
    ]);
    expect(found[0]).toContain(JSON.stringify(own.bio));
    // Without sample/ (the template's own build, a made-up owner), nothing to compare with.
    rmSync(join(root, 'sample'), { recursive: true });
    expect(await sampleValues(loadContent(root).raw, root)).toEqual([]);
  });

  it('look into nested fields and Markdown files too', async () => {
    const story = 'content/tracked/gripper-arm/story/1-why.md';
    const found = await sampleValuesOf({
      ...fixtureFiles,
      [story]: { front: { title: 'Why an arm', order: 1 }, body: 'See sample.example.com.\n' },
      'content/home.yml': {
        ...fixtureFiles['content/home.yml'],
        comingSoon: { heading: 'Next Up', intro: 'Soon:', items: ['A kite', 'A sample rover'] },
      },
    });
    expect(found).toEqual([
      expect.stringMatching(
        /^content\/home\.yml:\d+:\d+: comingSoon\.items\[1\] \("A sample rover"\)$/,
      ),
      // The body as the file holds it, blank lines and all.
      expect.stringMatching(
        /^content\/tracked\/gripper-arm\/story\/1-why\.md:\d+:1: body \(".*See sample/,
      ),
    ]);
  });
});
