/**
 * Serves the owner's content to the app as the module `virtual:content`
 * (src/content/index.ts): read from content/, checked and with its Markdown
 * made into HTML by src/content/load.ts. Only that data reaches the browser:
 * the YAML and Markdown parsers stay here, in the build. A mistake in the
 * content stops the build, and in `npm run dev` shows on the page, with the
 * file, line, field and what to write.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { contentFiles, contentFolder, readContent } from '../../src/content/load.ts';

const id = 'virtual:content';

export function contentPlugin(root: string): Plugin {
  const folder = join(root, contentFolder);
  return {
    name: 'content',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(module) {
      if (module !== `\0${id}`) return undefined;
      const content = readContent(root);
      // Each content file is watched (a file added in dev is seen by the folder watcher below).
      for (const file of contentFiles(root)) this.addWatchFile(join(root, file.path));
      return `export default ${JSON.stringify(content)};`;
    },
    configureServer(server) {
      server.watcher.add(folder);
      server.watcher.on('all', (_event, path) => {
        if (!path.startsWith(folder)) return;
        const module = server.moduleGraph.getModuleById(`\0${id}`);
        if (module) server.reloadModule(module);
      });
    },
  };
}
