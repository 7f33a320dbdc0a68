/** What the rest of the build uses from the 3D model machinery. */
export { dimensionsText, triangleCount, type Mesh } from './mesh.ts';
export { partList } from './parts.ts';
export { ModelProblem } from './problems.ts';
export { readModel, type ReadModel } from './read-model.ts';
export { layDown, modelStill } from './still.ts';
export { viewerCamera, type ViewerCamera } from './viewer-camera.ts';
export { makeWebModel, triangleBudget, type WebModel } from './web-model.ts';
