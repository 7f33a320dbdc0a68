/**
 * The model files an owner can name (src/content-model/schema/model.ts) and the build reads
 * (scripts/site/models/read-model.ts): what SolidWorks, Fusion 360, Onshape, NX, FreeCAD
 * and slicers export.
 */
export const modelFormats = ['.step', '.stp', '.stl', '.obj', '.3mf', '.glb', '.gltf'] as const;
