// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchFolders } from '../../lab/scratch-folders';
import { wholeStylesheet } from './whole-stylesheet';

const scratch = scratchFolders();
afterAll(scratch.remove);

const stylesheet = '.used{color:red}.unused{color:blue}@media print{.used{color:black}}\n';

/** A built site's folder with one stylesheet, served below /portfolio/. */
function builtSite(css = stylesheet): string {
  const dist = scratch.make('whole-stylesheet-');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-1.css'), css);
  return dist;
}

const page =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<link rel="stylesheet" crossorigin href="/portfolio/assets/index-1.css"></head>' +
  '<body><div id="root"><p class="used">Hi</p></div></body></html>';

describe('wholeStylesheet', () => {
  it('puts every rule of the stylesheet in the page, where its link was, and links none', () => {
    const html = wholeStylesheet(builtSite(), '/portfolio/')(page);
    expect(html).toBe(
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
        `<style>${stylesheet.trim()}</style></head>` +
        '<body><div id="root"><p class="used">Hi</p></div></body></html>',
    );
  });

  it('stops the build where the page would lose a rule or a file', () => {
    expect(() => wholeStylesheet(builtSite(), '/portfolio/')('<html><head></head></html>')).toThrow(
      /no <link rel="stylesheet"/,
    );
    expect(() => wholeStylesheet(scratch.make('none-'), '/portfolio/')(page)).toThrow(/ENOENT/);
    expect(() =>
      wholeStylesheet(builtSite('.a{background:url(./b.png)}'), '/portfolio/')(page),
    ).toThrow(/url\(\)/);
    expect(() => wholeStylesheet(builtSite(), '/other/')(page)).toThrow(/base path/);
  });
});
