import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareBuilds } from './compare-builds';

/** A made-up dist/ folder from its files. */
function dist(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'compare-builds-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const page = (script: string, csp: string, text: string) =>
  `<meta http-equiv="Content-Security-Policy" content="script-src 'sha256-${csp}'">\n` +
  `<link rel="modulepreload" href="/assets/${script}">\n<script>load("/assets/${script}")</script>\n<p>${text}</p>\n`;

describe('two builds compared', () => {
  const before = dist({
    'index.html': page('index-AAAAAAAA.js', 'one=', 'Hello'),
    'assets/index-AAAAAAAA.js': 'console.log(1)',
    'feed.xml': '<feed/>',
    'images/photo-11111111.webp': 'pixels',
  });

  it('sees no difference where only the scripts, their names and the hashes of the CSP moved', () => {
    const after = dist({
      'index.html': page('main-BBBBBBBB.js', 'two=', 'Hello'),
      'assets/main-BBBBBBBB.js': 'console.log(1); console.log(2)',
      'feed.xml': '<feed/>',
      'images/photo-11111111.webp': 'pixels',
    });
    const { same, pages, problems, sizes } = compareBuilds(before, after);
    expect(problems).toEqual([]);
    expect([same, pages]).toEqual([2, 1]);
    for (const [, was, is] of sizes) expect(is).toBeGreaterThan(was);
  });

  it('names a page whose text changed, a file whose bytes changed, and one gone', () => {
    const after = dist({
      'index.html': page('index-AAAAAAAA.js', 'one=', 'Hullo'),
      'assets/index-AAAAAAAA.js': 'console.log(1)',
      'feed.xml': '<feed />',
    });
    const { problems } = compareBuilds(before, after);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^feed\.xml: bytes differ/);
    expect(problems.find((problem) => problem.startsWith('index.html'))).toContain('<p>Hullo</p>');
    expect(problems).toContain('only before: images/photo-11111111.webp');
  });
});
