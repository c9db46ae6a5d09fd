"""The module as a python-chess user reaches for it (issue 43): the calls of python-chess's
tutorial, each with cinc's counterpart (docs/python.md, "Coming from python-chess").
Expectations come from the rules pages, from files written here by hand, and from the
`cinc` command (an independent path through the same libraries)."""
import copy
import errno
import io
import os
import pickle
import random
import signal
import threading
import time

import pytest

import cinc
from conftest import SAMPLES, sample_files

# ---- reading a file game after game from an open handle --------------------------------

# Three games as people write them: the second has a comment over a blank line (a reader
# that ended games at blank lines, as python-chess's does, would cut it), and the third
# follows it with no blank line between, then plays from an empty square.
THREE_GAMES = (
    '[Event "One"]\n'                        # line 1
    '[Result "*"]\n'
    '\n'
    '1. Hf7-f5 Bb2-d4 *\n'                   # line 4
    '\n'
    '[Event "Two"]\n'                        # line 6
    '[Result "*"]\n'
    '\n'
    '1. Hf7-f5 {a comment\n'                 # line 9
    '\n'
    'over a blank line} 1... Bb2-d4 *\n'     # line 11
    '[Event "Three"]\n'                      # line 12
    '[Result "*"]\n'
    '\n'
    '1. Hd5-f5 *\n'                          # line 15: no piece on d5
)
FIRST_LINES = ['[Event "One"]\n', '[Event "Two"]\n', '[Event "Three"]\n']


def check_three_games(games):
    assert [g.tags["Event"] for g in games] == ["One", "Two", "Three"]
    assert [g.line for g in games] == [1, 6, 12]
    assert [g.mainline_moves() for g in games[:2]] == [["Hf7-f5", "Bb2-d4"]] * 2
    assert games[1].moves[0].comments == ["a comment over a blank line"]
    assert (games[1].moves[1].line, games[1].moves[1].column) == (11, 25)
    assert [g.index for g in games] == [1, 2, 3]
    (error,) = [d for d in games[2].diagnostics if d.severity == "error"]
    assert (error.code, error.line, error.column) == ("move.no-piece", 15, 4)


def test_read_game_from_an_open_file_leaves_it_at_the_next_game(tmp_path):
    path = tmp_path / "three.cgn"
    path.write_text(THREE_GAMES)
    games = []
    with open(path) as pgn:  # python-chess: chess.pgn.read_game(pgn) until None
        while True:
            game = cinc.read_game(pgn)
            if game is None:
                break
            games.append(game)
            # The file stands at the next game's first line, as python-chess leaves it.
            at = pgn.tell()
            assert pgn.readline() == (FIRST_LINES[len(games)] if len(games) < 3 else "")
            pgn.seek(at)
        assert cinc.read_game(pgn) is None  # and stays at its end
    check_three_games(games)
    assert [g.source for g in games] == [str(path)] * 3


def test_offsets_of_an_open_file_reach_a_game_again(tmp_path):
    # python-chess's way to index a file: tell() before each game, seek() back later.
    path = tmp_path / "three.cgn"
    path.write_text(THREE_GAMES)
    with open(path) as pgn:
        offsets = []
        while True:
            offset = pgn.tell()
            if cinc.read_game(pgn, replay=False) is None:
                break
            offsets.append(offset)
        assert len(offsets) == 3
        pgn.seek(offsets[1])
        assert cinc.read_game(pgn).tags["Event"] == "Two"
        assert cinc.read_game(pgn).tags["Event"] == "Three"


@pytest.mark.parametrize("mode", ["text", "bytes", "crlf-bytes", "string", "no-seek"])
def test_read_game_from_every_kind_of_handle(mode, tmp_path):
    text = THREE_GAMES.replace("\n", "\r\n") if mode == "crlf-bytes" else THREE_GAMES
    if mode in ("bytes", "crlf-bytes"):
        handle = io.BytesIO(text.encode())
    elif mode == "no-seek":
        class Lines:  # a file object that cannot seek: readline() only
            def __init__(self, lines):
                self._lines = lines

            def readline(self):
                return self._lines.pop(0) if self._lines else ""
        handle = Lines(text.splitlines(keepends=True))
    else:
        handle = io.StringIO(text)
    games = []
    while (game := cinc.read_game(handle)) is not None:
        games.append(game)
    check_three_games(games)


@pytest.mark.parametrize("path", sample_files(), ids=lambda p: str(p.relative_to(SAMPLES)))
def test_read_game_from_a_handle_is_read_games_of_the_path(path):
    # Game for game, diagnostic for diagnostic (lines and columns too): the handle's games
    # are the file's, read by the streaming reader.
    by_path = list(cinc.read_games(path))
    with open(path, "rb") as handle:
        by_handle = []
        while (game := cinc.read_game(handle)) is not None:
            by_handle.append(game)
    assert [g.tags for g in by_handle] == [g.tags for g in by_path]
    assert [[d.to_dict() for d in g.diagnostics] for g in by_handle] == \
        [[d.to_dict() for d in g.diagnostics] for g in by_path]
    assert [[(m.text, m.line, m.column, m.san) for m in g.moves] for g in by_handle] == \
        [[(m.text, m.line, m.column, m.san) for m in g.moves] for g in by_path]


def test_read_game_tells_what_it_takes():
    with pytest.raises(TypeError, match="read_games"):
        cinc.read_game(SAMPLES / "event-round1.cgn")  # a path: read_games(path) reads it
    with pytest.warns(DeprecationWarning):
        game = cinc.read_game(text='[Variant "checkers"]\n\n1. b6-a5 *\n')
    assert game.mainline_moves() == ["b6-a5"]


# ---- a position: legal_moves, push(Move), parse, peek -----------------------------------

def test_move_in_legal_moves():
    pos = cinc.Position()
    # docs/rules/commander-in-chief.md §9: Dark's 29 first moves, among them Hf7-f5.
    assert len(pos.legal_moves) == 29 and pos.legal_moves.count() == 29 and pos.legal_moves
    assert "Hf7-f5" in pos.legal_moves
    assert "Hd5-f5" not in pos.legal_moves and "nonsense" not in pos.legal_moves
    helicopter = [m for m in pos.legal_moves if m.from_square == "f7"]
    assert sorted(m.to_square for m in helicopter) == ["d5", "d6", "d7", "e5", "f5"]  # §9
    assert all(m in pos.legal_moves for m in helicopter)


def test_legal_moves_follow_the_position():
    # docs/rules/checkers.md §11: 7 moves, then 49 paths of two plies: each of Black's 7
    # first moves leaves Red its own 7, the men of a3, c3, e3 and g3 stepping up.
    pos = cinc.Position("checkers")
    moves = pos.legal_moves
    assert sorted(str(m) for m in moves) == ["b6-a5", "b6-c5", "d6-c5", "d6-e5", "f6-e5", "f6-g5", "h6-g5"]
    pos.push("b6-a5")
    assert sorted(str(m) for m in moves) == ["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"]
    pos.pop()
    assert len(moves) == 7


def test_the_earlier_legal_moves_call_still_works_with_a_warning():
    pos = cinc.Position("checkers")
    with pytest.warns(DeprecationWarning, match="legal_moves"):
        called = pos.legal_moves()
    assert called == list(pos.legal_moves) and len(called) == 7


def test_push_a_move_object():
    pos = cinc.Position()
    (move,) = [m for m in pos.legal_moves if m.from_square == "f7" and m.to_square == "f5"]
    played = pos.push(move)  # python-chess: board.push(move)
    assert played == move == "Hf7-f5" and pos.peek() == move and pos.turn == 1
    assert pos.push_san("Bb2-d4") == "Bb2-d4"  # python-chess: board.push_san("e5")
    capture = pos.parse_san("Hf5xd4")  # the Helicopter takes the Bomber (short-bomber-strike.cgn)
    assert capture.captured == "B" and pos.peek() == "Bb2-d4"  # parsed, not played
    assert pos.is_legal(capture) and capture in pos.legal_moves
    pos.push(capture)
    assert [str(m) for m in pos.move_stack] == ["Hf7-f5", "Bb2-d4", "Hf5xd4"]
    # A Move of another position is played here only when it is legal here.
    with pytest.raises(cinc.IllegalMoveError):
        pos.push(move)  # f7 is empty now
    with pytest.raises(cinc.IllegalMoveError):
        pos.parse_san("Hd5-f5")
    assert not pos.is_legal("Hd5-f5")
    with pytest.raises(IndexError):
        cinc.Position().peek()
    assert not pos.is_game_over()


# ---- Ctrl-C -------------------------------------------------------------------------------

def interrupted(call, after=0.3):
    """Sends SIGINT to this process `after` seconds into `call`, which must not end on its
    own; returns how long KeyboardInterrupt took to come after the signal."""
    sent = []

    def send():
        sent.append(time.monotonic())
        os.kill(os.getpid(), signal.SIGINT)
    timer = threading.Timer(after, send)
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            call()
    finally:
        timer.join()
    return time.monotonic() - sent[0]


@pytest.mark.parametrize("variant", ["commander-in-chief", "checkers", "chair-force"])
def test_ctrl_c_stops_perft_12_within_a_second(variant):
    assert interrupted(lambda: cinc.Position(variant).perft(12)) < 1.0
    assert interrupted(lambda: cinc.perft(12, variant=variant, divide=True)) < 1.0
    # Nothing is left behind: the next count is whole.
    assert cinc.perft(3) == 28240  # docs/rules/commander-in-chief.md §9


def test_ctrl_c_stops_analyse_validate_and_reading(corpus, tmp_path):
    assert interrupted(lambda: cinc.analyse(depth=64)) < 1.0
    assert interrupted(lambda: cinc.validate([str(corpus)] * 500, jobs=1)) < 1.0
    big = tmp_path / "big.cgn"
    big.write_bytes(corpus.read_bytes() * 10)
    assert interrupted(lambda: list(cinc.read_games(big))) < 1.0  # list() runs no Python code between games


# A position from the middle of a game of each kind, and the depth the pieces are checked to
# (Commander Chess plays its moves slowly one by one: one ply of pieces less).
MIDDLES = [("short-bomber-strike.cgn", 3), ("checkers/kings-repeat.cgn", 3), ("coast-to-coast/race-to-twelve.cgn", 3),
           ("stackem/blocked-stacks.cgn", 3), ("commander-chess/full-game.cgn", 2), ("chair-force/every-card.cgn", 3)]


@pytest.mark.parametrize("name,depth", MIDDLES)
def test_perft_counts_in_pieces_as_the_game_counts_at_once(name, depth, cli):
    # The pieces Ctrl-C is looked for between add up to the game's own count (`cinc perft`
    # counts at once): pieces of every depth below the whole.
    game = next(iter(cinc.read_games(SAMPLES / name)))
    pos = game.position(len(game.mainline_moves()) // 2)
    _, out = cli("perft", "--variant", pos.variant, "--fen", pos.fen(), "--depth", depth)
    expected = int(out.split()[-1])
    assert [pos._perft_in_pieces(depth, leaf) for leaf in range(1, depth)] == [expected] * (depth - 1)
    assert pos.perft(depth) == expected
    assert sum(cinc.perft(depth, variant=pos.variant, fen=pos.fen(), divide=True).values()) == expected


def test_perft_and_analyse_limits_are_the_commands(cli):
    # cinc perft --depth 0..20; cinc analyse --depth 1..64, --time 1..86400000 (a day).
    assert cli("perft", "--depth", 21)[0] == 2
    with pytest.raises(ValueError, match="0..20"):
        cinc.perft(21)
    with pytest.raises(ValueError, match="0..20"):
        cinc.Position().perft(-1)
    assert cinc.Position("checkers").perft(0) == 1
    assert cli("analyse", "--depth", 65)[0] == 2 and cli("analyse", "--time", 0)[0] == 2
    for limits in ({"depth": 0}, {"depth": 65}, {"time_ms": 0}, {"time_ms": 86_400_001}, {"nodes": 0}):
        with pytest.raises(ValueError):
            cinc.analyse(**limits)
    with pytest.warns(DeprecationWarning, match="--depth with --time"):
        assert cinc.analyse(depth=2, time_ms=60_000)["depth"] == 2


# ---- files that cannot be read ----------------------------------------------------------

def test_a_missing_file_is_file_not_found_with_errno_and_filename(tmp_path):
    missing = tmp_path / "missing.cgn"
    calls = [lambda: cinc.read_games(missing), lambda: cinc.read_games(str(missing)),
             lambda: cinc.validate(missing), lambda: cinc.validate([str(SAMPLES / "event-round1.cgn"), missing]),
             lambda: cinc.split(missing), lambda: cinc.score(missing), lambda: cinc.to_json(missing)]
    for call in calls:
        with pytest.raises(FileNotFoundError) as caught:
            call()
        assert caught.value.errno == errno.ENOENT and caught.value.filename == str(missing)
    with pytest.raises(IsADirectoryError) as caught:
        cinc.read_games(tmp_path)
    assert caught.value.errno == errno.EISDIR and caught.value.filename == str(tmp_path)


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any file")
def test_an_unreadable_file_is_permission_error(tmp_path):
    locked = tmp_path / "locked.cgn"
    locked.write_text("")
    locked.chmod(0)
    with pytest.raises(PermissionError) as caught:
        cinc.read_games(locked)
    assert caught.value.errno == errno.EACCES and caught.value.filename == str(locked)


# ---- a misspelled keyword ---------------------------------------------------------------

def test_a_misspelled_keyword_is_a_type_error_that_names_it():
    path = SAMPLES / "short-bomber-strike.cgn"
    game = cinc.read_game(path.read_text())
    pos = cinc.Position()
    calls = {
        "replya": lambda: cinc.read_games(path, replya=False),
        "strcit": lambda: cinc.read_game("", strcit=True),
        "varient": lambda: cinc.Position(varient="checkers"),
        "dept": lambda: cinc.perft(2, dept=3),
        "depht": lambda: cinc.analyse(depht=3),
        "job": lambda: cinc.validate(path, job=1),
        "move_limt": lambda: cinc.score(path, move_limt=30),
        "clock_mod": lambda: game.score(clock_mod="game"),
        "no_progress": lambda: game.draws(no_progress=3),
        "hilight": lambda: pos.svg(hilight=["e4"]),
        "part_byte": lambda: cinc.split(path, part_byte=10),
        "tag": lambda: cinc.Game.from_position(pos, tag={}),
        "pl": lambda: game.position(pl=2),
    }
    for name, call in calls.items():
        with pytest.raises(TypeError, match=name):
            call()


# ---- pickle and copies (Dask ships them between processes) --------------------------------

def game_facts(game):
    """Everything a game says: tags, identity, result, validity, every diagnostic (with
    its line and column), every move of the main line as written and as replayed."""
    moves = [(m.text, m.line, m.column, m.number, m.nags, m.comments, m.replayed, m.san, m.fen, m.clock,
              [[v.text for v in line] for line in m.variations]) for m in game.moves]
    return (game.tags, game.source, game.index, game.line, game.column, game.result, game.valid, game.replayed,
            game.variant, game.start_fen, game.final_fen, game.outcome,
            [d.to_dict() for d in game.diagnostics], moves)


@pytest.mark.parametrize("path", sample_files(), ids=lambda p: str(p.relative_to(SAMPLES)))
def test_a_game_pickled_is_the_same_game(path):
    for game in cinc.read_games(path):
        again = pickle.loads(pickle.dumps(game, protocol=pickle.HIGHEST_PROTOCOL))
        assert game_facts(again) == game_facts(game)
        assert again.to_cgn() == game.to_cgn()
        assert again.to_json() == game.to_json()
        assert game_facts(copy.deepcopy(game)) == game_facts(game)
        assert game_facts(copy.copy(game)) == game_facts(game)


def test_a_game_read_without_replay_stays_so_when_pickled():
    game = next(iter(cinc.read_games(SAMPLES / "event-round1.cgn", replay=False)))
    again = pickle.loads(pickle.dumps(game))
    assert not again.replayed and game_facts(again) == game_facts(game)


def test_the_deepest_variations_pickle():
    # docs/errors.md: variations nest 100 deep at most (limit.variation-depth).
    text = '[Variant "checkers"]\n\n1. b6-a5 ' + "(1. b6-c5 " * 100 + ")" * 100 + " *\n"
    game = cinc.read_game(text)
    assert game.valid
    again = pickle.loads(pickle.dumps(game))
    assert again.to_cgn() == game.to_cgn() and game_facts(again) == game_facts(game)


def test_a_position_pickled_keeps_its_moves():
    pos = cinc.Position()
    for move in ("Hf7-f5", "Bb2-d4", "Hf5xd4"):
        pos.push(move)
    again = pickle.loads(pickle.dumps(pos))
    assert again == pos and again.fen() == pos.fen() and again.variant == pos.variant
    assert again.move_stack == pos.move_stack
    assert again.pop() == "Hf5xd4" and again.pop() == "Bb2-d4"
    after_one = cinc.Position()
    after_one.push("Hf7-f5")
    assert again.fen() == after_one.fen() and again.move_stack == ["Hf7-f5"]
    deep = copy.deepcopy(pos)
    deep.push("Dc3xd4")
    assert len(pos.move_stack) == 3 and len(deep.move_stack) == 4
    checkers = cinc.Position("checkers", fen="W:W21,22:B9,10")  # Red (second player) to move
    assert pickle.loads(pickle.dumps(checkers)).fen() == checkers.fen()


def test_a_move_pickled_is_the_same_move():
    pos = cinc.Position()
    pos.push("Hf7-f5")
    pos.push("Bb2-d4")
    move = pos.parse_san("Hf5xd4")
    again = pickle.loads(pickle.dumps(move))
    fields = ("text", "from_square", "to_square", "piece", "captured", "capture", "attack", "promotion", "value",
              "points", "member", "side", "number", "warnings")
    assert [getattr(again, f) for f in fields] == [getattr(move, f) for f in fields]


# ---- a game built from moves, written as CGN ---------------------------------------------

BOMBER_MOVES = ("Hf7-f5 Bb2-d4 Hf5xd4 Dc3xd4 Fg8-f7 Sa4-b5 Ag5-g4 Aa5-b6 Ah4-h3 Sd1-e2 Df6-e5 Dd4xe5 Bg7xe5 "
                "Ab6-c7 Be5-c3+ Ac7xd8=K Bc3xa1#").split()


def validates(cli, tmp_path, text, name="built.cgn"):
    record = tmp_path / name
    record.write_text(text)
    code, out = cli("validate", record)
    return code == 0 and out.strip().endswith("1 game: 1 valid, 0 invalid")


def test_a_game_built_from_moves_is_valid_cgn(cli, tmp_path):
    pos = cinc.Position()
    for move in BOMBER_MOVES:  # samples/short-bomber-strike.cgn's moves
        pos.push(move)
    game = cinc.Game.from_position(pos, tags={"Event": "Club night", "Dark": "Ann", "Light": "Bob"})
    game.headers["Site"] = "Hall B"  # python-chess: game.headers["Site"] = ...
    text = str(game)
    assert validates(cli, tmp_path, text)
    # The Commander on a1 is taken: Dark wins (docs/rules/commander-in-chief.md), so the
    # Result is 1-0 without being given.
    assert game.result == "1-0" and game.headers["Result"] == "1-0" and game.valid
    for line in ('[Event "Club night"]', '[Site "Hall B"]', '[Dark "Ann"]', '[Light "Bob"]', '[Result "1-0"]'):
        assert line in text.splitlines()
    assert "FEN" not in game.headers  # the standard start
    again = cinc.read_game(text)
    assert again.mainline_moves() == [str(m) for m in pos.move_stack] and again.final_fen == pos.fen()


def test_a_game_from_a_set_up_position_with_the_second_player_to_move(cli, tmp_path):
    # Checkers, Red (the second player) to move: Red men on 21-23 (a3, c3, e3), Black men
    # on 9-11 (b6, d6, f6) (docs/rules/checkers.md §1). Red steps up, Black offers a man,
    # Red must take it (§3).
    fen = "W:W21,22,23:B9,10,11"
    pos = cinc.Position("checkers", fen=fen)
    for move in ("c3-d4", "b6-c5", "d4xb6"):
        pos.push(move)
    game = cinc.Game.from_position(pos)
    text = str(game)
    assert validates(cli, tmp_path, text)
    assert game.headers["SetUp"] == "1" and game.headers["FEN"] == cinc.Position("checkers", fen=fen).fen()
    assert "1... c3-d4 2. b6-c5 d4xb6 *" in " ".join(text.split())
    assert cinc.read_game(text).final_fen == pos.fen()


@pytest.mark.parametrize("variant", cinc.variants())
def test_a_played_out_game_of_every_kind_is_valid_cgn(variant, cli, tmp_path):
    pos = cinc.Position(variant)
    chooser = random.Random(43)
    for _ in range(24):
        moves = list(pos.legal_moves)
        if not moves:
            break
        pos.push(chooser.choice(moves))
    game = cinc.Game.from_position(pos, tags={"Event": "Random"})
    assert game.valid, [str(d) for d in game.diagnostics]
    assert validates(cli, tmp_path, str(game), f"{variant}.cgn")
    assert cinc.read_game(str(game)).final_fen == pos.fen()


def test_a_game_of_no_moves_and_tags_that_contradict_the_position():
    game = cinc.Game.from_position(cinc.Position("stackem"))
    assert game.mainline_moves() == [] and game.result == "*" and game.valid
    with pytest.raises(ValueError):
        cinc.Game.from_position(cinc.Position(), tags={"Variant": "checkers"})
    with pytest.raises(ValueError):
        cinc.Game.from_position(cinc.Position(), tags={"FEN": "whatever"})
    with pytest.raises(ValueError):
        cinc.Game.from_position(cinc.Position(), tags={"Result": "2-0"})


def test_headers_change_the_game():
    game = cinc.read_game('[Event "Club"]\n[Variant "commander-in-chief"]\n[Result "*"]\n\n1. Hf7-f5 *\n')
    headers = game.headers
    headers["Event"] = "Club night"
    assert game.tags["Event"] == "Club night" and '[Event "Club night"]' in str(game)
    headers["Result"] = "1/2-1/2"  # the result at the end of the movetext goes with the tag
    assert game.result == "1/2-1/2" and str(game).split()[-1] == "1/2-1/2"
    headers["Variant"] = "checkers"  # replayed again: Hf7-f5 is no checkers move
    assert game.variant == "checkers" and not game.valid
    del headers["Variant"]
    assert "Variant" not in game.tags and list(headers) == list(game.tags) and len(headers) == len(game.tags)
    with pytest.raises(KeyError):
        del headers["Annotator"]
    for name, value in (("Bad Name", "x"), ("1st", "x"), ("Event", "two\nlines"), ("Result", "2-0")):
        with pytest.raises(ValueError):
            headers[name] = value
    with pytest.raises(TypeError):
        headers["Round"] = 3
