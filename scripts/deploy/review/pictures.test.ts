// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSites } from './fixture-sites';
import { readSite, siteChanges } from './page-changes';
import { changedPictures } from './pictures';

const { site, folder } = fixtureSites('review-pictures-');

const page = (body: string) =>
  `<!doctype html><html><head><title>A page</title></head><body>${body}</body></html>`;
const drawing = '<img src="/images/rule.svg" alt="The rule" width="8" height="4">';

describe('the pictures a pull request changed', () => {
  it('names each picture once, with every page that shows it (once, however often it shows there), before and after', () => {
    const files = {
      'index.html': page(drawing),
      'rule/index.html': page(`${drawing}<img src="/images/rule.svg" alt="" width="8" height="4">`),
      'images/rule.svg': '<svg/>',
    };
    const base = site(files);
    const head = site({ ...files, 'images/rule.svg': '<svg><g/></svg>' });
    const out = folder();
    const { pages } = siteChanges(readSite(base), readSite(head));
    const pictures = changedPictures(pages, { base, head, out });
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toMatchObject({ file: 'images/rule.svg', pages: ['/', '/rule'] });
    expect(readFileSync(join(out, pictures[0]!.before!), 'utf8')).toBe('<svg/>');
    expect(readFileSync(join(out, pictures[0]!.after!), 'utf8')).toBe('<svg><g/></svg>');
  });

  it('counts, on a new page, only the pictures that are new or redrawn', () => {
    const base = site({ 'index.html': page(drawing), 'images/rule.svg': '<svg/>' });
    const head = site({
      'index.html': page(drawing),
      'new/index.html': page(
        `${drawing}<img src="/images/new.svg" alt="New" width="8" height="4">`,
      ),
      'images/rule.svg': '<svg/>',
      'images/new.svg': '<svg><g/></svg>',
    });
    const out = folder();
    const pictures = changedPictures(siteChanges(readSite(base), readSite(head)).pages, {
      base,
      head,
      out,
    });
    expect(pictures.map(({ file, before }) => [file, before])).toEqual([
      ['images/new.svg', undefined],
    ]);
    expect(existsSync(join(out, pictures[0]!.after!))).toBe(true);
  });
});
