/**
 * A year in a fork's life, rehearsed with git as GitHub does it. A fork of
 * today's template gets its own copy of the sample (its first deploy:
 * scripts/owner-files/own-copy.ts, rehearsed with the workflow in
 * first-day.e2e.ts) and takes the README's edits as an owner makes them; the
 * template then goes on: it changes code, rewords its sample person's bio,
 * adds a sample update with a photo, and renames a content field with the
 * step that upgrades older content. Sync fork is a merge of the template's
 * main into the fork's (a merge commit when the fork has commits of its own):
 * it must meet no conflict, and the fork's build must be green with no hand
 * edit, its pages the owner's alone, with the template's improvements.
 *
 * Nothing here depends on the sample's words: what the sample says is read
 * from its files; the owner's words and photos are made up here.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeHTML } from 'entities';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import { writeOwnCopy } from '../scripts/owner-files/own-copy';
import { readContent } from '../src/content-model/load';
import { sampleFolder } from '../src/content-model/content-files';
import { contentVersion } from '../src/content-model/schema/versions';
import { renamedFieldVersion, renameJobTitle } from './support/renamed-field';

/** The version the template's renamed field brings: the one after today's. */
const next = renamedFieldVersion;

const project = process.cwd();
let work: string;
let template: string;
let fork: string;

/** git in `cwd`, as `who`. */
const git = (cwd: string, who: string, ...args: string[]) =>
  execFileSync(
    'git',
    ['-c', `user.name=${who}`, '-c', `user.email=${who.replace(/\W/g, '')}@example.org`, ...args],
    {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  ).trim();
const commitAll = (cwd: string, who: string, message: string) => {
  git(cwd, who, 'add', '-A');
  git(cwd, who, 'commit', '--quiet', '-m', message);
};

/** Edits a YAML file the way a person would: change values, keep everything else. */
function editYaml(file: string, edit: (doc: ReturnType<typeof parseDocument>) => void) {
  const doc = parseDocument(readFileSync(file, 'utf8'));
  edit(doc);
  writeFileSync(file, doc.toString({ lineWidth: 100 }));
}

// What the owner writes.
const owner = {
  name: `Zoë O'Hara-Lindqvist`,
  bio: `I'm a second-year student: "small" machines, test rigs & a lot of notes. More on [my page](https://zoe.example.org/notes).`,
  project: 'wind-tunnel',
  projectTitle: `Desk Wind Tunnel: "Breeze"`,
  update: 'smoke-test',
  updateTitle: `Smoke test: it's laminar (mostly)`,
  photos: ['owner-rig-1.jpg', 'owner-rig-2.jpg', 'owner-rig-3.jpg'],
  domain: 'www.zoe-year.example',
};
// What the template changes in its sample a year on, and in its code.
const later = {
  bio: 'A reworded sample bio, written by the template a year later.',
  update: 'template-news',
  updateTitle: 'News from the template’s sample person',
  photo: 'template-news.svg',
  openMenu: 'Open the site menu',
};

/** The sample as the template has it: its name, featured project's folder and bio. */
let sample: { name: string; featured: string };
/** The build's output, each run: its console and its pages. */
let firstBuild: string;

/** Builds the fork into its dist/; returns what it printed, or throws it. */
function build(): string {
  const done = spawnSync(join(fork, 'node_modules', '.bin', 'tsx'), ['scripts/site/build.ts'], {
    cwd: fork,
    encoding: 'utf8',
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          ([name]) => !/^(VITEST|NODE_ENV$|TEST$|CONTENT_ROOT$)/.test(name),
        ),
      ),
      NODE_ENV: 'production',
      BASE_PATH: '/',
      SITE_URL: `https://${owner.domain}`,
      // Tiny stand-ins for the photos' versions: this tests where words and pictures go, not photos.
      STAND_IN_PHOTOS: 'true',
    },
  });
  const said = `${done.stdout}\n${done.stderr}`;
  if (done.status !== 0) throw new Error(`the fork's build failed:\n${said}`);
  return said;
}
const page = (file: string) => readFileSync(join(fork, 'dist', file), 'utf8');
/** What a page says, as text: tags gone, entities decoded. */
const words = (file: string) =>
  decodeHTML(
    page(file)
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ');
const everyPage = () =>
  (readdirSync(join(fork, 'dist'), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html') && !file.startsWith('admin'))
    .map((file) => page(file))
    .join('\n');

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'year-later-'));
  template = join(work, 'template');
  fork = join(work, 'fork');

  // Today's template: the project's files as committed and as being changed, nothing else.
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: project,
      encoding: 'utf8',
    },
  )
    .split('\0')
    // Never a fork's own content/ and public/ (this test runs in forks too): the template has none.
    .filter((file) => file && !/^(content|public)\//.test(file) && existsSync(join(project, file)));
  for (const file of files) cpSync(join(project, file), join(template, file), { recursive: true });
  git(template, 'Template', 'init', '--quiet', '-b', 'main');
  commitAll(template, 'Template', "Today's template");
  const sampleContent = readContent(join(template, sampleFolder));
  sample = {
    name: sampleContent.profile.name,
    featured: sampleContent.trackedProjects.find((tracked) => tracked.featured)!.slug,
  };

  // The fork, and its own copy of the sample: what its first deploy commits.
  git(work, 'Owner', 'clone', '--quiet', template, fork);
  symlinkSync(join(project, 'node_modules'), join(fork, 'node_modules'), 'dir');
  writeOwnCopy(fork);
  commitAll(
    fork,
    'github-actions[bot]',
    'content: your own copy of the sample, to edit (made by Deploy)',
  );

  // The README's edits, as the owner makes them. Their name and bio:
  editYaml(join(fork, 'content/profile.yml'), (doc) => {
    doc.set('name', owner.name);
    doc.set('bio', owner.bio);
  });
  // A second tracked project: its featured one's folder copied, its own words, no updates.
  const tracked = join(fork, 'content/tracked');
  cpSync(join(tracked, sample.featured), join(tracked, owner.project), { recursive: true });
  rmSync(join(tracked, owner.project, 'updates'), { recursive: true, force: true });
  editYaml(join(tracked, owner.project, 'project.yml'), (doc) => {
    doc.set('title', owner.projectTitle);
    doc.set('tagline', 'A desk-top wind tunnel for comparing fin profiles.');
    doc.delete('featured');
  });
  // Progress moved on: the current milestone completed, the next one current.
  editYaml(join(tracked, sample.featured, 'timeline.yml'), (doc) => {
    const milestones = doc.get('milestones') as YAMLSeq<YAMLMap>;
    const statuses = milestones.items.map((item) => item.get('status'));
    const current = statuses.indexOf('current');
    if (current >= 0) milestones.items[current]!.set('status', 'completed');
    const next = statuses.indexOf('future');
    if (next >= 0) milestones.items[next]!.set('status', 'current');
  });
  // An update with photos straight from a phone (sideways, with EXIF orientation).
  mkdirSync(join(fork, 'public/images'), { recursive: true });
  for (const [index, file] of owner.photos.entries())
    await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: `#${index + 4}a5c3e` },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(join(fork, 'public/images', file));
  const today = new Date().toISOString().slice(0, 10);
  writeFileSync(
    join(tracked, sample.featured, 'updates', `${today}-${owner.update}.md`),
    [
      '---',
      `title: '${owner.updateTitle.replace(/'/g, "''")}'`,
      'pictures:',
      ...owner.photos.flatMap((file, index) => [
        `  - file: ${file}`,
        `    alt: The test rig, view ${index + 1}`,
      ]),
      '---',
      '',
      'Smoke through the working section: straight lines until the model, then a wake.',
      '',
    ].join('\n'),
  );
  // A domain.
  writeFileSync(join(fork, 'public/CNAME'), `${owner.domain}\n`);
  commitAll(fork, 'Owner', 'My site: my name, a second project, an update, my domain');

  // A year later, the template: code changed...
  const siteWords = join(template, 'src/content-model/site-words.ts');
  writeFileSync(
    siteWords,
    readFileSync(siteWords, 'utf8').replace(/openMenu: '[^']*'/, `openMenu: '${later.openMenu}'`),
  );
  // ...its sample person's bio reworded, and a sample update with a photo...
  editYaml(join(template, sampleFolder, 'content/profile.yml'), (doc) => doc.set('bio', later.bio));
  writeFileSync(
    join(
      template,
      sampleFolder,
      'content/tracked',
      sample.featured,
      'updates',
      `2026-01-15-${later.update}.md`,
    ),
    `---\ntitle: ${later.updateTitle}\npictures:\n  - file: ${later.photo}\n    alt: A drawing\n---\n\nThe sample moved on.\n`,
  );
  writeFileSync(
    join(template, sampleFolder, 'public/images', later.photo),
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><title>news</title></svg>',
  );
  commitAll(template, 'Template', 'A year of improvements');
  // ...and a field renamed, in the code, the sample and the schema, with its upgrade step.
  renameJobTitle(template);
  commitAll(
    template,
    'Template',
    'profile.yml: jobTitle is called headline, with its upgrade step',
  );

  // Sync fork.
  git(fork, 'Owner', 'fetch', '--quiet', template, 'main');
  const merged = git(fork, 'Owner', 'merge', '--no-edit', '--stat', 'FETCH_HEAD');
  firstBuild = build();
  // For the log: what Sync fork did, and what the build said of the owner's older content.
  console.log(
    `git merge of the template into the fork:\n${merged.split('\n').slice(0, 2).join('\n')}\n  … ${merged.split('\n').at(-1)}\n\nThe fork's build said:\n${firstBuild
      .split('\n')
      .filter((line) => /version|content:upgrade|is now/.test(line))
      .join('\n')}`,
  );
}, 600_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('a year later: Sync fork takes the template’s improvements', { timeout: 300_000 }, () => {
  it('merges with no conflict and no hand edit: the template changed none of the owner’s files', () => {
    expect(git(fork, 'Owner', 'status', '--porcelain')).toBe('');
    expect(git(fork, 'Owner', 'log', '-1', '--format=%P').split(' ')).toHaveLength(2);
    const template = git(fork, 'Owner', 'diff', '--name-only', 'HEAD^1', 'HEAD').split('\n');
    expect(template.filter((path) => /^(content|public)\//.test(path))).toEqual([]);
  });

  it("builds green, reading the owner's older content through the template's upgrade step, and says so", () => {
    expect(firstBuild).toContain(
      `content/ is written in version ${contentVersion} of the content's shape, and this site reads version ${next}.`,
    );
    expect(firstBuild).toContain('- content/profile.yml: jobTitle is now headline');
    expect(firstBuild).toContain('npm run content:upgrade');
  });

  it("shows every word and photo of the owner's, with the template's new code", () => {
    const home = words('index.html');
    expect(home).toContain(owner.name);
    expect(home).toContain(
      `I'm a second-year student: "small" machines, test rigs & a lot of notes.`,
    );
    expect(home).toContain(owner.projectTitle);
    expect(page(`${owner.project}.html`)).toContain('Breeze');
    const update = `${sample.featured}/updates/${owner.update}.html`;
    expect(words(update)).toContain(owner.updateTitle);
    for (const photo of owner.photos) expect(page(update)).toContain(photo.replace(/\.jpg$/, ''));
    expect(readFileSync(join(fork, 'dist/CNAME'), 'utf8').trim()).toBe(owner.domain);
    // The field the template renamed still shows the owner's value.
    const job = parseDocument(readFileSync(join(fork, 'content/profile.yml'), 'utf8')).get(
      'jobTitle',
    );
    expect(home).toContain(String(job));
    // The template's improvement arrived: its new words in the navigation of a project's page.
    expect(page(`${owner.project}.html`)).toContain(later.openMenu);
  });

  it('shows none of the sample person: not their name, nor what the template wrote since', () => {
    const pages = everyPage();
    expect(decodeHTML(pages)).not.toContain(sample.name);
    expect(decodeHTML(pages)).not.toContain(later.bio);
    expect(decodeHTML(pages)).not.toContain(later.updateTitle);
    expect(existsSync(join(fork, 'dist', sample.featured, 'updates', `${later.update}.html`))).toBe(
      false,
    );
    expect(existsSync(join(fork, 'dist/images', later.photo))).toBe(false);
  });

  it('writes the upgrade into the files with one command; a second run changes nothing, and the build says nothing more', () => {
    const upgrade = () =>
      execFileSync(join(fork, 'node_modules', '.bin', 'tsx'), ['scripts/owner-files/upgrade.ts'], {
        cwd: fork,
        encoding: 'utf8',
      });
    const first = upgrade();
    expect(first).toMatch(
      new RegExp(
        `^Upgraded content/ from version ${contentVersion} to ${next}:\n {2}- content/profile\\.yml: jobTitle is now headline`,
      ),
    );
    expect(git(fork, 'Owner', 'diff', '--name-only').split('\n').sort()).toEqual([
      'content/profile.yml',
      'content/version.yml',
    ]);
    const profile = readFileSync(join(fork, 'content/profile.yml'), 'utf8');
    expect(profile).toMatch(/^headline: /m);
    expect(profile).not.toMatch(/^jobTitle:/m);
    commitAll(fork, 'Owner', 'content: npm run content:upgrade');

    expect(upgrade()).toBe(
      `content/ is in the newest shape (version ${next}): nothing to change.\n`,
    );
    expect(git(fork, 'Owner', 'status', '--porcelain')).toBe('');
    const again = build();
    expect(again).not.toContain('content/ is written in version');
    expect(words('index.html')).toContain(owner.name);
  });
});
