/**
 * The local GitHub's server process (started by server.ts, which documents what
 * it stands in for): git over HTTP, the REST API and GitHub Pages, answering
 * from the state in the folder named on its command line (state.ts). It prints
 * its origin on its first line.
 *
 *   tsx e2e/support/local-github/serve.ts <folder>
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { answerLikePages, pagesContentType } from '../../../scripts/lab/pages-server';
import { actionsPusher, pusherVariable } from '../../../scripts/lab/stand-ins/github-repository';
import { LocalState, type Grant, type IssueComment, type PullRequest } from './state';

const state = new LocalState(process.argv[2]!);
const root = state.root;
let origin = '';

const grantOf = (request: IncomingMessage): Grant | undefined => {
  const header = request.headers.authorization ?? '';
  const basic = /^basic (.+)$/i.exec(header);
  const token = basic
    ? Buffer.from(basic[1]!, 'base64').toString().split(':').slice(1).join(':')
    : /^(?:bearer|token) (.+)$/i.exec(header)?.[1];
  return token ? state.grant(token) : undefined;
};
const may = (grant: Grant | undefined, fullName: string, permission: string, level: string) =>
  !!grant &&
  grant.repository === fullName &&
  ('owner' in grant ||
    grant.permissions[permission] === level ||
    (level === 'read' && grant.permissions[permission] === 'write'));

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};
const notAccessible = (response: ServerResponse) =>
  json(response, 403, { message: 'Resource not accessible by integration' });

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString()));
  });

/** git's smart HTTP, through `git http-backend` (CGI). */
const serveGit = (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  fullName: string,
) => {
  const pushing =
    url.searchParams.get('service') === 'git-receive-pack' ||
    url.pathname.endsWith('/git-receive-pack');
  const grant = grantOf(request);
  let pusher = '';
  if (pushing) {
    if (!grant || grant.repository !== fullName) {
      response.writeHead(401, { 'www-authenticate': 'Basic realm="GitHub"' });
      return response.end('Authentication required');
    }
    if (!('owner' in grant)) {
      if (grant.permissions.contents !== 'write') {
        response.writeHead(403, { 'content-type': 'text/plain' });
        return response.end(`Permission to ${fullName}.git denied to github-actions[bot].\n`);
      }
      pusher = actionsPusher(grant.permissions);
    } else pusher = 'owner';
  }
  const child = spawn('git', ['http-backend'], {
    env: {
      PATH: process.env.PATH,
      GIT_PROJECT_ROOT: join(root, 'git'),
      GIT_HTTP_EXPORT_ALL: '1',
      // GitHub answers `<owner>/<name>` with or without `.git`; the folder has it.
      PATH_INFO: url.pathname.replace(/^\/([\w.-]+\/[\w.-]+?)(\.git)?\//, `/${fullName}.git/`),
      QUERY_STRING: url.search.slice(1),
      REQUEST_METHOD: request.method ?? 'GET',
      CONTENT_TYPE: request.headers['content-type'] ?? '',
      ...(request.headers['content-length']
        ? { CONTENT_LENGTH: request.headers['content-length'] }
        : {}),
      ...(request.headers['content-encoding']
        ? { HTTP_CONTENT_ENCODING: request.headers['content-encoding'] }
        : {}),
      ...(request.headers['git-protocol']
        ? { GIT_PROTOCOL: String(request.headers['git-protocol']) }
        : {}),
      REMOTE_ADDR: '127.0.0.1',
      REMOTE_USER: pusher || 'anonymous',
      [pusherVariable]: pusher,
    },
  });
  request.pipe(child.stdin);
  let head = Buffer.alloc(0);
  let started = false;
  child.stdout.on('data', (chunk: Buffer) => {
    if (started) return void response.write(chunk);
    head = Buffer.concat([head, chunk]);
    const end = head.indexOf('\r\n\r\n');
    if (end < 0) return;
    started = true;
    let status = 200;
    const headers: Record<string, string> = {};
    for (const line of head.subarray(0, end).toString().split('\r\n')) {
      const [name, ...value] = line.split(':');
      if (/^status$/i.test(name!)) status = Number.parseInt(value.join(':').trim(), 10);
      else headers[name!.trim()] = value.join(':').trim();
    }
    response.writeHead(status, headers);
    response.write(head.subarray(end + 4));
  });
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  child.on('close', () => {
    // GitHub closes an open pull request whose head branch is deleted.
    if (pushing) closeOrphanedPullRequests(fullName);
    response.end();
  });
};

const closeOrphanedPullRequests = (fullName: string) => {
  const pulls = state.pullRequests();
  const open = (pulls[fullName] ?? []).filter(
    (pull) => pull.state === 'open' && !state.hasBranch(fullName, pull.head),
  );
  if (!open.length) return;
  for (const pull of open) pull.state = 'closed';
  state.setPullRequests(pulls);
};

/**
 * "Create a pull request" (POST /repos/{owner}/{repo}/pulls): needs
 * pull-requests: write; a workflow's token is refused while the repository's
 * Actions settings do not allow workflows to open pull requests, GitHub's
 * default for a repository in a personal account ("Managing GitHub Actions
 * settings for a repository"); 422 for a head branch that is not there or
 * already has an open pull request, as GitHub answers.
 */
const createPullRequest = async (
  request: IncomingMessage,
  response: ServerResponse,
  fullName: string,
  grant: Grant | undefined,
) => {
  if (!may(grant, fullName, 'pull-requests', 'write')) return notAccessible(response);
  if (!('owner' in grant!) && !state.actionsOpenPullRequests().includes(fullName))
    return json(response, 403, {
      message: 'GitHub Actions is not permitted to create or approve pull requests.',
    });
  const { title, body, head, base } = JSON.parse(await readBody(request)) as Partial<PullRequest>;
  const pulls = state.pullRequests();
  const list = pulls[fullName] ?? [];
  if (
    !title ||
    !head ||
    !base ||
    !state.hasBranch(fullName, head) ||
    !state.hasBranch(fullName, base)
  )
    return json(response, 422, { message: 'Validation Failed' });
  if (list.some((pull) => pull.state === 'open' && pull.head === head))
    return json(response, 422, {
      message: 'Validation Failed',
      errors: [{ message: `A pull request already exists for ${fullName.split('/')[0]}:${head}.` }],
    });
  const pull: PullRequest = {
    // Numbered per repository, as GitHub numbers its issues and pull requests.
    number: Math.max(0, ...list.map((other) => other.number)) + 1,
    title,
    body: body ?? '',
    head,
    base,
    state: 'open',
    user: { login: 'owner' in grant! ? fullName.split('/')[0]! : 'github-actions[bot]' },
  };
  state.setPullRequests({ ...pulls, [fullName]: [...list, pull] });
  return json(response, 201, {
    ...pull,
    html_url: `${origin}/${fullName}/pull/${pull.number}`,
  });
};

const serveApi = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
  const grant = grantOf(request);
  const match = /^\/api\/v3\/repos\/([\w.-]+\/[\w.-]+)\/(.+)$/.exec(url.pathname);
  if (!match) return json(response, 404, { message: 'Not Found' });
  const [, fullName, rest] = match as unknown as [string, string, string];
  if (rest === 'pages' && request.method === 'GET') {
    if (!may(grant, fullName, 'pages', 'read')) return notAccessible(response);
    const site = state.pages()[fullName];
    if (!site) return json(response, 404, { message: 'Not Found' });
    const built = state.build(fullName);
    const [owner, name] = fullName.split('/') as [string, string];
    const userSite = name.toLowerCase() === `${owner.toLowerCase()}.github.io`;
    const html = built?.cname
      ? `https://${built.cname}/`
      : `https://${owner.toLowerCase()}.github.io/${userSite ? '' : `${name}/`}`;
    return json(response, 200, {
      url: `${origin}/api/v3/repos/${fullName}/pages`,
      status: built ? 'built' : null,
      cname: built?.cname ?? null,
      html_url: html,
      build_type: site.source === 'workflow' ? 'workflow' : 'legacy',
      source: site.source === 'workflow' ? null : site.source,
      public: true,
    });
  }
  if (rest === 'pulls' && request.method === 'POST')
    return createPullRequest(request, response, fullName, grant);
  if (rest === 'pulls' && request.method === 'GET') {
    // A token without the permission is refused, as for a private repository (a public one's list
    // is public, but a job cannot count on that): "List pull requests" needs "Pull requests" read.
    if (!may(grant, fullName, 'pull-requests', 'read')) return notAccessible(response);
    const wanted = url.searchParams.get('state') ?? 'open';
    const numbers = (state.pullRequests()[fullName] ?? [])
      .filter((pull) => wanted === 'all' || pull.state === wanted)
      .sort((a, b) => b.number - a.number);
    // GitHub's paging: 30 a page unless per_page asks for up to 100, the next page in a Link header.
    const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30) || 30, 100);
    const page = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1);
    if (page * perPage < numbers.length) {
      const next = new URL(url.href);
      next.searchParams.set('page', String(page + 1));
      response.setHeader('link', `<${origin}${next.pathname}${next.search}>; rel="next"`);
    }
    return json(response, 200, numbers.slice((page - 1) * perPage, page * perPage));
  }
  const list = /^issues\/(\d+)\/comments$/.exec(rest);
  if (list) {
    const key = `${fullName}#${list[1]}`;
    const comments = state.comments();
    if (request.method === 'GET') return json(response, 200, comments[key] ?? []);
    if (request.method === 'POST') {
      if (
        !may(grant, fullName, 'pull-requests', 'write') &&
        !may(grant, fullName, 'issues', 'write')
      )
        return notAccessible(response);
      const comment: IssueComment = {
        id: Object.values(comments).flat().length + 1,
        body: (JSON.parse(await readBody(request)) as { body: string }).body,
        user: { login: 'github-actions[bot]' },
      };
      state.setComments({ ...comments, [key]: [...(comments[key] ?? []), comment] });
      return json(response, 201, comment);
    }
  }
  const edit = /^issues\/comments\/(\d+)$/.exec(rest);
  if (edit && request.method === 'PATCH') {
    if (!may(grant, fullName, 'pull-requests', 'write') && !may(grant, fullName, 'issues', 'write'))
      return notAccessible(response);
    const comments = state.comments();
    const comment = Object.values(comments)
      .flat()
      .find(({ id }) => id === Number(edit[1]));
    if (!comment) return json(response, 404, { message: 'Not Found' });
    comment.body = (JSON.parse(await readBody(request)) as { body: string }).body;
    state.setComments(comments);
    return json(response, 200, comment);
  }
  return json(response, 404, { message: 'Not Found' });
};

/** GitHub Pages, by the host the request was for. */
const servePages = async (response: ServerResponse, host: string, url: URL) => {
  let fullName: string | undefined;
  let base = '/';
  const github = /^([\w-]+)\.github\.io$/i.exec(host);
  if (github) {
    const owner = github[1]!.toLowerCase();
    const sites = Object.keys(state.pages()).filter(
      (name) => name.split('/')[0]!.toLowerCase() === owner,
    );
    const first = url.pathname.split('/')[1] ?? '';
    fullName =
      sites.find((name) => name.split('/')[1] === first && first !== '') ??
      sites.find((name) => name.split('/')[1]!.toLowerCase() === `${owner}.github.io`);
    if (fullName && fullName.split('/')[1] === first) base = `/${first}/`;
    const built = fullName ? state.build(fullName) : undefined;
    if (built?.cname) {
      response.writeHead(301, {
        location: `https://${built.cname}/${url.pathname.slice(base.length)}${url.search}`,
      });
      return response.end();
    }
  } else
    fullName = Object.keys(state.pages()).find(
      (name) => state.build(name)?.cname === host.toLowerCase(),
    );
  const built = fullName ? state.build(fullName) : undefined;
  if (!built || (!github && !built.cname)) {
    response.writeHead(404, { 'content-type': 'text/plain' });
    return response.end('There isn’t a GitHub Pages site here.');
  }
  const path = decodeURIComponent(url.pathname);
  if (!path.startsWith(base) && `${path}/` !== base) {
    response.writeHead(404, { 'content-type': 'text/plain' });
    return response.end('Not found');
  }
  const answer = await answerLikePages(
    built.folder,
    path.slice(base.length - 1),
    url.pathname + url.search,
  );
  response.writeHead(answer.status, {
    'content-type': answer.file ? pagesContentType(answer.file) : 'text/plain',
    ...(answer.location ? { location: answer.location } : {}),
  });
  response.end(answer.file ? readFileSync(answer.file) : '');
};

const server: Server = createServer((request, response) => {
  // A new connection for every request: a test's process can sleep through a run of synchronous
  // steps while a kept-alive socket is closed under it.
  response.shouldKeepAlive = false;
  const url = new URL(request.url ?? '/', 'http://localhost');
  const host = request.headers['x-forwarded-host'];
  const gitPath =
    /^\/([\w.-]+\/[\w.-]+?)(?:\.git)?\/(?:info\/refs|git-upload-pack|git-receive-pack)$/.exec(
      url.pathname,
    );
  const handle = async () => {
    if (host) return servePages(response, String(host).toLowerCase(), url);
    if (url.pathname.startsWith('/api/v3/')) return serveApi(request, response, url);
    if (gitPath) return serveGit(request, response, url, gitPath[1]!);
    response.writeHead(404);
    response.end();
  };
  handle().catch((error: unknown) => {
    response.writeHead(500);
    response.end(String(error));
  });
});

await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
console.log(origin);
