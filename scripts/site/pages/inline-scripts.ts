/**
 * The page's own inline scripts (the theme and early taps', the timeline's where the page holds
 * it, the 404-restore and the loader, inlined from tested functions with Function.toString, so
 * written for reading), made as light as they can be for the task that parses the page: the
 * head's joined into one, and each minified. Data blocks (JSON-LD, the router's data)
 * stay as they are. Runs before the Content-Security-Policy hashes the scripts.
 */
import { transformSync } from 'esbuild';

/**
 * Joins the head's inline scripts (the theme and early taps', the timeline's where the page holds
 * it, the 404 redirect's or its undoing, the fonts' read, the app's loader) into one, at the end
 * of the head, where the last of them (the loader) stood. Each script element costs the task
 * that parses the page about a millisecond at a low-tier phone's speed of its own (the parser's
 * pause, its compile and run, the microtask checkpoint after it), whatever it holds
 * (docs/decisions.md, "The router's data is a data block"). All are in the head, so each still
 * runs before the body is parsed, in the order they were written; each is held in a `try` of
 * its own, so one that throws (a browser without an API it uses) stops none of the others, and
 * its error is thrown again in a task of its own, where the page's error listeners see it as
 * before. Data blocks (JSON-LD) stay where they are.
 */
export function joinHeadScripts(html: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const head = html.slice(0, end);
  const plain = /<script>((?:(?!<\/script>)[\s\S])*)<\/script>\s*/g;
  const parts = [...head.matchAll(plain)].map(([, code]) => code!.trim());
  if (parts.length < 2) return html;
  // Line breaks around each part: a part that ends in a // comment cannot swallow the brace.
  const joined = parts
    .map((code) => `try{\n${code}\n}catch(error){setTimeout(function(){throw error})}`)
    .join('\n');
  return `${head.replace(plain, '')}<script>${joined}</script>\n  ${html.slice(end)}`;
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
