#!/usr/bin/env bash
# Regenerates the cotulenh cross-check data (docs/rules/commander-chess.md §11):
#
#   bash tests/cotulenh/crosscheck.sh ENGINE_CHECKOUT [CINC_BINARY] [-- generate options]
#
# ENGINE_CHECKOUT is a checkout of github.com/mnoyd/cotulenh-monorepo (a git work tree, or an
# exported tree with ENGINE_COMMIT=<sha> in the environment). CINC_BINARY defaults to
# build/tools/cinc. Needs node (20 or later) and npm: the engine's TypeScript is bundled with
# esbuild (installed with npm into a work directory, $CROSSCHECK_WORK, default
# ${TMPDIR:-/tmp}/cinc-cotulenh), together with the one runtime package it needs, quick-lru.
# Nothing of the engine is written into this repository. The data go to tests/cotulenh/data, or
# to the folder $CROSSCHECK_DATA names (tests/cotulenh/data/deploys holds the games from the
# set-up starts of tests/cotulenh/deploy-starts.txt, generate's --starts).
#
# Steps: bundle the engine; play and record the games (crosscheck.mjs generate) into
# tests/cotulenh/data; write cinc's cotulenh export of them (cinc cgn --dialect cotulenh);
# replay that export with the engine's loadPgn in strict mode (crosscheck.mjs roundtrip);
# compare cinc's legal turns with the engine's (crosscheck.mjs compare, a report in the work
# directory). Generating the default 150 games of 60 plies took 30 minutes on one core.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
if [[ $# -lt 1 ]]; then
  echo "usage: bash tests/cotulenh/crosscheck.sh ENGINE_CHECKOUT [CINC_BINARY] [-- generate options]" >&2
  exit 2
fi
checkout="$(cd "$1" && pwd)"
shift
cinc="$root/build/tools/cinc"
if [[ $# -gt 0 && "$1" != "--" ]]; then
  cinc="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
  shift
fi
[[ $# -gt 0 && "$1" == "--" ]] && shift
core="$checkout/packages/cotulenh"
for f in "$core/core/src/cotulenh.ts" "$core/common/src/index.ts" "$core/combine-piece/src/index.ts"; do
  [[ -f "$f" ]] || { echo "crosscheck: $f not found: is $checkout a checkout of cotulenh-monorepo?" >&2; exit 2; }
done
[[ -x "$cinc" ]] || { echo "crosscheck: no cinc binary at $cinc (build it first)" >&2; exit 2; }
command -v node >/dev/null || { echo "crosscheck: node is needed" >&2; exit 2; }
command -v npm >/dev/null || { echo "crosscheck: npm is needed" >&2; exit 2; }

commit="${ENGINE_COMMIT:-}"
if [[ -z "$commit" ]]; then
  commit="$(git -C "$checkout" rev-parse HEAD 2>/dev/null)" ||
    { echo "crosscheck: $checkout is not a git work tree: set ENGINE_COMMIT to the commit it holds" >&2; exit 2; }
fi

work="${CROSSCHECK_WORK:-${TMPDIR:-/tmp}/cinc-cotulenh}"
mkdir -p "$work"
if [[ ! -x "$work/node_modules/.bin/esbuild" || ! -d "$work/node_modules/quick-lru" ]]; then
  [[ -f "$work/package.json" ]] || (cd "$work" && npm init -y >/dev/null)
  # The versions of the engine's lockfile (pnpm-lock.yaml) at the commit the data came from.
  (cd "$work" && npm install --no-audit --no-fund esbuild@0.25.12 quick-lru@7.3.0 >/dev/null)
fi
# The engine's entry point, its deploy session class, which the enumeration walks, and its
# stack joining, for the SAN of a deploy the engine ended itself.
cat >"$work/entry.ts" <<EOF
export * from '$core/core/src/cotulenh.ts'
export { MoveSession } from '$core/core/src/move-session.ts'
export { combinePieces } from '$core/core/src/utils.ts'
EOF
NODE_PATH="$work/node_modules" "$work/node_modules/.bin/esbuild" "$work/entry.ts" --bundle --format=esm \
  --platform=node --log-level=warning --outfile="$work/engine.mjs" \
  --alias:@cotulenh/common="$core/common/src/index.ts" \
  --alias:@cotulenh/combine-piece="$core/combine-piece/src/index.ts"

data="${CROSSCHECK_DATA:-$here/data}"
mkdir -p "$data"
data="$(cd "$data" && pwd)"
node "$here/crosscheck.mjs" generate --engine "$work/engine.mjs" --commit "$commit" --out "$work" "$@"
cp "$work/engine-games.pgn" "$work/engine-turns.ndjson" "$data/"
# cinc's export of the engine's games, which the engine must replay.
"$cinc" cgn --dialect cotulenh "$data/engine-games.pgn" -o "$data/cinc-export.pgn"
node "$here/crosscheck.mjs" roundtrip --engine "$work/engine.mjs" --data "$data"
node "$here/crosscheck.mjs" compare --cinc "$cinc" --data "$work" --report "$work/report.txt"
echo "data written to $data; the comparison's report is $work/report.txt"
