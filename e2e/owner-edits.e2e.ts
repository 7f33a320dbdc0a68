/**
 * The owner's everyday edits, made on a copy of the project, must keep every
 * check green (format, lint, content check, unit tests) and build: a second
 * tracked project from one new, unformatted content module (its page, card,
 * nav link and sitemap entry follow with no router, build or component
 * change), progress moved on by one milestone, a paragraph added, and the
 * owner renamed.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profile } from '../src/content/profile';

const root = process.cwd();
const newName = 'Ada Q. Example';
const extraParagraph = 'A paragraph the owner added, about the second prototype run.';
const robotArm = `import type { TrackedProject } from '../schema';

export const robotArm: TrackedProject = {
  slug: 'robot-arm',
  title: 'Robot Arm',
  tagline: 'A three-axis arm with cycloidal drives.',
  description: 'The build log of a desktop robot arm with 3D-printed cycloidal gearboxes.',
  badge: 'In Development',
  heroImage: { file: 'robot-arm.svg', alt: 'A three-axis robot arm', width: 400, height: 200 },
  card: {
    badge: 'Currently Developing',
    summary: 'A desktop arm whose joints are 3D-printed cycloidal gearboxes.',
    highlights: ['Backlash under a tenth of a degree'],
    image: { file: 'robot-arm.svg', alt: 'A three-axis robot arm', width: 400, height: 200 },
    timelineButtonLabel: 'See its progress',
  },
  story: [{ title: 'Why an arm', paragraphs: ['Because gearboxes are fun to measure.'] }],
};
`;

let copy: string;
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

  // 1. A second tracked project: one content module (written on long lines, as
  // people do: formatting is never checked in content), its picture, one line in the list.
  await writeFile(join(copy, 'src/content/tracked/robot-arm.ts'), robotArm.replace(/\n\s+/g, ' '));
  await writeFile(
    join(copy, 'public/images/robot-arm.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200"/></svg>',
  );
  const list = join(copy, 'src/content/tracked/index.ts');
  const index = await readFile(list, 'utf8');
  await writeFile(
    list,
    `import { robotArm } from './robot-arm';\n${index.replace(/\[(\w+)\]/, '[$1, robotArm]')}`,
  );
  // 2. Progress moved on: the current milestone completed, the next one current.
  const timeline = join(copy, 'src/content/tracked/pcbrule-timeline.ts');
  const milestones = await readFile(timeline, 'utf8');
  await writeFile(
    timeline,
    milestones
      .replace("status: 'current'", "status: 'completed'")
      .replace("status: 'future'", "status: 'current'"),
  );
  // 3. One more paragraph in the first story card of the featured project.
  const projectFile = join(copy, 'src/content/tracked/pcbrule.ts');
  const project = await readFile(projectFile, 'utf8');
  await writeFile(
    projectFile,
    project.replace('paragraphs: [', `paragraphs: [\n        '${extraParagraph}',`),
  );
  // 4. A portrait straight from a phone as the avatar: stored sideways with an EXIF
  // orientation tag and a GPS position, its size typed nowhere.
  await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#7a5c3e' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toFile(join(copy, 'public/images/portrait.jpg'));
  // 5. The owner renamed, in the one place the README names.
  const profileFile = join(copy, 'src/content/profile.ts');
  const profileText = await readFile(profileFile, 'utf8');
  await writeFile(
    profileFile,
    profileText
      .replace(`name: '${profile.name}'`, `name: '${newName}'`)
      .replace(`file: '${profile.avatar.file}'`, "file: 'portrait.jpg'"),
  );

  // As on a fresh shell: none of this runner's own VITEST* or NODE_ENV settings.
  const shell = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$|TEST$)/.test(name)),
  );
  const run = (command: string, args: string[], env: Record<string, string> = {}) =>
    execFileSync(join(copy, 'node_modules', '.bin', command), args, {
      cwd: copy,
      env: { ...shell, BASE_PATH: '/', SITE_URL: 'https://owner.github.io', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  run('prettier', ['--check', '.']);
  run('eslint', ['src/content']);
  run('tsx', ['scripts/build/content-check.ts']);
  run('vitest', ['run']);
  run('vite', ['build', '--logLevel', 'warn'], { NODE_ENV: 'production' });
  run('tsx', ['scripts/build/prerender.ts'], { NODE_ENV: 'production' });
}, 400_000);

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

const built = (file: string) => readFile(join(copy, 'dist', file), 'utf8');

describe("the owner's edits, built", () => {
  it('prerender the new project at its own address, with the nav links to every page', async () => {
    for (const file of ['robot-arm.html', 'robot-arm/index.html']) {
      const html = await built(file);
      expect(html).toContain('<title>Robot Arm · A three-axis arm with cycloidal drives');
      expect(html).toMatch(/<h1[^>]*>Robot Arm<\/h1>/);
      expect(html).toContain('data-route="robot-arm"');
      expect(html).toMatch(/<nav[\s\S]*href="\/pcbrule"[\s\S]*href="\/robot-arm"[\s\S]*<\/nav>/);
    }
    // The sections it leaves out are not there; the one it has is.
    const page = await built('robot-arm.html');
    expect(page).toContain('Why an arm');
    expect(page).not.toContain('timeline-section');
  });

  it('give the new project its card on Home, its sitemap entry and its link-preview image', async () => {
    const home = await built('index.html');
    expect(home).toMatch(/<a[^>]*href="\/robot-arm"[^>]*>Robot Arm<\/a>/);
    expect(await built('sitemap.xml')).toContain('<loc>https://owner.github.io/robot-arm</loc>');
    expect((await readFile(join(copy, 'dist/og/robot-arm.png'))).length).toBeGreaterThan(1000);
  });

  it('show the new name everywhere and the old one nowhere', async () => {
    for (const file of [
      'index.html',
      'pcbrule.html',
      'robot-arm.html',
      '404.html',
      'manifest.webmanifest',
    ]) {
      const text = await built(file);
      expect(text, file).toContain(newName);
      expect(text, file).not.toContain(profile.name);
    }
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

  it('show the added paragraph on the project page', async () => {
    expect(await built('pcbrule.html')).toContain(extraParagraph);
  });

  it('count the moved-on timeline from the content', async () => {
    const page = await built('pcbrule.html');
    const done = [...page.matchAll(/data-segment="completed"/g)].length;
    const { milestones } = await import('../src/content/tracked/pcbrule-timeline');
    const before = milestones.filter((milestone) => milestone.status === 'completed').length;
    expect(done).toBe(before + 1);
    expect([...page.matchAll(/data-segment="current"/g)]).toHaveLength(1);
  });
});
