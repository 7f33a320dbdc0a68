/**
 * The owner's everyday edits, made on a copy of the project exactly as the
 * README says, must keep every check green that reads the owner's files
 * (format, the unit tests of the owner's content, the content check) and build. Nothing here depends on what the owner's
 * content holds: the project copied is whichever comes first, the new folders
 * take names no project uses, and every expectation is read from the files.
 *
 * - a second tracked project, by the README's recipe: copy a project folder,
 *   change its words, delete `featured: true` and the sections it does not want;
 * - a third one with nothing but its project.yml;
 * - progress moved on by one milestone, and a paragraph added;
 * - a dated update posted to the new project, as one Markdown file;
 * - the owner renamed, with a bio full of apostrophes, quotes, a colon, a #,
 *   an emoji, a Markdown link and a <script> that must show as text;
 * - a portrait straight from a phone (sideways, with GPS) as the avatar, the
 *   old picture deleted.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { decodeHTML } from 'entities';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import { profile, trackedProjects } from '../scripts/lab/owner-content';
import { writeOwnCopy } from '../scripts/owner-files/own-copy';
import { ownContentRoot } from '../src/content-model/content-files';
import { isPhoto } from '../src/lib/responsive-image';

const root = process.cwd();
const oldName = profile.name;
const newName = `Ada O'Connor: "Ace" 🚀`;
const bio = [
  `I'm a student who builds "small" things: gearboxes, rules & clocks. #makers`,
  '',
  'More in [my notes](https://notes.example.org/ada) and *on the bench*.',
  '',
  '<script>alert("hi")</script> <img src=x onerror=alert(1)>',
].join('\n');
const extraParagraph = `A paragraph the owner added: it's about the second prototype run.`;

/** The files under `copy` (its node_modules aside) that `original` lacks or holds otherwise. */
async function changedFiles(copy: string, original: string): Promise<string[]> {
  const entries = await readdir(copy, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(copy, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split(sep).includes('node_modules'));
  const changed: string[] = [];
  for (const path of files) {
    const before = await readFile(join(original, path)).catch(() => null);
    if (!before || !before.equals(await readFile(join(copy, path)))) changed.push(path);
  }
  return changed.sort();
}

/** A folder name under content/tracked/ that no project uses yet. */
const unusedName = (wanted: string) => {
  const taken = new Set(trackedProjects.map((project) => project.slug));
  let name = wanted;
  for (let n = 2; taken.has(name); n += 1) name = `${wanted}-${n}`;
  return name;
};
const copied = trackedProjects[0]!;
/** The posted update's day: today, as the README's example names the file. */
const postedOn = new Date().toISOString().slice(0, 10);
const postedTitle = `First light: the arm's "hello" wave`;
const second = unusedName('robot-arm');
const third = unusedName('tide-clock');

/** The unit tests that read the owner's own content/ rather than the made-up owner's. */
const ownerContentTests = ['src/content-model/content.test.ts'];

let copy: string;
/** How many milestones of the new project's timeline are completed once progress has moved on. */
let completedAfter: number;

/** Edits a YAML content file the way a person would: change values, keep everything else. */
async function editYaml(file: string, edit: (doc: ReturnType<typeof parseDocument>) => void) {
  const doc = parseDocument(await readFile(file, 'utf8'));
  edit(doc);
  await writeFile(file, doc.toString());
}

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'owner-edits-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) await cp(join(root, file), join(copy, file)).catch(() => undefined);
  await symlink(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  // A repository without content of its own (the template) gets the copy a fork's first deploy makes.
  if (!ownContentRoot(copy)) writeOwnCopy(copy);
  // The owner's photos are theirs: small stand-ins of the same shape and format take their
  // place, so this test costs the same however many photos they have, and however big.
  const images = join(copy, 'public', 'images');
  for (const file of (await readdir(images).catch(() => [])).filter(isPhoto)) {
    const { width, height, autoOrient, format } = await sharp(join(images, file)).metadata();
    const [shownWidth, shownHeight] = autoOrient
      ? [autoOrient.width, autoOrient.height]
      : [width, height];
    const scale = 64 / Math.max(shownWidth, shownHeight);
    await writeFile(
      join(images, file),
      await sharp({
        create: {
          width: Math.max(1, Math.round(shownWidth * scale)),
          height: Math.max(1, Math.round(shownHeight * scale)),
          channels: 3,
          background: '#8a8f98',
        },
      })
        .toFormat(format === 'heif' ? 'avif' : format!)
        .toBuffer(),
    );
  }
  const tracked = join(copy, 'content', 'tracked');

  // 1. A second project, by the README's recipe: copy a project's folder under a new name...
  await cp(join(tracked, copied.slug), join(tracked, second), { recursive: true });
  // ...give it its own words, take off `featured: true`, delete the sections it does not want...
  await editYaml(join(tracked, second, 'project.yml'), (doc) => {
    doc.set('title', 'Robot Arm');
    doc.set('tagline', 'A three-axis arm with cycloidal drives.');
    doc.set('description', 'The build log of a desktop robot arm with printed gearboxes.');
    doc.delete('featured');
    for (const section of ['donation', 'video', 'specs']) doc.delete(section);
  });
  // The copy's updates are the other project's: the README says to delete them.
  await rm(join(tracked, second, 'updates'), { recursive: true, force: true });
  await rm(join(tracked, second, 'purchasing.md'), { force: true });
  // ...and, written on one long line as people do, a paragraph added to its first story card.
  const story = join(tracked, second, 'story');
  const cards = existsSync(story) ? (await readdir(story)).sort() : [];
  if (cards[0]) {
    const card = join(story, cards[0]);
    await writeFile(card, `${await readFile(card, 'utf8')}\n${extraParagraph}\n`);
  } else {
    await mkdir(story, { recursive: true });
    await writeFile(join(story, '1-more.md'), `---\ntitle: More\n---\n\n${extraParagraph}\n`);
  }

  // 2. Progress moved on in its timeline: the current milestone completed, the next one current.
  const timeline = join(tracked, second, 'timeline.yml');
  if (!existsSync(timeline))
    await writeFile(
      timeline,
      'heading: Timeline\nintro: Where it stands.\nmilestones:\n' +
        '  - { id: 1, title: Sketch, status: current, description: Drawing it. }\n' +
        '  - { id: 2, title: Build, status: future, description: Making it. }\n',
    );
  await editYaml(timeline, (doc) => {
    const milestones = doc.get('milestones') as YAMLSeq<YAMLMap>;
    const statuses = milestones.items.map((item) => item.get('status'));
    const current = statuses.indexOf('current');
    const next = statuses.indexOf('future');
    completedAfter =
      statuses.filter((status) => status === 'completed').length + (current >= 0 ? 1 : 0);
    if (current >= 0) milestones.items[current]!.set('status', 'completed');
    if (next >= 0) milestones.items[next]!.set('status', 'current');
  });

  // 2b. A dated update, posted as the README says: one Markdown file in its updates/ folder.
  await mkdir(join(tracked, second, 'updates'), { recursive: true });
  await writeFile(
    join(tracked, second, 'updates', `${postedOn}-first-light.md`),
    `---\ntitle: '${postedTitle.replace(/'/g, "''")}'\n---\n\nIt moved: all three joints, one after another.\n`,
  );

  // 3. A third project with nothing but its project.yml, and its picture.
  await mkdir(join(tracked, third));
  await writeFile(
    join(tracked, third, 'project.yml'),
    [
      'title: Tide Clock',
      'tagline: A clock that shows the tide.',
      'description: A wall clock whose one hand follows the local tide.',
      'badge: Just an idea',
      'heroImage: { file: tide-clock.svg, alt: A round clock face with one hand }',
      'card:',
      '  badge: Planned',
      '  summary: A clock with one hand that points at high or low water.',
      '  image: { file: tide-clock.svg, alt: A round clock face with one hand }',
      '',
    ].join('\n'),
  );
  await writeFile(
    join(copy, 'public/images/tide-clock.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200"/></svg>',
  );

  // 4. A portrait straight from a phone: stored sideways with an EXIF orientation and a GPS position.
  await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#7a5c3e' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toFile(join(copy, 'public/images/portrait.jpg'));

  // 5. The owner renamed, with a bio full of the characters people type.
  await editYaml(join(copy, 'content/profile.yml'), (doc) => {
    doc.set('name', newName);
    doc.set('bio', bio);
    doc.setIn(['avatar', 'file'], 'portrait.jpg');
  });
  // ...and the picture it replaces deleted, as a tidy owner does (a sample drawing, often).
  if (profile.avatar.file !== 'portrait.jpg')
    await rm(join(copy, 'public/images', profile.avatar.file), { force: true });

  // As on a fresh shell: none of this runner's own VITEST* or NODE_ENV settings.
  const shell = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(VITEST|NODE_ENV$|TEST$|CONTENT_ROOT$)/.test(name),
    ),
  );
  const run = (command: string, args: string[], env: Record<string, string> = {}) =>
    execFileSync(join(copy, 'node_modules', '.bin', command), args, {
      cwd: copy,
      env: { ...shell, BASE_PATH: '/', SITE_URL: 'https://owner.github.io', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  // What of `npm run check` reads the owner's files: the format check, the unit tests of the
  // owner's own content (the rest render a made-up owner's: vite.config.ts), and the build with
  // its content check. Lint and types read no file under content/ or public/. The format check
  // reads what the edits changed or added, as `prettier --check .` would (its ignore file, and
  // an error for a file it cannot read): the rest of the tree is the project's own, which
  // `npm run check` itself checks; the whole tree again took 35 CPU-seconds of CI's time here.
  const edited = await changedFiles(copy, root);
  expect(edited.length).toBeGreaterThan(0);
  run('prettier', ['--check', '--ignore-unknown', '--no-error-on-unmatched-pattern', ...edited]);
  run('vitest', ['run', ...ownerContentTests]);
  run('tsx', ['scripts/site/build.ts'], { NODE_ENV: 'production' });
}, 600_000);

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

const built = (file: string) => readFile(join(copy, 'dist', file), 'utf8');
/** What a page says, as text: tags gone, entities decoded. */
const words = async (file: string) =>
  decodeHTML(
    (await built(file)).replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' '),
  );

describe("the owner's edits, built", () => {
  it('prerender each new project at its own address, with the nav linking every page', async () => {
    for (const [slug, title] of [
      [second, 'Robot Arm'],
      [third, 'Tide Clock'],
    ] as const) {
      for (const file of [`${slug}.html`, `${slug}/index.html`]) {
        const html = await built(file);
        expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
        expect(html).toContain(`data-route="${slug}"`);
        for (const project of [...trackedProjects.map((p) => p.slug), second, third])
          expect(html).toMatch(new RegExp(`<nav[\\s\\S]*href="/${project}"[\\s\\S]*</nav>`));
      }
    }
    // The sections taken out are not there; the ones kept are.
    const page = await built(`${second}.html`);
    // (By its id: every page's head names the id too, for a cold #timeline address.)
    expect(page).toContain('id="timeline-section"');
    expect(page).not.toContain('youtube.com/watch');
    expect(await built(`${third}.html`)).not.toContain('id="timeline-section"');
  });

  it('give each new project its card on Home, its sitemap entry and its link-preview image', async () => {
    const home = await built('index.html');
    const sitemap = await built('sitemap.xml');
    for (const [slug, title] of [
      [second, 'Robot Arm'],
      [third, 'Tide Clock'],
    ] as const) {
      expect(home).toMatch(new RegExp(`<a[^>]*href="/${slug}"[^>]*>${title}</a>`));
      expect(sitemap).toContain(`<loc>https://owner.github.io/${slug}</loc>`);
      expect((await readFile(join(copy, `dist/og/${slug}.png`))).length).toBeGreaterThan(1000);
    }
    // The featured project stays first on Home: its copy gave up `featured: true`.
    if (copied.featured)
      expect(home.indexOf(`href="/${copied.slug}"`)).toBeLessThan(
        home.indexOf(`href="/${second}"`),
      );
  });

  it('show the new name everywhere and the old one nowhere', async () => {
    for (const file of ['index.html', `${copied.slug}.html`, `${second}.html`, '404.html']) {
      const text = await words(file);
      expect(text, file).toContain(newName);
      expect(text, file).not.toContain(oldName);
    }
    const manifest = JSON.parse(await built('manifest.webmanifest')) as { name: string };
    expect(manifest.name).toContain(newName);
  });

  it("show the bio's every character as typed, its link as a link, and its HTML as text", async () => {
    const home = await built('index.html');
    const text = await words('index.html');
    expect(text).toContain(
      `I'm a student who builds "small" things: gearboxes, rules & clocks. #makers`,
    );
    expect(text).toContain('<script>alert("hi")</script> <img src=x onerror=alert(1)>');
    expect(home).not.toMatch(/<script>alert|<img src="?x"? onerror/);
    expect(home).toMatch(
      /<a href="https:\/\/notes\.example\.org\/ada" target="_blank" rel="noopener noreferrer">my notes<span class="sr-only"> \(opens in a new tab\)<\/span><\/a>/,
    );
    expect(home).toContain('<em>on the bench</em>');
  });

  it('show the phone portrait upright, at the size read from the file, without its metadata', async () => {
    const home = await built('index.html');
    expect(home).toMatch(/<img src="\/images\/portrait\.jpg"[^>]*width="1800" height="2400"/);
    expect(home).toContain('/images/generated/portrait-480w.avif 480w');
    const sent = await sharp(join(copy, 'dist/images/portrait.jpg')).metadata();
    expect(sent.height).toBeGreaterThan(sent.width);
    expect(sent.exif).toBeUndefined();
    // What a phone reads at the avatar's size (8rem at up to 3× density) stays small.
    const avatar = await readFile(join(copy, 'dist/images/generated/portrait-480w.avif'));
    expect(avatar.length).toBeLessThan(100_000);
  });

  it('show the added paragraph, and the timeline moved on by one', async () => {
    expect(await words(`${second}.html`)).toContain(extraParagraph);
    const page = await built(`${second}.html`);
    expect([...page.matchAll(/data-segment="completed"/g)]).toHaveLength(completedAfter);
  });

  it('put the posted update on its own page, the project page, Home, the feeds and the sitemap', async () => {
    const address = `${second}/updates/first-light`;
    const page = await words(`${address}.html`);
    expect(page).toContain(postedTitle);
    expect(page).toContain('It moved: all three joints');
    expect(await words(`${second}.html`)).toContain(postedTitle);
    // Home's card of the project shows its newest update, linked.
    expect(await built('index.html')).toContain(`href="/${address}"`);
    for (const feed of [`${second}/feed.xml`, 'feed.xml'])
      expect(decodeHTML(await built(feed)), feed).toContain(postedTitle);
    expect(await built('sitemap.xml')).toContain(
      `<loc>https://owner.github.io/${address}</loc><lastmod>${postedOn}</lastmod>`,
    );
  });
});
