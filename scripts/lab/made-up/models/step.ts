/**
 * A box as a STEP AP214 file, for the tests and the bench: the smallest
 * B-rep a CAD program would export (one MANIFOLD_SOLID_BREP of six planar
 * ADVANCED_FACEs bounded by straight EDGE_CURVEs), in millimetres, with the
 * product structure OpenCascade's reader looks for. Entity names and layout
 * follow ISO 10303-21 and the AP214 files CAD programs write (occt-import-js
 * ships one, test/testfiles/cube-10x10mm/). Always the same text.
 */

type Point = readonly [number, number, number];

/** A STEP real: always with a decimal point (ISO 10303-21 §6.3.2), `10.` for ten. */
function real(value: number): string {
  const text = String(value === 0 ? 0 : value).toUpperCase();
  if (text.includes('E')) return text.includes('.') ? text : text.replace('E', '.E');
  return text.includes('.') ? text : `${text}.`;
}

const list = (items: readonly string[]): string => `(${items.join(',')})`;
const triple = (p: Point): string => list(p.map(real));

/** The DATA section being written: each entity gets the next `#n`. */
class Entities {
  readonly lines: string[] = [];
  add(entity: string): string {
    const id = `#${this.lines.length + 1}`;
    this.lines.push(`${id}=${entity};`);
    return id;
  }
}

const minus = (a: Point, b: Point): Point => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Point, b: Point): Point => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: Point): Point => {
  const length = Math.hypot(...a);
  return [a[0] / length, a[1] / length, a[2] / length];
};

/**
 * A solid with flat convex faces, its entities added to `data`: `faces` list corner indices
 * counter-clockwise seen from outside, so each face's normal is its plane's. Its
 * MANIFOLD_SOLID_BREP's id.
 */
function addSolid(
  data: Entities,
  name: string,
  corners: readonly Point[],
  faces: readonly number[][],
): string {
  const vertices = corners.map((p) =>
    data.add(`VERTEX_POINT('',${data.add(`CARTESIAN_POINT('',${triple(p)})`)})`),
  );
  // One EDGE_CURVE per pair of corners, met once each way by the two faces it joins.
  const edges = new Map<string, string>();
  const orientedEdge = (from: number, to: number): string => {
    const key = `${Math.min(from, to)}-${Math.max(from, to)}`;
    let edge = edges.get(key);
    if (!edge) {
      const [start, end] = [Math.min(from, to), Math.max(from, to)];
      const along = minus(corners[end]!, corners[start]!);
      const direction = data.add(`DIRECTION('',${triple(unit(along))})`);
      const vector = data.add(`VECTOR('',${direction},${real(Math.hypot(...along))})`);
      const origin = data.add(`CARTESIAN_POINT('',${triple(corners[start]!)})`);
      const line = data.add(`LINE('',${origin},${vector})`);
      edge = data.add(`EDGE_CURVE('',${vertices[start]},${vertices[end]},${line},.T.)`);
      edges.set(key, edge);
    }
    return data.add(`ORIENTED_EDGE('',*,*,${edge},${from < to ? '.T.' : '.F.'})`);
  };
  const advancedFaces = faces.map((face) => {
    const [a, b, c] = face.map((i) => corners[i]!) as [Point, Point, Point];
    const normal = unit(cross(minus(b, a), minus(c, a)));
    const placement = data.add(
      `AXIS2_PLACEMENT_3D('',${data.add(`CARTESIAN_POINT('',${triple(a)})`)},${data.add(
        `DIRECTION('',${triple(normal)})`,
      )},${data.add(`DIRECTION('',${triple(unit(minus(b, a)))})`)})`,
    );
    const plane = data.add(`PLANE('',${placement})`);
    const loop = data.add(
      `EDGE_LOOP('',${list(face.map((from, k) => orientedEdge(from, face[(k + 1) % face.length]!)))})`,
    );
    const bound = data.add(`FACE_OUTER_BOUND('',${loop},.T.)`);
    return data.add(`ADVANCED_FACE('',(${bound}),${plane},.T.)`);
  });
  const shell = data.add(`CLOSED_SHELL('',${list(advancedFaces)})`);
  return data.add(`MANIFOLD_SOLID_BREP('${name}',${shell})`);
}

/** The millimetre units every representation of the file is in: its context's id. */
function addContext(data: Entities): string {
  const millimetre = data.add('(LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT(.MILLI.,.METRE.))');
  const radian = data.add('(NAMED_UNIT(*) PLANE_ANGLE_UNIT() SI_UNIT($,.RADIAN.))');
  const steradian = data.add('(NAMED_UNIT(*) SI_UNIT($,.STERADIAN.) SOLID_ANGLE_UNIT())');
  const accuracy = data.add(
    `UNCERTAINTY_MEASURE_WITH_UNIT(LENGTH_MEASURE(1.E-07),${millimetre},'distance_accuracy_value','confusion accuracy')`,
  );
  return data.add(
    `(GEOMETRIC_REPRESENTATION_CONTEXT(3) GLOBAL_UNCERTAINTY_ASSIGNED_CONTEXT((${accuracy})) GLOBAL_UNIT_ASSIGNED_CONTEXT((${millimetre},${radian},${steradian})) REPRESENTATION_CONTEXT('',''))`,
  );
}

/** The AP214 application context products belong to: its id. */
function addApplication(data: Entities): string {
  const application = data.add(
    "APPLICATION_CONTEXT('core data for automotive mechanical design processes')",
  );
  data.add(
    `APPLICATION_PROTOCOL_DEFINITION('international standard','automotive_design',2000,${application})`,
  );
  return application;
}

/** A product named `name` whose shape is `representation`: its PRODUCT_DEFINITION's id. */
function addProduct(data: Entities, application: string, name: string, representation: string) {
  const productContext = data.add(`PRODUCT_CONTEXT('',${application},'mechanical')`);
  const product = data.add(`PRODUCT('${name}','${name}','',(${productContext}))`);
  const formation = data.add(`PRODUCT_DEFINITION_FORMATION('','',${product})`);
  const definitionContext = data.add(
    `PRODUCT_DEFINITION_CONTEXT('part definition',${application},'design')`,
  );
  const definition = data.add(`PRODUCT_DEFINITION('design','',${formation},${definitionContext})`);
  const shape = data.add(`PRODUCT_DEFINITION_SHAPE('','',${definition})`);
  data.add(`SHAPE_DEFINITION_REPRESENTATION(${shape},${representation})`);
  return definition;
}

/** The file around the entities: the same text for the same entities. */
function stepFile(name: string, data: Entities): string {
  return [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION(('a test solid'),'2;1');",
    `FILE_NAME('${name}.step','2000-01-01T00:00:00',(''),(''),'','scripts/lab/made-up/models/step.ts','');`,
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));",
    'ENDSEC;',
    'DATA;',
    ...data.lines,
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}

/** A solid with flat convex faces (addSolid) as a STEP file of one part. */
function stepSolid(name: string, corners: readonly Point[], faces: readonly number[][]): string {
  const data = new Entities();
  const solid = addSolid(data, name, corners, faces);
  const context = addContext(data);
  const representation = data.add(`ADVANCED_BREP_SHAPE_REPRESENTATION('',(${solid}),${context})`);
  addProduct(data, addApplication(data), name, representation);
  return stepFile(name, data);
}

/** A box's corners and faces, a corner at the origin. */
function boxSolid(width: number, depth: number, height: number) {
  const corners: Point[] = [0, 1].flatMap((z) =>
    [
      [0, 0],
      [width, 0],
      [width, depth],
      [0, depth],
    ].map(([x, y]): Point => [x!, y!, z * height]),
  );
  // Bottom, top, then the four sides, each counter-clockwise seen from outside.
  const faces = [
    [0, 3, 2, 1],
    [4, 5, 6, 7],
    [0, 1, 5, 4],
    [1, 2, 6, 5],
    [2, 3, 7, 6],
    [3, 0, 4, 7],
  ];
  return { corners, faces };
}

/** A box of an assembly: its product's name, size in mm, colour (STEP's RGB, 0 to 1) and places. */
export interface AssemblyBox {
  name: string;
  size: Point;
  colour?: Point;
  /** Where each instance's corner sits in the assembly. */
  at: Point[];
}

/**
 * An assembly as CAD programs export one (AP214, as the CAx-IF's test assemblies are written):
 * a product for each part, placed in the assembly's product once per instance
 * (NEXT_ASSEMBLY_USAGE_OCCURRENCE, with its ITEM_DEFINED_TRANSFORMATION), each part's solid in
 * its colour (a STYLED_ITEM of a COLOUR_RGB). Always the same text.
 */
export function stepAssembly(name: string, boxes: readonly AssemblyBox[]): string {
  const data = new Entities();
  const application = addApplication(data);
  const context = addContext(data);
  const placement = (p: Point) =>
    data.add(
      `AXIS2_PLACEMENT_3D('',${data.add(`CARTESIAN_POINT('',${triple(p)})`)},${data.add(
        "DIRECTION('',(0.,0.,1.))",
      )},${data.add("DIRECTION('',(1.,0.,0.))")})`,
    );
  const origin = placement([0, 0, 0]);
  const places = boxes.map((box) => box.at.map(placement));
  const assemblyShape = data.add(
    `SHAPE_REPRESENTATION('',(${[origin, ...places.flat()].join(',')}),${context})`,
  );
  const assembly = addProduct(data, application, name, assemblyShape);
  const styled: string[] = [];
  for (const [index, box] of boxes.entries()) {
    const { corners, faces } = boxSolid(...box.size);
    const solid = addSolid(data, box.name, corners, faces);
    const shape = data.add(
      `ADVANCED_BREP_SHAPE_REPRESENTATION('',(${origin},${solid}),${context})`,
    );
    const part = addProduct(data, application, box.name, shape);
    for (const [instance, at] of places[index]!.entries()) {
      const transformation = data.add(`ITEM_DEFINED_TRANSFORMATION('','',${origin},${at})`);
      const relation = data.add(
        `(REPRESENTATION_RELATIONSHIP('','',${shape},${assemblyShape}) REPRESENTATION_RELATIONSHIP_WITH_TRANSFORMATION(${transformation}) SHAPE_REPRESENTATION_RELATIONSHIP())`,
      );
      const usage = data.add(
        `NEXT_ASSEMBLY_USAGE_OCCURRENCE('${index}.${instance}','${box.name}_${instance + 1}','',${assembly},${part},$)`,
      );
      const placed = data.add(`PRODUCT_DEFINITION_SHAPE('Placement','',${usage})`);
      data.add(`CONTEXT_DEPENDENT_SHAPE_REPRESENTATION(${relation},${placed})`);
    }
    if (box.colour) {
      const colour = data.add(`COLOUR_RGB('',${box.colour.map(real).join(',')})`);
      const fill = data.add(
        `FILL_AREA_STYLE('',(${data.add(`FILL_AREA_STYLE_COLOUR('',${colour})`)}))`,
      );
      const side = data.add(
        `SURFACE_SIDE_STYLE('',(${data.add(`SURFACE_STYLE_FILL_AREA(${fill})`)}))`,
      );
      const style = data.add(
        `PRESENTATION_STYLE_ASSIGNMENT((${data.add(`SURFACE_STYLE_USAGE(.BOTH.,${side})`)}))`,
      );
      styled.push(data.add(`STYLED_ITEM('color',(${style}),${solid})`));
    }
  }
  if (styled.length > 0)
    data.add(
      `MECHANICAL_DESIGN_GEOMETRIC_PRESENTATION_REPRESENTATION('',(${styled.join(',')}),${context})`,
    );
  return stepFile(name, data);
}

/** A `width` × `depth` × `height` mm box with a corner at the origin, as STEP AP214 text. */
export function stepBox(width: number, depth: number, height: number): string {
  const { corners, faces } = boxSolid(width, depth, height);
  return stepSolid('box', corners, faces);
}
