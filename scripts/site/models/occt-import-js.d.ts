// occt-import-js ships no types: the part of its API the STEP reader uses.
declare module 'occt-import-js' {
  export interface OcctMesh {
    /** The body's name: its product's, through an instance to what it refers to. */
    name?: string;
    /** Its colour, linear RGB 0 to 1, when the file gives the body one. */
    color?: number[];
    /** Its faces as runs of triangles (first and last inclusive), with a face's own colour. */
    brep_faces?: Array<{ first: number; last: number; color: number[] | null }>;
    attributes: { position: { array: number[] } };
    index: { array: number[] };
  }
  interface OcctResult {
    success: boolean;
    meshes: OcctMesh[];
  }
  interface Occt {
    ReadStepFile(content: Uint8Array, params: null): OcctResult;
  }
  export default function occtImport(): Promise<Occt>;
}
