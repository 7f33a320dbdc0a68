/** Served by the image-sizes plugin (scripts/build/image-sizes.ts): each picture's [width, height] by file name. */
declare module 'virtual:image-sizes' {
  const sizes: Record<string, [number, number]>;
  export default sizes;
}

/** Served by the content plugin (scripts/build/content-plugin.ts): the owner's content, checked. */
declare module 'virtual:content' {
  const content: import('./content/schema').SiteContent;
  export default content;
}
