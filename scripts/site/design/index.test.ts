// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyStep } from './design-step';
import { writeDesignFiles } from './index';

const scratch = mkdtempSync(join(tmpdir(), 'design-write-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('writing the models and boards into the build', () => {
  it('publishes the web files and stills, and an owner’s own file only where it is offered', async () => {
    const dist = join(scratch, 'dist');
    // What Vite copied from public/: every model and every board's fab files.
    for (const file of ['models/secret.step', 'models/offered.stl', 'boards/b/b-F_Cu.gbr']) {
      mkdirSync(join(dist, file, '..'), { recursive: true });
      writeFileSync(join(dist, file), 'x');
    }
    const made = emptyStep();
    const from = (name: string) => {
      writeFileSync(join(scratch, name), name);
      return join(scratch, name);
    };
    made.files.push(
      { path: 'models/offered-1a2b3c4d.glb', from: from('glb') },
      { path: 'images/models/offered.stl.png', from: from('png') },
      { path: 'models/offered.stl', from: from('stl') },
    );
    await writeDesignFiles(dist, made);
    expect(existsSync(join(dist, 'models/secret.step'))).toBe(false);
    expect(existsSync(join(dist, 'boards'))).toBe(false);
    for (const { path } of made.files) expect(existsSync(join(dist, path)), path).toBe(true);
  });
});
