#!/usr/bin/env bash
# Regenerates the images of docs/diagrams.md with the cinc binary itself, from the
# records beside them in docs/images/ (*.cgn) and a few FENs written here. Rules cited as §n:
# docs/rules/commander-in-chief.md, unless another page is named.
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

# 2. A Helicopter's moves (§4.3): ten ring squares open; the Bomber on e4 and the Tank on
#    c3 (blockers) cut the other six and carry the minus sign; the Amphibian on d5 is jumped.
run diagram --fen "7C/8/8/3A4/3hB3/2t5/8/c7 l - 0 1" --moves d4 --dpi "$dpi" \
  --caption $'The Helicopter on d4 may go to the ten dotted squares\nthe blockers on e4 and c3 (\u2212) cut the other six' \
  -o "$img/helicopter-moves.png"

# 3. A Bomber's jump: after 1...Ab4-c4 the Bomber on g7 jumps f6 and e5 to d4.
run diagram "$img/example.cgn" --ply 2 --moves g7 --arrow g7-d4 --dpi "$dpi" -o "$img/bomber-jump.png"

# 4. A team game (§7): Light's Air player is due after 4. Bg7-g5 (the Bomber jumps g6).
run diagram "$img/team-game.cgn" --last-move --dpi "$dpi" -o "$img/team-game.png"

# 5. Arrows and squares from the comment's [%cal] and [%csl] (docs/notation.md §4).
run diagram "$img/example.cgn" --ply 3 --dpi "$dpi" -o "$img/comment-arrows.png"

# 6. The ordinary orientation, Dark's side nearest the reader, square names written.
run diagram "$img/example.cgn" --ply 6 --square --flip --names --last-move --dpi "$dpi" -o "$img/square-flipped.png"

# 7. The variation tree of a game with side lines and NAGs.
run tree "$img/variations.cgn" --dpi "$dpi" -o "$img/tree.png"

# 7b. A long game's tree left to right, its main line folded into rows of 10 moves.
run tree "$root/samples/long-game-concession.cgn" --horizontal --dpi "$dpi" -o "$img/tree-horizontal.png"

# 8. Standard checkers (docs/rules/checkers.md §3): after 2. e5xc3 Red must take back, with
#    either man (the comment's arrows); PDN numbers in the dark squares, the jump tinted.
run diagram "$img/checkers-game.cgn" --ply 3 --last-move --numbers --dpi "$dpi" -o "$img/checkers-capture.png"

# 9. Stack'Em (docs/rules/stackem.md §2): stacks drawn as their top checker, their height
#    and a row of pips (bottom to top, left to right); Kings with a second ring and K.
#    Skipped by a binary that does not know the game yet.
if "$cinc" diagram --help 2>/dev/null | grep stackem >/dev/null; then
  run diagram --variant stackem --fen "B:2=r,6=rbR,11=bb,15=brb,22=rB,27=b,30=b" --dpi "$dpi" \
    --caption $'Stack\'Em: c7 holds Red, Black, Red King (bottom to top)\nBlack to move' \
    -o "$img/stackem-stacks.png"
fi

# 10. Coast to Coast (docs/rules/coast-to-coast.md §1): the turned board, the homes framed
#     and labelled, the last move tinted. Skipped by a binary that does not know the game yet.
if "$cinc" diagram --help 2>/dev/null | grep coast-to-coast >/dev/null; then
  run diagram "$img/coast-to-coast.cgn" --last-move --dpi "$dpi" -o "$img/coast-to-coast.png"
fi

# 11. Commander Chess: the 11x12 points, sea, mixed coast and river with its bridges; a stack
#     (Navy carrying an Air Force and a heroic Tank), heroic stars, Blue's air defence shaded.
if "$cinc" diagram --help 2>/dev/null | grep air-defence >/dev/null; then
  run diagram --variant commander-chess \
    --fen "6c4/1n2fh1hf2/3a2s2a1/2n1g+t1tg2/2ie2m2ei/11/11/2IE2M2EI/2(NF+T)1G2TG2/3A2S2A1/1N3H1HF2/6C4 r - - 0 1" \
    --air-defence blue --dpi "$dpi" \
    --caption $'Commander Chess: the Navy on c4 carries an Air Force and a heroic Tank\nBlue\'s heroic Tank on f9 starred; Blue\'s air defence shaded' \
    -o "$img/commander-chess.png"
fi

echo "make-diagrams: images written to $img"
