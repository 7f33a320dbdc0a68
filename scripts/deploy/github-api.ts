/**
 * The one GitHub REST client of the deploy and content scripts: @octokit/core
 * with its pagination plugin, which follows each list's Link header to the
 * `rel="next"` page as GitHub asks ("Using pagination in the REST API",
 * docs.github.com). GITHUB_API_URL is set by Actions (`<server>/api/v3` on
 * GitHub Enterprise Server, and in the rehearsals' local GitHub); the default
 * is github.com's.
 */
import { Octokit } from '@octokit/core';
import { paginateRest } from '@octokit/plugin-paginate-rest';

/** The REST API's root: GITHUB_API_URL, or github.com's. */
export function githubApi(env: Record<string, string | undefined> = process.env): string {
  return env.GITHUB_API_URL ?? 'https://api.github.com';
}

const Client = Octokit.plugin(paginateRest);
export type GitHubClient = InstanceType<typeof Client>;

/**
 * A client for `token` at `api`, sending the headers GitHub's REST API
 * documents at API version 2022-11-28: the token as `Bearer` (the scheme its
 * documentation writes; Octokit's own auth writes `token`), and
 * `application/vnd.github+json`.
 */
export function github(token: string, api: string = githubApi()): GitHubClient {
  const client = new Client({ baseUrl: api.replace(/\/+$/, '') });
  client.hook.before('request', (options) => {
    options.headers.accept = 'application/vnd.github+json';
    options.headers.authorization = `Bearer ${token}`;
    options.headers['x-github-api-version'] = '2022-11-28';
  });
  return client;
}

/** `owner/name` as the `{owner}` and `{repo}` of a route. */
export function ownerAndRepo(repository: string): { owner: string; repo: string } {
  const [owner = '', repo = ''] = repository.split('/');
  return { owner, repo };
}

/** What GitHub answered, when a call failed with an answer: its status and its body as text. */
export function githubAnswer(error: unknown): { status: number; text: string } | undefined {
  const failed = error as { status?: unknown; response?: { data?: unknown } };
  if (typeof failed?.status !== 'number' || !failed.response) return undefined;
  const { data } = failed.response;
  return {
    status: failed.status,
    text: typeof data === 'string' ? data : data === undefined ? '' : JSON.stringify(data),
  };
}

/**
 * Runs `step`; when GitHub refuses it, throws `message(status, text)` instead
 * of Octokit's error, so that each caller says what it was doing and what to do.
 */
export async function explainingRefusal<T>(
  step: () => Promise<T>,
  message: (status: number, text: string) => string,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const answer = githubAnswer(error);
    if (!answer) throw error;
    throw new Error(message(answer.status, answer.text));
  }
}
