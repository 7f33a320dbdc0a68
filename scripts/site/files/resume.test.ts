// @vitest-environment node
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadContent } from '../../../src/content-model/load';
import { resumeFiles } from '../../../src/lib/paths';
import { writeFixtureProject } from '../../lab/unit-tests/fixture-content';
import { readPdf } from '../../lab/unit-tests/read-pdf';
import { readSiteConfig, type SiteConfig } from '../settings';
import { createServer } from 'vite';
import { scratchFolders } from '../../lab/scratch-folders';
import { resumeDevPlugin, writeResumeFiles } from './resume';

const config: SiteConfig = {
  basePath: '/portfolio/',
  siteUrl: 'https://someone.example.io',
  noindex: false,
};
const scratch = scratchFolders();
/** Where these tests keep their PDFs: never the project's own cache. */
const cacheDir = scratch.make('resume-kept-');
afterAll(scratch.remove);

/** The fixture project with `edit` made to its files, built into a new dist folder: what was written. */
async function built(
  edit: (root: string) => void = () => {},
  settings: SiteConfig = config,
  keptIn = cacheDir,
) {
  const root = writeFixtureProject();
  scratch.keep(root);
  const dist = scratch.make('resume-dist-');
  edit(root);
  const { content, problems } = loadContent(root);
  expect(problems).toEqual([]);
  const written = await writeResumeFiles(dist, settings, content!, undefined, undefined, keptIn);
  const file = (name: string) => join(dist, name);
  return {
    content: content!,
    written,
    json: existsSync(file(resumeFiles.json))
      ? (JSON.parse(readFileSync(file(resumeFiles.json), 'utf8')) as {
          basics: { email: string; url?: string };
        })
      : undefined,
    jsonText: existsSync(file(resumeFiles.json))
      ? readFileSync(file(resumeFiles.json), 'utf8')
      : undefined,
    pdf: existsSync(file(resumeFiles.pdf)) ? readFileSync(file(resumeFiles.pdf)) : undefined,
  };
}

/** Replaces `from` in one of the project's files. */
const edit = (root: string, file: string, from: RegExp, to: string) =>
  writeFileSync(join(root, file), readFileSync(join(root, file), 'utf8').replace(from, to));

describe('resume.json and resume.pdf (the build’s files step)', () => {
  it('keep the PDF an earlier build made of the same resume, with its warnings, and make a new one when the resume changes', async () => {
    const keptIn = scratch.make('resume-kept-');
    // Linear B, which no font of the PDF has: a warning to print each time.
    const unprintable = (root: string) =>
      edit(root, 'content/profile.yml', /^(name: .*?)(['"]?)$/m, '$1 \u{10000}$2');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = await built(unprintable, config, keptIn);
    const firstWarnings = warn.mock.calls.map((call) => String(call[0]));
    warn.mockClear();
    const again = await built(unprintable, config, keptIn);
    expect(firstWarnings.some((warning) => warning.includes('U+10000'))).toBe(true);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(firstWarnings);
    expect(again.pdf!.equals(first.pdf!)).toBe(true);
    expect(readdirSync(keptIn).filter((name) => name.startsWith('resume-'))).toHaveLength(1);

    const changed = await built(
      (root) => {
        unprintable(root);
        edit(root, 'content/profile.yml', /^email: .*$/m, 'email: kept.or.not@example.net');
      },
      config,
      keptIn,
    );
    expect((await readPdf(changed.pdf!)).text).toContain('kept.or.not@example.net');
    expect(readdirSync(keptIn).filter((name) => name.startsWith('resume-'))).toHaveLength(2);
  });

  it('follow profile.yml: a new e-mail is in both, and the site’s address in resume.json', async () => {
    const { json, pdf, written } = await built((root) =>
      edit(root, 'content/profile.yml', /^email: .*$/m, 'email: a.new.address@example.net'),
    );
    expect(json!.basics.email).toBe('a.new.address@example.net');
    expect(json!.basics.url).toBe('https://someone.example.io/portfolio/');
    const read = await readPdf(pdf!);
    expect(read.text).toContain('a.new.address@example.net');
    expect(read.links).toContain('mailto:a.new.address@example.net');
    expect(written.pdf!.bytes).toBe(pdf!.length);
  });

  it('name no localhost when the build does not know where the site is published (no SITE_URL)', async () => {
    const local = readSiteConfig({ BASE_PATH: config.basePath });
    const { json, jsonText, pdf } = await built(undefined, local);
    expect(json!.basics).not.toHaveProperty('url');
    expect(jsonText).not.toContain(local.siteUrl);
    const read = await readPdf(pdf!);
    expect(read.text).not.toContain(new URL(local.siteUrl).host);
    expect(read.links.filter((link) => link.startsWith(local.siteUrl))).toEqual([]);
    // The rest of the header is still there.
    expect(read.links).toContain(`mailto:${json!.basics.email}`);
  });

  it('leave the PDF to the owner when profile.yml names their own (resume.json is still made)', async () => {
    const { json, pdf, written } = await built((root) => {
      edit(root, 'content/profile.yml', /^email: /m, 'resumeFile: my-cv.pdf\nemail: ');
      writeFileSync(join(root, 'public/my-cv.pdf'), '%PDF-1.4\n%%EOF\n');
    });
    expect(json).toBeDefined();
    expect(pdf).toBeUndefined();
    expect(written.pdf).toBeUndefined();
  });

  it('are served by `npm run dev` as the build writes them, from the content as it is now', async () => {
    const root = writeFixtureProject();
    scratch.keep(root);
    const server = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      base: '/portfolio/',
      server: { port: 0, host: '127.0.0.1', watch: null },
      plugins: [resumeDevPlugin(root)],
    });
    await server.listen();
    try {
      const address = server.httpServer!.address() as { port: number };
      const at = (file: string) => fetch(`http://127.0.0.1:${address.port}/portfolio/${file}`);
      const json = await at(resumeFiles.json);
      expect(json.headers.get('content-type')).toBe('application/json');
      const { content } = loadContent(root);
      expect(((await json.json()) as { basics: { email: string } }).basics.email).toBe(
        content!.profile.email,
      );
      const pdf = await at(resumeFiles.pdf);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect((await readPdf(new Uint8Array(await pdf.arrayBuffer()))).text).toContain(
        content!.profile.email,
      );
    } finally {
      await server.close();
    }
  });

  it('are not made without resume.yml', async () => {
    const { json, pdf } = await built((root) => {
      rmSync(join(root, 'content/resume.yml'));
      edit(root, 'content/profile.yml', /^email: /m, 'resumeFile: my-cv.pdf\nemail: ');
      writeFileSync(join(root, 'public/my-cv.pdf'), '%PDF-1.4\n%%EOF\n');
    });
    expect(json).toBeUndefined();
    expect(pdf).toBeUndefined();
  });
});
