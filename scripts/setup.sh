#!/usr/bin/env bash
# `npm run setup`, the README's test line before `npm run check`: what a fresh machine needs to run
# every test. The project's packages (npm ci, exactly as the lockfile says) and, on Debian or
# Ubuntu, the browsers the tests drive where they are missing (install-test-browsers.sh). As root
# (CI, a container) both at once: both mostly wait on downloads and the disk, so side by side they
# take as long as the longer. Otherwise the browsers first, so that sudo can ask for a password.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "node $(node --version), npm $(npm --version)"
if [ "$(id -u)" -eq 0 ]; then
  browsers_log=$(mktemp)
  bash scripts/install-test-browsers.sh >"$browsers_log" 2>&1 &
  browsers=$!
  npm ci --no-audit --no-fund
  if ! wait "$browsers"; then
    cat "$browsers_log" >&2
    echo "installing the test browsers failed (scripts/install-test-browsers.sh)" >&2
    exit 1
  fi
  cat "$browsers_log"
else
  bash scripts/install-test-browsers.sh
  npm ci --no-audit --no-fund
fi
