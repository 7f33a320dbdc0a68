/**
 * The words of the comments under a project page or an update, when the owner turned them on
 * (src/components/comments/comments.tsx). Apart from ./site.ts, whose words every page's script
 * carries, so that only the pages that can have comments carry these: Home's script is at its
 * budget (docs/decisions.md, "Words where they are used").
 */
export const commentWords = {
  heading: 'Comments',
  /** Said before the tap: where the discussion comes from. */
  note: 'The discussion is kept in GitHub Discussions. It loads from giscus.app and GitHub only when you open it; writing a comment needs a GitHub account.',
  show: 'Show comments',
  loading: 'Loading comments…',
  failed: 'The comments could not load here.',
  onGitHub: 'Read and write them on GitHub instead',
} as const;
