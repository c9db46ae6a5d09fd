#!/usr/bin/env bash
# Two builds of cinc against each other on the same search (docs/annotate.md, section 7):
#   bash bench/nps-compare.sh CINC_A CINC_B [RUNS] [ANALYSE ARGS...]
# runs `cinc analyse ARGS` (default: --depth 7, Commander-In-Chief from the start) RUNS times
# (default 9) with each binary, alternating, and prints per binary the nodes of the last
# iteration (equal for both when the search is the same), the best and the median nodes per
# second of CPU time (user + system: a shared machine stretches the wall time, not the work)
# and the best wall-clock nodes per second the search itself printed. The figure of
# docs/annotate.md section 7 compares Commander-In-Chief's engine before the one search (a
# `cinc` built from commit 2c8a273: `git archive 2c8a273 | tar -x -C DIR`, then
# `cmake --build --target cinc` there) with this tree's.
set -euo pipefail
a=$1
b=$2
runs=${3:-9}
shift $(( $# >= 3 ? 3 : $# ))
args=("$@")
[ ${#args[@]} -gt 0 ] || args=(--depth 7)
declare -A cpu wall nodes
for ((i = 0; i < runs; ++i)); do
  for bin in "$a" "$b"; do
    out=$( { /usr/bin/time -f "cpu %U %S" "$bin" analyse "${args[@]}"; } 2>&1 )
    last=$(grep '^depth' <<<"$out" | tail -1)
    n=$(awk '{print $6}' <<<"$last")
    nps=$(awk '{print $8}' <<<"$last")
    c=$(awk '/^cpu/ {printf "%.3f", $2 + $3}' <<<"$out")
    nodes[$bin]=$n
    cpu[$bin]="${cpu[$bin]:-} $c"
    wall[$bin]="${wall[$bin]:-} $nps"
  done
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
for bin in "$a" "$b"; do
  n=${nodes[$bin]}
  read -r best median < <(tr ' ' '\n' <<<"${cpu[$bin]}" | grep . | sort -n |
    awk -v n="$n" '{t[NR] = $1} END {printf "%.0f %.0f\n", n / t[1], n / t[int((NR + 1) / 2)]}')
  best_wall=$(tr ' ' '\n' <<<"${wall[$bin]}" | grep . | sort -n | tail -1)
  echo "$bin: $n nodes; nodes per CPU second: best $best, median $median; wall nodes/s best $best_wall"
done
