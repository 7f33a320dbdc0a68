/** The files a page fetched, as Resource Timing reports them, and their bytes by kind. */

/** A file the page fetched, as Resource Timing (or, for the page itself, Navigation Timing) reports it. */
export interface Fetched {
  name: string;
  startTime: number;
  transferSize: number;
  encodedBodySize: number;
  decodedBodySize: number;
}

/** What a fetched file is, for the table of bytes. */
export type FileKind = 'html' | 'js' | 'css' | 'images' | 'fonts' | 'models' | 'other';

const kindsByExtension: Array<[RegExp, FileKind]> = [
  [/\.html?$|\/$/, 'html'],
  [/\.m?js$/, 'js'],
  [/\.css$/, 'css'],
  [/\.(avif|webp|png|jpe?g|gif|svg|ico)$/, 'images'],
  [/\.(woff2?|ttf|otf)$/, 'fonts'],
  [/\.(glb|gltf)$/, 'models'],
];

/** The kind of a file by its address's path; a page's own address (no extension: /, /pcbrule) is HTML. */
export function kindOf(url: string): FileKind {
  const path = new URL(url).pathname;
  for (const [pattern, kind] of kindsByExtension) if (pattern.test(path)) return kind;
  return /\/[^/.]+$/.test(path) ? 'html' : 'other';
}

/**
 * The 3D viewer's own files: its chunk (src/components/model/model-viewer.tsx, named after
 * it by Vite), the empty script it waits for (meshopt-ready.js) and any model.
 */
export function isViewerFile(url: string): boolean {
  const file = new URL(url).pathname.split('/').pop() ?? '';
  return /^(model-viewer|meshopt-ready)-.*\.js$/.test(file) || kindOf(url) === 'models';
}

/** The bytes transferred of each kind, and in all. */
export function bytesByKind(files: readonly Fetched[]): Record<FileKind | 'all', number> {
  const bytes = { html: 0, js: 0, css: 0, images: 0, fonts: 0, models: 0, other: 0, all: 0 };
  for (const file of files) {
    bytes[kindOf(file.name)] += file.transferSize;
    bytes.all += file.transferSize;
  }
  return bytes;
}
