/**
 * Minifies the page's own inline scripts (the theme and early taps', the timeline's where
 * the page holds it, the 404-restore and the loader, inlined from tested functions with
 * Function.toString, so written
 * for reading): about 600 bytes less on every page. JSON-LD is data and
 * stays as it is.
 * Runs before the Content-Security-Policy hashes the scripts.
 */
import { transformSync } from 'esbuild';

export function minifyInlineScripts(html: string): string {
  return html.replace(/<script>([\s\S]*?)<\/script>/g, (_tag, code: string) => {
    // The build runs under tsx, whose esbuild keeps function names by wrapping each named
    // function in __name(), a helper of its own module: inlined, the script would stop there on
    // every page (an early first-frame script did).
    if (/\b__name\(/.test(code))
      throw new Error(
        `an inline script names a function (const f = () => …, or function f() {}), which tsx turns into a __name() call the page does not have; write it as an object's method or an anonymous function:\n${code.slice(0, 300)}`,
      );
    return `<script>${transformSync(code, { minify: true, target: 'es2020' }).code.trim()}</script>`;
  });
}
