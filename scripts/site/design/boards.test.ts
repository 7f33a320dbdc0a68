// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Named } from '../../../src/content-model/design-files';
import type { Board } from '../../../src/content-model/schema';
import { folderOf, kicadBoard } from '../../lab/made-up/boards/temporary';
import { scratchFolders } from '../../lab/scratch-folders';
import { makeBoards } from './boards';

const scratch = scratchFolders();
afterAll(scratch.remove);
const newCache = () => {
  const cache = scratch.make('design-cache-');
  return cache;
};

const colours = { soldermask: 'black', finish: 'ENIG', silkscreen: 'white' };
const named = (fabFiles: string, where = 'content/x.yml: designFiles.boards[0]'): Named<Board> => ({
  where,
  value: { fabFiles, alt: 'A board', ...colours },
});
const asFiles = (prefix: string, files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).map(([name, text]) => [`${prefix}/${name}`, text]));
const zipped = (files: Record<string, string>) =>
  zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, text]) => [name, new TextEncoder().encode(text)]),
    ),
  );

const { 'test-Edge_Cuts.gbr': _outline, ...withoutOutline } = kicadBoard(40, 20);
const root = folderOf({
  ...asFiles('public/boards/driver', kicadBoard(50, 25)),
  'public/boards/no-outline.zip': zipped(withoutOutline) as unknown as string,
});

describe('the boards step', () => {
  it('renders each board top and bottom as pictures, with its size and copper layers', async () => {
    const made = await makeBoards(root, [named('driver')], newCache());
    expect(made.warnings).toEqual([]);
    expect(made.boards.driver).toEqual({
      top: 'boards/driver-top.png',
      bottom: 'boards/driver-bottom.png',
      size: '50.0 × 25.0 mm',
      layers: 2,
    });
    for (const face of ['top', 'bottom'] as const) {
      const file = made.boards.driver![face];
      const from = made.files.find(({ path }) => path === `images/${file}`)!.from;
      const { width, height } = await sharp(readFileSync(from)).metadata();
      expect(made.sizes[file]).toEqual([width, height]);
      // The board's proportions: 50 × 25 mm.
      expect(Math.abs(width / height - 2)).toBeLessThan(0.02);
      expect(made.pictures).toContainEqual({
        where: 'content/x.yml: designFiles.boards[0]',
        picture: { file },
      });
    }
    expect(made.lines.join('\n')).toMatch(/board driver: 50\.0 × 25\.0 mm, 2 copper layer/);
  });

  it('keeps a rendered board between builds, by its files and colours', async () => {
    const cache = newCache();
    const first = await makeBoards(root, [named('driver')], cache);
    const again = await makeBoards(root, [named('driver')], cache);
    expect(again.boards).toEqual(first.boards);
    expect(again.lines.join('\n')).toMatch(/kept from an earlier build/);
    const recoloured = await makeBoards(
      root,
      [{ ...named('driver'), value: { ...named('driver').value, soldermask: 'green' } }],
      cache,
    );
    expect(recoloured.lines.join('\n')).not.toMatch(/kept from an earlier build/);
  });

  it('turns a board it cannot render into a warning naming the content’s field and the fab files, and goes on', async () => {
    const made = await makeBoards(
      root,
      [
        named('missing', 'content/a.yml: designFiles.boards[0]'),
        named('no-outline.zip', 'content/a.yml: designFiles.boards[1]'),
        named('driver', 'content/a.yml: designFiles.boards[2]'),
      ],
      newCache(),
    );
    expect(made.warnings).toEqual([
      expect.stringMatching(
        /^content\/a\.yml: designFiles\.boards\[0\]\.fabFiles: public\/boards\/missing: no such folder or \.zip: put the board's fab files there/,
      ),
      expect.stringMatching(
        /^content\/a\.yml: designFiles\.boards\[1\]\.fabFiles: public\/boards\/no-outline\.zip: no board outline/,
      ),
    ]);
    expect(made.warnings.join('\n')).not.toContain(root);
    expect(Object.keys(made.boards)).toEqual(['driver']);
  });

  it('renders a board named twice once, and says so when the second names other colours', async () => {
    const other = named('driver', 'content/b.md: boards[0]');
    other.value = { ...other.value, soldermask: 'red' };
    const made = await makeBoards(root, [named('driver'), other], newCache());
    expect(made.files.filter(({ path }) => path.endsWith('-top.png'))).toHaveLength(1);
    expect(made.warnings).toEqual([
      expect.stringMatching(/^content\/b\.md: boards\[0\]: names driver again in other colours/),
    ]);
    expect(existsSync(made.files[0]!.from)).toBe(true);
  });
});
