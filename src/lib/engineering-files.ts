import boards from 'virtual:boards';
import models from 'virtual:models';

/**
 * What the build made of a model (scripts/site/models/step.ts), by the file the content
 * names: its still picture, the compact GLB the viewer loads, and its size from the model.
 */
export interface ModelFiles {
  /** The still picture, a file under images/ like any picture (its size and versions too). */
  still: string;
  /** The web model under the site's root: models/<name>-<hash>.glb. */
  glb: string;
  /** The model's extent in millimetres, from its mesh: "120 × 84 × 3 mm". */
  dimensions: string;
  /**
   * Where the 3D view opens: the still's camera as model-viewer's camera-orbit, camera-target
   * and field-of-view (scripts/site/models/viewer-camera.ts).
   */
  camera: { orbit: string; target: string; fieldOfView: string };
  /** The owner's own file, when they offer it: its path under the site's root and its size. */
  download?: { path: string; bytes: number };
}

/** What the build made of a board's fab files (scripts/site/boards/step.ts), by the folder or zip the content names. */
export interface BoardFiles {
  /** The top and bottom renders, files under images/ like any picture. */
  top: string;
  bottom: string;
  /** The outline's size: "165.1 × 49.3 mm". */
  size: string;
  /** Copper layers. */
  layers: number;
}

/** The build's files for a model the content names; undefined when it could not make them. */
export function modelFiles(source: string): ModelFiles | undefined {
  return models[source];
}

/** The build's renders of a board the content names; undefined when it could not make them. */
export function boardFiles(fabFiles: string): BoardFiles | undefined {
  return boards[fabFiles];
}
