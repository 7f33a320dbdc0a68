/**
 * What the build's models step costs and makes (scripts/site/design/models.ts):
 * for the sample's models and a made-up export of 200,000 triangles (over the
 * web's budget, so simplified), the time to read the file, to make the web GLB
 * and to picture the still, and the triangles and bytes before and after.
 *
 *   tsx scripts/bench/models.ts
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sampleFolder } from '../../src/content-model/content-files';
import { layDown, makeWebModel, modelStill, readModel, triangleBudget } from '../site/models';
import { binaryStl } from '../lab/made-up/models/stl';
import { torus } from '../lab/made-up/models/meshes';
import { formatTable } from '../lab/table';

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

export async function modelFigures(): Promise<string> {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-models-'));
  try {
    const fine = join(scratch, 'fine-export.stl');
    writeFileSync(fine, binaryStl(torus(200_000)));
    const sampleModels = join(process.cwd(), sampleFolder, 'public', 'models');
    const files = [...readdirSync(sampleModels).map((file) => join(sampleModels, file)), fine];
    const rows: string[][] = [];
    for (const file of files) {
      let started = performance.now();
      const read = await readModel(file);
      const readMs = performance.now() - started;
      started = performance.now();
      // As the build's models step makes them (scripts/site/design/models.ts).
      const web = await makeWebModel(file, layDown(read.mesh));
      const webMs = performance.now() - started;
      started = performance.now();
      const still = await modelStill(web.mesh, { laid: true });
      const stillMs = performance.now() - started;
      rows.push([
        file.split('/').at(-1)!,
        `${web.trianglesBefore.toLocaleString('en')} → ${web.trianglesAfter.toLocaleString('en')}`,
        `${kB(statSync(file).size)} → ${kB(web.glb.length)}`,
        readMs.toFixed(0),
        webMs.toFixed(0),
        stillMs.toFixed(0),
        kB(still.png.length),
      ]);
    }
    return [
      `The models step (web budget ${triangleBudget.toLocaleString('en')} triangles), one run each:`,
      '',
      formatTable(
        ['model', 'triangles', 'kB file → GLB', 'read ms', 'GLB ms', 'still ms', 'still PNG kB'],
        rows,
      ),
    ].join('\n');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log(await modelFigures());
