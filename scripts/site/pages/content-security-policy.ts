/**
 * The Content-Security-Policy of each built page. GitHub Pages sets no
 * headers, so it goes in a <meta http-equiv> at the top of <head>. Scripts
 * and styles may come only from our own origin or be one of the page's own
 * inline blocks, allowed by hash (computed here, from the finished page, never
 * by hand); the only frame is the privacy-enhanced YouTube player. A site that
 * shows a CAD model allows what its 3D viewer needs on every page, since the
 * policy of the page a visit starts on holds across the app's moves to others;
 * a site without one never does (`modelViewerSources`). What the owner turns
 * on for visitors (profile.yml) adds its host only where it is used: giscus's
 * frame on the pages with comments (a visit that begins elsewhere loads such a
 * page anew to open them: src/components/comments/comments.tsx), the page-view
 * counter's address on every page, since every page counts.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { giscusOrigin, goatcounterCountUrl } from '../../../src/lib/other-hosts';

export const youtubeOrigin = 'https://www.youtube-nocookie.com';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The contents of the inline <script> blocks that run (not a data block: the JSON-LD, the
 * router's data) and of the <style> blocks.
 */
export function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = '']) =>
        !/\bsrc=/.test(attributes) && !/type="application\/(?:ld\+)?json"/.test(attributes),
    )
    .map(([, , body]) => body!);
  const styles = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(
    ([, body]) => body!,
  );
  return { scripts, styles };
}

/** A style block that declares a font face from a data: URL. */
const declaresDataFont = (style: string) => /@font-face\{[^}]*url\(data:font\//.test(style);

/** What the page holds that the policy must allow beyond the rest. */
export interface PolicyOptions {
  /** A CAD model (src/components/model/), whose 3D view a visitor may open. */
  models?: boolean;
  /** Comments the owner turned on, under this page (src/components/comments/): giscus's frame. */
  comments?: boolean;
  /** The GoatCounter code of the page-view counter the owner turned on (src/lib/page-views.ts). */
  pageViews?: string;
}

/**
 * What the 3D viewer (src/components/model/model-viewer.tsx: Google's
 * model-viewer on three.js) needs beyond the rest, found by opening it under
 * the page's policy and reading the violations (docs/decisions.md, "The 3D
 * viewer"). Nothing in it names another origin: the decoders are our own.
 */
export const modelViewerSources = {
  /**
   * The meshopt decoder of the build's GLBs (EXT_meshopt_compression) is
   * WebAssembly, compiled in the page from bytes in the viewer's chunk; the
   * keyword allows compiling WebAssembly and nothing else (no eval).
   */
  script: ["'wasm-unsafe-eval'"],
  /**
   * In an AR session (WebXR), model-viewer draws its menu's icons (close,
   * real size, replay) from SVG in blob: URLs (three-components/XRMenuPanel.js).
   */
  img: ['blob:'],
} as const;

let viewerStyle: string | undefined;

/**
 * model-viewer's own stylesheet: a <style> it writes into each element's shadow
 * root (lib/template.js), which a policy without 'unsafe-inline' applies only
 * by its hash; blocked, the poster never hides and every control shows. Read
 * from the installed package, so the hash follows an upgrade; an upgrade that
 * makes the style text anything but fixed stops the build here.
 */
export function modelViewerStyle(): string {
  if (viewerStyle !== undefined) return viewerStyle;
  const file = createRequire(import.meta.url).resolve('@google/model-viewer/lib/template.js');
  const blocks = [...readFileSync(file, 'utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)];
  const text = blocks[0]?.[1];
  if (blocks.length !== 1 || !text || text.includes('${'))
    throw new Error(
      `${file}: expected one fixed <style> block in model-viewer's template, found ${blocks.length}; the 3D viewer's Content-Security-Policy needs its hash (scripts/site/pages/content-security-policy.ts)`,
    );
  return (viewerStyle = text);
}

export function contentSecurityPolicy(
  html: string,
  { models = false, comments = false, pageViews }: PolicyOptions = {},
): string {
  const { scripts, styles } = inlineBlocks(html);
  const unique = (values: string[]) => [...new Set(values)];
  const extra = (sources: readonly string[]) => (models ? sources : []);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...extra(modelViewerSources.script), ...unique(scripts.map(sha256))].join(
      ' ',
    ),
    [
      "style-src 'self'",
      ...unique([...styles, ...(models ? [modelViewerStyle()] : [])].map(sha256)),
    ].join(' '),
    [
      "img-src 'self'",
      ...extra(modelViewerSources.img),
      // The counter's pixel, and only its /count address (goatcounter.com/help/pixel).
      ...(pageViews ? [goatcounterCountUrl(pageViews)] : []),
    ].join(' '),
    // A face written into the page (./web-fonts.ts) is a data: URL in one of its hashed styles.
    ["font-src 'self'", ...(styles.some(declaresDataFont) ? ['data:'] : [])].join(' '),
    "connect-src 'self'",
    "manifest-src 'self'",
    [`frame-src ${youtubeOrigin}`, ...(comments ? [giscusOrigin] : [])].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * Adds the policy and a referrer policy right after the charset, before anything they govern.
 * `options.models`: the page holds a CAD model (the prerender knows from its content).
 */
export function withSecurityPolicy(html: string, options: PolicyOptions = {}): string {
  // As written in index.html, or as an HTML serializer would write it back.
  const charset = /<meta charset="UTF-8"\s*\/?>\s*/;
  if (!charset.test(html))
    throw new Error(
      'The page has no <meta charset="UTF-8" /> to put its Content-Security-Policy after',
    );
  const tags =
    `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html, options)}" />\n    ` +
    '<meta name="referrer" content="strict-origin-when-cross-origin" />\n    ';
  return html.replace(charset, (meta) => meta + tags);
}
