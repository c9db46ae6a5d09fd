#!/usr/bin/env bash
# Regenerates the images of docs/diagrams.md with the cinc binary itself, from the
# records beside them in docs/images/ (*.cgn) and a few FENs written here.
#   scripts/make-diagrams.sh [path/to/cinc]      (default: build/tools/cinc)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cinc=${1:-$root/build/tools/cinc}
img=$root/docs/images
dpi=${DPI:-110}
[ -x "$cinc" ] || { echo "make-diagrams: no cinc binary at $cinc (build first, or pass its path)" >&2; exit 2; }

run() { echo "cinc $*"; "$cinc" "$@"; }

# 1. The start position (§2), from the record at ply 0.
run diagram "$img/example.cgn" --ply 0 --dpi "$dpi" -o "$img/start.png"

# 2. A Helicopter's moves (§4): ten ring squares open; the Bomber on e4 and the Tank on
#    c3 (blockers) cut the other six and carry the minus sign; the Amphibian on d5 is jumped.
run diagram --fen "7C/8/8/3A4/3hB3/2t5/8/c7 l - 0 1" --moves d4 --dpi "$dpi" \
  --caption $'The Helicopter on d4 may go to the ten dotted squares\nthe blockers on e4 and c3 (\u2212) cut the other six' \
  -o "$img/helicopter-moves.png"

# 3. A Bomber's jump: after 1...Ab4-c4 the Bomber on g7 jumps f6 and e5 to d4.
run diagram "$img/example.cgn" --ply 2 --moves g7 --arrow g7-d4 --dpi "$dpi" -o "$img/bomber-jump.png"

# 4. A team game (§7): Light's Air player is due after 4. Bg7-g5 (the Bomber jumps g6).
run diagram "$img/team-game.cgn" --last-move --dpi "$dpi" -o "$img/team-game.png"

# 5. Arrows and squares from the comment's [%cal] and [%csl] (notation.md §2).
run diagram "$img/example.cgn" --ply 3 --dpi "$dpi" -o "$img/comment-arrows.png"

# 6. The ordinary orientation, Dark's side nearest the reader, square names written.
run diagram "$img/example.cgn" --ply 6 --square --flip --names --last-move --dpi "$dpi" -o "$img/square-flipped.png"

# 7. The variation tree of a game with side lines and NAGs.
run tree "$img/variations.cgn" --dpi "$dpi" -o "$img/tree.png"

echo "make-diagrams: images written to $img"
