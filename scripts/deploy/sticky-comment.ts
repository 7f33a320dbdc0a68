/**
 * One comment on a pull request, written once and edited on every later run
 * (found by a hidden marker among the workflow bot's own comments), so the
 * preview's link and review never pile up. Talks to GitHub's REST API at
 * GITHUB_API_URL (set by Actions; a test points it at a stub).
 *
 *   tsx scripts/deploy/sticky-comment.ts [--only-update] <owner/name> <pr> (<body> | --body-file FILE)
 *
 * --only-update edits the comment if there is one but never starts one
 * (closing a pull request that never had a preview says nothing). Needs
 * GITHUB_TOKEN with pull-requests: write.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { explainingRefusal, github, githubApi, ownerAndRepo } from './github-api';
import { commentLimit } from './review/report-model';

/** The hidden first line of the comment. */
export const stickyMarker = '<!-- pcbrule-preview -->';

/** The login of the token Actions gives a workflow. */
export const workflowBot = 'github-actions[bot]';

export interface StickyCommentOptions {
  repository: string;
  pr: number;
  body: string;
  token: string;
  api?: string;
  onlyUpdate?: boolean;
}

interface IssueComment {
  id: number;
  body?: string;
  user?: { login?: string };
}

/** Writes or edits the one comment; says which it did ("created", "updated", or "none"). */
export async function stickyComment({
  repository,
  pr,
  body,
  token,
  api = githubApi(),
  onlyUpdate = false,
}: StickyCommentOptions): Promise<'created' | 'updated' | 'none'> {
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository))
    throw new Error(`repository must be owner/name, got '${repository}'`);
  if (!Number.isInteger(pr) || pr < 1) throw new Error(`pr must be a number, got '${pr}'`);
  const client = github(token, api);
  const where = { ...ownerAndRepo(repository), issue_number: pr };
  const call = <T>(what: string, step: () => Promise<T>) =>
    explainingRefusal(step, (status, said) => `${what}: ${status} ${said}`);
  // The marker's first line, then the text, within GitHub's limit.
  const text = `${stickyMarker}\n${body}`.slice(0, commentLimit);

  const route = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
  const existing = await call(`GET /repos/${repository}/issues/${pr}/comments`, async () => {
    for await (const { data } of client.paginate.iterator(route, { ...where, per_page: 100 })) {
      const mine = (data as IssueComment[]).find(
        (comment) => comment.user?.login === workflowBot && comment.body?.startsWith(stickyMarker),
      );
      if (mine) return mine;
    }
    return undefined;
  });
  if (existing) {
    await call(`PATCH /repos/${repository}/issues/comments/${existing.id}`, () =>
      client.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
        ...where,
        comment_id: existing.id,
        body: text,
      }),
    );
    return 'updated';
  }
  if (onlyUpdate) return 'none';
  await call(`POST /repos/${repository}/issues/${pr}/comments`, () =>
    client.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      ...where,
      body: text,
    }),
  );
  return 'created';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'only-update': { type: 'boolean' }, 'body-file': { type: 'string' } },
  });
  const [repository, pr, inline] = positionals;
  const body = values['body-file'] ? readFileSync(values['body-file'], 'utf8') : inline;
  const token = process.env.GITHUB_TOKEN ?? process.env.GH_TOKEN;
  if (!repository || !pr || body === undefined || !token) {
    console.error(
      'GITHUB_TOKEN=… tsx scripts/deploy/sticky-comment.ts [--only-update] <owner/name> <pr> (<body> | --body-file FILE)',
    );
    process.exit(2);
  }
  const done = await stickyComment({
    repository,
    pr: Number(pr),
    body,
    token,
    onlyUpdate: values['only-update'],
  });
  console.log(`sticky comment on ${repository}#${pr}: ${done}`);
}
