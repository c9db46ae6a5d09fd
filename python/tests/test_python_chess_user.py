"""The module as a python-chess user reaches for it (issue 43): the calls of python-chess's
tutorial, each with cinc's counterpart (docs/python.md, "Coming from python-chess").
Expectations come from the rules pages, from files written here by hand, and from the
`cinc` command (an independent path through the same libraries)."""
import copy
import errno
import io
import os
import pathlib
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


# ---- issue 43, second part: paths where a handle goes, errors that say where ---------------

def test_a_path_given_to_read_game_is_an_error_that_names_the_fix(tmp_path):
    path = tmp_path / "round3.cgn"
    path.write_text(THREE_GAMES)
    # python-chess's read_game takes an open file: a path (even one that does not exist, by
    # its name) is refused, where it used to be read as the text of a record of no moves.
    for given in (str(path), "round3.cgn", str(tmp_path / "missing.pdn"), path):
        with pytest.raises(TypeError) as caught:
            cinc.read_game(given)
        assert "read_games(" in str(caught.value) and "open(" in str(caught.value)
    # CGN text is still read, a single line of movetext too.
    assert cinc.read_game("1. Hf7-f5 *\n").mainline_moves() == ["Hf7-f5"]
    with open(path) as handle:
        assert cinc.read_game(handle).tags["Event"] == "One"


def test_diagnostics_of_a_file_name_the_file_and_the_game(tmp_path):
    path = tmp_path / "round3.cgn"
    path.write_text(THREE_GAMES)
    third = list(cinc.read_games(path))[2]
    (error,) = third.diagnostics
    # The third game starts on line 12; its first move, on line 15 column 4, plays from d5,
    # where no piece stands.
    assert str(error) == (f'{path}:15:4: error: ply 1 (Dark) "Hd5-f5": there is no piece on d5 '
                          f'[move.no-piece] (game 3, line 12)')
    facts = error.to_dict()
    assert (facts["file"], facts["game"], facts["game_line"], facts["line"], facts["column"]) == (str(path), 3, 12, 15, 4)
    assert (error.file, error.game, error.game_line) == (str(path), 3, 12)
    with open(path) as handle:  # read from a handle: the handle's name
        for _ in range(3):
            game = cinc.read_game(handle)
        assert str(game.diagnostics[0]) == str(error)


def test_strict_errors_carry_code_place_ply_and_move(tmp_path):
    path = tmp_path / "round3.cgn"
    path.write_text(THREE_GAMES)
    with pytest.raises(cinc.IllegalMoveError) as caught:
        list(cinc.read_games(path, strict=True))
    e = caught.value
    assert isinstance(e, cinc.CincError) and isinstance(e, ValueError)
    assert (e.code, e.line, e.column, e.ply, e.move) == ("move.no-piece", 15, 4, 1, "Hd5-f5")
    assert (e.file, e.game, e.game_line) == (str(path), 3, 12)
    assert str(e).startswith(f"{path}:15:4: error:")
    with open(path) as handle:  # game by game from a handle: the third raises, numbered 3
        assert cinc.read_game(handle, strict=True).tags["Event"] == "One"
        assert cinc.read_game(handle, strict=True).tags["Event"] == "Two"
        with pytest.raises(cinc.IllegalMoveError) as caught:
            cinc.read_game(handle, strict=True)
    assert (caught.value.file, caught.value.game, caught.value.game_line, caught.value.line) == (str(path), 3, 12, 15)
    # A move pushed on a position: the ply from the position's first (two played before it).
    pos = cinc.Position()
    pos.push("Hf7-f5")
    pos.push("Bb2-d4")
    with pytest.raises(cinc.IllegalMoveError) as caught:
        pos.push("Hd5-f5")
    assert (caught.value.ply, caught.value.move, caught.value.code) == (3, "Hd5-f5", "move.no-piece")


def test_errors_come_as_subclasses_by_their_codes_family():
    # docs/errors.md: syntax.* (the reader), tag.*, result.* and move.* (replay).
    cases = [
        (cinc.NotationError, '[Variant "checkers"]\n\n1. b6-a5 {oops\n', "syntax."),
        (cinc.TagError, '[Variant "nonesuch"]\n[Result "*"]\n\n1. b6-a5 *\n', "tag.unknown-variant"),
        (cinc.ResultError, (SAMPLES / "invalid/result-tag-mismatch.cgn").read_text(), "result.mismatch"),
        (cinc.IllegalMoveError, '[Variant "checkers"]\n[Result "*"]\n\n1. b6-b5 *\n', "move."),
    ]
    for cls, text, code in cases:
        with pytest.raises(cls) as caught:
            cinc.read_game(text, strict=True)
        assert issubclass(cls, cinc.CincError) and caught.value.code.startswith(code)
        assert caught.value.line > 0 and caught.value.column > 0
    with pytest.raises(cinc.PositionError) as caught:
        cinc.Position("nonesuch")
    assert caught.value.code == "position.unknown-variant"
    with pytest.raises(cinc.PositionError) as caught:
        cinc.Position("checkers", fen="not a fen")
    assert caught.value.code == "position.bad-fen"


# ---- parse(text) -> Move, moves equal by meaning, nodes equal when the same ----------------

def test_parse_reads_the_games_short_and_long_forms():
    pos = cinc.Position()
    # docs/notation.md: a move's long form (Hf7-f5) and short form (Hf5, least disambiguation).
    long, short = pos.parse("Hf7-f5"), pos.parse("Hf5")
    assert long == short and hash(long) == hash(short) and str(short) == "Hf7-f5"
    assert len(pos.move_stack) == 0  # parsed, not played
    assert pos.parse_san("Hf5") == short  # the earlier name
    # Two Dark Anti-aircraft guns reach g4 at the start (from h4 and g5): Ag4 fits both.
    assert {"Ah4-g4", "Ag5-g4"} <= {str(m) for m in pos.legal_moves}
    with pytest.raises(cinc.IllegalMoveError) as caught:
        pos.parse("Ag4")
    assert caught.value.code == "move.ambiguous" and "Ag4" in str(caught.value)
    assert pos.parse("Ahg4") == "Ah4-g4" and pos.parse("A5g4") == "Ag5-g4"
    for text, code in (("Hd5-f5", "move.no-piece"), ("f7-f5", "move.syntax")):
        with pytest.raises(cinc.IllegalMoveError) as caught:
            pos.parse(text)
        assert caught.value.code == code
    # Checkers: PDN's numbers are its short form (docs/rules/checkers.md: 9 is b6, 13 is a5).
    draughts = cinc.Position("checkers")
    assert draughts.parse("9-13") == draughts.parse("b6-a5") == "b6-a5"


def test_moves_are_equal_and_hashable_by_meaning():
    pos = cinc.Position()
    moves = {pos.parse("Hf5"): "short", pos.parse("Hf7-f5"): "long"}
    assert len(moves) == 1 and moves[pos.parse("Hf7-f5")] == "long"
    assert len(set(pos.legal_moves) | set(pos.legal_moves)) == 29
    played = pos.push("Hf5")
    assert played == pos.peek() == pos.move_stack[0] and played in {pos.parse_san("Bb2-d4"), played}
    # The same text in two games is two moves: b6-a5 opens checkers and Stack'Em alike.
    checkers, stackem = cinc.Position("checkers").parse("b6-a5"), cinc.Position("stackem").parse("b6-a5")
    assert checkers != stackem and checkers.variant == "checkers" and stackem.variant == "stackem"
    assert checkers == "b6-a5" == stackem  # and each equals its text
    assert checkers in cinc.Position("checkers").legal_moves and stackem not in cinc.Position("checkers").legal_moves
    with pytest.raises(cinc.IllegalMoveError, match="stackem"):
        cinc.Position("checkers").push(stackem)


def test_nodes_of_a_game_are_equal_when_they_are_the_same_node():
    game = next(iter(cinc.read_games(SAMPLES / "short-bomber-strike.cgn")))
    assert game.moves[0] == game.moves[0] and game.moves[0] != game.moves[1]
    assert len({game.moves[0], game.moves[0], game.moves[1]}) == 2
    assert game.mainline[0] == game.moves[0] and game.mainline[-1] == game.moves[16]
    assert len(game.mainline) == 17 and game.mainline[2].text == "Hf5xd4"
    with pytest.raises(IndexError):
        game.mainline[17]
    other = next(iter(cinc.read_games(SAMPLES / "short-bomber-strike.cgn")))
    assert other.moves[0] != game.moves[0]  # another game's node, the same text


# ---- validate, score and standings take what the command line takes, and more ------------

def test_validate_takes_handles_games_and_folders(tmp_path, cli_json):
    path = tmp_path / "round3.cgn"
    path.write_text(THREE_GAMES)
    # Three games, the third illegal (no piece on d5): as read from the path, from an open
    # file (its games, not its lines as paths) and as Game objects.
    expected = {"games": 3, "valid": 2, "invalid": 1}
    assert cinc.validate(path)["summary"] == expected
    with open(path) as handle:
        assert cinc.validate(handle)["summary"] == expected
    games = list(cinc.read_games(path))
    report = cinc.validate(games)
    assert report["summary"] == expected
    assert [(g["file"], g["game"], g["line"], g["valid"]) for g in report["games"]] == \
        [(str(path), 1, 1, True), (str(path), 2, 6, True), (str(path), 3, 12, False)]
    assert report == cinc.validate(path)
    assert cinc.validate(games[2])["summary"] == {"games": 1, "valid": 0, "invalid": 1}
    # A folder, as `cinc validate DIR` reads it: its .cgn and .pdn files, under it too.
    folder = SAMPLES / "checkers"
    assert cinc.validate(folder) == cli_json("validate", "--format", "json", folder)
    assert cinc.validate([folder, games[0]])["summary"]["games"] == cli_json(
        "validate", "--format", "json", folder)["summary"]["games"] + 1


def test_score_and_standings_take_a_folder(cli_json):
    assert cinc.score(SAMPLES / "checkers") == cli_json("score", "--format", "json", SAMPLES / "checkers")["games"]
    assert cinc.standings(SAMPLES) == cli_json("standings", "--format", "json", SAMPLES)


# ---- games made with a constructor and add_move, written as CGN and PDN --------------------

def test_a_game_made_with_the_constructor_and_add_move(cli, tmp_path):
    game = cinc.Game(tags={"Event": "Club night", "Dark": "Ann", "Light": "Bob"})
    assert game.variant == "commander-in-chief" and game.result == "*" and game.mainline_moves() == []
    pos = cinc.Position()
    for i, text in enumerate(BOMBER_MOVES):
        move = pos.push(text)
        node = game.add_move(move if i % 2 else text)  # a Move or its text
        assert node.san == str(move) and node.ply == i + 1
    # The last move takes Light's Commander on a1: the Result follows the rules (1-0).
    assert game.result == "1-0" and game.headers["Result"] == "1-0" and game.outcome.winner == cinc.DARK
    assert game.mainline_moves() == [str(m) for m in pos.move_stack] and game.final_fen == pos.fen()
    assert validates(cli, tmp_path, str(game))
    with pytest.raises(cinc.IllegalMoveError):
        game.add_move("Hf7-f5")  # the game is over: no move is legal
    first = cinc.Game(variant="checkers")
    node = first.add_move("b6-a5")
    first.add_move("22-18")  # PDN's numbers: c3-d4
    with pytest.raises(ValueError, match="changed"):
        node.san  # taken before the second move changed the game's moves
    assert first.mainline_moves() == ["b6-a5", "c3-d4"] and first.moves[0].san == "b6-a5"
    with pytest.raises(cinc.PositionError):
        cinc.Game(variant="nonesuch")


def test_a_game_from_a_fen_with_the_constructor():
    fen = "W:W21,22,23:B9,10,11"  # Red to move (docs/rules/checkers.md §1)
    game = cinc.Game(variant="checkers", fen=fen)
    game.add_move("c3-d4")
    assert game.headers["SetUp"] == "1" and game.valid
    assert "1... c3-d4 *" in " ".join(str(game).split())


def test_a_checkers_game_written_as_pdn(cli, tmp_path):
    game = cinc.Game(variant="checkers", tags={"Event": "Club night", "Black": "Ann", "Red": "Bob"})
    for text in ("b6-a5", "c3-d4"):
        game.add_move(text)
    pdn = game.to_pdn()
    # docs/rules/checkers.md §10: PDN numbers (9 is b6, 13 a5, 22 c3, 18 d4), GameType 21,
    # Red written as White.
    assert "1. 9-13 22-18 *" in pdn and '[GameType "21"]' in pdn and '[White "Bob"]' in pdn
    assert validates(cli, tmp_path, pdn, "club.pdn")
    assert cinc.read_game(io.StringIO(pdn)).mainline_moves() == ["b6-a5", "c3-d4"]
    with pytest.raises(ValueError, match="checkers"):
        cinc.Game().to_pdn()  # Commander-In-Chief has no PDN form


# ---- a board people can read, named sides, the winner --------------------------------------

CHECKERS_START_BOARD = """\
8 . M . M . M . M
7 M . M . M . M .
6 . M . M . M . M
5 . . . . . . . .
4 . . . . . . . .
3 m . m . m . m .
2 . m . m . m . m
1 m . m . m . m .
  a b c d e f g h"""


def test_str_of_a_position_is_a_board():
    # docs/rules/checkers.md §1: Black (first to move, in capitals) on 1-12, the dark squares
    # of ranks 6 to 8; Red (small letters) on 21-32, ranks 1 to 3.
    pos = cinc.Position("checkers")
    assert str(pos) == CHECKERS_START_BOARD
    assert pos.fen() in repr(pos)
    pos.push("b6-a5")
    assert str(pos).splitlines()[2:4] == ["6 . . . M . M . M", "5 M . . . . . . ."]


def test_piece_at_and_named_sides():
    pos = cinc.Position("checkers")
    assert pos.piece_at("b6")["letter"] == "M" and pos.piece_at("b6")["side"] == cinc.FIRST
    assert pos.piece_at(9) == pos.piece_at("b6") and pos.piece_at("a5") is None
    assert pos.piece_at("a1")["side"] == cinc.SECOND
    with pytest.raises(ValueError):
        pos.piece_at("z9")
    assert pos.turn is cinc.FIRST and pos.turn == 0 and pos.turn_name == "Black"
    pos.push("b6-a5")
    assert pos.turn is cinc.SECOND and pos.turn_name == "Red" and pos.sides[pos.turn] == "Red"
    cic = cinc.Position()
    assert cic.turn == cinc.DARK and cic.piece_at("f7")["name"] == "Dark Helicopter"
    for text in BOMBER_MOVES:
        cic.push(text)
    outcome = cic.outcome()
    assert outcome.winner == cinc.DARK and outcome.result == "1-0" and outcome["result"] == "1-0"
    assert cinc.Position().outcome() is None


def test_the_stubs_name_what_the_module_has():
    stubs = (pathlib.Path(cinc.__file__).parent / "__init__.pyi").read_text()
    native = (pathlib.Path(cinc.__file__).parent / "_cinc.pyi").read_text()
    for name in cinc.__all__:
        assert name in stubs or name in native, name
    for name in ("def parse(", "def piece_at(", "def add_move(", "def to_pdn(", "turn_name", "class NotationError"):
        assert name in stubs or name in native, name
    assert "def points(self) -> List[int]" in native and "-> Tuple[int, int]" not in native  # lists come back
