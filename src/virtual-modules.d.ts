/** Set by scripts/site/vite-settings.ts from SITE_NOINDEX. */
interface ImportMetaEnv {
  /** False in a pull-request preview, which publishes no feed. */
  readonly PUBLISHES_FEEDS: boolean;
  /** True in a pull-request preview, which counts no page view. */
  readonly PREVIEW: boolean;
}

/** Served by the image-sizes plugin (scripts/site/images/sizes-plugin.ts): each picture's [width, height] by file name. */
declare module 'virtual:image-sizes' {
  const sizes: Record<string, [number, number]>;
  export default sizes;
}

/** Served by the content plugin (scripts/site/content-check/plugin.ts): the owner's content, checked. */
declare module 'virtual:content' {
  const content: import('./content-model/schema').PageContent;
  export default content;
}

/** Each tracked project in full, loaded with its pages (scripts/site/content-check/plugin.ts). */
declare module 'virtual:projects' {
  const modules: Record<string, () => Promise<typeof import('virtual:project/*')>>;
  export default modules;
}

/** One tracked project, whole (its updates' text apart). */
declare module 'virtual:project/*' {
  const project: import('./content-model/schema').TrackedProject;
  export default project;
}

/** The resume, loaded with its page (scripts/site/content-check/plugin.ts); null without content/resume.yml. */
declare module 'virtual:resume' {
  const resume: import('./content-model/schema').Resume | null;
  export default resume;
}

/** Each project's updates list, loaded with its pages (scripts/site/content-check/plugin.ts). */
declare module 'virtual:updates' {
  const modules: Record<string, () => Promise<typeof import('virtual:updates/*')>>;
  export default modules;
}

/** One project's updates, newest first, without their text; and a loader for each one's text. */
declare module 'virtual:updates/*' {
  export const summaries: import('./content-model/schema').UpdateSummary[];
  export const entries: Record<
    string,
    () => Promise<{ default: import('./content-model/schema').Update }>
  >;
}

/** Served by the models step (scripts/site/models/step.ts): what the build made of each model, by its file. */
declare module 'virtual:models' {
  const models: Record<string, import('./lib/engineering-files').ModelFiles>;
  export default models;
}

/** Served by the drawings step (scripts/site/design/drawings.ts): each drawing's sheets, by its file. */
declare module 'virtual:drawings' {
  const drawings: Record<string, import('./lib/engineering-files').DrawingFiles>;
  export default drawings;
}

/** Served by the boards step (scripts/site/boards/step.ts): each board's renders, by its folder or zip. */
declare module 'virtual:boards' {
  const boards: Record<string, import('./lib/engineering-files').BoardFiles>;
  export default boards;
}

/** The look's colours and corners as CSS variables (scripts/site/content-check/plugin.ts, scripts/site/look/). */
declare module 'virtual:look.css';
