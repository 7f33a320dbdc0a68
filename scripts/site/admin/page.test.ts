// @vitest-environment node
/**
 * The form editor's page at /admin/ (./page.ts): what it loads and its own policy; the page that
 * says to upgrade first in its place while the content is of an older shape (./upgrade-first.ts);
 * and how the build writes it (writeAdmin) and `npm run dev` serves it (adminPlugin), for the
 * fixture project (scripts/lab/unit-tests/fixture-editor.ts).
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pages } from '../../../src/app/pages';
import { versionFile, versionFileText } from '../../../src/content-model/upgrade';
import { fixtureFiles, writeFixtureProject } from '../../lab/unit-tests/fixture-content';
import { repo, site, updateFiles, writeEditorProject } from '../../lab/unit-tests/fixture-editor';
import {
  adminContentSecurityPolicy,
  adminCspSources,
  adminFolder,
  adminImportMap,
  adminPage,
  adminPlugin,
  bundleFile,
  cmsConfig,
  editorPage,
  isPreview,
  placeholderRepository,
  servedBundle,
  sveltiaBundle,
  sveltiaVersion,
  upgradeFirstPage,
  writeAdmin,
  type CmsCollection,
} from '.';
import { sitemap } from '../files/site-assets';
import { upgradeWorkflowFile, upgradeWorkflowName } from '../../shared/upgrade-names';

let root: string;
beforeAll(() => {
  root = writeEditorProject();
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the editor’s page', () => {
  const html = adminPage('Robin · content editor');

  it('asks robots to stay away, loads config.yml beside it and the bundle, and nothing else', () => {
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('<title>Robin · content editor</title>');
    expect(html).toContain(
      '<link rel="cms-config-url" type="application/yaml" href="config.yml" />',
    );
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script type="importmap">',
      `<script src="${bundleFile}">`,
    ]);
    expect([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url)).toEqual([
      'config.yml',
      bundleFile,
    ]);
  });

  it('maps the WebP encoder the editor would fetch from unpkg.com to the site’s own copy', () => {
    expect(html).toContain(`<script type="importmap">${adminImportMap}</script>`);
    const { imports } = JSON.parse(adminImportMap) as { imports: Record<string, string> };
    expect(Object.entries(imports)).toEqual([
      [
        expect.stringMatching(/^https:\/\/unpkg\.com\/@jsquash\/webp@[\d.]+\/encode\.js\?module$/),
        './vendor/jsquash-webp/encode.js',
      ],
      ['wasm-feature-detect', './vendor/wasm-feature-detect/dist/esm/index.js'],
    ]);
    // The exact address the editor's bundle imports it from.
    const bundle = readFileSync(sveltiaBundle, 'utf8');
    expect(bundle).toContain('encode.js?module');
    const unpkg = Object.keys(imports).find((address) => address.startsWith('https://'))!;
    expect(bundle).toContain(`"@jsquash/webp":\`^${/@([\d.]+)\//.exec(unpkg)![1]}\``);
  });

  it('has its own policy: scripts from the site only, and each outside source named', () => {
    const policy = adminContentSecurityPolicy();
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${policy}" />`);
    // The import map by its hash, and WebAssembly for the encoder: never eval, never inline code.
    expect(adminCspSources['script-src']).toEqual([
      "'self'",
      `'sha256-${createHash('sha256').update(adminImportMap).digest('base64')}'`,
      "'wasm-unsafe-eval'",
    ]);
    expect(policy).not.toMatch(/'unsafe-eval'/);
    expect(policy.match(/'unsafe-inline'/g)).toHaveLength(1); // styles only
    const outside = Object.values(adminCspSources)
      .flat()
      .filter((source) => source.startsWith('https:'));
    expect(new Set(outside)).toEqual(
      new Set(['https://avatars.githubusercontent.com', 'https://api.github.com']),
    );
  });
});

describe('content of an older shape than the code reads', () => {
  // The newest version is the test's (today's code has no upgrade step yet): content/version.yml
  // says 1, or nothing (1), against a newest of 2.
  const title = 'Robin · content editor';

  it('gets a page that says to upgrade first, and how, in place of the editor', () => {
    const html = editorPage(root, title, repo, 2);
    expect(html).toBe(upgradeFirstPage({ title, from: 1, to: 2, repo }));
    // Nothing can be edited: the editor's bundle, its configuration and any script are not on it.
    expect(html).not.toMatch(/<script\b/);
    expect(html).not.toContain(bundleFile);
    expect(html).not.toContain('config.yml');
    expect(html).toMatch(/<h1>Upgrade your content before you edit it<\/h1>/);
    expect(html).toContain('version 1');
    expect(html).toContain('version 2');
    expect(html).toContain(
      `href="https://github.com/${repo}/actions/workflows/${upgradeWorkflowFile}"`,
    );
    expect(html).toContain(`<strong>${upgradeWorkflowName}</strong>`);
    expect(html).toContain('npm run content:upgrade');
    // The editor's own policy and robots line, as on the editor's page.
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${adminContentSecurityPolicy()}" />`,
    );
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('names the Actions tab without a link when the repository is not known', () => {
    const html = upgradeFirstPage({ title, from: 1, to: 2, repo: placeholderRepository });
    expect(html).not.toContain(placeholderRepository);
    expect(html).toContain('<strong>Actions</strong> tab');
  });

  it('gets the editor once content/version.yml names the newest version', async () => {
    expect(editorPage(root, title, repo, 1)).toBe(adminPage(title));
    const upgraded = writeFixtureProject({ ...fixtureFiles, ...updateFiles });
    await writeFile(join(upgraded, versionFile), versionFileText(2));
    expect(editorPage(upgraded, title, repo, 2)).toBe(adminPage(title));
    await rm(upgraded, { recursive: true, force: true });
  });

  it('is what the build writes as /admin/index.html', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'admin-dist-'));
    await writeAdmin(dist, site, { root, repo, newest: 2 });
    const html = await readFile(join(dist, adminFolder, 'index.html'), 'utf8');
    expect(html).toBe(editorPage(root, cmsConfig({ root, repo, site }).app_title, repo, 2));
    expect(html).toContain('Upgrade your content before you edit it');
    await rm(dist, { recursive: true, force: true });
  });
});

describe('writing the editor into the build', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'admin-dist-'));
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('writes its page, its configuration, the pinned bundle without a source map, and vendor/', async () => {
    await writeAdmin(dist, site, { root, repo });
    expect((await readdir(join(dist, adminFolder))).sort()).toEqual(
      ['config.yml', 'index.html', bundleFile, 'vendor'].sort(),
    );
    // Every address the import map names is a file written beside the page.
    const { imports } = JSON.parse(adminImportMap) as { imports: Record<string, string> };
    for (const target of Object.values(imports))
      expect((await stat(join(dist, adminFolder, target))).isFile(), target).toBe(true);
    const vendor = (await readdir(join(dist, adminFolder, 'vendor'), { recursive: true })).sort();
    expect(vendor.filter((file) => file.endsWith('.wasm'))).toEqual([
      'jsquash-webp/codec/enc/webp_enc.wasm',
      'jsquash-webp/codec/enc/webp_enc_simd.wasm',
    ]);
    expect(bundleFile).toBe(`sveltia-cms-${sveltiaVersion}.js`);
    // The package's bundle, but for its fonts: each address it names on jsDelivr is now a WebFont 2
    // file written beside the page, and nothing else in it changed.
    const copied = await readFile(join(dist, adminFolder, bundleFile), 'utf8');
    const original = await readFile(sveltiaBundle, 'utf8');
    const jsDelivr = /https:\/\/cdn\.jsdelivr\.net\/[^)'"`\s]+/g;
    const own = /vendor\/fonts\/[a-z0-9.-]+/g;
    expect(copied).not.toContain('cdn.jsdelivr.net');
    expect(original.match(jsDelivr)!.length).toBeGreaterThan(0);
    expect(copied.match(own)).toHaveLength(original.match(jsDelivr)!.length);
    expect(copied.replace(own, '<font>')).toBe(original.replace(jsDelivr, '<font>'));
    for (const font of new Set(copied.match(own)))
      expect((await readFile(join(dist, adminFolder, font))).subarray(0, 4).toString(), font).toBe(
        'wOF2',
      );
    const config = parse(await readFile(join(dist, adminFolder, 'config.yml'), 'utf8')) as {
      backend: { repo: string };
    };
    expect(config.backend.repo).toBe(repo);
  });

  it('leaves it out of pull-request previews, which must not commit to main', async () => {
    const preview = { ...site, basePath: '/portfolio/pr-preview/pr-7/' };
    expect(isPreview(preview)).toBe(true);
    expect(isPreview(site)).toBe(false);
    const previewDist = await mkdtemp(join(tmpdir(), 'admin-preview-'));
    await writeAdmin(previewDist, preview, { root, repo });
    expect(await readdir(previewDist)).toEqual([]);
    await rm(previewDist, { recursive: true, force: true });
  });

  it('is no page of the site: not in the page list, so never in the sitemap', () => {
    expect(pages.map((page) => page.path)).not.toContainEqual(expect.stringContaining(adminFolder));
    const urls = pages.map((page) => `${site.siteUrl}${site.basePath}${page.path.slice(1)}`);
    expect(sitemap(urls, '2030-01-01')).not.toContain(`/${adminFolder}`);
  });
});

describe('under `npm run dev`', () => {
  let server: ViteDevServer;
  let base: string;
  beforeAll(async () => {
    server = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1' },
      plugins: [adminPlugin(root)],
    });
    await server.listen();
    base = server.resolvedUrls!.local[0]!;
  });
  afterAll(() => server?.close());

  it('serves /admin/ with a configuration made from the content as it is now', async () => {
    const page = await fetch(`${base}${adminFolder}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<script src="${bundleFile}"></script>`);
    const config = await fetch(`${base}${adminFolder}/config.yml`);
    expect(config.headers.get('content-type')).toContain('yaml');
    const collections = (parse(await config.text()) as { collections: CmsCollection[] })
      .collections;
    expect(collections.map((collection) => collection.name)).toEqual(
      cmsConfig({ root, repo, site }).collections.map((collection) => collection.name),
    );
    const bundle = await fetch(`${base}${adminFolder}/${bundleFile}`);
    expect(bundle.status).toBe(200);
    const served = await bundle.text();
    expect(served).toBe(servedBundle());
    // Its fonts too, from the site: each one the bundle names.
    for (const font of new Set(served.match(/vendor\/fonts\/[a-z0-9.-]+/g))) {
      const file = await fetch(new URL(font, `${base}${adminFolder}/`));
      expect([file.status, file.headers.get('content-type')], font).toEqual([200, 'font/woff2']);
    }
    expect((await fetch(`${base}${adminFolder}/vendor/fonts/../../package.json`)).status).not.toBe(
      200,
    );
    // The encoder the import map names, and nothing else from node_modules.
    const wasm = await fetch(`${base}${adminFolder}/vendor/jsquash-webp/codec/enc/webp_enc.wasm`);
    expect([wasm.status, wasm.headers.get('content-type')]).toEqual([200, 'application/wasm']);
    for (const target of Object.values(
      (JSON.parse(adminImportMap) as { imports: Record<string, string> }).imports,
    ))
      expect((await fetch(new URL(target, `${base}${adminFolder}/`))).status, target).toBe(200);
    expect((await fetch(`${base}${adminFolder}/vendor/jsquash-webp/package.json`)).status).not.toBe(
      200,
    );
  });

  it('sends /admin to /admin/, where the page’s relative addresses work', async () => {
    const response = await fetch(`${base}${adminFolder}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/${adminFolder}/`);
  });
});
