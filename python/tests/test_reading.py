"""Reading records: every sample, the tree (tags, moves, comments, NAGs, variations),
diagnostics with line and column, strict reading, file objects, and `cinc fen`."""
import io

import pytest

import cinc
from conftest import SAMPLES, sample_files

BOMBER = SAMPLES / "short-bomber-strike.cgn"


@pytest.mark.parametrize("path", sample_files(), ids=lambda p: str(p.relative_to(SAMPLES)))
def test_every_sample_reads_as_validate_reports_it(path, cli_json):
    # The same games and, game for game, the same diagnostics as `cinc validate`.
    # The module reads UTF-8 only (docs/python.md), as the CLI does with --encoding utf-8.
    # Each diagnostic also names its file, its game and the game's first line: the keys
    # "file", "game" and "line" of validate's item of the game ("line" as "game_line").
    games = cli_json("validate", "--encoding", "utf-8", "--format", "json", path)["games"]
    expected = [[dict(d, file=g["file"], game=g["game"], game_line=g["line"]) for d in g["diagnostics"]]
                for g in games if g["game"]]
    got = [[d.to_dict() for d in g.diagnostics] for g in cinc.read_games(path)]
    assert got == expected


def test_tags_moves_comments_and_nags_of_a_sample():
    (game,) = list(cinc.read_games(BOMBER))
    assert game.tags["Dark"] == "Whitfield, Grace"
    assert game.tags["Light"] == "Novak, Petr"
    assert game.result == "1-0"
    assert game.line == 1 and game.column == 1
    moves = game.moves
    assert len(moves) == 17  # 9. Bc3xa1# is Dark's ninth move: 8 full moves and one ply
    assert [m.text for m in moves[:4]] == ["Hf7-f5", "Bb2-d4", "Hf5xd4", "Dc3xd4"]
    assert moves[1].comments[0].startswith("The Bomber jumps the Destroyer on c3")
    assert (moves[0].line, moves[0].column) == (10, 4)  # "1. Hf7-f5" on the tenth line
    assert moves[13].text == "Ab6-c7" and moves[13].nags == [4]  # "??" is $4
    assert moves[14].nags == [1]  # "Be5-c3+!": "!" is $1
    # What replay made of them: 2. Hf5xd4 takes the Bomber.
    assert (moves[2].from_square, moves[2].to_square, moves[2].captured) == ("f5", "d4", "B")
    assert moves[2].ply == 3 and moves[2].side == 0
    assert game.valid and game.variant == "commander-in-chief"
    assert game.outcome["result"] == "1-0"  # the Commander on a1 is taken


def test_variations_are_a_tree():
    game = cinc.read_game("[Variant \"commander-in-chief\"]\n\n"
                          "1. Hf7-f5 (1. Hg6-e4 {or the other Helicopter} Bb2-d4 (1... Sa4-b5)) 1... Bb2-d4 *\n")
    main = game.moves
    assert [m.text for m in main] == ["Hf7-f5", "Bb2-d4"]
    (alt,) = main[0].variations
    assert [m.text for m in alt.moves] == ["Hg6-e4", "Bb2-d4"]
    assert (alt.line, alt.column) == (3, 11)
    assert alt.moves[0].comments == ["or the other Helicopter"]
    (inner,) = alt.moves[1].variations
    assert [m.text for m in inner] == ["Sa4-b5"]
    assert inner.moves[0].replayed and inner.moves[0].ply == 2
    assert game.valid


def test_diagnostics_carry_code_line_and_column():
    # d5 is empty after 1. Hf7-f5 Bb2-d4 (docs/errors.md: move.no-piece, "there is no piece on ...").
    game = cinc.read_game("[Variant \"commander-in-chief\"]\n[Result \"*\"]\n\n1. Hf7-f5 Bb2-d4 2. Hd5-f5 *\n")
    assert not game.valid
    (d,) = [d for d in game.diagnostics if d.severity == "error"]
    assert (d.code, d.line, d.column, d.ply, d.side, d.move) == ("move.no-piece", 4, 21, 3, "Dark", "Hd5-f5")
    # The Helicopter stands on f5: the squares written the wrong way round (docs/errors.md).
    assert str(d) == ("<text>:4:21: error: ply 3 (Dark) \"Hd5-f5\": there is no piece on d5; "
                      "did you mean Hf5-d5? [move.no-piece] (game 1, line 1)")
    assert d.format("round.cgn").startswith("round.cgn:4:21:") and d.format().startswith("<text>:4:21:")
    assert (d.file, d.game, d.game_line) == ("<text>", 1, 1)
    # The replayed line stops at the error: the first two moves were played.
    assert [m.replayed for m in game.moves] == [True, True, False]


def test_suggestions_reach_python_as_a_list():
    # Dark's Bomber on e5 takes on c7 or on c3, each one character off "Be5xc8" (docs/errors.md,
    # "Suggestions"; the position worked out in tests/game/core/suggest_test.cpp): no certain
    # correction, two suggested, the nearer square first.
    game = cinc.read_game("[SetUp \"1\"]\n[FEN \"7C/2a5/8/4B3/8/2a5/8/7c d - 0 1\"]\n[Result \"*\"]\n\n1. Be5xc8 *\n")
    (d,) = [d for d in game.diagnostics if d.severity == "error"]
    facts = d.to_dict()
    assert facts["suggestion"] is None and facts["suggestions"] == ["Be5xc7", "Be5xc3"]
    assert str(d).endswith("; did you mean Be5xc7 or Be5xc3? [move.illegal] (game 1, line 1)")
    # A certain one: in both keys.
    one = cinc.read_game("[Result \"*\"]\n\n1. Hf7xd5 *\n")
    (facts,) = [d.to_dict() for d in one.diagnostics if d.severity == "error"]
    assert facts["suggestion"] == "Hf7-d5" and facts["suggestions"] == ["Hf7-d5"]


def test_strict_reading_raises_the_first_error():
    with pytest.raises(cinc.CincError) as caught:
        cinc.read_game("[Variant \"commander-in-chief\"]\n\n1. Hd4-f5 *\n", strict=True)
    e = caught.value
    assert isinstance(e, ValueError)
    assert (e.code, e.line, e.column) == ("move.no-piece", 3, 4)
    # Every diagnostic of the game comes with it: the missing Result tag's warning too.
    assert sorted(d.code for d in e.diagnostics) == ["move.no-piece", "tag.missing-result"]
    # A syntax error: an unclosed comment runs to the end of the text.
    with pytest.raises(cinc.CincError) as caught:
        list(cinc.read_games(io.StringIO("[Variant \"checkers\"]\n\n1. b6-a5 {oops\n"), strict=True))
    assert caught.value.code.startswith("syntax.")
    assert caught.value.line >= 3


def test_file_objects_text_and_binary_read_alike():
    text = BOMBER.read_text()
    from_text = [m.text for m in next(iter(cinc.read_games(io.StringIO(text)))).moves]
    from_bytes = [m.text for m in next(iter(cinc.read_games(io.BytesIO(text.encode())))).moves]
    assert from_text == from_bytes == [m.text for m in cinc.read_game(text).moves]
    assert cinc.read_game("") is None


def test_missing_file_is_an_os_error(tmp_path):
    with pytest.raises(OSError):
        cinc.read_games(tmp_path / "nothing.cgn")


@pytest.mark.parametrize("name", ["event-round1.cgn", "team-game.cgn", "checkers/chinook-tinsley-1992-game32.pdn",
                                  "commander-chess/full-game.cgn", "commander-chess/engine-export.pgn",
                                  "stackem/blocked-stacks.cgn", "coast-to-coast/race-to-twelve.cgn",
                                  "chair-force/every-card.cgn"])
def test_positions_match_cinc_fen(name, cli):
    path = SAMPLES / name
    if not path.exists():
        pytest.skip(f"{name} is not a sample")
    for game in cinc.read_games(path):
        last = len(game.mainline_moves())
        for ply in sorted({0, last // 2, last}):
            code, out = cli("fen", path, "--game", game.index, "--ply", ply)
            assert code == 0
            assert game.position(ply).fen() == out.strip()
        assert game.position().fen() == game.final_fen
