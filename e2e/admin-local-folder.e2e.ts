/**
 * The form editor at /admin/ (Sveltia CMS, scripts/site/admin/) over a local
 * folder, as under `npm run dev`, driven in Chromium with no network
 * (./admin-editor.ts): what it saves there must pass the site's own content check.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { adminFolder, writeAdmin } from '../scripts/site/admin';
import { faviconSvg } from '../scripts/site/files/site-assets';
import { loadContent } from '../src/content-model/load';
import { writeFixtureProject } from '../scripts/lab/unit-tests/fixture-content';
import { launchChromium } from '../scripts/lab/browsers/chromium';
import { filesOf, stubGitHub } from './support/github-stub';
import { startPagesServer, type PagesServer } from '../scripts/lab/pages-server';
import { base, repo, openEditor, unexpected, allowedOrigins, fill, open } from './admin-editor';

describe('working with a local folder, as under `npm run dev`', () => {
  let root: string;
  let server: PagesServer;
  let browser: Browser;
  beforeAll(async () => {
    root = writeFixtureProject();
    const dist = join(root, 'dist');
    // The site's favicon, the editor's logo, as every build writes it beside the editor.
    await mkdir(dist, { recursive: true });
    await writeFile(join(dist, 'favicon.svg'), faviconSvg(loadContent(root).content!.profile.name));
    await writeAdmin(
      dist,
      { basePath: base, siteUrl: 'http://localhost:5173', noindex: true },
      { root, repo },
    );
    [server, browser] = await Promise.all([startPagesServer(dist, base), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('reads and writes the folder through the File System Access API (Chromium)', async () => {
    const { page, context, errors, outside } = await openEditor(browser);
    // GitHub stays stood in for, to prove the editor never asks it.
    const stub = await stubGitHub(context, { repo, branch: 'main', files: new Map() });
    // The folder picker cannot be clicked through in a test: it hands over a folder of the
    // browser's own private file system instead, holding the fixture repository.
    await context.addInitScript(() => {
      Object.assign(window, {
        showDirectoryPicker: async () =>
          (await navigator.storage.getDirectory()).getDirectoryHandle('repository'),
      });
    });
    await page.goto(`${server.url}${adminFolder}/`);
    const files = Object.fromEntries(
      [...filesOf(root, ['content', 'public'])].map(([path, data]) => [
        path,
        data.toString('base64'),
      ]),
    );
    await page.evaluate(async (files) => {
      const top = await (
        await navigator.storage.getDirectory()
      ).getDirectoryHandle('repository', { create: true });
      await top.getDirectoryHandle('.git', { create: true });
      for (const [path, data] of Object.entries(files)) {
        const parts = path.split('/');
        let folder = top;
        for (const part of parts.slice(0, -1))
          folder = await folder.getDirectoryHandle(part, { create: true });
        const file = await folder.getFileHandle(parts.at(-1)!, { create: true });
        const writable = await file.createWritable();
        await writable.write(Uint8Array.from(atob(data), (char) => char.charCodeAt(0)));
        await writable.close();
      }
    }, files);
    await page.getByRole('button', { name: 'Work with Local Repository' }).click();
    await page.getByText('Collections', { exact: true }).waitFor();
    await open(page, 'Site', 'Profile');
    await fill(page, 'Name', 'Saved Locally');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const read = () =>
      page.evaluate(async () => {
        const top = await (await navigator.storage.getDirectory()).getDirectoryHandle('repository');
        const content = await top.getDirectoryHandle('content');
        return (await (await content.getFileHandle('profile.yml')).getFile()).text();
      });
    await expect
      .poll(async () => (parse(await read()) as { name: string }).name)
      .toBe('Saved Locally');
    // The folder is the only repository: GitHub's API is never asked.
    expect(stub.requests.filter((request) => request.includes('api.github.com'))).toEqual([]);
    for (const origin of outside) expect(allowedOrigins, origin).toContain(origin);
    const copy = mkdtempSync(join(tmpdir(), 'admin-local-'));
    cpSync(root, copy, { recursive: true });
    writeFileSync(join(copy, 'content', 'profile.yml'), await read());
    expect(loadContent(copy).problems).toEqual([]);
    rmSync(copy, { recursive: true, force: true });
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
