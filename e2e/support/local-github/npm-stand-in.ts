/** The npm and npx that a rehearsed job finds first on its PATH. */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The npm and npx a rehearsed job runs: the real ones, but for the registry, what is rehearsed
 * elsewhere, and npx's start.
 */
export function writeNpmStandIn(bin: string, realNpm: string) {
  const npm = join(bin, 'npm');
  writeFileSync(
    npm,
    `#!/usr/bin/env bash
# npm ci: node_modules as the lockfile pins it, the project's own (the registry is not the point here).
# npm audit: the advisories the scenario chose. npm run check:content / review: rehearsed elsewhere.
# npm run build:site: the real build, or a copy of one made from the very same files and settings
# (scripts/lab/site-builder/cache.ts).
case "$1" in
  ci) rm -rf node_modules && ln -s "$LOCAL_NODE_MODULES" node_modules && exit 0 ;;
  audit)
    if [[ " $* " == *" --json "* ]]; then
      printf '{"metadata":{"vulnerabilities":{"info":0,"low":0,"moderate":0,"high":%s,"critical":0}}}\\n' "\${STAND_IN_HIGH_ADVISORIES:-0}"
    else
      echo "\${STAND_IN_HIGH_ADVISORIES:-0} high severity vulnerabilities (stand-in)"
    fi
    [ "\${STAND_IN_HIGH_ADVISORIES:-0}" = 0 ]; exit $? ;;
  run)
    case "$2" in
      build:site)
        # npm run build:site builds into dist; npm run build:site -- <folder>, into that folder.
        if [ $# -eq 2 ]; then out=dist; elif [ $# -eq 4 ] && [ "$3" = -- ]; then out="$4"; else out=; fi
        [ -n "$out" ] && exec node --import tsx "$LOCAL_BUILD_CACHE" "$out" -- "${realNpm}" "$@" ;;
      check:content) echo "the owner's pages: links and axe (stand-in: $STAND_IN_CHECK_CONTENT)"; [ "$STAND_IN_CHECK_CONTENT" = success ]; exit $? ;;
      review)
        out=review; prev=; for arg in "$@"; do [ "$prev" = --out ] && out="$arg"; prev="$arg"; done
        mkdir -p "$out" && printf '## Review (stand-in)\\n\\nPages changed: see the preview.\\n' > "$out/comment.md" \\
          && printf '<!doctype html><title>Review</title>' > "$out/index.html"; exit 0 ;;
    esac ;;
esac
exec "${realNpm}" "$@"
`,
  );
  chmodSync(npm, 0o755);
  // npx runs a package's command from the project's own node_modules/.bin when it is there,
  // before it looks anywhere else ("npm exec", docs.npmjs.com: "If any requested packages are
  // not present in the local project dependencies, then ... installed to a folder in the npm
  // cache"). The same here, without npm's own start (0.3 s a call, some hundred calls a rehearsal);
  // and `tsx` as Node with tsx's loader (`node --import tsx`, tsx.is, "Node.js enhancement"), one
  // process where tsx's own command starts a second Node to run the file (0.17 s a call, not 0.3 to 0.7).
  const npx = join(bin, 'npx');
  writeFileSync(
    npx,
    `#!/usr/bin/env bash
if [ "$1" = tsx ] && [ -x node_modules/.bin/tsx ]; then shift; exec node --import tsx "$@"; fi
if [ -x "node_modules/.bin/$1" ]; then command="$1"; shift; exec "node_modules/.bin/$command" "$@"; fi
exec "${realNpm.replace(/npm$/, 'npx')}" "$@"
`,
  );
  chmodSync(npx, 0o755);
}
