#!/usr/bin/env bash
# Writes one comment on a pull request and keeps editing that same comment
# on later runs (found by a hidden marker), so the preview link never piles up.
# Usage: sticky-comment.sh <repository owner/name> <pr number> <body>
# Needs GH_TOKEN with pull-requests: write; uses the gh CLI of GitHub's runners.
set -euo pipefail
repository=$1
pr=$2
marker='<!-- pcbrule-preview -->'
body="${marker}
$3"

[[ $pr =~ ^[1-9][0-9]*$ ]] || { echo "PR number must be digits, got '$pr'" >&2; exit 1; }

existing=$(gh api --paginate "repos/${repository}/issues/${pr}/comments" \
  --jq ".[] | select(.body | startswith(\"${marker}\")) | .id" | head -n 1)

if [[ -n $existing ]]; then
  gh api --method PATCH "repos/${repository}/issues/comments/${existing}" -f body="$body" >/dev/null
else
  gh api --method POST "repos/${repository}/issues/${pr}/comments" -f body="$body" >/dev/null
fi
