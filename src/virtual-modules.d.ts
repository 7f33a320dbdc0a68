/** Served by the image-sizes plugin (scripts/build/image-sizes.ts): each picture's [width, height] by file name. */
declare module 'virtual:image-sizes' {
  const sizes: Record<string, [number, number]>;
  export default sizes;
}
