import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, NodeIO } from '@gltf-transform/core';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dimensionsText, triangleCount } from './mesh.ts';
import { readModel } from './read-model.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'models-formats-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A box's 8 corners and 12 triangles, w × d × h. */
function box(w: number, d: number, h: number) {
  const corners = [0, 1].flatMap((x) =>
    [0, 1].flatMap((y) => [0, 1].map((z) => [x * w, y * d, z * h])),
  );
  const faces = [[0,1,3],[0,3,2],[4,6,7],[4,7,5],[0,4,5],[0,5,1],[2,3,7],[2,7,6],[0,2,6],[0,6,4],[1,5,7],[1,7,3]]; // prettier-ignore
  return { corners, faces };
}

async function write(name: string, content: string | Uint8Array) {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

describe('readModel, format by format', () => {
  it('reads an ASCII STL in mm', async () => {
    const { corners, faces } = box(30, 20, 4);
    const facets = faces.map(
      (f) =>
        `facet normal 0 0 0\nouter loop\n${f.map((v) => `vertex ${corners[v]!.join(' ')}`).join('\n')}\nendloop\nendfacet`,
    );
    const { mesh } = await readModel(
      await write('ascii.stl', `solid box\n${facets.join('\n')}\nendsolid box\n`),
    );
    expect(triangleCount(mesh)).toBe(12);
    expect(dimensionsText(mesh)).toBe('30 × 20 × 4 mm');
  });

  it('reads an OBJ in mm', async () => {
    const { corners, faces } = box(12, 8, 2.5);
    const text = [
      ...corners.map((c) => `v ${c.join(' ')}`),
      ...faces.map((f) => `f ${f.map((v) => v + 1).join(' ')}`),
    ].join('\n');
    const { mesh } = await readModel(await write('part.obj', text));
    expect(triangleCount(mesh)).toBe(12);
    expect(dimensionsText(mesh)).toBe('12 × 8 × 2.5 mm');
  });

  it('reads a 3MF by its stated unit', async () => {
    const { corners, faces } = box(2, 1, 0.5);
    const model = `<?xml version="1.0" encoding="UTF-8"?>
<model unit="inch" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">
<resources><object id="1" type="model"><mesh>
<vertices>${corners.map(([x, y, z]) => `<vertex x="${x}" y="${y}" z="${z}"/>`).join('')}</vertices>
<triangles>${faces.map(([a, b, c]) => `<triangle v1="${a}" v2="${b}" v3="${c}"/>`).join('')}</triangles>
</mesh></object></resources>
<build><item objectid="1"/></build>
</model>`;
    const zip = zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Target="/3D/3dmodel.model" Id="rel0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/></Relationships>',
      ),
      '3D/3dmodel.model': strToU8(model),
    });
    const { mesh } = await readModel(await write('part.3mf', zip));
    expect(triangleCount(mesh)).toBe(12);
    const inch = (n: number) => Math.round(n * 25.4); // sides of 10 mm and more are whole mm
    expect(dimensionsText(mesh)).toBe(`${inch(2)} × ${inch(1)} × ${inch(0.5)} mm`);
  });

  it('reads a GLB in metres as mm', async () => {
    // glTF is Y up; the mesh is Z up like CAD, so glTF’s height (y) becomes the third side.
    const { corners, faces } = box(0.09, 0.012, 0.06);
    const document = new Document();
    const buffer = document.createBuffer();
    const primitive = document
      .createPrimitive()
      .setAttribute(
        'POSITION',
        document
          .createAccessor()
          .setType('VEC3')
          .setArray(new Float32Array(corners.flat()))
          .setBuffer(buffer),
      )
      .setIndices(
        document
          .createAccessor()
          .setType('SCALAR')
          .setArray(new Uint32Array(faces.flat()))
          .setBuffer(buffer),
      );
    document
      .createScene()
      .addChild(document.createNode().setMesh(document.createMesh().addPrimitive(primitive)));
    const { mesh } = await readModel(
      await write('part.glb', await new NodeIO().writeBinary(document)),
    );
    expect(triangleCount(mesh)).toBe(12);
    expect(dimensionsText(mesh)).toBe('90 × 60 × 12 mm');
  });
});
