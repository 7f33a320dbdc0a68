/**
 * How long the model step's still picture takes (../site/models/still.ts), at
 * 1600 × 1200: on tori of about 12,000 and 60,000 triangles (the web model's
 * budget) made here, and on the STEP assembly occt-import-js ships in its
 * tests (a real CAD tessellation). Each is run BENCH_STILL_RUNS times (5); the
 * first pays for compiling the code, the median of the others is the steady cost.
 *
 *   tsx scripts/bench/model-still.ts
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { modelStill, readModel, triangleCount, type Mesh } from '../site/models';
import { median } from '../lab/statistics';
import { formatTable } from '../lab/table';

/** A torus of `around` × `across` quads, two triangles each, 40 mm across its ring. */
function torus(around: number, across: number): Mesh {
  const positions: number[] = [];
  const indices: number[] = [];
  for (let i = 0; i < around; i++)
    for (let j = 0; j < across; j++) {
      const [a, b] = [(i / around) * 2 * Math.PI, (j / across) * 2 * Math.PI];
      const ring = 40 + 12 * Math.cos(b);
      positions.push(ring * Math.cos(a), ring * Math.sin(a), 12 * Math.sin(b));
      const next = ((i + 1) % around) * across;
      const [here, right] = [i * across, (j + 1) % across];
      indices.push(here + j, next + j, next + right, here + j, next + right, here + right);
    }
  return { positions: new Float32Array(positions), indices: new Uint32Array(indices) };
}

/** The still picture's times and sizes, as text. */
export async function modelStillFigures(runs = Number(process.env.BENCH_STILL_RUNS ?? 5)) {
  const occt = dirname(createRequire(import.meta.url).resolve('occt-import-js/package.json'));
  const assembly = join(occt, 'test/testfiles/cax-if/as1-oc-214/as1-oc-214.stp');
  const meshes: [string, Mesh][] = [
    ['torus', torus(60, 100)],
    ['torus', torus(150, 200)],
    ['as1-oc-214.stp', (await readModel(assembly)).mesh],
  ];
  const rows: string[][] = [];
  for (const [name, mesh] of meshes) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      bytes = (await modelStill(mesh)).png.length;
      times.push(performance.now() - started);
    }
    rows.push([
      name,
      triangleCount(mesh).toLocaleString('en'),
      (bytes / 1024).toFixed(0),
      times[0]!.toFixed(0),
      median(times.slice(1)).toFixed(0),
    ]);
  }
  return [
    `The still picture at 1600 × 1200, ${runs} runs each:`,
    '',
    formatTable(['mesh', 'triangles', 'PNG kB', 'first ms', 'then ms'], rows),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log(await modelStillFigures());
