"""Positions: legal moves, push/pop, FEN, board, end, key, errors, pictures."""
import pytest

import cinc


def test_commander_in_chief_start_and_its_29_first_moves():
    pos = cinc.Position()
    assert pos.variant == "commander-in-chief" and pos.turn == 0 and pos.sides == ["Dark", "Light"]
    moves = list(pos.legal_moves)
    # docs/rules/commander-in-chief.md §9: Dark's 29 first moves, listed there by piece.
    assert len(moves) == 29
    helicopter_f7 = sorted(m.to_square for m in moves if m.from_square == "f7")
    assert helicopter_f7 == ["d5", "d6", "d7", "e5", "f5"]
    bomber = sorted(m.to_square for m in moves if m.from_square == "g7")
    assert bomber == ["d4", "e5"]
    assert all(not m.capture for m in moves)
    assert [pos.perft(d) for d in (1, 2, 3)] == [29, 840, 28240]  # §9's table


def test_push_pop_restore_the_position():
    pos = cinc.Position()
    start_fen, start_key = pos.fen(), pos.key()
    m = pos.push("Hf7-f5")
    assert (m.text, m.from_square, m.to_square, m.piece, m.side, m.number) == ("Hf7-f5", "f7", "f5", "H", 0, 1)
    assert pos.turn == 1 and pos.fen() != start_fen and pos.key() != start_key
    pos.push("Bb2-d4")
    taken = pos.push("Hf5xd4")  # short-bomber-strike.cgn: the Helicopter takes the Bomber
    assert taken.capture and taken.captured == "B"
    assert [str(x) for x in pos.move_stack] == ["Hf7-f5", "Bb2-d4", "Hf5xd4"]
    assert pos.pop() == "Hf5xd4"
    pos.pop()
    pos.pop()
    assert pos.fen() == start_fen and pos.key() == start_key and pos.move_stack == []
    with pytest.raises(IndexError):
        pos.pop()


def test_illegal_moves_raise_with_the_games_code():
    pos = cinc.Position()
    with pytest.raises(cinc.IllegalMoveError) as caught:
        pos.push("Hd4-f5")  # docs/errors.md: there is no piece on d4
    assert caught.value.code == "move.no-piece"
    assert "no piece on d4" in str(caught.value)
    assert isinstance(caught.value, cinc.CincError) and isinstance(caught.value, ValueError)
    assert pos.move_stack == []  # nothing was played


def test_bad_fen_and_unknown_variant():
    with pytest.raises(cinc.CincError) as caught:
        cinc.Position("checkers", fen="B:W99:B1")
    assert caught.value.code == "position.bad-fen"
    with pytest.raises(cinc.CincError) as caught:
        cinc.Position("chess")
    assert caught.value.code == "position.unknown-variant"


def test_checkers_board_and_first_moves():
    pos = cinc.Position("checkers")
    board = pos.board()
    # docs/rules/checkers.md §1 (and the diagram of §8): Black on 1-12 (ranks 6-8), Red on 21-32 (ranks 1-3).
    assert len(board) == 24
    assert board["b8"] == [{"side": 0, "letter": "M", "name": board["b8"][0]["name"], "crowned": False,
                            "enhanced": False, "heroic": False}]
    assert board["a1"][0]["side"] == 1 and "e5" not in board
    assert sum(1 for pieces in board.values() if pieces[0]["side"] == 0) == 12
    assert sorted(str(m) for m in pos.legal_moves) == sorted(
        ["b6-a5", "b6-c5", "d6-c5", "d6-e5", "f6-e5", "f6-g5", "h6-g5"])
    assert [pos.perft(d) for d in (1, 2, 3, 4)] == [7, 49, 302, 1469]  # §11 (OEIS A133046)


def test_a_game_played_to_its_end():
    pos = cinc.Position()
    for move in ("Hf7-f5 Bb2-d4 Hf5xd4 Dc3xd4 Fg8-f7 Sa4-b5 Ag5-g4 Aa5-b6 Ah4-h3 Sd1-e2 Df6-e5 Dd4xe5 Bg7xe5 "
                 "Ab6-c7 Be5-c3+ Ac7xd8=K").split():
        assert not pos.is_over()
        pos.push(move)
    assert pos.result() == "*" and pos.outcome() is None
    pos.push("Bc3xa1#")  # short-bomber-strike.cgn: the Commander on a1 is taken
    assert pos.is_over() and pos.result() == "1-0"
    assert pos.outcome()["result"] == "1-0"
    assert list(pos.legal_moves) == [] and not pos.legal_moves


def test_copy_is_independent():
    pos = cinc.Position()
    other = pos.copy()
    other.push("Hf7-f5")
    assert pos.move_stack == [] and pos != other


@pytest.mark.parametrize("variant", cinc.variants())
def test_svg_is_what_cinc_diagram_draws(variant, cli):
    pos = cinc.Position(variant)
    code, expected = cli("diagram", "--fen", pos.fen(), "--variant", variant)
    assert code == 0
    assert pos.svg() == expected
    assert pos._repr_svg_() == expected
    assert pos.svg().lstrip().startswith("<?xml") and "<svg" in pos.svg()


def test_svg_options_are_cinc_diagrams(cli):
    pos = cinc.Position()
    fen = pos.fen()
    _, expected = cli("diagram", "--fen", fen, "--square", "--flip", "--names", "--highlight", "e4:red",
                      "--arrow", "f7-d5", "--mark", "e5:-", "--caption", "Study 1", "--moves", "g7")
    got = pos.svg(orientation="square", flip=True, names=True, highlight={"e4": "red"}, arrows=[("f7", "d5")],
                  marks={"e5": "-"}, caption="Study 1", moves="g7")
    assert got == expected
    assert got != pos.svg()
    with pytest.raises(ValueError):
        pos.svg(numbers=True)  # PDN numbers belong to the dark-square games
    with pytest.raises(ValueError):
        pos.svg(highlight=["z9"])


def test_svg_after_moves_shows_the_last_move(cli, tmp_path):
    record = tmp_path / "two.cgn"
    record.write_text("[Variant \"commander-in-chief\"]\n[Result \"*\"]\n\n1. Hf7-f5 Bb2-d4 *\n")
    _, expected = cli("diagram", record, "--last-move", "--ply", "2")
    pos = cinc.read_game(record.read_text()).position(2)
    assert pos.svg(last_move=True) == expected
