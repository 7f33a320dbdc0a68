import boards from 'virtual:boards';
import drawings from 'virtual:drawings';
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
  /** An assembly's parts, from its file: "18 parts: plate, 2 × l-bracket, …"; none for one part. */
  parts?: string;
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

/** One sheet of a drawing as the build drew it (scripts/site/design/drawings.ts). */
export interface DrawingSheet {
  /** The sheet for the page, a file under images/ like any picture: a PNG (with versions) or an SVG. */
  image: string;
  /** The sheet drawn for zooming in the viewer, under images/, and its size in pixels. */
  zoom: { image: string; width: number; height: number };
  /** Its paper: "A3 landscape, 420 × 297 mm". */
  paper: string;
  /** The scale the sheet states, "1:2", when it states one. */
  scale?: string;
}

/** What the build made of a drawing, by the file the content names. */
export interface DrawingFiles {
  sheets: DrawingSheet[];
  /** The owner's own file, when they offer it: its path under the site's root and its size. */
  download?: { path: string; bytes: number };
}

/** The build's sheets of a drawing the content names; undefined when it could not draw them. */
export function drawingFiles(source: string): DrawingFiles | undefined {
  return drawings[source];
}

/** The build's files for a model the content names; undefined when it could not make them. */
export function modelFiles(source: string): ModelFiles | undefined {
  return models[source];
}

/** The build's renders of a board the content names; undefined when it could not make them. */
export function boardFiles(fabFiles: string): BoardFiles | undefined {
  return boards[fabFiles];
}
