/** The parts of the `dxf` package (skymakerolof/dxf, which ships no types) the DXF reader uses. */
declare module 'dxf' {
  export interface DxfTransform {
    x?: number;
    y?: number;
    scaleX?: number;
    scaleY?: number;
    rotation?: number;
    extrusionZ?: number;
  }
  export interface DxfEntity {
    type: string;
    layer?: string;
    colorNumber?: number;
    transforms: DxfTransform[];
    [field: string]: unknown;
  }
  export interface DxfParsed {
    header: { insUnits?: number; measurement?: number };
    entities: Array<Omit<DxfEntity, 'transforms'> & { paperSpace?: boolean }>;
    blocks: Array<{ name: string; x?: number; y?: number; entities: unknown[] }>;
    tables: { layers: Record<string, unknown> };
  }
  const dxf: {
    parseString(text: string): DxfParsed;
    denormalise(parsed: DxfParsed): DxfEntity[];
    toSVG(parsed: DxfParsed): string;
  };
  export default dxf;
}

/** The library's own placing of points inside blocks (a Babel-built CommonJS module: its function is `.default`). */
declare module 'dxf/lib/applyTransforms.js' {
  type ApplyTransforms = (
    points: Array<[number, number]>,
    transforms: import('dxf').DxfTransform[],
  ) => Array<[number, number]>;
  const module: ApplyTransforms | { default: ApplyTransforms };
  export default module;
}
