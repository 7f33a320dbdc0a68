/**
 * The single-page-app redirect for GitHub Pages, after rafgraph/spa-github-pages
 * (https://github.com/rafgraph/spa-github-pages): GitHub answers an unknown path
 * with 404.html, which sends the browser to the site's root with the path moved
 * into the query (`<base>?/<path>&<query>#hash`); the root page moves it back
 * with history.replaceState before the app starts, and the app routes it.
 *
 * spaRedirectTarget and spaRestoredPath are inlined into the built pages with
 * `Function.toString` (redirectScript and restoreScript, at the end), so they
 * use nothing from outside their own body, and are unit-tested as is.
 * Nothing taken from the address is ever executed or used as a destination
 * outside our own origin.
 */
import { baseSegments, type SiteConfig } from '../settings';

type Place = Pick<Location, 'protocol' | 'host' | 'pathname' | 'search' | 'hash'>;

/** In 404.html: where to send the browser. `keep` is the number of base-path segments. */
export function spaRedirectTarget(l: Place, keep: number): string {
  const parts = l.pathname.split('/');
  const base = parts.slice(0, 1 + keep).join('/') + '/';
  const rest = parts.slice(1 + keep).join('/');
  return (
    l.protocol +
    '//' +
    l.host +
    base +
    '?/' +
    rest.replace(/&/g, '~and~') +
    (l.search ? '&' + l.search.slice(1).replace(/&/g, '~and~') : '') +
    l.hash
  );
}

/** In the root page: the address to restore, or null when this visit is not a redirect. */
export function spaRestoredPath(l: Place): string | null {
  if (l.search.slice(0, 2) !== '?/') return null;
  const decoded = l.search
    .slice(2)
    .split('&')
    .map((part) => part.replace(/~and~/g, '&'));
  const path = (decoded.shift() ?? '').replace(/^[/\\]+/, '');
  const query = decoded.length ? '?' + decoded.join('&') : '';
  // The path is appended to our own page's folder, and any leading slashes or
  // backslashes were stripped, so it can never name another host.
  return l.pathname.replace(/[^/]*$/, '') + path + query + l.hash;
}

/** The inline script of the root page: undo the 404 redirect before the app starts. */
export function restoreScript(): string {
  return `(function(){var p=(${spaRestoredPath.toString()})(window.location);if(p!==null&&new URL(p,location.href).origin===location.origin)history.replaceState(null,'',p)})()`;
}

/** The inline script of 404.html: send an unknown path to the root page, keeping query and hash. */
export function redirectScript(config: SiteConfig): string {
  return `window.location.replace((${spaRedirectTarget.toString()})(window.location,${baseSegments(config.basePath)}))`;
}
