/**
 * The size of every picture in public/images/, read from the file itself, so
 * the owner never types one: a Vite plugin serving them to the app as the
 * module `virtual:image-sizes` (src/lib/image-size.ts). A photo a phone stored
 * sideways with an EXIF orientation is measured the way it shows: upright.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

const id = 'virtual:image-sizes';
const pictures = /\.(svg|png|jpe?g|webp|avif)$/i;

/** Width and height of one picture as it shows (EXIF orientation applied). */
export async function imageSize(path: string): Promise<[number, number]> {
  const { width, height, autoOrient } = await sharp(path).metadata();
  return autoOrient ? [autoOrient.width, autoOrient.height] : [width, height];
}

/** Every picture in `folder` by file name: [width, height]. */
export async function imageSizes(folder: string): Promise<Record<string, [number, number]>> {
  const files = (await readdir(folder).catch(() => [])).filter((file) => pictures.test(file));
  return Object.fromEntries(
    await Promise.all(files.map(async (file) => [file, await imageSize(join(folder, file))])),
  );
}

/**
 * `made`: the sizes of pictures the build made itself (a model's still, a board's faces,
 * ../design/), by their path under images/.
 */
export function imageSizesPlugin(
  folder: string,
  made: () => Record<string, [number, number]> = () => ({}),
): Plugin {
  return {
    name: 'image-sizes',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(module) {
      if (module === `\0${id}`)
        return `export default ${JSON.stringify({ ...(await imageSizes(folder)), ...made() })};`;
    },
    // In development, a picture added or replaced is measured again.
    configureServer(server) {
      server.watcher.on('all', (_event, path) => {
        if (!path.startsWith(folder)) return;
        const module = server.moduleGraph.getModuleById(`\0${id}`);
        if (module) server.reloadModule(module);
      });
    },
  };
}
