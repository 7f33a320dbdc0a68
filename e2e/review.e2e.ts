/**
 * `npm run review` on two real builds of the made-up owner's site, run as the
 * README gives it (no base path: each build says the one it was made for),
 * both made for a project site (/portfolio/): the one
 * the suite built (the base), and the same content after a pull request that
 * adds a sentence to the bio, renames a milestone no update is on, posts an
 * update, redraws one picture under its own name, and re-exports a model and a board under
 * theirs. Every expectation is read from the fixture: which pages those
 * edits touch, which they leave alone. One page is measured, with one
 * Lighthouse run a side (the workflow measures every page, three runs a side).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitAsPhone } from '../scripts/deploy/review/costs';
import { builtPages } from '../scripts/deploy/review/page-changes';
import { pageAssets, pageWeight } from '../scripts/deploy/review/weight';
import { commentLimit } from '../scripts/deploy/review/report-model';
import { review } from '../scripts/deploy/review/index';
import { contentWarnings } from '../scripts/site/content-check/check';
import { loadContent } from '../src/content-model/load';
import { kicadBoard } from '../scripts/lab/made-up/boards/fab-files';
import { boxStl } from '../scripts/lab/made-up/models/meshes';
import {
  fixtureDesignFiles,
  fixtureFiles,
  fixtureMilestoneInputs,
  fixturePictureFiles,
} from '../scripts/lab/unit-tests/fixture-content';
import { fixtureContent, fixtureProject } from '../scripts/lab/unit-tests/fixtures';
import { projectPath, projectUpdatesPath, resumePath, updatePath } from '../src/lib/paths';
import { launchChromium } from '../scripts/lab/browsers/chromium';
import { buildSite, siteDir, writeFixtureRoot } from './support/build-site';
import { startPagesServer } from '../scripts/lab/pages-server';

const project = fixtureProject.slug;
/** A project site's base path, as most forks have: the review must find it in the builds. */
const projectBase = '/portfolio/';
const sentence = "Next term I'm joining the rocketry team's recovery group.";
/** A milestone no update is on: renaming it changes the project's page alone. */
const renamed = fixtureMilestoneInputs.find(
  ({ id }) => !fixtureContent.updates[project]!.some((update) => update.milestone === id),
)!;
const newTitle = `${renamed.title} and share it`;
const posted = { slug: 'cursor-fit', title: 'Cursor fit: the second try' };
/** The update that was newest: the new one becomes its "Newer" neighbour. */
const wasNewest = fixtureContent.updates[project]![0]!;

/** The pages the edits change, and the one they add, by address. */
const expectedChanged = [
  '/',
  projectPath(project),
  projectUpdatesPath(project),
  updatePath(project, wasNewest.slug),
  // The resume's summary is the bio, unless resume.yml writes its own.
  ...(fixtureContent.resume && !('summary' in (fixtureFiles['content/resume.yml'] ?? {}))
    ? [resumePath]
    : []),
].sort();
const expectedAdded = [updatePath(project, posted.slug)];
/** The picture redrawn under its own name: the first drawing the fixture's content names. */
const redrawn = fixturePictureFiles().find((file) => file.endsWith('.svg'));

/** The fixture's model and board folder (public/models/…, public/boards/…), each changed by the pull request. */
const changedModel = Object.keys(fixtureDesignFiles).find((path) =>
  path.startsWith('public/models/'),
)!;
const changedBoard = dirname(
  Object.keys(fixtureDesignFiles).find((path) => path.startsWith('public/boards/'))!,
);

/** How many colours the last `rows` rows of a PNG hold: a stretch of page with words in it has dozens. */
async function coloursInLastRows(file: string, rows: number): Promise<number> {
  const { data, info } = await sharp(file)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const colours = new Set<number>();
  for (let y = Math.max(0, info.height - rows); y < info.height; y += 1)
    for (let x = 0; x < info.width; x += 1)
      colours.add(data.readUInt32BE((y * info.width + x) * 4));
  return colours.size;
}

const folders: string[] = [];
const made = (prefix: string) => {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

let base: string;
let head: string;
let headRoot: string;

beforeAll(() => {
  base = siteDir(projectBase);
  const profile = fixtureFiles['content/profile.yml'] as { bio: string };
  const timeline = fixtureFiles[`content/tracked/${project}/timeline.yml`] as {
    milestones: typeof fixtureMilestoneInputs;
  };
  headRoot = writeFixtureRoot(made('review-head-content-'), {
    ...fixtureFiles,
    'content/profile.yml': { ...profile, bio: `${profile.bio} ${sentence}` },
    [`content/tracked/${project}/timeline.yml`]: {
      ...timeline,
      milestones: timeline.milestones.map((milestone) =>
        milestone.id === renamed.id ? { ...milestone, title: newTitle } : milestone,
      ),
    },
    [`content/tracked/${project}/updates/2031-06-01-${posted.slug}.md`]: {
      front: { title: posted.title },
      body: 'The cursor slides without rocking now: the rails are 0.05 mm wider.\n',
    },
  });
  // Redrawn: the same name and size, other bytes.
  writeFileSync(
    join(headRoot, 'public', 'images', redrawn!),
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><rect width="400" height="200"/></svg>',
  );
  // A model re-exported and a board re-made under their own names: their stills and renders change.
  writeFileSync(join(headRoot, changedModel), boxStl(90, 14, 6));
  for (const [name, text] of Object.entries(kicadBoard(64, 30)))
    writeFileSync(join(headRoot, changedBoard, name), text);
  head = buildSite(
    projectBase,
    'fixture',
    { CONTENT_ROOT: headRoot },
    join(made('review-head-'), 'dist'),
  );
}, 180_000);

describe('npm run review', () => {
  it('lists the pages whose words changed and the page added, with screenshots, figures and the content warnings', async () => {
    const out = made('review-out-');
    const started = performance.now();
    const run = promisify(execFile)(
      join(process.cwd(), 'node_modules', '.bin', 'tsx'),
      [
        'scripts/deploy/review/index.ts',
        ...['--base', base, '--head', head, '--out', out, '--content', headRoot],
        ...['--preview-url', 'https://owner.github.io/site/pr-preview/pr-7/'],
        ...['--report-url', 'https://owner.github.io/site/pr-preview/pr-7/_review/'],
        ...['--commit', '3f2c1ab9', '--measured', '1', '--runs', '1'],
      ],
      // Asynchronous, so that the test's own time limit holds; and a limit of its own, a hang
      // guard: about 90 s on a two-core machine alone (screenshots 40, Lighthouse 35, axe 7), and once
      // over 480 s beside the other browser tests.
      { timeout: 720_000 },
    );
    // Its log (each phase with its time) in the test's output when it fails or is stopped.
    let log = '';
    await run.then(
      ({ stdout }) => {
        log = stdout;
        console.log(stdout.trim());
      },
      (error: Error & { stdout?: string; stderr?: string }) => {
        console.log(
          `npm run review failed; its output:\n${error.stdout ?? ''}${error.stderr ?? ''}`,
        );
        throw error;
      },
    );
    const seconds = (performance.now() - started) / 1000;
    // Each build read at the base path it was made for, which the command did not name.
    expect(log).toContain(`the base read at ${projectBase}, the head at ${projectBase}`);
    const comment = readFileSync(join(out, 'comment.md'), 'utf8');
    expect(comment.length).toBeLessThanOrEqual(commentLimit);
    expect(comment).toContain(
      '### Preview of 3f2c1ab: https://owner.github.io/site/pr-preview/pr-7/',
    );

    // The page list: each changed or added page a deep link, and nothing else listed.
    const rows = [...comment.matchAll(/^\| \[`([^`]+)`\]\(([^)]+)\) \| (\w+) \|/gm)];
    const listed = (kind: string) =>
      rows
        .filter((row) => row[3] === kind)
        .map((row) => row[1]!)
        .sort();
    // …and every page that shows the redrawn picture, whatever its words (read from the base build).
    const showing = (file: string) =>
      [...builtPages(base)]
        .filter(([, page]) => readFileSync(page, 'utf8').includes(`images/${file}`))
        .map(([path]) => path);
    expect(showing(redrawn!).length).toBeGreaterThan(0);
    // The changed model's still and the changed board's two faces: each a picture changed too, named
    // with every page that shows it, its file before and after beside the report.
    const stills = new Set(
      [...builtPages(base).values()].flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /<img src="[^"]*?images\/((?:models|boards)\/[^"]+)"/g,
          ),
        ].map(([, still]) => still!),
      ),
    );
    expect([...stills].filter((still) => still.startsWith('models/')).length).toBeGreaterThan(0);
    expect([...stills].filter((still) => still.startsWith('boards/')).length).toBe(2);
    const changed = [
      ...new Set([...expectedChanged, ...[redrawn!, ...stills].flatMap(showing)]),
    ].sort();
    expect(listed('changed')).toEqual(changed);
    expect(listed('added')).toEqual(expectedAdded);
    expect(rows).toHaveLength(changed.length + expectedAdded.length);
    // The picture named once, with every page that shows it, before and after beside the report.
    const pictureRow = comment.split('\n').find((line) => line.startsWith(`| ${redrawn} (`))!;
    expect(pictureRow).toBeDefined();
    for (const path of showing(redrawn!)) expect(pictureRow).toContain(`\`${path}\``);
    const [before, after] = [
      ...pictureRow.matchAll(/<img src="https:\/\/[^"]+\/_review\/([^"]+)"/g),
    ].map(([, src]) => src!);
    expect(readFileSync(join(out, before!), 'utf8')).toBe(
      readFileSync(join(base, 'images', redrawn!), 'utf8'),
    );
    expect(readFileSync(join(out, after!), 'utf8')).toContain('<rect');
    for (const still of stills) {
      const row = comment.split('\n').find((line) => line.startsWith(`| ${basename(still)} (`));
      expect(row, still).toBeDefined();
      for (const path of showing(still)) expect(row, still).toContain(`\`${path}\``);
      const [stillBefore, stillAfter] = [
        ...row!.matchAll(/<img src="https:\/\/[^"]+\/_review\/([^"]+)"/g),
      ].map(([, src]) => readFileSync(join(out, src!)));
      expect(stillBefore!.equals(readFileSync(join(base, 'images', still))), still).toBe(true);
      expect(stillAfter!.equals(readFileSync(join(head, 'images', still))), still).toBe(true);
      expect(stillBefore!.equals(stillAfter!), still).toBe(false);
    }
    for (const [, path, link] of rows)
      expect(link).toBe(`https://owner.github.io/site/pr-preview/pr-7${path === '/' ? '/' : path}`);
    // A page whose HTML differs only by the new asset hashes is not listed.
    const untouched = [...builtPages(head).keys()].filter(
      (path) => !changed.includes(path) && !expectedAdded.includes(path),
    );
    expect(untouched.length).toBeGreaterThan(0);
    const [other] = untouched;
    const file = (dist: string) => builtPages(dist).get(other!)!;
    expect(readFileSync(file(head), 'utf8')).not.toBe(readFileSync(file(base), 'utf8'));
    expect(comment).toContain(`**${rows.length} page(s) changed**, ${untouched.length} unchanged`);

    // What reads differently: the bio's new sentence (on Home, in the comment); the renamed
    // milestone (on the project's page, among more changes: the report has them all).
    expect(comment).toMatch(new RegExp(`\\n\\+ .*${sentence.replace(/[.'?]/g, '.')}`));
    const report = readFileSync(join(out, 'index.html'), 'utf8');
    expect(report).toContain(`+ ${newTitle}`);
    expect(report).toContain(`- ${renamed.title}`);

    // Screenshots at 375 and 1280 px, before and after (after alone for the new page), whose files exist.
    for (const width of [375, 1280]) {
      expect(existsSync(join(out, 'shots', `home-${width}-before.png`))).toBe(true);
      expect(existsSync(join(out, 'shots', `home-${width}-after.png`))).toBe(true);
      expect(existsSync(join(out, 'shots', `home-${width}-diff.png`))).toBe(true);
      // Drawn to its end: the page's last part (the footer's words) is there, not the empty box a
      // part far from the screen is until a visitor nears it.
      expect(
        await coloursInLastRows(join(out, 'shots', `home-${width}-after.png`), 120),
      ).toBeGreaterThan(8);
    }
    const images = [...report.matchAll(/<img src="([^"]+)"/g)].map(([, src]) => src!);
    expect(images.length).toBeGreaterThanOrEqual(4 * 3);
    for (const src of images) expect(existsSync(join(out, src)), src).toBe(true);
    const thumbnails = [...comment.matchAll(/<img src="https:\/\/[^"]+\/_review\/([^"]+)"/g)];
    expect(thumbnails.length).toBeGreaterThan(0);
    for (const [, src] of thumbnails) expect(existsSync(join(out, src!)), src).toBe(true);

    // The figures of the one page measured: a Lighthouse and axe delta; the others say so.
    const measuredRow = comment.split('\n').find((line) => line.startsWith('| [`/`]'))!;
    // Performance and LCP, before → after (or the one figure, when it did not change).
    expect(measuredRow).toMatch(/\| \d+(→\d+ [+−]\d+( ⚠️| ✅)?)? \| \d+(→\d+)? ms/);
    expect(comment).toContain('not measured');
    expect(comment).toMatch(/CPU slowed \d+\.\d× \(this runner's benchmarkIndex \d+ ÷ 264/);

    // The build's warnings about the content (GPS-tagged photos, sample values left), as it prints them.
    const warnings = (await contentWarnings(headRoot, loadContent(headRoot).raw))
      .map(({ markdown }) => markdown)
      .filter(Boolean);
    if (warnings.length) expect(comment).toContain('To look at in the content');
    for (const warning of warnings) expect(comment).toContain(warning.trim().split('\n')[0]);
    console.log(`review of ${rows.length} pages, one measured: ${seconds.toFixed(0)} s`);
  }, 780_000);

  it('weighs a page with the chunks its app imports while it hydrates, which its HTML does not name', async () => {
    const server = await startPagesServer(head, projectBase);
    const browser = await launchChromium();
    try {
      const path = projectPath(project);
      const htmlFile = builtPages(head).get(path)!;
      const { assets } = await visitAsPhone(browser, server.url + path.slice(1));
      for (const address of assets) expect(address.startsWith(projectBase), address).toBe(true);
      const named = pageAssets(head, projectBase, htmlFile);
      const counted = pageAssets(head, projectBase, htmlFile, assets);
      // Every file fetched is counted; the page's route code is among them, and is not named
      // by its HTML or imported by what the HTML names.
      for (const address of assets)
        expect(counted, address).toContain(join(head, address.slice(projectBase.length)));
      expect(counted.length).toBeGreaterThan(named.length);
      const routeChunk = counted.find((file) => !named.includes(file))!;
      expect(
        pageWeight(head, projectBase, htmlFile, assets).js -
          pageWeight(head, projectBase, htmlFile).js,
      ).toBeGreaterThanOrEqual(gzipSync(readFileSync(routeChunk)).length / 1000 - 1e-9);
    } finally {
      await browser.close();
      await server.close();
    }
  }, 120_000);

  it('lists every page as added when the base has never been deployed', async () => {
    const out = made('review-first-');
    const result = await review({
      base: join(out, 'no-deploy-yet'),
      head,
      out,
      shown: 1,
      measured: 0,
    });
    expect(result.pages.map(({ path }) => path).sort()).toEqual(
      [...builtPages(head).keys()].sort(),
    );
    expect(result.pages.every(({ kind }) => kind === 'added')).toBe(true);
    expect(result.unchanged).toBe(0);
    const comment = readFileSync(join(out, 'comment.md'), 'utf8');
    expect(comment).toContain('(no preview published)');
    expect(comment).toContain(`And ${result.pages.length - 1} more:`);
  }, 120_000);
});
