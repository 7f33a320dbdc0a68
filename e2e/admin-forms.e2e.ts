/**
 * The form editor at /admin/ (Sveltia CMS, scripts/site/admin/) over made-up
 * content (scripts/lab/unit-tests/fixture-content.ts), signed in with a token against a
 * stand-in for GitHub's API (support/github-stub.ts), driven in Chromium with
 * no network (./admin-editor.ts): each form saves one commit, a photo as the
 * site keeps it, and whatever it saves must pass the site's own content check.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp, { type Metadata } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import {
  adminFolder,
  maxUploadBytes,
  writeAdmin,
  type CmsCollection,
  type CmsField,
} from '../scripts/site/admin';
import { faviconSvg } from '../scripts/site/files/site-assets';
import { maxOriginalSide } from '../src/lib/responsive-image';
import { phonePortrait } from '../scripts/lab/unit-tests/fixture-photos';
import { loadContent } from '../src/content-model/load';
import { fixtureFiles, writeFixtureProject } from '../scripts/lab/unit-tests/fixture-content';
import { launchChromium } from '../scripts/lab/browsers/chromium';
import { filesOf, stubGitHub, type GitHubStub } from './support/github-stub';
import { startPagesServer, type PagesServer } from '../scripts/lab/pages-server';
import {
  base,
  repo,
  screenshots,
  openEditor,
  unexpected,
  allowedOrigins,
  signIn,
  fill,
  typeInto,
  addItem,
  pickChoice,
  pickPicture,
  save,
  open,
} from './admin-editor';

/** A portrait as a phone stores it, with a GPS position (scripts/lab/unit-tests/fixture-photos.ts). */
const phonePhoto = await phonePortrait();

/** Picture files the fixture has in public/images/. */
const fixturePictures = [
  ...new Set(JSON.stringify(fixtureFiles).match(/fixture-[\w-]+\.svg/g) ?? []),
].sort();

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
    await writeFile(join(dist, 'favicon.svg'), faviconSvg(loadContent(root).content!.profile.name));
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
