// occt-import-js ships no types: the part of its API the STEP reader uses.
declare module 'occt-import-js' {
  interface OcctMesh {
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
