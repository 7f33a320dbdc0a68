/**
 * Serves the owner's content to the app (src/content-model/index.ts,
 * src/content-model/updates.ts): read from content/, checked and with its Markdown
 * made into HTML by src/content-model/load.ts. Only that data reaches the browser:
 * the YAML and Markdown parsers stay here, in the build. A mistake in the
 * content stops the build, and in `npm run dev` shows on the page, with the
 * file, line, field and what to write.
 *
 * What every page's script carries is kept to what Home and every page's head
 * need, so that the owner's content, however much of it, does not grow Home's
 * script: each tracked project is its summary there (its card, titles, count
 * and newest update), and the rest of it a chunk of its own, loaded with its
 * pages. Each project's list of updates is a chunk too, loaded with its pages,
 * and each update's text another, loaded with that update's page.
 *
 *   virtual:content                 profile, home, each tracked project's summary
 *   virtual:projects                { <project>: () => import('virtual:project/<project>') }
 *   virtual:project/<project>       the whole tracked project (no update text)
 *   virtual:resume                  the resume, loaded with its page (src/content-model/resume.ts)
 *   virtual:updates                 { <project>: () => import('virtual:updates/<project>') }
 *   virtual:updates/<project>       its updates without their text, and a loader for each one's text
 *   virtual:update/<project>/<slug> one update, with its text
 *   virtual:look.css                the look's colours and corners as CSS variables (../look/)
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { projectSummaryOf, readContent, summaryOf } from '../../../src/content-model/load.ts';
import type { LoadedSiteContent } from '../../../src/content-model/schema/index.ts';
import { adjustmentNotes, drawLook, lookStylesheet, type DrawnLook } from '../look/index.ts';
import { contentFiles, contentFolder } from '../../../src/content-model/content-files.ts';
import { withoutLinkFields } from '../../../src/content-model/profile-links.ts';

const contentId = 'virtual:content';
const projectsId = 'virtual:projects';
const projectPrefix = 'virtual:project/';
const resumeId = 'virtual:resume';
const modulesId = 'virtual:updates';
const listPrefix = 'virtual:updates/';
const updatePrefix = 'virtual:update/';
const lookId = 'virtual:look.css';

const ours = (id: string) =>
  id === contentId ||
  id === projectsId ||
  id.startsWith(projectPrefix) ||
  id === resumeId ||
  id === lookId ||
  id === modulesId ||
  id.startsWith(listPrefix) ||
  id.startsWith(updatePrefix);

/**
 * `content`: what the build has already read (scripts/site/build.ts), served
 * as it is, and `look`, what the build drew of it. Without them (`npm run dev`,
 * the tests) the plugin reads content/ itself, once for all its modules, and
 * again after each edit.
 */
export function contentPlugin(root: string, content?: LoadedSiteContent, look?: DrawnLook): Plugin {
  const folder = join(root, contentFolder);
  // A log of 200 updates is some 200 modules: one read serves them all.
  let read: LoadedSiteContent | undefined = content;
  let drawn: DrawnLook | undefined = look;
  return {
    name: 'content',
    resolveId: (source) => (ours(source) ? `\0${source}` : undefined),
    load(module) {
      if (!module.startsWith('\0') || !ours(module.slice(1))) return undefined;
      const id = module.slice(1);
      if (!read) {
        read = readContent(root);
        // Each content file is watched (a file added in dev is seen by the folder watcher below).
        for (const file of contentFiles(root)) this.addWatchFile(join(root, file.path));
      }
      const { profile, home, trackedProjects, copyrightYears, resumePdf, hasResumePage, updates } =
        read;
      const json = JSON.stringify;
      if (id === lookId) {
        if (!drawn) {
          drawn = drawLook(read.look, read.trackedProjects);
          // `npm run dev`: each colour drawn differently is said as the build says it.
          for (const note of adjustmentNotes(drawn.adjustments)) console.log(note);
        }
        return lookStylesheet(drawn);
      }
      // What every page loads: named one by one, so nothing the build alone needs rides along.
      if (id === contentId) {
        const summaries = trackedProjects.map(projectSummaryOf);
        return `export default ${json({ profile: withoutLinkFields(profile), home, trackedProjects: summaries, copyrightYears, resumePdf, hasResumePage, ownerLinks: read.ownerLinks })};`;
      }
      if (id === projectsId)
        return `export default {${trackedProjects
          .map(({ slug }) => `${json(slug)}: () => import(${json(projectPrefix + slug)})`)
          .join(',')}};`;
      if (id.startsWith(projectPrefix)) {
        const slug = id.slice(projectPrefix.length);
        const project = trackedProjects.find((tracked) => tracked.slug === slug);
        if (!project) throw new Error(`No tracked project ${slug}`);
        return `export default ${json(project)};`;
      }
      if (id === resumeId) return `export default ${json(read.resume ?? null)};`;
      if (id === modulesId)
        return `export default {${Object.keys(updates)
          .map((project) => `${json(project)}: () => import(${json(listPrefix + project)})`)
          .join(',')}};`;
      if (id.startsWith(listPrefix)) {
        const log = updates[id.slice(listPrefix.length)] ?? [];
        return [
          `export const summaries = ${json(log.map(summaryOf))};`,
          `export const entries = {${log
            .map(
              ({ slug }) =>
                `${json(slug)}: () => import(${json(`${updatePrefix}${id.slice(listPrefix.length)}/${slug}`)})`,
            )
            .join(',')}};`,
        ].join('\n');
      }
      const [project, slug] = id.slice(updatePrefix.length).split('/');
      const update = updates[project!]?.find((entry) => entry.slug === slug);
      if (!update) throw new Error(`No update ${slug} in ${project}`);
      return `export default ${json(update)};`;
    },
    configureServer(server) {
      server.watcher.add(folder);
      server.watcher.on('all', (_event, path) => {
        if (!path.startsWith(folder)) return;
        read = undefined;
        drawn = undefined;
        for (const module of server.moduleGraph.idToModuleMap.values())
          if (module.id?.startsWith('\0') && ours(module.id.slice(1))) server.reloadModule(module);
      });
    },
  };
}
