#!/usr/bin/env bash
# Writes one comment on a pull request and keeps editing that same comment
# on later runs (found by a hidden marker, among the bot's own comments only),
# so the preview link never piles up.
# Usage: sticky-comment.sh [--only-update] <repository owner/name> <pr number> <body>
#   --only-update: edit the comment if there is one, but never start one
#                  (closing a pull request that never had a preview says nothing).
# Needs GH_TOKEN with pull-requests: write; uses the gh CLI of GitHub's runners.
set -euo pipefail
only_update=false
if [[ ${1:-} == --only-update ]]; then
  only_update=true
  shift
fi
repository=$1
pr=$2
marker='<!-- pcbrule-preview -->'
body="${marker}
$3"

[[ $pr =~ ^[1-9][0-9]*$ ]] || { echo "PR number must be digits, got '$pr'" >&2; exit 1; }

# jq's first() stops at the first match itself: no `head`, so no SIGPIPE under pipefail.
existing=$(gh api --paginate "repos/${repository}/issues/${pr}/comments" \
  --jq "first(.[] | select(.user.login == \"github-actions[bot]\" and (.body | startswith(\"${marker}\"))) | .id)")
existing=${existing%%$'\n'*} # --paginate runs the filter per page: keep the first page's match

if [[ -n $existing ]]; then
  gh api --method PATCH "repos/${repository}/issues/comments/${existing}" -f body="$body" >/dev/null
elif [[ $only_update == false ]]; then
  gh api --method POST "repos/${repository}/issues/${pr}/comments" -f body="$body" >/dev/null
fi
