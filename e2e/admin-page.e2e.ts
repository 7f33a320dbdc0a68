/**
 * The form editor's page at /admin/ (Sveltia CMS, scripts/site/admin/), driven
 * in Chromium with no network (./admin-editor.ts): the built site's /admin/ as
 * GitHub Pages serves it, and an editor over content of an older shape, which
 * says to upgrade first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { adminFolder, bundleFile, writeAdmin } from '../scripts/site/admin';
import { contentVersion } from '../src/content-model/schema/versions';
import { upgradeWorkflowFile } from '../scripts/shared/upgrade-names';
import { fixtureFiles, writeFixtureProject } from '../scripts/lab/unit-tests/fixture-content';
import { launchChromium } from '../scripts/lab/browsers/chromium';
import { siteDir } from './support/build-site';
import { stubGitHub } from './support/github-stub';
import { startPagesServer, type PagesServer } from '../scripts/lab/pages-server';
import { base, repo, screenshots, openEditor, unexpected, allowedOrigins } from './admin-editor';

describe('the built site’s /admin/', () => {
  let server: PagesServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startPagesServer(siteDir(base), base),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('is a page of its own: noindex, its own CSP, out of the sitemap and the public bundles', async () => {
    const response = await fetch(`${server.url}${adminFolder}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('<meta http-equiv="Content-Security-Policy"');
    expect(html).toContain(`<script src="${bundleFile}"></script>`);
    expect((await fetch(`${server.url}${adminFolder}/${bundleFile}`)).status).toBe(200);
    expect((await fetch(`${server.url}${adminFolder}/${bundleFile}.map`)).status).toBe(404);
    // /admin answers too: Pages sends a folder without its slash to the slash.
    const bare = await fetch(`${server.url}${adminFolder}`, { redirect: 'manual' });
    expect(bare.headers.get('location')).toBe(`${base}${adminFolder}/`);

    const sitemap = await (await fetch(`${server.url}sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain(`/${adminFolder}`);
    const home = await (await fetch(server.url)).text();
    expect(home).not.toMatch(/sveltia|\/admin\//i);
    const scripts = [...home.matchAll(/"([^"]*\/assets\/[^"]+\.js)"/g)].map(([, src]) => src!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts)
      expect(await (await fetch(new URL(src, server.url))).text(), src).not.toMatch(/sveltia/i);
  });

  it('loads with no error and offers its sign-in choices', async () => {
    const { page, errors, outside, context } = await openEditor(browser);
    // The stand-in answers the API calls signing in makes (the status page is refused by the CSP).
    await stubGitHub(context, { repo, branch: 'main', files: new Map() });
    const config = parse(await (await fetch(`${server.url}${adminFolder}/config.yml`)).text()) as {
      app_title: string;
    };
    await page.goto(`${server.url}${adminFolder}/`);
    await expect
      .poll(() => page.getByRole('button', { name: 'Sign In Using Access Token' }).isVisible())
      .toBe(true);
    expect(await page.title()).toBe(config.app_title);
    // The test server is on 127.0.0.1, which the editor counts as the owner's own machine.
    expect(await page.getByRole('button', { name: 'Work with Local Repository' }).isVisible()).toBe(
      true,
    );
    // No OAuth button: a GitHub Pages site has no OAuth server to send it to.
    expect(await page.getByRole('button', { name: /^Sign In with GitHub$/ }).count()).toBe(0);
    if (screenshots)
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({ path: join(screenshots, `sign-in-${width}.png`) });
      }
    expect(unexpected(errors)).toEqual([]);
    for (const origin of outside) expect(allowedOrigins, origin).toContain(origin);
    await context.close();
  });
});

describe('/admin/ over content of an older shape', () => {
  let server: PagesServer;
  let browser: Browser;
  let root: string;
  let dist: string;
  beforeAll(async () => {
    // Made-up content with no content/version.yml (version 1), against a newest one version on.
    root = writeFixtureProject(fixtureFiles);
    dist = mkdtempSync(join(tmpdir(), 'admin-older-'));
    const site = { basePath: base, siteUrl: 'http://127.0.0.1', noindex: false };
    await writeAdmin(dist, site, { root, repo, newest: contentVersion + 1 });
    [server, browser] = await Promise.all([startPagesServer(dist, base), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  });

  it('says to upgrade first and how, with nothing to edit, and no error under its CSP, on a phone', async () => {
    const { page, context, errors, outside } = await openEditor(browser, 375);
    await page.goto(`${server.url}${adminFolder}/`);
    await page
      .getByRole('heading', { level: 1, name: 'Upgrade your content before you edit it' })
      .waitFor();
    const actions = page.getByRole('link', { name: /Actions/ });
    expect(await actions.getAttribute('href')).toBe(
      `https://github.com/${repo}/actions/workflows/${upgradeWorkflowFile}`,
    );
    expect(await page.getByRole('listitem').count()).toBe(3);
    // No editor: no form, no button, no script ran, nothing fetched from elsewhere.
    expect(await page.locator('input, textarea, button, script').count()).toBe(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect([...outside]).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
