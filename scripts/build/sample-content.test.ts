import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureContentModules, writeFixtureProject } from '../../src/test/fixture-content';
import { fixtureProfile } from '../../src/test/fixtures';
import { sampleValues, sampleWarnings } from './sample-content';

let root: string;
beforeAll(async () => {
  root = await writeFixtureProject();
});
afterAll(() => rm(root, { recursive: true, force: true }));

const withProfile = (changes: Record<string, unknown>) => ({
  ...fixtureContentModules,
  'src/content/profile.ts': { profile: { ...fixtureProfile, ...changes } },
});

describe('sample content warnings', () => {
  it('find nothing in content that is all the owner’s own', async () => {
    expect(await sampleValues(fixtureContentModules, root)).toEqual([]);
    expect(sampleWarnings([])).toEqual({ text: '', markdown: '' });
  });

  it('name each field still holding an example address, a sample handle or an Example school', async () => {
    const found = await sampleValues(
      withProfile({
        email: 'someone@example.com',
        artPortfolioUrl: 'https://pictures.example.org/sample-gallery',
        school: 'Example Institute of Technology',
      }),
      root,
    );
    expect(found).toEqual([
      'src/content/profile.ts: profile.school ("Example Institute of Technology")',
      'src/content/profile.ts: profile.artPortfolioUrl ("https://pictures.example.org/sample-gallery")',
      'src/content/profile.ts: profile.email ("someone@example.com")',
    ]);
    const { text, markdown } = sampleWarnings(found);
    expect(text).toMatch(/^warning: 3 sample value\(s\)/);
    expect(markdown).toContain('- `src/content/profile.ts: profile.email ("someone@example.com")`');
  });
});
