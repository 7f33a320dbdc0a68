/**
 * What every call of the deploy scripts to GitHub's REST API shares: the
 * headers GitHub asks for, and how its lists come in pages. GITHUB_API_URL is
 * set by Actions (`<server>/api/v3` on GitHub Enterprise Server, and in the
 * rehearsals' local GitHub); the default is github.com's.
 */

/** The REST API's root: GITHUB_API_URL, or github.com's. */
export function githubApi(env: Record<string, string | undefined> = process.env): string {
  return env.GITHUB_API_URL ?? 'https://api.github.com';
}

/** The headers GitHub's REST API documents for a call with `token`, at API version 2022-11-28. */
export function githubHeaders(token: string): Record<string, string> {
  return {
    accept: 'application/vnd.github+json',
    authorization: `Bearer ${token}`,
    'x-github-api-version': '2022-11-28',
  };
}

/**
 * The next page's address from a response's Link header, if there is one:
 * GitHub pages its lists this way and asks clients to follow `rel="next"`
 * rather than build page numbers ("Using pagination in the REST API", docs.github.com).
 */
export function nextPage(link: string | null): string | undefined {
  return link
    ?.split(',')
    .find((part) => /rel="next"/.test(part))
    ?.match(/<([^>]+)>/)?.[1];
}
