#!/usr/bin/env bash
# The engine's table (docs/annotate.md, section 7 "Strength and speed"), per game:
#   1. 100 games of the engine at its default annotate depth against a random mover and
#      against a one-ply greedy mover, alternating sides (cinc-selfplay): W/D/L, with the
#      wall and CPU time of each match;
#   2. the depth reached and the nodes per second in one second from the start
#      (cinc analyse --time 1000), and the nodes per CPU second of a search from there,
#      one ply deeper at a time until it takes a CPU second (a shared machine stretches the
#      wall time, not the work);
#   3. the time to annotate a 100-game event at the default depth on every core: the games
#      against the greedy mover (cinc annotate --stats), with the CPU time beside the wall
#      time (a shared machine stretches the wall time).
# Minutes per game, so never run by CI. Usage:
#   bash bench/engine.sh [BUILD_DIR] [GAMES] [VARIANT...]
# (defaults: build, 100, every game with an engine). Results on stdout, one markdown row
# per game; the recorded events are kept in $OUT (default a temporary directory).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
games=${2:-100}
shift $(( $# > 2 ? 2 : $# )) || true
variants=("$@")
if [ ${#variants[@]} -eq 0 ]; then
  variants=(commander-in-chief checkers coast-to-coast stackem commander-chess chair-force)
fi
cinc=$build/tools/cinc
selfplay=$build/bench/cinc-selfplay
for tool in "$cinc" "$selfplay"; do
  [ -x "$tool" ] || { echo "missing $tool: cmake --build $build --target cinc cinc-selfplay" >&2; exit 2; }
done
out=${OUT:-$(mktemp -d)}
echo "events in $out; load average at start: $(cut -d' ' -f1-3 /proc/loadavg)" >&2

# Runs a command, its output on stdout, then a last line "TIME wall cpu" (seconds).
timed() { /usr/bin/time -f "TIME %e %U %S" "$@" 2>&1; }
# "wall s (CPU s)" from timed's last line.
times_of() { awk '/^TIME/ {printf "%s s (%.1f s)", $2, $3 + $4}' <<<"$1"; }
wdl() { sed -n 's/.*W \([0-9]*\) D \([0-9]*\) L \([0-9]*\).*/\1\/\2\/\3/p' <<<"$1" | head -1; }

echo "| game | depth | vs random W/D/L, wall (CPU) | vs greedy W/D/L, wall (CPU) | 1 s from the start: depth, nodes/s; nodes per CPU s | annotate $games games: wall (CPU) |"
echo "|---|---|---|---|---|---|"
for v in "${variants[@]}"; do
  random=$(timed "$selfplay" --variant "$v" --games "$games" --opponent random)
  greedy=$(timed "$selfplay" --variant "$v" --games "$games" --opponent greedy --record "$out/$v-greedy.cgn")
  echo "$random" >&2
  echo "$greedy" >&2
  depth=$(sed -n 's/.*, depth \([0-9]*\):.*/\1/p' <<<"$random" | head -1)
  last=$("$cinc" analyse --variant "$v" --time 1000 | grep '^depth' | tail -1)
  echo "$last" >&2
  d1=$(awk '{print $2}' <<<"$last")
  nps=$(awk '{print $8}' <<<"$last")
  d=$d1
  while :; do
    fixed=$(timed "$cinc" analyse --variant "$v" --depth "$d")
    cpu=$(awk '/^TIME/ {print $3 + $4}' <<<"$fixed")
    if awk -v c="$cpu" 'BEGIN { exit !(c >= 1.0) }' || [ "$d" -ge $((d1 + 4)) ]; then break; fi
    d=$((d + 1))
  done
  n1=$(grep '^depth' <<<"$fixed" | tail -1 | awk '{print $6}')
  cpu_nps="$(awk -v n="$n1" -v c="$cpu" 'BEGIN { printf "%.0f", (c > 0 ? n / c : 0) }') (depth $d)"
  timing=$(timed "$cinc" annotate "$out/$v-greedy.cgn" -o "$out/$v-annotated.cgn" --stats)
  echo "$timing" >&2
  echo "| $v | $depth | $(wdl "$random"), $(times_of "$random") | $(wdl "$greedy"), $(times_of "$greedy") | $d1, $nps; $cpu_nps | $(times_of "$timing") |"
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
