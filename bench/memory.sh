#!/usr/bin/env bash
# Peak memory of every game-reading `cinc` command on a large input (docs/performance.md):
#
#   bash bench/memory.sh BIG.cgn [CINC]
#
# BIG.cgn is any large corpus, e.g. about 1 GiB made as
#   cinc-corpus 20000 1 > c.cgn; for i in $(seq 22); do cat c.cgn; done > big.cgn
# Each command runs once with --jobs JOBS (default nproc) where it has --jobs, its output
# to /dev/null (a device is written directly, no temporary file); GNU time gives the wall
# time and the peak resident set. `json --to-cgn` reads JSON_MB (default 1024) megabytes of
# JSON made from the head of BIG.cgn; `validate` and `score` run with and without
# --no-duplicates (the search for copies keeps about 24 bytes a game); `standings` reads
# BIG.cgn as one event (its table grows with the players, not the games); `pdn` reads about as many bytes of the PDN samples
# repeated; `fen`, `diagram` and `tree` show the last game of BIG.cgn; `annotate` (which
# searches every position) and any command still running after LIMIT seconds (default
# 900) are stopped there, and the peak so far is reported with the bytes it had read.
# Output is a Markdown table. Not part of the test suite.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=bench/lib.sh
source "$here/lib.sh"

big="${1:?usage: bash bench/memory.sh BIG.cgn [CINC]}"
cinc="${2:-build/tools/cinc}"
jobs="${JOBS:-$(nproc)}"
limit="${LIMIT:-900}"
json_mb="${JSON_MB:-1024}"
commands="${COMMANDS:-validate validate-no-duplicates json json-to-cgn cgn pdn score score-no-duplicates draws standings fen diagram tree annotate}"
bench_require_gnu_time
tmp="$(mktemp -d "${TMPDIR:-/tmp}/cinc-memory.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT

big_bytes=$(wc -c <"$big")
games=$(grep -c '^\[Event ' "$big")

echo "# cinc peak memory on $(bench_mbps "$big_bytes" 1) MB, $(date -u '+%Y-%m-%d %H:%M UTC')"
echo
echo "- cinc: \`$cinc\` ($("$cinc" --version 2>&1 | head -n 1)); input \`$(basename "$big")\`: $(bench_group <<<"$games") games, $(bench_group <<<"$big_bytes") bytes"
echo "- $(bench_machine)"
echo
echo "| command | input MB | wall s | peak RSS MiB | note |"
echo "|---|---:|---:|---:|---|"
for name in $commands; do
  input="$big"
  case "$name" in
    validate) line=(validate --jobs "$jobs" "$big") ;;
    validate-no-duplicates) line=(validate --no-duplicates --jobs "$jobs" "$big") ;;
    json) line=(json --jobs "$jobs" "$big" -o /dev/null) ;;
    json-to-cgn)
      if [[ ! -s "$tmp/big.json" ]]; then
        # JSON is many times its CGN: the head of the corpus, up to JSON_MB of JSON.
        head -c $((json_mb * 1000000 / 14)) "$big" >"$tmp/head.cgn"
        "$cinc" json --jobs "$jobs" "$tmp/head.cgn" -o "$tmp/big.json" || true
        rm -f "$tmp/head.cgn"
      fi
      input="$tmp/big.json"
      line=(json --to-cgn --jobs "$jobs" "$tmp/big.json" -o /dev/null) ;;
    cgn) line=(cgn --jobs "$jobs" "$big" -o /dev/null) ;;
    pdn)
      if [[ ! -s "$tmp/big.pdn" ]]; then
        one="$here/../samples/checkers/ballot-openings.pdn"
        awk -v n=$((big_bytes / $(wc -c <"$one") + 1)) -v f="$one" \
          'BEGIN { while ((getline l < f) > 0) t = t l "\n"; for (i = 0; i < n; ++i) printf "%s\n", t }' >"$tmp/big.pdn"
      fi
      input="$tmp/big.pdn"
      line=(pdn --jobs "$jobs" "$tmp/big.pdn" -o /dev/null) ;;
    score) line=(score --jobs "$jobs" "$big" -o /dev/null) ;;
    score-no-duplicates) line=(score --no-duplicates --jobs "$jobs" "$big" -o /dev/null) ;;
    standings) line=(standings "$big" -o /dev/null) ;;
    draws) line=(draws --jobs "$jobs" "$big" -o /dev/null) ;;
    fen) line=(fen "$big" --game "$games" --ply 10) ;;
    diagram) line=(diagram "$big" --game "$games" --ply 10 -o "$tmp/d.dot") ;;
    tree) line=(tree "$big" --game "$games" -o "$tmp/t.dot") ;;
    annotate) line=(annotate --depth 1 --jobs "$jobs" "$big" -o /dev/null --progress) ;;
    *) echo "bench: unknown command $name" >&2; exit 2 ;;
  esac
  rc=0
  /usr/bin/time -f '%e %M' -o "$tmp/time" timeout --preserve-status -s INT "$limit" "$cinc" "${line[@]}" >/dev/null 2>"$tmp/err" || rc=$?
  read -r wall kib < <(tail -n 1 "$tmp/time")
  note=""
  if [[ "$rc" == 130 ]]; then
    note="stopped after $limit s: $(grep -o '[0-9.]* of [0-9.]* MB' "$tmp/err" | tail -n 1) read"
  elif [[ "$rc" != 0 && "$rc" != 1 ]]; then
    note="exit $rc: $(head -n 1 "$tmp/err")"
  fi
  shown="${line[*]}"
  shown="${shown//$tmp\//}"
  shown="${shown//$big/$(basename "$big")}"
  echo "| \`cinc $shown\` | $(bench_mbps "$(wc -c <"$input")" 1) | $wall | $(bench_mib "$kib") | $note |"
done
