/**
 * Two builds of the same content compared, for a change that should move no byte the visitor
 * sees (a restructuring, a dependency swapped for another): `npx tsx scripts/lab/compare-builds.ts
 * BEFORE AFTER`, two `dist/` folders. It prints what differs and exits 1 if anything but the
 * scripts and stylesheets does:
 * - every file but the app's scripts and stylesheets (pictures, feeds, the PDF, the search index,
 *   models, icons, fonts, the form editor) byte for byte, by name; asset names made of a content
 *   hash (`name-1a2b3c4d.js`) are compared without it;
 * - every page's markup, with the app's asset names, the modulepreload list and the CSP's hashes
 *   taken out (they follow the scripts' bytes), line for line;
 * - the scripts and stylesheets by size: all of them, and what `/` loads, gzipped.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

function filesOf(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(root, path));
    }
  };
  walk(root);
  return out.sort();
}

const isCode = (file: string) => /^assets\/.*\.(js|css)$/.test(file);
/** A file's name without the hash a bundler or our build puts in it. */
const unhashed = (file: string) => file.replace(/-[A-Za-z0-9_-]{8}(?=\.[a-z0-9]+$)/, '-#');

/** A page's markup with what follows the scripts' bytes taken out. */
function pageMarkup(html: string): string[] {
  return html
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/\/assets\/[^"' )]+\.(js|css)/g, '/assets/*.$1')
    .replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-*'")
    .split('\n');
}

function scriptsOf(dist: string, page: string): string[] {
  const html = readFileSync(join(dist, page), 'utf8');
  // Named in the page's markup, or in the script that adds them after its first paint.
  return [...new Set([...html.matchAll(/\/(assets\/[^"' ]+\.js)/g)].map((match) => match[1]!))];
}
const gzipped = (dist: string, files: string[]) =>
  files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    0,
  );

/** What differs between two builds, and what their scripts weigh. */
export function compareBuilds(before: string, after: string) {
  const beforeFiles = filesOf(before);
  const afterFiles = filesOf(after);
  const byName = (files: string[]) =>
    new Map(files.filter((file) => !isCode(file)).map((file) => [unhashed(file), file]));
  const [was, is] = [byName(beforeFiles), byName(afterFiles)];
  const problems: string[] = [];
  let same = 0;
  let pages = 0;
  for (const [name, file] of was) {
    const other = is.get(name);
    if (!other) {
      problems.push(`only before: ${file}`);
      continue;
    }
    const [a, b] = [readFileSync(join(before, file)), readFileSync(join(after, other))];
    if (file.endsWith('.html')) {
      pages++;
      const [x, y] = [pageMarkup(a.toString()), pageMarkup(b.toString())];
      const line = x.findIndex((text, index) => text !== y[index]);
      if (line >= 0 || x.length !== y.length)
        problems.push(
          `${file}: markup differs at line ${line + 1}:\n  - ${x[line]}\n  + ${y[line]}`,
        );
    } else if (a.equals(b)) same++;
    else problems.push(`${file}: bytes differ (${a.length} → ${b.length})`);
  }
  for (const [name, file] of is) if (!was.has(name)) problems.push(`only after: ${file}`);
  const code = (files: string[]) => files.filter(isCode);
  return {
    same,
    pages,
    problems,
    sizes: [
      [
        'scripts and stylesheets, gzipped',
        gzipped(before, code(beforeFiles)),
        gzipped(after, code(afterFiles)),
      ],
      [
        'the scripts / loads, gzipped',
        gzipped(before, scriptsOf(before, 'index.html')),
        gzipped(after, scriptsOf(after, 'index.html')),
      ],
    ] as const,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [before, after] = process.argv.slice(2);
  if (!before || !after) {
    console.error('usage: npx tsx scripts/lab/compare-builds.ts BEFORE-DIST AFTER-DIST');
    process.exit(2);
  }
  const { same, pages, problems, sizes } = compareBuilds(before, after);
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;
  console.log(`${same} files byte for byte the same; ${pages} pages compared as markup`);
  for (const [what, a, b] of sizes)
    console.log(`${what}: ${kB(a)} → ${kB(b)} (${b - a >= 0 ? '+' : ''}${b - a} B)`);
  if (problems.length) {
    console.log(`${problems.length} difference(s):`);
    for (const problem of problems) console.log(`- ${problem}`);
    process.exit(1);
  }
  console.log('no difference but the scripts’ and stylesheets’ bytes');
}
