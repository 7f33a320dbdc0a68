// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { criticalCss } from './critical-css';

const stylesheet = [
  '.used{color:red}',
  '.unused{color:blue}',
  '[id]{scroll-margin-top:5rem}',
  ':root[data-theme=dark]{--surface:0 0 0}',
  'html[data-js] .js\\:visible{visibility:visible}',
  '@media print{.used{color:black}}',
].join('');

/** A built site's folder with one stylesheet, served below /portfolio/. */
function builtSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'critical-css-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-1.css'), stylesheet);
  return dist;
}

const page =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<link rel="stylesheet" crossorigin href="/portfolio/assets/index-1.css"></head>' +
  '<body><div id="root"><p class="used js:visible">Hi</p></div></body></html>';

describe('criticalCss', () => {
  it("inlines the rules the page's own elements use, and leaves the rest to the stylesheet", async () => {
    const html = await criticalCss(builtSite(), '/portfolio/')(page);
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(inline).toContain('.used{color:red}');
    expect(inline).toContain('@media print{.used{color:black}}');
    expect(inline).not.toContain('.unused');
    // The stylesheet's link stays, for loadAfterFirstPaint to move after the first paint.
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/portfolio/assets/index-1.css">',
    );
  });

  it('keeps the rules a page needs before its first paint that no element matches yet', async () => {
    const inline = /<style>([\s\S]*?)<\/style>/.exec(
      await criticalCss(builtSite(), '/portfolio/')(page),
    )?.[1];
    expect(inline).toContain(':root[data-theme=dark]'); // a remembered dark theme
    expect(inline).toContain('html[data-js] .js\\:visible'); // the app's controls
    expect(inline).toContain('[id]{scroll-margin-top:5rem}'); // anchored sections
  });

  it('adds no inline event handler and no mark of its own', async () => {
    const html = await criticalCss(builtSite(), '/portfolio/')(page);
    expect(html).not.toMatch(/\son[a-z]+=/);
    expect(html).not.toContain('beasties');
    expect(html).toMatch(/^<!doctype html><html lang="en"><head>/);
  });

  it('stops the build where a rule could be missed: a selector it cannot read, a stylesheet it cannot find', async () => {
    const dist = builtSite();
    writeFileSync(join(dist, 'assets', 'index-1.css'), `${stylesheet}.used:not(){color:green}`);
    await expect(criticalCss(dist, '/portfolio/')(page)).rejects.toThrow(/critical CSS.*\n.*parse/);
    const empty = mkdtempSync(join(tmpdir(), 'critical-css-'));
    await expect(criticalCss(empty, '/portfolio/')(page)).rejects.toThrow(
      /critical CSS.*\n.*locate/,
    );
  });
});
