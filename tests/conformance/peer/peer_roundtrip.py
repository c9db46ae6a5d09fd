#!/usr/bin/env python3
"""Round-trip cinc's PDN export through an independent PDN reader (pydraughts).

Not part of CI.  Python 3 standard library only; pydraughts
(https://github.com/AttackingOrDefending/pydraughts) is imported from the
directory given with --pydraughts and is never copied into this repository.

Usage (from the repository root):

    python3 tests/conformance/peer/peer_roundtrip.py \
        --pydraughts /tmp/pydraughts --pydraughts-commit <sha> \
        --cinc build-test/tools/cinc \
        --out tests/conformance/peer/results.json

For every English-checkers file of tests/conformance/ (not the not-english-*
ones) and every samples/checkers/*.pdn it:

1. runs `cinc pdn FILE` (cinc's PDN export) and `cinc json FILE` (cinc's own
   replay: ply count, the position after the last replayed ply);
2. reads the whole export with pydraughts' `draughts.PDN.PDNReader` (how many
   games it finds);
3. cuts the export into games (a game starts at a tag line that follows
   movetext) and reads each game alone with `PDNReader`, so that one game the
   reader trips over does not hide the others;
4. "reader replay": replays the moves pydraughts' reader parsed on a pydraughts
   `Board("english", fen)` (the game's FEN tag, else the start position);
5. "direct replay" (a control): replays the moves of cinc's export as this
   script tokenises them (comments, variations, NAGs, move numbers and the
   result left out) on the same kind of board, so pydraughts' rules and
   positions are compared with cinc's even where its reader falls short;
6. compares, in PDN square numbers, pydraughts' final FEN with cinc's.

Colours: pydraughts' English variant works internally with White moving first
from the high squares (its square = 33 - PDN square, see draughts/convert.py
`_rotate_move` notation 1 and `_change_fen_from_variant`), but its public
layer (Board.fen, Board.turn, Board.winner, Move.pdn_move) turns both back:
the public FEN of the start is `B:W21,...,32:B1,...,12` and Board.turn is
BLACK there.  So pydraughts' public `B` = PDN Black = cinc's Black (the first
player, on 1-12) and its `W` = PDN White = cinc's Red.  No translation is
needed beyond sorting the squares numerically (pydraughts sorts them as
strings) and dropping cinc's optional `:H<n>:F<n>` fields.
"""

import argparse
import glob
import json
import os
import re
import subprocess
import sys
import time
import traceback

RESULTS = ("1-0", "0-1", "1/2-1/2", "*", "2-0", "0-2", "1-1", "0-0")


# ----------------------------------------------------------------------------
# FEN normalisation (PDN numbering; colour letters as PDN: B first player).
# ----------------------------------------------------------------------------

def _expand(items):
    """'K5,21,22-24' -> set of ('K'|'', n)."""
    out = set()
    for item in items.split(","):
        item = item.strip().rstrip(".")
        if not item:
            continue
        king = ""
        if item[0] in "Kk":
            king, item = "K", item[1:]
        if "-" in item:
            a, b = item.split("-", 1)
            for n in range(int(a), int(b) + 1):
                out.add((king, n))
        else:
            out.add((king, int(item)))
    return out


def normal_fen(fen):
    """A canonical `S:W..:B..` string, squares ascending, kings as Kn; None if unreadable."""
    if fen is None:
        return None
    try:
        parts = fen.strip().rstrip(".").split(":")
        side = parts[0].strip().upper()
        lists = {}
        for p in parts[1:]:
            p = p.strip()
            if not p:
                continue
            if p[0] in "WB":
                lists[p[0]] = _expand(p[1:])
            elif p[0] in "HF":      # cinc's optional half-move / full-move fields
                continue
            else:
                return None
        out = [side]
        for colour in ("W", "B"):
            pieces = sorted(lists.get(colour, set()), key=lambda kn: kn[1])
            out.append(colour + ",".join(k + str(n) for k, n in pieces))
        return ":".join(out)
    except (ValueError, IndexError):
        return None


START = normal_fen("B:W21-32:B1-12")


# ----------------------------------------------------------------------------
# Cutting cinc's export into games, and tokenising a game's movetext.
# ----------------------------------------------------------------------------

def split_games(text):
    """Games of a PDN text: a new game starts at a tag line that follows a non-tag line."""
    games, current, seen_movetext = [], [], False
    for line in text.split("\n"):
        is_tag = line.startswith("[")
        if is_tag and seen_movetext:
            games.append("\n".join(current).rstrip("\n") + "\n")
            current, seen_movetext = [], False
        current.append(line)
        if line.strip() and not is_tag:
            seen_movetext = True
    if any(l.strip() for l in current):
        games.append("\n".join(current).rstrip("\n") + "\n")
    return games


MOVE_RE = re.compile(r"^(\d+)([-x]\d+)+$")
NUMBER_RE = re.compile(r"^\d+\.(\.\.)?$")


def movetext_tokens(game_text):
    """(moves, result, other tokens) of a game as cinc wrote it."""
    body = "\n".join(l for l in game_text.split("\n") if not l.startswith("["))
    body = re.sub(r"\{[^}]*\}", " ", body)
    while True:
        body, n = re.subn(r"\([^()]*\)", " ", body)
        if not n:
            break
    body = re.sub(r"\$\d+", " ", body)
    moves, result, other = [], None, []
    for tok in body.split():
        if NUMBER_RE.match(tok):
            continue
        if tok in RESULTS:
            result = tok
            break
        bare = tok.rstrip("!?")
        if MOVE_RE.match(bare):
            moves.append(bare)
        else:
            other.append(tok)
    return moves, result, other


def plain_text(game_text, moves, result):
    """The game's tags and its moves numbered in pairs from 1, nothing else."""
    tags = [l for l in game_text.split("\n") if l.startswith("[")]
    body = []
    for i in range(0, len(moves), 2):
        body.append("%d. %s" % (i // 2 + 1, " ".join(moves[i:i + 2])))
    body.append(result or "*")
    return "\n".join(tags) + "\n\n" + " ".join(body) + "\n"


# ----------------------------------------------------------------------------
# pydraughts
# ----------------------------------------------------------------------------

def short_exc(e):
    return (type(e).__name__ + ": " + str(e))[:200]


def replay(draughts, fen_tag, moves):
    """Replay PDN move strings on pydraughts' English board."""
    out = {"applied": 0}
    try:
        board = draughts.Board("english", fen_tag if fen_tag else "startpos")
    except Exception as e:  # noqa: BLE001 - any failure of the peer is data
        out["failure"] = {"ply": 0, "move": None, "why": "board set-up: " + short_exc(e)}
        return out
    for i, mv in enumerate(moves):
        try:
            move = draughts.Move(board, pdn_move=mv)
            board.push(move)
        except Exception as e:  # noqa: BLE001
            out["failure"] = {"ply": i + 1, "move": mv,
                              "why": "not a legal move here" if isinstance(e, KeyError) else short_exc(e)}
            break
        out["applied"] = i + 1
    out["fen"] = board.fen          # as pydraughts gives it (its squares sorted as strings)
    try:
        w = board.winner()
        out["winner"] = {None: None, 0: "draw", draughts.BLACK: "Black", draughts.WHITE: "White"}.get(w, str(w))
    except Exception as e:  # noqa: BLE001
        out["winner"] = "error: " + short_exc(e)
    return out


def read_game(PDNReader, text):
    """Read one game's text with pydraughts; returns (info, moves or None)."""
    info = {}
    try:
        r = PDNReader(pdn_text=text)
    except Exception as e:  # noqa: BLE001
        info["read"] = False
        info["error"] = short_exc(e)
        where = traceback.extract_tb(e.__traceback__)[-1]
        info["error_at"] = "%s:%d" % (os.path.basename(where.filename), where.lineno)
        return info, None
    info["read"] = True
    info["games_found"] = len(r.games)
    g = r.games[0]
    info["variant"] = g.variant
    info["result_tag"] = g.tags.get("Result")
    info["game_ending"] = g.game_ending
    info["moves_parsed"] = len(g.moves)
    return info, list(g.moves)


# ----------------------------------------------------------------------------
# cinc
# ----------------------------------------------------------------------------

def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return p.returncode, p.stdout.decode("utf-8"), p.stderr.decode("utf-8", "replace")


def cinc_game_facts(g):
    plies = g["moves"]
    replayed = [m for m in plies if m.get("fen_after")]
    final = replayed[-1]["fen_after"] if replayed else g.get("start")
    facts = {
        "valid": g["valid"],
        "result": g["result"],
        "plies_written": len(plies),
        "plies_replayed": len(replayed),
        "final_fen": final,            # the last replayed ply's fen_after, else the start
    }
    errors = sorted({d["code"] for d in g["diagnostics"] if d["severity"] == "error"})
    if errors:
        facts["errors"] = errors
    return facts


# ----------------------------------------------------------------------------
# Per game comparison
# ----------------------------------------------------------------------------

def compare(chunk, jg, PDNReader, draughts):
    c = cinc_game_facts(jg)
    tags = dict(re.findall(r'^\[(\w+) "((?:[^"\\]|\\.)*)"\]', chunk, re.M))
    exp_moves, exp_result, exp_other = movetext_tokens(chunk)
    rec = {"event": tags.get("Event")}
    if "FEN" in tags:
        rec["fen_tag"] = tags["FEN"]
    rec["cinc"] = c
    rec["export"] = {"moves": len(exp_moves), "result": exp_result}
    if exp_other:
        rec["export"]["unparsed_tokens"] = exp_other[:5]

    info, pmoves = read_game(PDNReader, chunk)
    rec["pydraughts_read"] = info
    if pmoves is not None:
        if pmoves != exp_moves:
            k = next((i for i, (a, b) in enumerate(zip(pmoves, exp_moves)) if a != b),
                     min(len(pmoves), len(exp_moves)))
            info["moves_differ_from_export"] = {
                "first_index": k + 1,
                "pydraughts": pmoves[max(0, k - 1):k + 2],
                "export": exp_moves[max(0, k - 1):k + 2]}
    rec["direct_replay"] = replay(draughts, tags.get("FEN"), exp_moves)
    if pmoves is not None:
        # Same moves, same board: the replay is the same, so it is not run twice.
        rec["reader_replay"] = ({"same_as_direct": True} if pmoves == exp_moves
                                else replay(draughts, tags.get("FEN"), pmoves))

    # Classification.
    cinc_final = normal_fen(c["final_fen"])

    def positions_equal(rp):
        return rp is not None and "failure" not in rp and normal_fen(rp.get("fen")) == cinc_final

    rr = rec.get("reader_replay")
    if rr is not None and rr.get("same_as_direct"):
        rr = rec["direct_replay"]
    rec["reader_equal"] = bool(
        info.get("read") and info.get("moves_parsed") == c["plies_written"]
        and positions_equal(rr) and rr["applied"] == c["plies_written"])
    # The control agrees when pydraughts applies exactly the plies cinc replayed (for a game whose
    # source has an illegal move, it stops at the same ply) and reaches the same position.
    dr = rec["direct_replay"]
    rec["direct_equal"] = bool(dr["applied"] == c["plies_replayed"] and cinc_final is not None
                               and normal_fen(dr.get("fen")) == cinc_final)
    rec["result_equal"] = bool(info.get("read") and info.get("game_ending") == exp_result
                               and (info.get("result_tag") in (None, jg["result"])))
    if not rec["reader_equal"] and c["plies_written"] and c["plies_replayed"] == c["plies_written"]:
        # Diagnosis: the same game rewritten in the plainest form ("1. a b 2. c d ... result",
        # tags kept, no comments, no "N..." numbers) and read again.  If pydraughts then reads
        # it right, what it tripped over was the form of the text, not the moves.
        plain = plain_text(chunk, exp_moves, exp_result)
        info2, pm2 = read_game(PDNReader, plain)
        retry = {"read": info2.get("read", False), "moves_parsed": info2.get("moves_parsed")}
        if pm2 is not None:
            rp2 = replay(draughts, tags.get("FEN"), pm2)
            retry["equal"] = bool(len(pm2) == c["plies_written"] and positions_equal(rp2)
                                  and rp2["applied"] == c["plies_written"])
            if not retry["equal"]:
                retry["moves_head"] = pm2[:3]
        rec["reader_retry_plain"] = retry
        if tags.get("FEN") and exp_moves:
            rec["reader_difference"] = "set-up game with moves (FEN tag %s to move)" % tags["FEN"][:1]
        elif re.search(r"\}\s*\d+\.\.\.", chunk):
            rec["reader_difference"] = "N... move number after a comment"
        else:
            rec["reader_difference"] = "other"
    fen_tag_n = normal_fen(tags.get("FEN")) if tags.get("FEN") else START
    cinc_start = normal_fen(jg.get("start"))
    rec["export_start_matches_cinc_start"] = (cinc_start is None) or (fen_tag_n == cinc_start)
    return rec


def conformance_files(root):
    files = sorted(glob.glob(os.path.join(root, "tests", "conformance", "*", "*.pdn")))
    files = [f for f in files if not os.path.basename(f).startswith("not-english-")]
    files += sorted(glob.glob(os.path.join(root, "samples", "checkers", "*.pdn")))
    return files


def main():
    # pydraughts' reader walks a set() of move numbers (draughts/PDN.py, "double_numbers"), so
    # what it makes of some games depends on Python's string hashing.  Pin it for repeatable data.
    if os.environ.get("PYTHONHASHSEED") != "0":
        env = dict(os.environ, PYTHONHASHSEED="0")
        os.execve(sys.executable, [sys.executable] + sys.argv, env)
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pydraughts", required=True, help="directory holding pydraughts' `draughts` package")
    ap.add_argument("--pydraughts-commit", default=None, help="commit of that tree, recorded in the output")
    ap.add_argument("--cinc", required=True, help="the cinc binary")
    ap.add_argument("--root", default=None, help="repository root (default: three levels above this script)")
    ap.add_argument("--out", default=None, help="output JSON (default: standard output)")
    ap.add_argument("files", nargs="*", help="PDN files (default: the corpus and samples)")
    args = ap.parse_args()

    root = os.path.abspath(args.root or os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
    sys.path.insert(0, os.path.abspath(args.pydraughts))
    import draughts  # noqa: E402  (pydraughts, from the path given)
    from draughts.PDN import PDNReader  # noqa: E402

    rc, cinc_version, _ = run([args.cinc, "--version"])
    files = args.files or conformance_files(root)
    out_files = []
    for path in files:
        rel = os.path.relpath(os.path.abspath(path), root)
        t0 = time.time()
        rc_pdn, export, err_pdn = run([args.cinc, "pdn", "--quiet", path])
        rc_json, js, _ = run([args.cinc, "json", "--quiet", "--moves", "full", path])
        jgames = json.loads(js)["games"] if js.strip() else []
        chunks = split_games(export)
        frec = {"file": rel, "cinc_pdn_exit": rc_pdn, "cinc_json_exit": rc_json,
                "cinc_games": len(jgames), "export_games": len(chunks),
                "cinc_pdn_errors": len([l for l in err_pdn.splitlines() if ": error: " in l])}
        # Whole export at once, as a user of the library would read a file.
        try:
            whole = PDNReader(pdn_text=export)
            frec["whole_file_read"] = {"games_read": len(whole.games)}
        except Exception as e:  # noqa: BLE001
            frec["whole_file_read"] = {"games_read": None, "error": short_exc(e)}
        games = []
        if len(chunks) == len(jgames):
            for i, (chunk, jg) in enumerate(zip(chunks, jgames)):
                rec = {"index": i + 1}
                rec.update(compare(chunk, jg, PDNReader, draughts))
                games.append(rec)
        else:
            frec["error"] = "export games and json games differ in number"
        frec["games"] = games
        frec["seconds"] = round(time.time() - t0, 1)
        out_files.append(frec)
        print("%-70s %5d games %6.1fs" % (rel, len(games), frec["seconds"]), file=sys.stderr)

    totals = summarise(out_files)
    doc = {
        "generator": "tests/conformance/peer/peer_roundtrip.py",
        "peer": {"name": "pydraughts", "repository": "https://github.com/AttackingOrDefending/pydraughts",
                 "commit": args.pydraughts_commit, "version": getattr(draughts, "__version__", None),
                 "reader": "draughts.PDN.PDNReader", "board": 'draughts.Board("english", fen)'},
        "cinc": cinc_version.strip(),
        "python": sys.version.split()[0],
        "pythonhashseed": os.environ.get("PYTHONHASHSEED"),
        "conventions": {
            "squares": "PDN numbers 1-32, Black (first player) on 1-12",
            "colours": "pydraughts' public FEN/turn for 'english' use PDN letters: B = first player = cinc Black, "
                       "W = PDN White = cinc Red (internally it swaps colours and numbers 33-n; its public layer undoes it)",
            "fen_compare": "cinc.final_fen and the replays' fen are stored as each program writes them; they are "
                           "compared after normalising both (squares in numeric order, cinc's :H/:F fields dropped)",
            "reader_replay": "{same_as_direct: true} when pydraughts' reader parsed exactly the export's moves",
            "reader_equal": "pydraughts read the game alone, parsed as many moves as cinc wrote, replayed them all, "
                            "and reached cinc's final position",
            "direct_equal": "the moves of cinc's export, tokenised by this script, replay on pydraughts' board "
                            "as far as cinc replayed them and reach cinc's final position",
        },
        "totals": totals,
        "files": out_files,
    }
    write(doc, args.out)


def summarise(files):
    t = {"files": len(files), "games": 0, "games_without_moves": 0,
         "cinc_valid": 0, "cinc_invalid": 0,
         "whole_file_games_read": 0, "files_read_whole": 0,
         "read_alone": 0, "read_alone_failed": 0,
         "valid": {"moves_parsed_equal_cinc_plies": 0, "reader_equal": 0, "reader_differs": 0,
                   "direct_equal": 0, "direct_differs": 0, "result_equal": 0},
         "invalid": {"reader_equal": 0, "direct_equal": 0, "result_equal": 0},
         "export_start_mismatch": 0,
         "reader_differences": {}}
    for f in files:
        n = f["whole_file_read"].get("games_read") or 0
        t["whole_file_games_read"] += n
        t["files_read_whole"] += n == f["cinc_games"]
        for g in f["games"]:
            t["games"] += 1
            c = g["cinc"]
            t["cinc_valid" if c["valid"] else "cinc_invalid"] += 1
            t["games_without_moves"] += c["plies_written"] == 0
            r = g["pydraughts_read"]
            t["read_alone" if r.get("read") else "read_alone_failed"] += 1
            if c["valid"]:
                v = t["valid"]
                v["moves_parsed_equal_cinc_plies"] += r.get("moves_parsed") == c["plies_written"]
                v["reader_equal"] += g["reader_equal"]
                v["reader_differs"] += not g["reader_equal"]
                v["direct_equal"] += g["direct_equal"]
                v["direct_differs"] += not g["direct_equal"]
                v["result_equal"] += g["result_equal"]
            else:
                v = t["invalid"]
                v["reader_equal"] += g["reader_equal"]
                v["direct_equal"] += g["direct_equal"]
                v["result_equal"] += g["result_equal"]
            if "reader_difference" in g:
                d = t["reader_differences"].setdefault(g["reader_difference"],
                                                       {"games": 0, "read_right_when_written_plainly": 0})
                d["games"] += 1
                d["read_right_when_written_plainly"] += bool(g["reader_retry_plain"].get("equal"))
            t["export_start_mismatch"] += not g["export_start_matches_cinc_start"]
    return t


def write(doc, out):
    """Deterministic JSON: header indented, one line per game."""
    lines = ["{"]
    head = {k: v for k, v in doc.items() if k != "files"}
    for k, v in head.items():
        lines.append(" %s: %s," % (json.dumps(k), json.dumps(v, ensure_ascii=False, sort_keys=False)))
    lines.append(' "files": [')
    for fi, f in enumerate(doc["files"]):
        meta = {k: v for k, v in f.items() if k not in ("games", "seconds")}
        lines.append("  {" + json.dumps(meta, ensure_ascii=False)[1:-1] + ', "games": [')
        for gi, g in enumerate(f["games"]):
            lines.append("   " + json.dumps(g, ensure_ascii=False) + ("," if gi + 1 < len(f["games"]) else ""))
        lines.append("  ]}" + ("," if fi + 1 < len(doc["files"]) else ""))
    lines.append(" ]")
    lines.append("}")
    text = "\n".join(lines) + "\n"
    json.loads(text)  # well-formed
    if out:
        with open(out, "w", encoding="utf-8") as fh:
            fh.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
