/**
 * `npm run build`: the whole pipeline from content/ and public/ to dist/, in
 * the order it runs. The content is read and checked once, here, and the same
 * typed result is handed to every step that needs it; no step reads content/
 * again (docs/architecture.md draws the pipeline).
 *
 *   1. content   read, check and warn (content/check.ts)       content/ → LoadedSiteContent
 *   2. design    each CAD model and board the content names:    dist/models/*.glb,
 *                a web model and still pictures (design/)       dist/images/models/, boards/
 *   3. bundles   vite build for browsers (content/plugin.ts     dist/assets/, dist/index.html,
 *                serves the content, images/sizes-plugin.ts     a copy of public/
 *                each picture's size, design/plugin.ts what
 *                step 2 made)
 *   4. photos    every photo upright, without metadata, and     dist/images/
 *                its responsive versions (images/photos.ts),
 *                the stills of step 2 among them
 *   5. pages     vite build for Node, then every page rendered  dist/**.html, dist/404.html
 *                into the template (pages/prerender.ts)
 *   6. files     link-preview cards, icons, manifest, sitemap,  dist/og/, dist/icons/, dist/*.xml …
 *                robots.txt (files/site-assets.ts), the feeds   dist/resume.json, dist/resume.pdf
 *                (files/feeds.ts), the resume's JSON and PDF
 *                (files/resume.ts)
 *   7. search    the search index of the pages' text and        dist/pagefind/
 *                Pagefind's search code (files/search-index.ts)
 *   8. editor    the form editor at /admin/ (admin/)            dist/admin/
 *   9. .nojekyll                                               dist/.nojekyll
 *
 *   tsx scripts/site/build.ts [output folder, default dist]   (built whole, or left as it was)
 *
 * Settings come from the environment (./settings.ts): BASE_PATH, SITE_URL,
 * SITE_NOINDEX; CONTENT_ROOT builds another folder's content/ and public/;
 * STAND_IN_PHOTOS and IMAGE_CACHE_DIR are for the photo step (below), DESIGN_CACHE_DIR
 * for the design step's.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, mergeConfig, type ConfigEnv } from 'vite';
import { loadContent } from '../../src/content-model/load';
import { contentRoot } from '../../src/content-model/content-files';
import { contentPictures } from '../../src/content-model/pictures';
import { siteViteConfig } from './vite-settings';
import { writeAdmin } from './admin';
import { adjustmentNotes, drawLook } from './look';
import { placeIn } from './content-check/places';
import { defaultDesignCacheDir, makeDesignFiles, writeDesignFiles } from './design';
import { reportContent } from './content-check/check';
import { writeFeeds } from './files/feeds';
import { resumePdfWarning, writeResumeFiles } from './files/resume';
import { writeSearchIndex } from './files/search-index';
import { writeSiteAssets } from './files/site-assets';
import { defaultImageCacheDir, processImages } from './images/photos';
import { pageUrl } from './pages/metadata';
import { prerenderPages } from './pages/prerender';
import { readSiteConfig } from './settings';

/** Builds the site of `root` (content/ and public/) into `dist`; false when the content has a mistake. */
export async function buildSite(root: string, dist: string): Promise<boolean> {
  const config = readSiteConfig();

  // 1. The content, read and checked once: a mistake stops here, before anything is built.
  const loaded = loadContent(root);
  const content = await reportContent(root, loaded);
  if (!content) return false;
  // The look drawn from it once, every colour readable; what had to change, said with its place.
  const look = drawLook(content.look, content.trackedProjects);
  for (const note of adjustmentNotes(look.adjustments, placeIn(loaded.raw))) console.log(note);

  // 2. The models and boards: made before the bundles, which show their stills' sizes.
  const design = await makeDesignFiles(
    root,
    content,
    resolve(process.env.DESIGN_CACHE_DIR || defaultDesignCacheDir),
  );

  // 3. The browsers' bundles, with the content served by the content plugin.
  const production: ConfigEnv = { command: 'build', mode: 'production' };
  await build(
    mergeConfig(siteViteConfig(production, content, root, design, look), {
      configFile: false,
      logLevel: 'warn',
      build: { outDir: dist, emptyOutDir: true },
    }),
  );

  await writeDesignFiles(dist, design);

  // 4. The photos, over the copies of public/images/ that Vite made and the stills of step 2.
  const photoStart = performance.now();
  const imageCacheDir = process.env.IMAGE_CACHE_DIR || defaultImageCacheDir;
  const photos = await processImages(
    [...contentPictures(content), ...design.pictures],
    join(dist, 'images'),
    join(dist, 'images'),
    {
      // STAND_IN_PHOTOS=true: tiny pictures in place of the photos' versions, for builds that
      // test pages, not photos (the browser tests of the owner's own site); never for a deploy.
      standIns: process.env.STAND_IN_PHOTOS === 'true',
      // Where processed photos are kept between builds.
      cacheDir: resolve(imageCacheDir),
    },
  );
  const photoSeconds = ((performance.now() - photoStart) / 1000).toFixed(1);

  // 5. Every page, rendered by a Node build of the same app with the same content.
  // A folder of this build's own under node_modules (where its imports resolve): two builds at
  // once in copies that share node_modules (the browser tests' scratch projects) never meet there.
  const prerenderRoot = join(process.cwd(), 'node_modules', '.prerender');
  await mkdir(prerenderRoot, { recursive: true });
  const serverOut = await mkdtemp(join(prerenderRoot, 'build-'));
  const pages = await prerenderPages({
    models: Object.keys(design.models).length > 0,
    dist,
    config,
    content,
    look,
    serverOut,
    serverBuild: mergeConfig(
      siteViteConfig({ ...production, isSsrBuild: true }, content, root, design, look),
      {
        configFile: false,
        logLevel: 'warn',
        build: { ssr: 'src/entry-server.tsx', outDir: serverOut, copyPublicDir: false },
      },
    ),
  });

  // 6. The files beside the pages; the development logs' feeds (none in a pull-request preview).
  await writeSiteAssets(dist, config, pages, content.profile, look);
  await writeFeeds(dist, config, content);
  const resume = await writeResumeFiles(dist, config, content, look);
  const resumeWarning = resume.pdf && resumePdfWarning(resume.pdf);
  if (resumeWarning) console.warn(resumeWarning);

  // 7. The search index, from the finished pages (it reads their HTML).
  const search = await writeSearchIndex(dist, pages);

  // 8. The form editor (none in a pull-request preview).
  await writeAdmin(dist, config, { root, content });

  // 9. Vite's chunk names may start with "_", which Jekyll would hide.
  await writeFile(join(dist, '.nojekyll'), '');

  if (resume.pdf)
    console.log(
      `wrote resume.pdf (${resume.pdf.pages} page(s), ${(resume.pdf.bytes / 1024).toFixed(1)} kB) in ${resume.pdf.ms.toFixed(0)} ms`,
    );
  console.log(
    `wrote the search index of ${search.pages} page(s): ${search.files} file(s), ${(search.bytes / 1024).toFixed(1)} kB, in ${search.ms.toFixed(0)} ms`,
  );
  console.log(
    `wrote ${photos.length} photo file(s) in ${photoSeconds} s (unchanged photos come from ${imageCacheDir})`,
  );
  // Canonical links and the sitemap name this address; the workflows set it from the repository or CNAME.
  console.log(
    `canonical links and the sitemap use ${pageUrl(config, pages[0]!)}` +
      (process.env.SITE_URL ? '' : ' (SITE_URL is not set: set it to the published origin)'),
  );
  return true;
}

/**
 * Builds the site of `root` into `dist` whole or not at all: into `<dist>.partial` beside it, put
 * in its place once every step is done. A build that stops half-way (a photo cut short after Vite
 * has emptied the output, a page that fails to render) leaves the last good site in `dist`, for a
 * preview or a deploy to serve, and no half-written one. False when it stopped. Two builds into
 * one folder at once are not supported (nor were they when Vite emptied the folder itself).
 */
export async function buildSiteInto(
  root: string,
  dist: string,
  build: typeof buildSite = buildSite,
): Promise<boolean> {
  const building = `${dist}.partial`;
  await rm(building, { recursive: true, force: true });
  try {
    if (!(await build(root, building))) return false;
    await putInPlace(building, dist);
    return true;
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

/**
 * Puts the finished folder `built` where `dist` is. Two renames, the old site moved aside and
 * the new one in, and the old put back if the second fails. Where `dist` itself cannot be moved
 * (a mount point; on Windows, a folder open in Explorer or a terminal), its contents are
 * replaced instead, as Vite's own emptying of the output did.
 */
async function putInPlace(built: string, dist: string): Promise<void> {
  const old = `${dist}.old.partial`;
  await rm(old, { recursive: true, force: true });
  if (existsSync(dist)) {
    try {
      await rename(dist, old);
    } catch (error) {
      if (!['EBUSY', 'EPERM', 'EXDEV', 'EACCES'].includes((error as NodeJS.ErrnoException).code!))
        throw error;
      // Copied, not renamed: a mount point is another file system than the folder beside it.
      for (const name of await readdir(dist)) await rm(join(dist, name), { recursive: true });
      await cp(built, dist, { recursive: true });
      return;
    }
  }
  try {
    await rename(built, dist);
  } catch (error) {
    if (existsSync(old)) await rename(old, dist);
    throw error;
  }
  await rm(old, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildSiteInto(contentRoot(), resolve(process.argv[2] ?? 'dist')).then(
    (built) => {
      if (!built) process.exitCode = 1;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
