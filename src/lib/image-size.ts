import sizes from 'virtual:image-sizes';

/**
 * A picture's width and height in pixels, as the build read them from its file
 * in public/images/ (scripts/site/images/sizes-plugin.ts): the page reserves the room
 * so nothing shifts. Undefined for a file that is not there.
 */
export function imageSize(file: string): { width: number; height: number } | undefined {
  const size = sizes[file];
  return size && { width: size[0], height: size[1] };
}
