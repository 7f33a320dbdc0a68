/**
 * Minifies the page's own inline scripts (the theme, early-tap, first-frame, 404-restore
 * and loader scripts, inlined from tested functions with Function.toString, so written
 * for reading): about 600 bytes less on every page. JSON-LD is data and
 * stays as it is.
 * Runs before the Content-Security-Policy hashes the scripts.
 */
import { transformSync } from 'esbuild';

export function minifyInlineScripts(html: string): string {
  return html.replace(
    /<script>([\s\S]*?)<\/script>/g,
    (_tag, code: string) =>
      `<script>${transformSync(code, { minify: true, target: 'es2020' }).code.trim()}</script>`,
  );
}
