/**
 * The page's own inline scripts (the theme and early taps', the timeline's where the page holds
 * it, the 404-restore and the loader, inlined from tested functions with Function.toString, so
 * written for reading), made as light as they can be for the task that parses the page: those
 * that follow one another joined, and each minified. Data blocks (JSON-LD, the router's data)
 * stay as they are. Runs before the Content-Security-Policy hashes the scripts.
 */
import { transformSync } from 'esbuild';

/**
 * Joins inline scripts that follow one another (the head's: the theme and early taps', the
 * timeline's, the app's loader) into one. Each script element costs the task that parses the page
 * about a millisecond at a low-tier phone's speed on its own (the parser's pause, its compile and
 * run, the microtask checkpoint after it), whatever it holds (docs/decisions.md, "The router's data
 * is a data block"). Joined, they run in the same order; an exception in one would stop those after
 * it, and none of ours throws (each guards what a browser may refuse, such as storage).
 */
export function joinAdjacentScripts(html: string): string {
  // A run of plain inline scripts with nothing but white space between them.
  const script = /<script>(?:(?!<\/script>)[\s\S])*<\/script>/.source;
  const runs = new RegExp(`${script}(?:\\s*${script})+`, 'g');
  return html.replace(runs, (run) => {
    const parts = [...run.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) =>
      code!.trim().replace(/;$/, ''),
    );
    // Each ends in ";": the next one's opening "(" would otherwise call what the last one returns.
    return `<script>${parts.join(';\n')}</script>`;
  });
}

/** Minifies each inline script that runs: about 600 bytes less on every page. */
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
