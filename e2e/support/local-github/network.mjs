/**
 * Loaded into every Node process of a rehearsed workflow job
 * (NODE_OPTIONS=--import): the job's internet is the local GitHub. Every https
 * request made with fetch (GitHub Pages at <owner>.github.io or a custom
 * domain) goes to LOCAL_GITHUB_ORIGIN, naming the host it was for in
 * x-forwarded-host; redirects are followed the same way. With
 * LOCAL_GITHUB_CLOCK=n, timers run n times faster, so a wait the workflow
 * bounds at ten minutes (GitHub Pages' builds) runs out in seconds.
 */
const origin = process.env.LOCAL_GITHUB_ORIGIN;
const clock = Number(process.env.LOCAL_GITHUB_CLOCK || '1');

if (origin) {
  const realFetch = globalThis.fetch;
  const localFetch = async (input, init = {}, hops = 0) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.protocol !== 'https:') return realFetch(input, init);
    const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : {}));
    headers.set('x-forwarded-host', url.host);
    const response = await realFetch(`${origin}${url.pathname}${url.search}`, {
      ...init,
      headers,
      redirect: 'manual',
    });
    const location = response.headers.get('location');
    if ([301, 302, 307, 308].includes(response.status) && location && init.redirect !== 'manual') {
      if (hops >= 5) throw new TypeError('fetch failed: too many redirects');
      return localFetch(new URL(location, url).href, init, hops + 1);
    }
    return response;
  };
  globalThis.fetch = localFetch;
}

if (clock > 1) {
  const realNow = Date.now.bind(Date);
  const start = realNow();
  Date.now = () => Math.round(start + (realNow() - start) * clock);
  const realSetTimeout = globalThis.setTimeout;
  globalThis.setTimeout = (callback, ms = 0, ...args) =>
    realSetTimeout(callback, Math.max(0, Number(ms) / clock), ...args);
}
