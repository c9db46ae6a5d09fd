#!/usr/bin/env python3
"""Independent oracle for the PDN conformance corpus (English checkers).

Written from the rules of English draughts / American checkers and from the
PDN conventions described in README.md; it uses no code of cinc and no code of
any other project.  Python 3 standard library only.

Usage:
    python3 tests/conformance/oracle.py                 # every *.pdn below this directory
    python3 tests/conformance/oracle.py FILE.pdn ...    # only these files
    python3 tests/conformance/oracle.py --out tests/conformance/expected.json

The JSON document goes to standard output unless --out is given.

What it does, per game: splits the file into games (tag pairs + movetext),
skips comments, variations, NAGs and move-strength marks, and replays the main
line with the real rules on the 32-square board (Black's men on 1-12, White's
on 21-32, Black moves first unless the FEN or GameType says otherwise).  It
reports how many plies it could apply, the first one it could not and why, the
final position, and who won physically when the position decides the game.
"""

import json
import os
import re
import sys

# --------------------------------------------------------------------------
# Board geometry.  Squares are numbered 1..32 from Black's side: row r =
# (n-1)//4 (row 0 holds 1-4, row 7 holds 29-32).  Inside a row the k-th square
# (k = (n-1)%4) sits in column 2k+1 on even rows and 2k on odd rows, which
# gives the usual adjacency: 1->5,6  4->8  5->9  6->9,10  ...
# Black's men move towards higher rows, White's towards lower rows.
# --------------------------------------------------------------------------

def sq_rc(n):
    r = (n - 1) // 4
    k = (n - 1) % 4
    return r, (2 * k + 1) if r % 2 == 0 else 2 * k


def rc_sq(r, c):
    if 0 <= r < 8 and 0 <= c < 8 and (r + c) % 2 == 1:
        return 4 * r + c // 2 + 1
    return None


DIRS = [(1, -1), (1, 1), (-1, -1), (-1, 1)]
STEP = {}    # (square, dir) -> neighbour square or None
JUMP = {}    # (square, dir) -> (jumped square, landing square) or None
for _n in range(1, 33):
    _r, _c = sq_rc(_n)
    for _d in DIRS:
        STEP[(_n, _d)] = rc_sq(_r + _d[0], _c + _d[1])
        _m = rc_sq(_r + _d[0], _c + _d[1])
        _l = rc_sq(_r + 2 * _d[0], _c + 2 * _d[1])
        JUMP[(_n, _d)] = (_m, _l) if (_m and _l) else None

BLACK, WHITE = 'black', 'white'


def other(side):
    return WHITE if side == BLACK else BLACK


def colour_of(piece):
    return BLACK if piece in 'bB' else WHITE


def is_king(piece):
    return piece in 'BW'


def piece_dirs(piece):
    if is_king(piece):
        return DIRS
    return DIRS[:2] if piece == 'b' else DIRS[2:]


def crown_row(side):
    return 7 if side == BLACK else 0


def start_position():
    board = {}
    for n in range(1, 13):
        board[n] = 'b'
    for n in range(21, 33):
        board[n] = 'w'
    return board


def legal_moves(board, side):
    """All legal moves of `side`: list of (path, captured) tuples.

    Captures are compulsory; a capture continues while a further jump is
    possible; a man that reaches the crown row ends its move there.
    """
    captures = []
    for s, p in board.items():
        if colour_of(p) != side:
            continue
        _jumps(board, side, s, p, s, [s], [], captures)
    if captures:
        return captures
    steps = []
    for s, p in board.items():
        if colour_of(p) != side:
            continue
        for d in piece_dirs(p):
            t = STEP[(s, d)]
            if t and t not in board:
                steps.append(([s, t], []))
    return steps


def _jumps(board, side, origin, piece, cur, path, captured, out):
    found = False
    for d in piece_dirs(piece):
        j = JUMP[(cur, d)]
        if not j:
            continue
        m, l = j
        if m in captured:
            continue
        mp = board.get(m)
        if mp is None or colour_of(mp) == side:
            continue
        if l != origin and l in board:
            continue
        found = True
        newpath = path + [l]
        newcap = captured + [m]
        if not is_king(piece) and sq_rc(l)[0] == crown_row(side):
            out.append((newpath, newcap))      # crowned: the move ends here
        else:
            _jumps(board, side, origin, piece, l, newpath, newcap, out)
    if not found and len(path) > 1:
        out.append((path, captured))


def apply_move(board, side, move):
    path, captured = move
    b = dict(board)
    p = b.pop(path[0])
    for m in captured:
        del b[m]
    dest = path[-1]
    if not is_king(p) and sq_rc(dest)[0] == crown_row(side):
        p = p.upper()
    b[dest] = p
    return b


def position_json(board, to_move):
    def lst(kind):
        return sorted(s for s, p in board.items() if p == kind)
    return {
        'to_move': to_move,
        'black': {'men': lst('b'), 'kings': lst('B')},
        'white': {'men': lst('w'), 'kings': lst('W')},
    }


# --------------------------------------------------------------------------
# Algebraic squares.  Four ways a file may lay the board out; the oracle
# tries them all and keeps the one under which most plies apply.
#   white-a1 : White's men on ranks 1-3, a1 dark (a1 = 29, h8 = 4)
#   black-a1 : Black's men on ranks 1-3, a1 dark (a1 = 4,  h8 = 29)
#   white-h1 / black-h1 : the mirror images (h1 dark, a1 light)
# --------------------------------------------------------------------------

ORIENTATIONS = ['white-a1', 'black-a1', 'white-h1', 'black-h1']


def alg_to_num(file_letter, rank, orient):
    f = ord(file_letter.lower()) - ord('a')      # 0..7
    rk = rank - 1                                # 0..7
    if orient.endswith('h1'):
        f = 7 - f
    if (f + rk) % 2 != 0:
        return None                              # light square
    if orient.startswith('white'):
        r, c = 7 - rk, f        # rank 8 is row 0 (Black's back rank)
    else:
        r, c = rk, 7 - f        # rank 1 is row 0
    return rc_sq(r, c)


# --------------------------------------------------------------------------
# Tokenizer
# --------------------------------------------------------------------------

RESULT_RE = re.compile(r'(1/2-1/2|1/2:1/2|1-0|0-1|2-0|0-2|1-1|0-0|1:0|0:1|\*)'
                       r'(?=$|[\s\[\]{}();])')
MOVENUM_RE = re.compile(r'(\d+)\s*(\.\.\.|\.)')
NUM_MOVE_RE = re.compile(r'\d{1,2}(?:[ \t]*[-xX:][ \t]*\d{1,2})+')
ALG_MOVE_RE = re.compile(r'[a-hA-H][1-8](?:[-xX:][a-hA-H][1-8])+')
STRENGTH_RE = re.compile(r'[!?*]+')
NAG_RE = re.compile(r'\$\d+')
TAG_RE = re.compile(r'\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\]|\\.)*)"\s*\]')
DELIMS = set(' \t\r\n\f\v[]{}();')


class Tok:
    __slots__ = ('kind', 'text', 'line', 'extra')

    def __init__(self, kind, text, line, extra=None):
        self.kind, self.text, self.line, self.extra = kind, text, line, extra


def tokenize(text, stats):
    toks = []
    i, n, line = 0, len(text), 1
    at_line_start = True

    def count_lines(a, b):
        return text.count('\n', a, b)

    while i < n:
        ch = text[i]
        if ch == '\n':
            line += 1
            i += 1
            at_line_start = True
            continue
        if ch in ' \t\r\f\v\ufeff':
            i += 1
            continue
        if at_line_start and ch == '%':                 # escape line
            j = text.find('\n', i)
            j = n if j < 0 else j
            stats['escape_lines'] += 1
            i = j
            continue
        at_line_start = False
        if ch == '[':
            m = TAG_RE.match(text, i)
            if m:
                toks.append(Tok('tag', (m.group(1), m.group(2).replace('\\"', '"').replace('\\\\', '\\')), line))
                line += count_lines(i, m.end())
                i = m.end()
                continue
            j = text.find(']', i)
            j = n if j < 0 else j + 1
            toks.append(Tok('junk', text[i:j], line))
            line += count_lines(i, j)
            i = j
            continue
        if ch == '{':
            j = text.find('}', i)
            j = n if j < 0 else j + 1
            stats['comments'] += 1
            toks.append(Tok('comment', text[i:j], line))
            line += count_lines(i, j)
            i = j
            continue
        if ch == ';':
            j = text.find('\n', i)
            j = n if j < 0 else j
            stats['line_comments'] += 1
            i = j
            continue
        if ch == '(':
            j, content = _skip_parens(text, i)
            if re.fullmatch(r'\s*[!?]+\s*', content):
                stats['strength_marks'] += 1
                if toks and toks[-1].kind == 'move':
                    toks[-1].extra = (toks[-1].extra or '') + '(' + content.strip() + ')'
            else:
                stats['variations'] += 1
            line += count_lines(i, j)
            i = j
            continue
        if ch == ')':
            toks.append(Tok('junk', ')', line))
            i += 1
            continue
        m = RESULT_RE.match(text, i)
        if m:
            toks.append(Tok('result', m.group(1), line))
            i = m.end()
            continue
        m = NAG_RE.match(text, i)
        if m:
            stats['nags'] += 1
            i = m.end()
            continue
        if text.startswith('...', i):
            i += 3
            continue
        m = MOVENUM_RE.match(text, i)
        if m:
            toks.append(Tok('movenum', m.group(0), line))
            i = m.end()
            continue
        m = NUM_MOVE_RE.match(text, i) or ALG_MOVE_RE.match(text, i)
        if m:
            mv = m.group(0)
            j = m.end()
            s = STRENGTH_RE.match(text, j)
            strength = None
            if s:
                strength = s.group(0)
                j = s.end()
                stats['strength_marks'] += 1
            if j >= n or text[j] in DELIMS:
                toks.append(Tok('move', mv, line, strength))
                i = j
                continue
        j = i
        while j < n and text[j] not in DELIMS:
            j += 1
        if j == i:
            j = i + 1
        toks.append(Tok('junk', text[i:j], line))
        i = j
    return toks


def _skip_parens(text, i):
    """i points at '('; return (index after the matching ')', inner text)."""
    depth, j, n = 0, i, len(text)
    while j < n:
        c = text[j]
        if c == '{':
            k = text.find('}', j)
            j = n if k < 0 else k + 1
            continue
        if c == ';':
            k = text.find('\n', j)
            j = n if k < 0 else k
            continue
        if c == '(':
            depth += 1
        elif c == ')':
            depth -= 1
            if depth == 0:
                return j + 1, text[i + 1:j]
        j += 1
    return n, text[i + 1:]


# --------------------------------------------------------------------------
# Game segmentation: a game is its tag pairs and its movetext; a result token
# ends it; a tag after movetext or after a result starts the next one.
# --------------------------------------------------------------------------

def split_games(toks):
    games, cur = [], None

    def new(line):
        return {'line': line, 'tags': [], 'moves': [], 'result': None,
                'junk': [], 'comments': 0}

    for t in toks:
        if t.kind == 'tag':
            if cur is not None and (cur['moves'] or cur['result'] is not None):
                games.append(cur)
                cur = None
            if cur is None:
                cur = new(t.line)
            cur['tags'].append(t.text)
        elif t.kind == 'result':
            if cur is None:
                cur = new(t.line)
            cur['result'] = (t.text, t.line)
            games.append(cur)
            cur = None
        elif t.kind == 'move':
            if cur is None:
                cur = new(t.line)
            cur['moves'].append((t.text, t.line, t.extra))
        elif t.kind == 'comment':
            if cur is not None:
                cur['comments'] += 1
        elif t.kind == 'junk':
            if cur is None:
                cur = new(t.line)
            cur['junk'].append((t.text, t.line))
        # movenum tokens carry no information the oracle needs
    if cur is not None and (cur['tags'] or cur['moves'] or cur['junk']):
        games.append(cur)
    return games


# --------------------------------------------------------------------------
# FEN and GameType
# --------------------------------------------------------------------------

def parse_fen(fen, orient):
    """Return (board, side_to_move or None) or raise ValueError."""
    s = fen.strip().rstrip('.').strip()
    parts = [p.strip() for p in s.split(':')]
    if not parts or parts[0].upper() not in ('B', 'W', '?', ''):
        raise ValueError('FEN: side to move is not B or W: %r' % fen)
    to_move = {'B': BLACK, 'W': WHITE}.get(parts[0].upper())
    board = {}
    for sec in parts[1:]:
        if not sec:
            continue
        colour = sec[0].upper()
        if colour not in 'BW':
            raise ValueError('FEN: section does not start with B or W: %r' % sec)
        body = sec[1:].strip().rstrip('.')
        if not body:
            continue
        for item in body.split(','):
            item = item.strip().rstrip('.')
            if not item:
                continue
            king = False
            if item[0] in 'Kk':
                king, item = True, item[1:]
            squares = []
            m = re.fullmatch(r'(\d+)-(\d+)', item)
            if m:
                squares = list(range(int(m.group(1)), int(m.group(2)) + 1))
            elif re.fullmatch(r'\d+', item):
                squares = [int(item)]
            elif re.fullmatch(r'[a-hA-H][1-8]', item):
                if orient is None:
                    raise ValueError('FEN: algebraic square with numeric notation')
                q = alg_to_num(item[0], int(item[1]), orient)
                if q is None:
                    raise ValueError('FEN: light square %r' % item)
                squares = [q]
            else:
                raise ValueError('FEN: bad piece %r' % item)
            for q in squares:
                if not 1 <= q <= 32:
                    raise ValueError('FEN: square %d outside 1..32' % q)
                p = 'b' if colour == 'B' else 'w'
                board[q] = p.upper() if king else p
    return board, to_move


def parse_gametype(value):
    """Return (number, start colour or None, notation string or None)."""
    fields = [f.strip() for f in value.split(',')]
    try:
        num = int(fields[0])
    except ValueError:
        return None, None, None
    start = None
    if len(fields) > 1 and fields[1].upper() in ('B', 'W'):
        start = BLACK if fields[1].upper() == 'B' else WHITE
    notation = fields[4] if len(fields) > 4 else None
    return num, start, notation


# --------------------------------------------------------------------------
# Replay of one game
# --------------------------------------------------------------------------

def parse_written(mv, orient):
    """Written move -> (list of squares, separator) ; squares None if unmappable."""
    sep = 'x' if re.search(r'[xX:]', mv) else '-'
    parts = re.split(r'[ \t]*[-xX:][ \t]*', mv)
    sq = []
    for p in parts:
        if p.isdigit():
            sq.append(int(p))
        else:
            if orient is None:
                return None, sep
            q = alg_to_num(p[0], int(p[1]), orient)
            if q is None:
                return None, sep
            sq.append(q)
    return sq, sep


def is_subsequence(small, big):
    it = iter(big)
    return all(x in it for x in small)


def diagnose(board, side, sq, legal):
    frm, to = sq[0], sq[-1]
    if not 1 <= frm <= 32 or not 1 <= to <= 32:
        return 'square outside 1..32'
    p = board.get(frm)
    if p is None:
        return 'origin square %d is empty' % frm
    if colour_of(p) != side:
        return 'origin square %d holds a %s piece, but %s is to move' % (frm, colour_of(p), side)
    if not legal:
        return '%s has no legal move' % side
    caps = [m for m in legal if m[1]]
    if caps and not any(m[0][0] == frm for m in caps):
        return 'a capture is compulsory (e.g. %s) but %d-%d is not one' % (
            'x'.join(map(str, caps[0][0])), frm, to)
    if to in board and to != frm:
        return 'destination square %d is occupied' % to
    own = [m for m in legal if m[0][0] == frm]
    if not own:
        return 'the piece on %d has no legal move' % frm
    return 'no legal move of the piece on %d reaches %d (legal: %s)' % (
        frm, to, ', '.join(('x' if m[1] else '-').join(map(str, m[0])) for m in own[:6]))


def replay(board, side, moves, orient, notes, start=0):
    """Replay written moves from index `start`.

    Returns (plies applied, failure or None, board, side, notes).  When a
    written capture matches several legal captures that leave different
    positions, each is followed with the rest of the game; the one under which
    more of the game applies is kept (noted as 'ambiguous_resolved'), and if
    that does not single one out the ply is reported as ambiguous.
    """
    applied = 0
    notes = dict(notes)
    for idx in range(start, len(moves)):
        mv, line, strength = moves[idx]
        sq, sep = parse_written(mv, orient)
        if sq is None:
            return applied, {'ply': idx + 1, 'move': mv, 'line': line,
                             'why': 'square not on the playing squares of this layout'}, board, side, notes
        legal = legal_moves(board, side)
        cands = []
        for m in legal:
            path = m[0]
            if path[0] == sq[0] and path[-1] == sq[-1] and is_subsequence(sq[1:-1], path[1:-1]):
                cands.append(m)
        if not cands:
            return applied, {'ply': idx + 1, 'move': mv, 'line': line,
                             'why': diagnose(board, side, sq, legal)}, board, side, notes
        distinct = {}
        for m in cands:
            distinct.setdefault(tuple(sorted(apply_move(board, side, m).items())), m)
        if len(distinct) > 1:
            trials = []
            for m in distinct.values():
                n2 = dict(notes)
                _count_forms(n2, m, sq, sep, mv)
                r = replay(apply_move(board, side, m), other(side), moves, orient, n2, idx + 1)
                trials.append((r[0], m, r))
            trials.sort(key=lambda t: -t[0])
            why = 'ambiguous: %d legal captures match (%s)' % (
                len(distinct), ', '.join('x'.join(map(str, m[0])) for m in distinct.values()))
            if trials[0][0] == trials[1][0]:
                return applied, {'ply': idx + 1, 'move': mv, 'line': line,
                                 'why': why + '; the rest of the game does not tell them apart'}, board, side, notes
            best_n, m, r = trials[0]
            r[4]['ambiguous_resolved'] = r[4].get('ambiguous_resolved', 0) + 1
            r[4]['_ambiguities'] = [{'ply': idx + 1, 'move': mv, 'line': line, 'why': why,
                                     'kept': 'x'.join(map(str, m[0]))}] + r[4].get('_ambiguities', [])
            return applied + 1 + r[0], r[1], r[2], r[3], r[4]
        m = cands[0]
        _count_forms(notes, m, sq, sep, mv)
        board = apply_move(board, side, m)
        side = other(side)
        applied += 1
    return applied, None, board, side, notes


def _count_forms(notes, m, sq, sep, mv):
    if m[1] and sep == '-':
        notes['capture_written_with_dash'] += 1
    if not m[1] and sep == 'x':
        notes['x_on_plain_step'] += 1
    if m[1] and len(m[0]) > 2:
        notes['multi_jumps'] += 1
        if len(sq) < len(m[0]):
            notes['multi_jump_abbreviated'] += 1
        else:
            notes['multi_jump_all_landings'] += 1
    if 'X' in mv:
        notes['X_capture'] += 1
    if ':' in mv:
        notes['colon_capture'] += 1


def analyse_game(g, index):
    tags = {}
    for k, v in g['tags']:
        tags.setdefault(k, v)
    tag_names = [k for k, _ in g['tags']]
    rec = {'index': index, 'line': g['line']}
    for k in ('Event', 'Black', 'White', 'GameType', 'FEN'):
        if k in tags:
            rec[k.lower()] = tags[k]
    dup = sorted({k for k in tag_names if tag_names.count(k) > 1})
    if dup:
        rec['duplicate_tags'] = dup
    result_tag = tags.get('Result')
    result_mt = g['result'][0] if g['result'] else None
    rec['result_tag'] = result_tag
    rec['result_movetext'] = result_mt
    rec['plies_written'] = len(g['moves'])
    if g['junk']:
        rec['unparsed_tokens'] = [{'text': t, 'line': l} for t, l in g['junk'][:5]]
        rec['unparsed_token_count'] = len(g['junk'])
    notes = {k: 0 for k in ('x_on_plain_step', 'capture_written_with_dash', 'multi_jumps',
                            'multi_jump_abbreviated', 'multi_jump_all_landings',
                            'X_capture', 'colon_capture')}
    sm = sum(1 for m in g['moves'] if m[2])
    if sm:
        rec['strength_marks'] = sm

    # ---- is it English checkers? ----
    gt_num, gt_start, gt_notation = (None, None, None)
    if 'GameType' in tags:
        gt_num, gt_start, gt_notation = parse_gametype(tags['GameType'])
        if gt_num != 21:
            rec['variant'] = 'not English: GameType %s' % tags['GameType']
            return rec, notes
    numeric_squares = []
    for mv, _, _ in g['moves']:
        if mv[0].isdigit():
            numeric_squares += [int(x) for x in re.split(r'[ \t]*[-xX:][ \t]*', mv)]
    fen_numbers = [int(x) for x in re.findall(r'\d+', tags.get('FEN', ''))]
    if max(numeric_squares + fen_numbers + [0]) > 32:
        rec['variant'] = 'not English: square numbers above 32 (10x10 board?)'
        return rec, notes
    rec['variant'] = 'English (GameType 21)' if gt_num == 21 else 'English assumed (no GameType)'
    algebraic = any(not mv[0].isdigit() for mv, _, _ in g['moves']) or \
        bool(re.search(r'[a-hA-H][1-8]', tags.get('FEN', '').split(':', 1)[-1]))
    rec['notation'] = 'algebraic' if algebraic else 'numeric'

    orients = ORIENTATIONS if algebraic else [None]
    best = None
    for orient in orients:
        if 'FEN' in tags:
            try:
                board, to_move = parse_fen(tags['FEN'], orient)
            except ValueError as e:
                best = best or {'fen_error': str(e), 'orient': orient}
                continue
            side = to_move or gt_start or BLACK
        else:
            board, side = start_position(), (gt_start or BLACK)
            to_move = None
        first = side
        applied, fail, fboard, fside, n_notes = replay(board, side, g['moves'], orient, notes)
        cand = {'orient': orient, 'applied': applied, 'fail': fail, 'board': fboard,
                'side': fside, 'first': first, 'notes': n_notes, 'fen_to_move': to_move}
        if best is None or 'applied' not in best or applied > best['applied']:
            best = cand
    if 'applied' not in best:
        rec['fen_error'] = best['fen_error']
        rec['plies_applied'] = 0
        rec['replayed_fully'] = False
        rec['first_failure'] = {'ply': 0, 'why': best['fen_error']}
        return rec, notes
    if algebraic:
        rec['orientation'] = best['orient']
    if 'FEN' in tags:
        rec['fen_to_move'] = best['fen_to_move'] or 'unspecified'
    rec['first_mover'] = best['first']
    rec['plies_applied'] = best['applied']
    rec['replayed_fully'] = best['fail'] is None
    if best['fail']:
        rec['first_failure'] = best['fail']
    rec['final_position'] = position_json(best['board'], best['side'])
    if best['fail'] is None:
        side = best['side']
        own = [s for s, p in best['board'].items() if colour_of(p) == side]
        if not own:
            rec['decided_by_position'] = other(side) + ' won (' + side + ' has no pieces)'
            rec['winner_by_position'] = other(side)
        elif not legal_moves(best['board'], side):
            rec['decided_by_position'] = other(side) + ' won (' + side + ' has no legal move)'
            rec['winner_by_position'] = other(side)
        else:
            rec['decided_by_position'] = 'undecided by position'
    else:
        rec['decided_by_position'] = 'not replayed fully'
    notes = dict(best['notes'])
    amb = notes.pop('_ambiguities', None)
    if amb:
        rec['ambiguous_moves_resolved'] = amb
    for k, v in notes.items():
        if v:
            rec.setdefault('move_forms', {})[k] = v
    # heuristic only: who is ahead in material at the end of the replayed line
    if best['fail'] is None:
        nb = sum(1 for p in best['board'].values() if colour_of(p) == BLACK)
        nw = len(best['board']) - nb
        rec['material_end'] = {'black': nb, 'white': nw}
    return rec, notes


# --------------------------------------------------------------------------
# Files
# --------------------------------------------------------------------------

def read_text(path):
    raw = open(path, 'rb').read()
    info = {'bytes': len(raw)}
    if raw.startswith(b'\xef\xbb\xbf'):
        info['bom'] = 'UTF-8'
        raw = raw[3:]
    elif raw.startswith(b'\xff\xfe') or raw.startswith(b'\xfe\xff'):
        info['bom'] = 'UTF-16'
        return raw.decode('utf-16'), info
    try:
        text = raw.decode('utf-8')
        info['encoding'] = 'ascii' if all(b < 128 for b in raw) else 'utf-8'
    except UnicodeDecodeError:
        text = raw.decode('cp1252', errors='replace')
        info['encoding'] = 'not utf-8 (read as cp1252)'
    crlf = raw.count(b'\r\n')
    lf = raw.count(b'\n') - crlf
    info['line_ends'] = 'CRLF' if crlf and not lf else 'LF' if lf and not crlf else \
        'mixed CRLF/LF' if crlf and lf else 'none'
    info['ends_with_newline'] = raw.endswith(b'\n')
    return text, info


WIN_BLACK = {'1-0', '2-0', '1:0'}
WIN_WHITE = {'0-1', '0-2', '0:1'}
DRAWS = {'1/2-1/2', '1-1', '1/2:1/2'}


def analyse_file(path, rel):
    text, info = read_text(path)
    stats = {'comments': 0, 'line_comments': 0, 'variations': 0, 'nags': 0,
             'strength_marks': 0, 'escape_lines': 0}
    toks = tokenize(text, stats)
    games = split_games(toks)
    out_games = []
    summary = {
        'games': len(games), 'english_games': 0, 'not_english_games': 0,
        'replayed_fully': 0, 'plies_written': 0, 'plies_applied': 0,
        'decisive_results': 0, 'draw_results': 0, 'star_or_missing_results': 0,
        'result_tag_movetext_mismatch': 0,
        'decided_by_position': 0,
        'decided_and_result_says_1-0_black_won': 0,
        'decided_and_result_says_1-0_white_won': 0,
        'decided_but_result_draw_or_star': 0,
        'games_with_unparsed_tokens': 0,
        'heuristic_material_lead_on_decisive_results': {
            'leader_agrees_with_1-0_black_won': 0, 'leader_agrees_with_1-0_white_won': 0,
            'material_equal': 0},
        'heuristic_problems_without_moves': {
            'reading_1-0_black_won_gives_side_to_move_wins': 0,
            'reading_1-0_black_won_gives_other_side_wins': 0},
        'fen_games': 0, 'fen_black_to_move': 0, 'fen_white_to_move': 0,
        'fen_side_unspecified': 0,
        'orientations': {},
        'result_forms': {}, 'tags_used': {},
        'move_forms': {},
    }
    summary.update({'features': stats})
    for i, g in enumerate(games, 1):
        rec, notes = analyse_game(g, i)
        out_games.append(rec)
        for k, _ in g['tags']:
            summary['tags_used'][k] = summary['tags_used'].get(k, 0) + 1
        rt, rm = rec['result_tag'], rec['result_movetext']
        for r in (rt, rm):
            if r is not None:
                summary['result_forms'][r] = summary['result_forms'].get(r, 0) + 1
        if rt is not None and rm is not None and rt != rm:
            summary['result_tag_movetext_mismatch'] += 1
        written = rt if rt is not None else rm
        if written in WIN_BLACK or written in WIN_WHITE:
            summary['decisive_results'] += 1
        elif written in DRAWS:
            summary['draw_results'] += 1
        else:
            summary['star_or_missing_results'] += 1
        if g['junk']:
            summary['games_with_unparsed_tokens'] += 1
        if not rec.get('variant', '').startswith('English'):
            summary['not_english_games'] += 1
            continue
        summary['english_games'] += 1
        summary['plies_written'] += rec['plies_written']
        summary['plies_applied'] += rec.get('plies_applied', 0)
        if rec.get('replayed_fully'):
            summary['replayed_fully'] += 1
        if 'fen' in rec:
            summary['fen_games'] += 1
            ftm = rec.get('fen_to_move')
            key = {'black': 'fen_black_to_move', 'white': 'fen_white_to_move'}.get(ftm, 'fen_side_unspecified')
            summary[key] += 1
        if 'orientation' in rec:
            o = rec['orientation']
            summary['orientations'][o] = summary['orientations'].get(o, 0) + 1
        for k, v in rec.get('move_forms', {}).items():
            summary['move_forms'][k] = summary['move_forms'].get(k, 0) + v
        w = rec.get('winner_by_position')
        me = rec.get('material_end')
        if 'fen' in rec and rec['plies_written'] == 0 and rec.get('fen_to_move') in (BLACK, WHITE) \
                and (written in WIN_BLACK or written in WIN_WHITE):
            h = summary['heuristic_problems_without_moves']
            winner = BLACK if written in WIN_BLACK else WHITE
            if winner == rec['fen_to_move']:
                h['reading_1-0_black_won_gives_side_to_move_wins'] += 1
            else:
                h['reading_1-0_black_won_gives_other_side_wins'] += 1
        if me and not w and rec['plies_written'] > 0 and (written in WIN_BLACK or written in WIN_WHITE):
            h = summary['heuristic_material_lead_on_decisive_results']
            if me['black'] == me['white']:
                h['material_equal'] += 1
            else:
                leader = BLACK if me['black'] > me['white'] else WHITE
                says_black = written in WIN_BLACK
                if (leader == BLACK) == says_black:
                    h['leader_agrees_with_1-0_black_won'] += 1
                else:
                    h['leader_agrees_with_1-0_white_won'] += 1
        if w:
            summary['decided_by_position'] += 1
            if written in WIN_BLACK:
                summary['decided_and_result_says_1-0_black_won' if w == BLACK
                        else 'decided_and_result_says_1-0_white_won'] += 1
            elif written in WIN_WHITE:
                summary['decided_and_result_says_1-0_black_won' if w == WHITE
                        else 'decided_and_result_says_1-0_white_won'] += 1
            else:
                summary['decided_but_result_draw_or_star'] += 1
    return {'file': rel, 'file_info': info, 'summary': summary, 'games': out_games}


def main(argv):
    out = None
    files = []
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == '--out':
            out = args.pop(0)
        else:
            files.append(a)
    here = os.path.dirname(os.path.abspath(__file__))
    if not files:
        for root, dirs, names in os.walk(here):
            dirs.sort()
            for nm in sorted(names):
                if nm.lower().endswith('.pdn'):
                    files.append(os.path.join(root, nm))
    doc = {'generator': 'tests/conformance/oracle.py',
           'conventions': {
               'squares': 'standard English numbering 1-32, Black men start on 1-12',
               'result_written': 'the Result tag when present, else the movetext result',
               'decided_by_position': 'after a complete replay: the side to move has no pieces '
                                      'or no legal move, so the other side won',
               'convention_counts': "'1-0_black_won' counts games decided by position whose written "
                                    "result agrees with 1-0 = Black (the first player) won; "
                                    "'1-0_white_won' counts the opposite reading",
               'heuristics': "the 'heuristic_*' counts are hints, not facts: the side ahead in "
                             "material at the end of a decisive game that is not decided by "
                             "position, and, for set-up positions without moves, whether the "
                             "written result gives the win to the side to move"},
           'files': []}
    for f in files:
        rel = os.path.relpath(os.path.abspath(f), here)
        doc['files'].append(analyse_file(f, rel.replace(os.sep, '/')))
    s = dump(doc)
    if out:
        with open(out, 'w', encoding='utf-8', newline='\n') as fh:
            fh.write(s)
    else:
        sys.stdout.buffer.write(s.encode('utf-8'))


def dump(doc):
    """JSON with one line per game, so that diffs of expected.json stay readable."""
    def one(x):
        return json.dumps(x, ensure_ascii=False, separators=(', ', ': '))
    lines = ['{', ' "generator": %s,' % one(doc['generator']),
             ' "conventions": %s,' % json.dumps(doc['conventions'], ensure_ascii=False, indent=2).replace('\n', '\n '),
             ' "files": [']
    for fi, f in enumerate(doc['files']):
        lines.append('  {')
        lines.append('   "file": %s,' % one(f['file']))
        lines.append('   "file_info": %s,' % one(f['file_info']))
        lines.append('   "summary": %s,' % json.dumps(f['summary'], ensure_ascii=False, indent=1).replace('\n', '\n   '))
        lines.append('   "games": [')
        for gi, g in enumerate(f['games']):
            lines.append('    ' + one(g) + (',' if gi + 1 < len(f['games']) else ''))
        lines.append('   ]')
        lines.append('  }' + (',' if fi + 1 < len(doc['files']) else ''))
    lines.append(' ]')
    lines.append('}')
    return '\n'.join(lines) + '\n'


if __name__ == '__main__':
    main(sys.argv[1:])
