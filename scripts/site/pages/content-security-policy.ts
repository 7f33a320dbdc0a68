/**
 * The Content-Security-Policy of each built page. GitHub Pages sets no
 * headers, so it goes in a <meta http-equiv> at the top of <head>. Scripts
 * and styles may come only from our own origin or be one of the page's own
 * inline blocks, allowed by hash (computed here, from the finished page, never
 * by hand); the only frame is the privacy-enhanced YouTube player.
 */
import { createHash } from 'node:crypto';

export const youtubeOrigin = 'https://www.youtube-nocookie.com';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The contents of the inline <script> blocks that run (not JSON-LD) and of the <style> blocks. */
export function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = '']) =>
        !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes),
    )
    .map(([, , body]) => body!);
  const styles = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(
    ([, body]) => body!,
  );
  return { scripts, styles };
}

export function contentSecurityPolicy(html: string): string {
  const { scripts, styles } = inlineBlocks(html);
  const unique = (values: string[]) => [...new Set(values)];
  return [
    "default-src 'self'",
    `script-src 'self' ${unique(scripts.map(sha256)).join(' ')}`.trim(),
    `style-src 'self' ${unique(styles.map(sha256)).join(' ')}`.trim(),
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    `frame-src ${youtubeOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

/** Adds the policy and a referrer policy right after the charset, before anything they govern. */
export function withSecurityPolicy(html: string): string {
  // As written in index.html, or as an HTML serializer writes it back (critical-css.ts).
  const charset = /<meta charset="UTF-8"\s*\/?>\s*/;
  if (!charset.test(html))
    throw new Error(
      'The page has no <meta charset="UTF-8" /> to put its Content-Security-Policy after',
    );
  const tags =
    `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html)}" />\n    ` +
    '<meta name="referrer" content="strict-origin-when-cross-origin" />\n    ';
  return html.replace(charset, (meta) => meta + tags);
}
