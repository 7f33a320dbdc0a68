/**
 * The form editor at /admin/ (Sveltia CMS, scripts/site/admin/), driven in
 * Chromium with no network: the built site's /admin/ as GitHub Pages serves
 * it, then an editor built over made-up content (src/test/fixture-content.ts)
 * signed in with a token against a stand-in for GitHub's API
 * (support/github-stub.ts), and over a local folder as under `npm run dev`.
 * Whatever the editor saves must pass the site's own content check.
 *
 * Nothing leaves the machine: GitHub is stood in for, the editor's web fonts
 * come from the site itself, and any other outside request is refused, which
 * the page reports as an error and fails the test.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp, { type Metadata } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import {
  adminCspSources,
  adminFolder,
  bundleFile,
  maxUploadBytes,
  writeAdmin,
  type CmsCollection,
  type CmsField,
} from '../scripts/site/admin';
import { siteDrawings } from '../scripts/illustrations';
import { maxOriginalSide } from '../src/lib/responsive-image';
import { phonePortrait } from '../src/test/fixture-photos';
import { loadContent } from '../src/content/load';
import { contentVersion } from '../src/content/schema/versions';
import { upgradeWorkflowFile } from '../scripts/content/upgrade-names';
import { fixtureFiles, writeFixtureProject } from '../src/test/fixture-content';
import { launchChromium } from '../scripts/lab/browsers/chromium';
import { siteDir } from './support/build-site';
import { filesOf, stubGitHub, type GitHubStub, type StubCommit } from './support/github-stub';
import { startPagesServer, type PagesServer } from '../scripts/lab/pages-server';

const base = '/portfolio/';
const repo = 'fixture-owner/fixture-site';
/** Set ADMIN_SCREENSHOTS to a folder to keep pictures of the editor at a phone's and a laptop's width. */
const screenshots = process.env.ADMIN_SCREENSHOTS;

/**
 * The errors the editor's page is expected to log: its hourly update check
 * (unpkg.com) and its outage check (githubstatus.com), refused by its CSP on
 * purpose, so that opening it sends nothing to another host (scripts/site/admin/page.ts).
 */
const refusedChecks =
  /https:\/\/unpkg\.com\/@sveltia\/cms\/package\.json|https:\/\/www\.githubstatus\.com\/api\/v2\/status\.json/;

interface EditorPage {
  page: Page;
  context: BrowserContext;
  /** Console errors (with the address they came from) and page errors. */
  errors: string[];
  /** Every request that left the test server, as its origin. */
  outside: Set<string>;
}

/**
 * A new page with no network: local requests go through (the editor's fonts among them), anything else is refused.
 * `timezoneId` sets the browser's time zone (an IANA name), for what the editor makes of "today".
 */
async function openEditor(
  browser: Browser,
  width = 1280,
  timezoneId?: string,
): Promise<EditorPage> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    ...(timezoneId ? { timezoneId } : {}),
  });
  const errors: string[] = [];
  const outside = new Set<string>();
  // Routes added later are asked first: the stand-in for GitHub goes over this refusal.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  page.on('request', (request) => {
    const { origin } = new URL(request.url());
    if (!origin.startsWith('http://127.0.0.1') && /^https?:/.test(origin)) outside.add(origin);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors, outside };
}

/** The page's errors that the test did not expect. */
const unexpected = (errors: string[]) => errors.filter((error) => !refusedChecks.test(error));

/** Every origin the editor may reach, by its CSP. */
const allowedOrigins = new Set(
  Object.values(adminCspSources)
    .flat()
    .filter((source) => source.startsWith('https://')),
);

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

/** Sign in with a token; resolves when the collections are listed. */
async function signIn(page: Page) {
  await page.getByRole('button', { name: 'Sign In Using Access Token' }).click();
  await page.getByRole('textbox', { name: 'Personal Access Token' }).fill('github_pat_fixture');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByText('Collections', { exact: true }).waitFor();
}

/**
 * Scrolls the form down until the `index`th of `locator` is there. The editor draws a long form's
 * fields only as they come into view (a placeholder stands for each until then), as a person
 * scrolling would see them: a field below the fold is not in the page yet.
 */
async function reveal(page: Page, locator: Locator, index = 0): Promise<Locator> {
  const width = page.viewportSize()?.width ?? 1280;
  await expect
    .poll(
      async () => {
        if ((await locator.count()) > index) return true;
        // Over the form (the left half on a wide screen, the whole width on a phone).
        await page.mouse.move(width / 4, 500);
        await page.mouse.wheel(0, 300);
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return locator.nth(index);
}

/**
 * Fills a text box and waits until it holds the value. A new entry's form keeps settling for a
 * while after it shows (Sveltia fills its defaults in), and may drop a fill made meanwhile: on a
 * loaded two-core machine that took longer than expect.poll's default of one second.
 */
async function fill(page: Page, name: string, value: string, index = 0) {
  const box = await reveal(page, page.getByRole('textbox', { name, exact: true }), index);
  await expect
    .poll(
      async () => {
        await box.fill(value);
        return box.inputValue();
      },
      { timeout: 30_000 },
    )
    .toBe(value);
}

/** Types at the end of a Markdown field (it opens as plain text). */
async function typeInto(page: Page, name: string, text: string, index = 0) {
  await (await reveal(page, page.getByRole('textbox', { name, exact: true }), index)).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

/**
 * Adds an item to a list field. The form moves the focus to the new item's
 * header a moment later; typing before then would lose the keys after it (a
 * space would even fold the item away), so this waits for that move.
 */
async function addItem(page: Page, list: string) {
  // The list's own field (its name reads “List” Field, with bidi marks around the label); each of
  // its items has a Collapse button of its own (and so do lists within an item). Counted within the field, not the form: the
  // editor draws other lists' items as they scroll into view, and one of those once passed for
  // the new item while the Add click had come to nothing (the picker test, three CI runs).
  const field = page.getByRole('group', { name: new RegExp(`^\\W*${list}\\W*Field$`) });
  const add = await reveal(page, field.getByRole('button', { name: new RegExp(`Add\\W*${list}`) }));
  const items = field.getByRole('button', { name: 'Collapse', exact: true });
  const before = await items.count();
  await add.click();
  // A click made while the form's drawing moved the button can land on nothing: clicked again
  // after a long wait (a hang guard, not a speed limit), and only while the form is unchanged
  // (Save still off), so that a click that landed, merely slow, is not made twice.
  const added = () =>
    expect
      .poll(
        async () => {
          const count = await items.count();
          // The editor draws an item only once it is in view, and a new one is at the list's end:
          // brought into view here too, as the editor's own move of the focus (below) would, for
          // the times that move never comes (CI saw an item added but never drawn, so not counted,
          // and with Save on, no second click).
          if (count <= before)
            await field.evaluate((element) => element.scrollIntoView({ block: 'end' }));
          return count;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(before);
  await added().catch(async () => {
    if (await page.getByRole('button', { name: 'Save', exact: true }).isDisabled())
      await add.click();
  });
  await added();
  // Brought on screen, as the editor's own move of the focus would: the editor draws a list
  // item's fields only once it is in view, and without that move (below) a new item out of view
  // never had its fields drawn. The new item's own button is the first after those there before
  // (the list adds at its end; the item's own lists have theirs after it).
  await items.nth(before).scrollIntoViewIfNeeded();
  // A hang guard, not a speed limit: poll's own second is too short on a two-core machine busy
  // with another browser test. Once in a while (CI saw it) the move never comes at all; the
  // new item is there, and with no move to wait for, no key can be lost to it.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), {
      timeout: 15_000,
    })
    .toBe('Collapse')
    .catch(() => undefined);
}

/**
 * Picks `option` in the select field `field`: a few choices are radio buttons, many a drop-down
 * list; either way picked by label, once the field is drawn (asked at once, neither may be there yet).
 */
async function pickChoice(page: Page, field: string, option: string) {
  const radio = page.getByRole('radio', { name: option, exact: true });
  const list = page.getByRole('combobox', { name: field, exact: true });
  await radio.or(list).first().waitFor();
  if (await radio.count()) {
    // Sveltia marks the radio checked a moment after the click, not at once as check() reads it.
    await radio.click();
    await expect.poll(() => radio.getAttribute('aria-checked')).toBe('true');
  } else {
    await list.click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
}

/** Picks a picture from public/images/ in the picture field's dialog. */
async function pickPicture(page: Page, button: 'Browse' | 'Replace', file: string, index = 0) {
  await (await reveal(page, page.getByRole('button', { name: button }), index)).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('option', { name: file }).click();
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Presses Save and waits for the commit it makes; without one, says what the form found wrong. */
async function save(page: Page, stub: GitHubStub): Promise<StubCommit> {
  const before = stub.commits.length;
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  try {
    await expect.poll(() => stub.commits.length, { timeout: 10_000 }).toBe(before + 1);
  } catch (error) {
    const alerts = await page.getByRole('alert').allInnerTexts();
    throw new Error(`Save made no commit; the form says: ${JSON.stringify(alerts)}`, {
      cause: error,
    });
  }
  return stub.commits.at(-1)!;
}

/** Opens a collection from the list, then one of its entries or files. */
async function open(page: Page, collection: string, entry: string) {
  await page.getByText(collection, { exact: true }).first().click();
  await page.getByText(entry, { exact: true }).first().click();
  await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
}

// Each test fills a whole form (up to 14 fields, two pictures): 15 s alone on a two-core machine,
// several times that beside the other browser tests, so the hang guard is twice the usual.
describe('signed in with a token, against a stand-in for GitHub', { timeout: 120_000 }, () => {
  let root: string;
  let server: PagesServer;
  let browser: Browser;
  let collections: CmsCollection[];
  beforeAll(async () => {
    root = writeFixtureProject();
    const dist = join(root, 'dist');
    // The site's favicon, the editor's logo, as every build writes it beside the editor.
    await mkdir(dist, { recursive: true });
    await writeFile(join(dist, 'favicon.svg'), siteDrawings()['favicon.svg']!());
    await writeAdmin(
      dist,
      { basePath: base, siteUrl: 'https://owner.github.io', noindex: false },
      { root, repo },
    );
    const config = parse(await readFile(join(dist, adminFolder, 'config.yml'), 'utf8')) as {
      collections: CmsCollection[];
    };
    collections = config.collections.filter((collection) => !collection.divider);
    [server, browser] = await Promise.all([startPagesServer(dist, base), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** A page of the editor, signed in, over a fresh copy of the fixture repository (changed by `edit`). */
  async function signedIn(
    width = 1280,
    edit: (files: Map<string, Buffer>) => void = () => {},
    timezoneId?: string,
    prepare: (context: BrowserContext) => Promise<void> = async () => {},
  ) {
    const editor = await openEditor(browser, width, timezoneId);
    await prepare(editor.context);
    const files = filesOf(root, ['content', 'public']);
    edit(files);
    const stub = await stubGitHub(editor.context, { repo, branch: 'main', files });
    await editor.page.goto(`${server.url}${adminFolder}/`);
    await signIn(editor.page);
    return { ...editor, stub };
  }

  /** The site's content check over the repository as the stub holds it now: its problems. */
  function contentProblems(stub: GitHubStub): string[] {
    const copy = mkdtempSync(join(tmpdir(), 'admin-saved-'));
    try {
      for (const [path, data] of stub.files) {
        mkdirSync(dirname(join(copy, path)), { recursive: true });
        writeFileSync(join(copy, path), data);
      }
      return loadContent(copy).problems;
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }

  /**
   * Closes the page, and fails on an unexpected error or a request to anywhere its CSP does not
   * name; `expected` matches the errors and origins a test expects (what the CSP refuses).
   */
  async function done(
    { context, errors, outside, stub }: Awaited<ReturnType<typeof signedIn>>,
    expected?: RegExp,
  ) {
    await context.close();
    expect(stub.unanswered, 'requests the stand-in for GitHub could not answer').toEqual([]);
    expect(unexpected(errors).filter((error) => !expected?.test(error))).toEqual([]);
    for (const origin of outside)
      if (!expected?.test(origin)) expect(allowedOrigins, origin).toContain(origin);
  }

  it('lists every collection of its configuration, after these requests', async () => {
    const editor = await signedIn();
    const { page, stub } = editor;
    for (const { label } of collections)
      await expect.poll(() => page.getByText(label!, { exact: true }).count()).toBeGreaterThan(0);
    // What signing in asked GitHub (a GraphQL request named by what it asks for).
    expect(stub.requests.map((request) => request.replace(/[0-9a-f]{40}/g, '<sha>'))).toEqual(
      expect.arrayContaining([
        'GET https://api.github.com/user',
        `GET https://api.github.com/repos/${repo}/collaborators/fixture-owner`,
        `GET https://api.github.com/repos/${repo}/git/trees/<sha>?recursive=1`,
        'POST https://api.github.com/graphql (query repository: file contents)',
      ]),
    );
    if (screenshots) await page.screenshot({ path: join(screenshots, 'collections-1280.png') });
    await done(editor);
  });

  it('lists them on a phone’s width too', async () => {
    const editor = await signedIn(375);
    await expect
      .poll(() => editor.page.getByText(collections[0]!.label!, { exact: true }).count())
      .toBeGreaterThan(0);
    expect(
      await editor.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(375);
    if (screenshots)
      await editor.page.screenshot({ path: join(screenshots, 'collections-375.png') });
    await done(editor);
  });

  it('saves the profile as one commit to main that the content check accepts, its Markdown as written', async () => {
    const profile = fixtureFiles['content/profile.yml'] as { name: string; bio: string };
    // Markdown that a rich-text editor would write its own way (_this_, 2_3_4), and quotes kept as typed.
    const bio = `${profile.bio} A *small* one, 6'2" tall; 2*3*4.\n\n* first\n* second`;
    const editor = await signedIn(1280, (files) =>
      files.set('content/profile.yml', Buffer.from(stringify({ ...profile, bio }))),
    );
    const { page, stub } = editor;
    await open(page, 'Site', 'Profile');
    await fill(page, 'Name', `${profile.name} Jr.`);
    const commit = await save(page, stub);
    expect(Object.keys(commit.written)).toEqual(['content/profile.yml']);
    expect(parse(commit.written['content/profile.yml']!.toString())).toEqual({
      ...profile,
      name: `${profile.name} Jr.`,
      bio,
    });
    expect(contentProblems(stub)).toEqual([]);
    await done(editor);
  });

  it('saves the resume as one commit that the content check accepts, every entry kept as written', async () => {
    const resume = fixtureFiles['content/resume.yml'] as { work: Array<{ position: string }> };
    const editor = await signedIn();
    const { page, stub } = editor;
    await open(page, 'Site', 'Resume');
    // A resume of its own words: the summary the form offers first, and a job's title renamed.
    await fill(page, 'Summary', 'Robots, from a first sketch: "measure twice" and all.');
    await fill(page, 'Position', `${resume.work[0]!.position}, then lead`);
    const commit = await save(page, stub);
    expect(Object.keys(commit.written)).toEqual(['content/resume.yml']);
    const saved = parse(commit.written['content/resume.yml']!.toString()) as typeof resume & {
      summary: string;
    };
    expect(saved.summary).toBe('Robots, from a first sketch: "measure twice" and all.');
    expect(saved.work.map((job) => job.position)).toEqual([
      `${resume.work[0]!.position}, then lead`,
      ...resume.work.slice(1).map((job) => job.position),
    ]);
    // Whatever the editor writes for the fields left alone (empty lists, no projects), the build reads.
    expect(contentProblems(stub)).toEqual([]);
    await done(editor);
  });

  it('picks a resume project line’s project from the tracked project folders, and saves the folder’s name', async () => {
    const site = collections.find((collection) => collection.name === 'site')!;
    const form = (site.files as CmsCollection[]).find((file) => file.name === 'resume')!;
    const line = (form.fields as CmsField[]).find((field) => field.name === 'projects')!;
    const choice = (line.fields as CmsField[]).find((field) => field.name === 'project')!;
    const options = choice['options'] as Array<{ label: string; value: string }>;
    expect(options.length).toBeGreaterThan(1);
    // Not the first: a pick, not a default.
    const picked = options.at(-1)!;
    const editor = await signedIn();
    const { page, stub } = editor;
    await open(page, 'Site', 'Resume');
    await addItem(page, 'Projects');
    await pickChoice(page, choice.label, picked.label);
    const commit = await save(page, stub);
    const saved = parse(commit.written['content/resume.yml']!.toString()) as {
      projects: Array<Record<string, unknown>>;
    };
    expect(saved.projects.map((project) => project['project'])).toEqual([picked.value]);
    expect(contentProblems(stub)).toEqual([]);
    await done(editor);
  });

  /** Opens the profile (unless `opened`), its portrait's picker, and uploads `file` there; returns the dialog. */
  async function uploadPortrait(
    page: Page,
    file: { name: string; mimeType: string; buffer: Buffer },
    { opened = false } = {},
  ) {
    if (!opened) await open(page, 'Site', 'Profile');
    await page.getByRole('button', { name: 'Replace' }).first().click();
    const dialog = page.getByRole('dialog');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await (await chooser).setFiles(file);
    return dialog;
  }

  /** Uploads a sideways phone photo as the portrait, saves, and reads back what was committed. */
  async function uploadPhonePhoto(editor: Awaited<ReturnType<typeof signedIn>>) {
    const { page, stub } = editor;
    // As a phone names it: spaces, brackets and capitals, which the schema's file names cannot hold.
    const dialog = await uploadPortrait(page, {
      name: 'IMG 0042 (1).JPG',
      mimeType: 'image/jpeg',
      buffer: phonePhoto,
    });
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The field re-encodes the photo after Insert; its new name shows once that is done (a Save
    // pressed before then finds the field empty, as it would for an owner on a slow phone).
    await page.getByText('/images/img-0042-1.webp', { exact: true }).waitFor();
    const commit = await save(page, stub);
    expect(Object.keys(commit.written).sort()).toEqual([
      'content/profile.yml',
      'public/images/img-0042-1.webp',
    ]);
    expect(parse(commit.written['content/profile.yml']!.toString())).toMatchObject({
      avatar: { file: '/images/img-0042-1.webp' },
    });
    expect(contentProblems(stub)).toEqual([]);
    return sharp(commit.written['public/images/img-0042-1.webp']!).metadata();
  }

  /**
   * What the editor must commit of the phone photo: upright, at most 2560 px, WebP, no EXIF (so
   * no GPS position) or XMP, in sRGB. (Chromium's encoder names sRGB with a profile of its own,
   * the canvas's colours, nothing about the photo; jSquash's writes none.)
   */
  const cleanUpload = {
    format: 'webp',
    width: Math.round((2400 * maxOriginalSide) / 3200),
    height: maxOriginalSide,
    orientation: undefined,
    exif: undefined,
    xmp: undefined,
    colours: 'sRGB',
  };
  const uploaded = ({ format, width, height, orientation, exif, xmp, icc }: Metadata) => ({
    format,
    width,
    height,
    orientation,
    exif,
    xmp,
    colours:
      icc === undefined || icc.toString('latin1').replace(/\0/g, '').includes('sRGB')
        ? 'sRGB'
        : 'a profile of the photo’s own',
  });

  it('uploads a phone photo upright, at most 2560 px, as WebP without its GPS position, in the same commit', async () => {
    const editor = await signedIn();
    expect(uploaded(await uploadPhonePhoto(editor))).toEqual(cleanUpload);
    await done(editor);
  });

  it('does the same where the browser cannot encode WebP (Safari), with the site’s own encoder', async () => {
    const editor = await signedIn(1280, undefined, undefined, async (context) => {
      // As Safari does: asked for WebP, the canvas hands back a PNG.
      await context.addInitScript(() => {
        const convert = OffscreenCanvas.prototype.convertToBlob;
        OffscreenCanvas.prototype.convertToBlob = function (options) {
          return convert.call(
            this,
            options?.type === 'image/webp' ? { ...options, type: 'image/png' } : options,
          );
        };
      });
    });
    expect(uploaded(await uploadPhonePhoto(editor))).toEqual(cleanUpload);
    // jSquash's encoder and its WebAssembly came from the site, through the page's import map.
    const fetched = await editor.page.evaluate(() =>
      performance.getEntriesByType('resource').map(({ name }) => new URL(name).pathname),
    );
    expect(fetched).toEqual(
      expect.arrayContaining([
        `${base}${adminFolder}/vendor/jsquash-webp/encode.js`,
        `${base}${adminFolder}/vendor/wasm-feature-detect/dist/esm/index.js`,
        expect.stringMatching(/\/vendor\/jsquash-webp\/codec\/enc\/webp_enc(_simd)?\.wasm$/),
      ]),
    );
    await done(editor);
  });

  it('refuses an iPhone HEIC photo it cannot convert, and a file over the size limit, saying why', async () => {
    const editor = await signedIn();
    const { page } = editor;
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(4096),
    ]);
    /** Uploads `file` as the portrait, presses Insert, and returns what the editor then says. */
    await open(page, 'Site', 'Profile');
    const refusal = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const dialog = await uploadPortrait(page, file, { opened: true });
      await dialog.getByRole('button', { name: 'Insert' }).click();
      const alert = page.getByRole('alertdialog');
      await alert.waitFor();
      // Without the marks that isolate each value in the editor's messages ("⁨5⁩ MB").
      const said = (await alert.innerText()).replace(/[\u2066-\u2069]/g, '');
      await alert.getByRole('button').last().click();
      await alert.waitFor({ state: 'hidden' });
      return said;
    };
    expect(await refusal({ name: 'IMG_0043.HEIC', mimeType: 'image/heic', buffer: heic })).toMatch(
      /cannot be uploaded because it’s damaged, or its content doesn’t match its file extension\. This often happens when a photo is renamed rather than converted, such as a HEIC image/,
    );
    // A drawing is not re-encoded, so the limit is what stops an enormous one.
    expect(
      await refusal({
        name: 'huge.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(maxUploadBytes)}--></svg>`,
        ),
      }),
    ).toMatch(/cannot be uploaded because it exceeds the maximum size of 5 MB/);
    // Neither reached the field.
    expect(await page.getByText(/\/images\/(img_0043|huge)/).count()).toBe(0);
    // The editor's HEIC decoder (a worker, code from unpkg.com) is what its CSP refuses.
    await done(editor, /worker-src 'none'|https:\/\/unpkg\.com(\/@discourse\/heic@|$)/);
  });

  it('saves a timeline, a story card and a purchasing text that the content check accepts', async () => {
    const editor = await signedIn();
    const { page, stub } = editor;
    const filesOfProject = collections.find(
      (collection) => Array.isArray(collection.files) && String(collection.name).endsWith('-files'),
    )!;
    const storyOfProject = collections.find(
      (collection) => collection.name === String(filesOfProject.name).replace(/-files$/, '-story'),
    )!;
    const slug = String(filesOfProject.name).replace(/-files$/, '');
    const timeline = fixtureFiles[`content/tracked/${slug}/timeline.yml`] as { heading: string };

    await open(page, filesOfProject.label!, 'Timeline');
    await fill(page, 'Heading', `${timeline.heading} so far`);
    const saved = await save(page, stub);
    expect(Object.keys(saved.written)).toEqual([`content/tracked/${slug}/timeline.yml`]);
    expect(parse(saved.written[`content/tracked/${slug}/timeline.yml`]!.toString())).toMatchObject({
      heading: `${timeline.heading} so far`,
    });

    // Saving returns to the collection's list: the next file is a click away.
    const purchasing = fixtureFiles[`content/tracked/${slug}/purchasing.md`] as {
      front: { heading: string };
    };
    await open(page, filesOfProject.label!, 'Purchasing');
    await fill(page, 'Heading', `${purchasing.front.heading} Really?`);
    await typeInto(page, 'Text', ' Ask me.');
    const text = (await save(page, stub)).written[`content/tracked/${slug}/purchasing.md`]!;
    expect(text.toString()).toMatch(/^---\nheading: .+ Really\?\n---\n/);
    expect(text.toString()).toContain('Ask me.');

    const [cardPath, card] = Object.entries(fixtureFiles).find(([path]) =>
      path.startsWith(`content/tracked/${slug}/story/`),
    )! as [string, { front: { title: string } }];
    await open(page, storyOfProject.label!, card.front.title);
    await fill(page, 'Title', `${card.front.title}, again`);
    const story = await save(page, stub);
    expect(Object.keys(story.written)).toEqual([cardPath]);
    expect(story.written[cardPath]!.toString()).toMatch(/^---\ntitle: .+, again\n/);

    expect(contentProblems(stub)).toEqual([]);
    await done(editor);
  });

  it('creates a tracked project as a new folder named from its title, which the content check accepts', async () => {
    const editor = await signedIn();
    const { page, stub } = editor;
    const projects = collections.find((collection) => collection.name === 'projects')!;
    await page.getByText(projects.label!, { exact: true }).first().click();
    await page.getByRole('button', { name: /New/ }).first().click();
    await fill(page, 'Title', 'Kite Winder');
    await fill(page, 'Tagline', 'A reel that winds a kite line by itself.');
    await fill(page, 'Description', 'The build log of a small motorised kite reel.');
    await fill(page, 'Badge', 'Sketching');
    await pickPicture(page, 'Browse', fixturePictures[0]!);
    await fill(page, 'Alt', 'A sketch of the reel');
    await fill(page, 'Badge', 'Planned', 1);
    await typeInto(page, 'Summary', 'A reel with a small motor.');
    await addItem(page, 'Highlights');
    await typeInto(page, 'Highlights', 'Winds 100 m in a minute');
    await pickPicture(page, 'Browse', fixturePictures[1]!);
    await fill(page, 'Alt', 'The reel on a desk', 1);
    await fill(page, 'Timeline button label', 'See the plan');
    const commit = await save(page, stub);
    expect(Object.keys(commit.written)).toEqual(['content/tracked/kite-winder/project.yml']);
    expect(contentProblems(stub)).toEqual([]);
    await done(editor);
  });

  it('posts a dated update from a phone: named <today>-<title>.md, dated today, on a milestone, which the content check accepts', async () => {
    const updates = collections.find((collection) =>
      String(collection.folder).endsWith('/updates'),
    )!;
    const folder = String(updates.folder);
    const { milestones } = fixtureFiles[folder.replace(/updates$/, 'timeline.yml')] as {
      milestones: Array<{ id: number; title: string }>;
    };
    const milestone = milestones.at(-1)!;
    // The browser is where today's date is not UTC's (14 hours ahead of it, or 11 behind): the
    // editor's "today" must be the owner's own, in the file's name and its front matter alike.
    const dayIn = (timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    const timeZone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find(
      (zone) => dayIn(zone) !== dayIn('UTC'),
    )!;
    const today = () => dayIn(timeZone);
    const before = today();
    const editor = await signedIn(375, () => {}, timeZone);
    const { page, stub } = editor;
    await page.getByText(updates.label!, { exact: true }).first().click();
    await page.getByRole('button', { name: /New/ }).first().click();
    await fill(page, 'Title', 'Servos Wired, at Last!');
    await typeInto(page, 'Text', 'All four servos answer the board now.\n\nNext: the gripper.');
    // The milestone, by its title.
    const option = `${milestone.id}. ${milestone.title}`;
    await pickChoice(page, 'Milestone', option);
    if (screenshots) await page.screenshot({ path: join(screenshots, 'new-update-375.png') });
    const commit = await save(page, stub);
    const days = new Set([before, today()]);
    const [path, ...others] = Object.keys(commit.written);
    expect(others).toEqual([]);
    const match = new RegExp(`^${folder}/(\\d{4}-\\d{2}-\\d{2})-servos-wired-at-last\\.md$`).exec(
      path!,
    );
    expect(match, path).not.toBeNull();
    expect(days).toContain(match![1]);
    const text = commit.written[path!]!.toString();
    const front = parse(/^---\n([\s\S]*?)\n---\n/.exec(text)![1]!) as Record<string, unknown>;
    expect(front).toMatchObject({
      title: 'Servos Wired, at Last!',
      date: match![1],
      milestone: milestone.id,
    });
    // Text as written, never a timestamp.
    expect(text).toMatch(/^date: \d{4}-\d{2}-\d{2}$/m);
    expect(text).toContain('All four servos answer the board now.');
    expect(contentProblems(stub)).toEqual([]);
    await done(editor);
  });
});

/** A portrait as a phone stores it, with a GPS position (src/test/fixture-photos.ts). */
const phonePhoto = await phonePortrait();

/** Picture files the fixture has in public/images/. */
const fixturePictures = [
  ...new Set(JSON.stringify(fixtureFiles).match(/fixture-[\w-]+\.svg/g) ?? []),
].sort();

describe('working with a local folder, as under `npm run dev`', () => {
  let root: string;
  let server: PagesServer;
  let browser: Browser;
  beforeAll(async () => {
    root = writeFixtureProject();
    const dist = join(root, 'dist');
    // The site's favicon, the editor's logo, as every build writes it beside the editor.
    await mkdir(dist, { recursive: true });
    await writeFile(join(dist, 'favicon.svg'), siteDrawings()['favicon.svg']!());
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
