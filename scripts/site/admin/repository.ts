/**
 * Where the form editor commits: the GitHub repository (from the workflow's
 * environment or the clone's origin remote) and its branch.
 */
import { execFileSync } from 'node:child_process';

/** The branch the editor commits to: every push to it deploys (.github/workflows/deploy.yml). */
export const adminBranch = 'main';

/** What the config names when the repository cannot be worked out (README: "The form editor"). */
export const placeholderRepository = 'your-github-user/your-repository';

/** "owner/name" from a GitHub remote's address (https or ssh), or undefined. */
export function parseGitHubRemote(url: string): string | undefined {
  const match = /github\.com[:/]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(url.trim());
  return match ? `${match[1]}/${match[2]}` : undefined;
}

/** The `origin` remote's address, if the folder is a git clone that has one. */
export function originUrl(root: string): string | undefined {
  try {
    return execFileSync('git', ['remote', 'get-url', 'origin'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/**
 * The repository the editor commits to: GITHUB_REPOSITORY (set on GitHub
 * Actions), else the origin remote's, else a placeholder the README explains.
 */
export function repositoryName(
  env: Record<string, string | undefined> = process.env,
  origin: () => string | undefined = () => originUrl(process.cwd()),
): string {
  const fromEnv = env.GITHUB_REPOSITORY?.trim();
  if (fromEnv && /^[\w.-]+\/[\w.-]+$/.test(fromEnv)) return fromEnv;
  const remote = origin();
  return (remote && parseGitHubRemote(remote)) || placeholderRepository;
}
