#!/usr/bin/env bash
# `cinc annotate` on master games, with its defaults: `bash bench/annotate-masters.sh [CINC]`
# (docs/annotate.md, section 6 "Calibrated on master games"). CINC defaults to
# build/tools/cinc. For each set of drawn master games below, prints the games, the
# judgements the engine added on the main lines ($4 very poor, $2 poor, $6 dubious) with
# the goal of issue 42 (at most one $4 per 10 games and one $2 per 5), and the wall time of
# the run on all cores (`cinc annotate --stats`). The sets, all in tests/conformance:
#
#   chinook      the 38 draws of the Tinsley-Chinook matches, London 1992 and Boston 1994
#                (checkerboard/tinsley.pdn): the set annotate's second looks were set on
#   tinsley      every 8th of Tinsley's other 495 draws, 1946-1991 (the same file): 62 games
#                the settings were not chosen on
#   oca          the 23 draws of wiegerw-pdn/OCA_2.0.pdn (19th-century matches, Anderson,
#                Wyllie, Martins...): not chosen on either; these masters did leave real
#                shots unplayed (docs/annotate.md gives two, confirmed 27 plies deep)
#
# SETS="chinook tinsley" picks sets; OUT=DIR keeps the annotated games.
set -euo pipefail
cd "$(dirname "$0")/.."
cinc="${1:-build/tools/cinc}"
sets="${SETS:-chinook tinsley oca}"
out="${OUT:-$(mktemp -d)}"
mkdir -p "$out"
if [[ ! -x "$cinc" ]]; then
  echo "bench: $cinc not found; build first (cmake --build build --target cinc), or pass CINC" >&2
  exit 2
fi

# The drawn games of a set, as a PDN file.
extract() {
  python3 - "$1" <<'EOF'
import re, sys
def games(path):
    text = open(path, encoding='latin-1').read()
    return [g for g in re.split(r'(?=^\[Event )', text, flags=re.M) if g.startswith('[Event')]
def drawn(g): return '[Result "1/2-1/2"]' in g
def chinook(g): return re.match(r'\[Event "(London 1992|Boston,? 1994)', g) is not None
which = sys.argv[1]
tinsley = games('tests/conformance/checkerboard/tinsley.pdn')
if which == 'chinook':
    chosen = [g for g in tinsley if chinook(g) and drawn(g)]
elif which == 'tinsley':
    chosen = [g for g in tinsley if not chinook(g) and drawn(g)][::8]
elif which == 'oca':
    chosen = [g for g in games('tests/conformance/wiegerw-pdn/OCA_2.0.pdn') if drawn(g)]
else:
    sys.exit('unknown set ' + which)
sys.stdout.write(''.join(chosen))
EOF
}

# "$4 $2 $6" added on the main lines of an annotated PDN file (variations and comments left out).
count() {
  python3 - "$1" <<'EOF'
import re, sys
text = open(sys.argv[1], encoding='latin-1').read()
counts = {4: 0, 2: 0, 6: 0}
for g in re.split(r'(?=^\[Event )', text, flags=re.M):
    body = re.sub(r'^\[.*\]\s*$', '', g, flags=re.M)
    kept, depth, comment = [], 0, False
    for ch in body:
        if comment:
            comment = ch != '}'
        elif ch == '{':
            comment = True
        elif ch == '(':
            depth += 1
        elif ch == ')':
            depth -= 1
        elif depth == 0:
            kept.append(ch)
    for nag in counts:
        counts[nag] += len(re.findall(r'\$%d\b' % nag, ''.join(kept)))
print(counts[4], counts[2], counts[6])
EOF
}

printf '%-8s %5s %4s %4s %4s  %-22s %8s\n' set games '$4' '$2' '$6' 'goal ($4, $2 at most)' 'seconds'
for set in $sets; do
  extract "$set" >"$out/$set.pdn"
  games=$(grep -c '^\[Event ' "$out/$set.pdn")
  start=$(date +%s.%N)
  "$cinc" annotate "$out/$set.pdn" -o "$out/$set.annotated.pdn" --stats 2>"$out/$set.stats" || true
  end=$(date +%s.%N)
  read -r very_poor poor dubious < <(count "$out/$set.annotated.pdn")
  printf '%-8s %5d %4d %4d %4d  %-22s %8.1f\n' "$set" "$games" "$very_poor" "$poor" "$dubious" \
    "$((games / 10)), $((games / 5))" "$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')"
done
echo "annotated games in $out"
