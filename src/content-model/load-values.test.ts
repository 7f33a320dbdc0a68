// @vitest-environment node
/**
 * The loader (./load.ts) on values as an owner writes them: content/look.yml and a
 * project's materials, a section the form editor left empty, and text as typed
 * (figures, quotes, Markdown, HTML). Each test edits a copy of the fixture project
 * (scripts/lab/unit-tests/fixture-content.ts) and reads it back.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  armFile,
  clockFile,
  edit,
  firstStoryFile,
  fixtureCopies,
  profileFile,
  where,
} from '../../scripts/lab/unit-tests/content-edits';
import { loadContent } from './load';
import { newTabNote, textOf } from './markdown';

const { fixtureCopy, afterEdit, removeCopies } = fixtureCopies();
afterAll(removeCopies);

describe("content/look.yml and a project's materials", () => {
  const lookFile = 'content/look.yml';
  /** The fixture project with a look.yml of `text`, and what the loader says of it. */
  function withLook(text: string) {
    const root = fixtureCopy();
    writeFileSync(join(root, lookFile), text);
    return { ...loadContent(root), at: (value: string) => where(root, lookFile, value) };
  }

  it("is optional, and every field of it too: the board's look fills what is left out", () => {
    const bare = fixtureCopy();
    rmSync(join(bare, lookFile));
    const without = loadContent(bare).content?.look;
    expect(without).toBeDefined();
    expect(withLook('corners: square\n').content?.look).toEqual({ ...without, corners: 'square' });
  });

  it('takes a colour as #rrggbb in any case, or a name, and the fonts by their names', () => {
    const { content, problems } = withLook(
      'accent: "#FFD400"\nneutral: Cool\nfonts:\n  headings: space grotesk\n',
    );
    expect(problems).toEqual([]);
    expect(content?.look).toMatchObject({
      accent: '#ffd400',
      neutral: 'cool',
      fonts: { headings: 'Space Grotesk', body: 'system', figures: 'system' },
    });
  });

  it.each([
    [
      'accent: sunshine',
      'sunshine',
      'accent',
      /^must be one of gold, .*, or a colour written "#rrggbb" in quotes, such as "#ffd400" \(found "sunshine"\)$/,
    ],
    ['accent: "#ffd40"', '"#ffd40"', 'accent', /^must be one of gold, .* \(found "#ffd40"\)$/],
    [
      'corners: bevel',
      'bevel',
      'corners',
      /^must be one of square, rounded, round \(found "bevel"\)$/,
    ],
    [
      'fonts:\n  body: Comic Sans',
      'Comic Sans',
      'fonts.body',
      /^must be one of system, Inter, .*IBM Plex Mono \(found "Comic Sans"\)$/,
    ],
  ])('names a bad value with its place and what is allowed: %s', (text, value, field, message) => {
    const { problems, at } = withLook(`${text}\n`);
    expect(problems).toHaveLength(1);
    const [place, rest] = [
      problems[0]!.slice(0, at(value).length),
      problems[0]!.slice(at(value).length),
    ];
    expect(place).toBe(at(value));
    expect(rest.startsWith(`: ${field}: `)).toBe(true);
    expect(rest.slice(`: ${field}: `.length)).toMatch(message);
  });

  it('an unquoted #rrggbb, which YAML reads as a comment: says to quote it', () => {
    const { problems } = withLook('accent: #ffd400\n');
    expect(problems).toEqual([
      'content/look.yml:1:9: the text after " #" is read as a comment and lost (#ffd400): put the whole value in double quotes, or write it on the lines below `>-`',
    ]);
  });

  it("a project's materials by name or #rrggbb; a bad one is named with its place", () => {
    const good = afterEdit(
      clockFile,
      /^look:\n( {2}.*\n)+/m,
      'look:\n  surface: anodised-orange\n  ink: "#111111"\n  highlight: aluminium\n',
    );
    expect(good.problems).toEqual([]);
    expect(good.content?.trackedProjects.find(({ slug }) => slug === 'tide-clock')?.look).toEqual({
      surface: 'anodised-orange',
      ink: '#111111',
      highlight: 'aluminium',
    });
    const bad = afterEdit(
      clockFile,
      /^look:\n( {2}.*\n)+/m,
      'look:\n  surface: unobtainium\n  ink: "#111111"\n  highlight: aluminium\n',
    );
    expect(bad.problems).toHaveLength(1);
    expect(bad.problems[0]).toMatch(
      new RegExp(
        `^${bad.at('unobtainium', 'surface: ')}: look.surface: must be one of soldermask-black, .* \\(found "unobtainium"\\)$`,
      ),
    );
  });
});

describe('a section the form editor left empty', () => {
  it('counts as left out', () => {
    const { problems, content } = afterEdit(
      armFile,
      /^donation:\n( {2}.*\n)+/m,
      "donation: { label: '', url: '', note: '' }\n",
    );
    expect(problems).toEqual([]);
    expect(content!.trackedProjects[0]).not.toHaveProperty('donation');
  });

  it('counts as left out however deep its empty values are', () => {
    const { problems, content } = afterEdit(
      armFile,
      /^panel:\n( {2}.*\n)+/m,
      "panel:\n  image: { file: '', alt: '' }\n  caption: ''\n",
    );
    expect(problems).toEqual([]);
    expect(content!.trackedProjects[0]).not.toHaveProperty('panel');
  });
});

describe('text as the owner typed it', () => {
  it('keeps a figure typed into a text field as written (1.60, not 1.6), and a number a number', () => {
    const { content, problems } = afterEdit(armFile, 'value: 30 cm', 'value: 1.60');
    expect(problems).toEqual([]);
    const { specs } = content!.trackedProjects.find(({ slug }) => slug === 'gripper-arm')!;
    expect(specs!.items[0]!.value).toBe('1.60');
    expect(typeof specs!.costs!.lines[0]!.amount).toBe('number');
  });

  it('keeps apostrophes, quotes, colons, #, accents and emoji', () => {
    const bio = `I'm "Robin": I build #robots & café-style naïve ideas 🤖 — 6'2" and 0.25" too.`;
    const title = `Robin's arm: "v2" #1`;
    const root = fixtureCopy();
    edit(root, profileFile, /^bio: .*$/m, `bio: >-\n  ${bio}`);
    edit(root, armFile, /^title: .*$/m, `title: ${JSON.stringify(title)}`);
    const { content, problems } = loadContent(root);
    expect(problems).toEqual([]);
    expect(textOf(content!.profile.bio)).toBe(bio);
    expect(content!.trackedProjects[0]!.title).toBe(title);
  });

  it('renders Markdown: links, emphasis and lists; an outside link opens in a new tab', () => {
    const bio = [
      'See [my site](https://robin.example.org) and [the arm](/gripper-arm), *really*.',
      '',
      '- one',
      '- **two**',
    ];
    const { content, problems } = afterEdit(
      profileFile,
      /^bio: .*$/m,
      `bio: |-\n${bio.map((line) => (line ? `  ${line}` : '')).join('\n')}`,
    );
    expect(problems).toEqual([]);
    const html = content!.profile.bio;
    expect(html).toContain(
      `<a href="https://robin.example.org" target="_blank" rel="noopener noreferrer">my site<span class="sr-only">${newTabNote}</span></a>`,
    );
    expect(html).toContain('<a href="/gripper-arm">the arm</a>');
    expect(html).toContain('<em>really</em>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li><strong>two<\/strong><\/li>\s*<\/ul>/);
    expect(textOf(html)).toBe('See my site and the arm, really. one two');
  });

  it('shows HTML typed into content as text, never as markup', () => {
    const typed = '<script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1))';
    const root = fixtureCopy();
    edit(root, profileFile, /^bio: .*$/m, `bio: ${JSON.stringify(typed)}`);
    edit(root, firstStoryFile, /---\n\n/, `---\n\n${typed}\n\n`);
    const { content, problems } = loadContent(root);
    expect(problems).toEqual([]);
    for (const html of [content!.profile.bio, content!.trackedProjects[0]!.story![0]!.body]) {
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<img/i);
      expect(html).not.toMatch(/<[^>]*\sonerror=/i);
      expect(html).not.toMatch(/href="javascript:/i);
      expect(textOf(html)).toContain(typed);
    }
  });

  it('takes a number where it asks for text', () => {
    const { content, problems } = afterEdit(armFile, /value: 30 cm/, 'value: 40');
    expect(problems).toEqual([]);
    expect(content!.trackedProjects[0]!.specs!.items[0]!.value).toBe('40');
  });
});
