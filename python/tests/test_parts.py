"""Parts of a file (the Segmenter's cuts, docs/scaling.md): contiguous, whole games, and
read part by part they give what the whole file gives."""
import pytest

import cinc


def assemble(path, checked_parts):
    """validate's items from the parts' results, numbered in input order (a note of the
    file, which has its "game" None already, is no game)."""
    items = []
    games = 0
    duplicates = cinc.Duplicates()
    for results in checked_parts:
        for r in results:
            if "game" in r:
                items.append(duplicates.mark(r))
                continue
            games += 1
            items.append(duplicates.mark({"file": str(path), "game": games, **r}))
    return items


@pytest.mark.parametrize("part_bytes", [1, 200_000, 1 << 30])
def test_parts_cover_the_file_and_validate_alike(corpus, cli_json, part_bytes):
    parts = cinc.split(corpus, part_bytes)
    size = corpus.stat().st_size
    assert parts[0].offset == 0 and parts[0].line == 1 and parts[0].file_start
    for a, b in zip(parts, parts[1:]):
        assert a.offset + a.size == b.offset and not b.file_start
        assert b.line == 1 + corpus.read_bytes()[: b.offset].count(b"\n")
    assert parts[-1].offset + parts[-1].size == size
    if part_bytes == 1 << 30:
        assert len(parts) == 1
    else:
        assert len(parts) > 1
        # A part starts at a tag line.
        assert all(corpus.read_bytes()[p.offset:p.offset + 1] == b"[" for p in parts)
    expected = cli_json("validate", "--format", "json", corpus)["games"]
    assert assemble(corpus, [cinc.check_part(p) for p in parts]) == expected
    assert any(not g["valid"] for g in expected)
    # The games of the parts are the file's games.
    lines = [g.line for p in parts for g in cinc.read_part(p, replay=False)]
    assert lines == [g["line"] for g in expected]


def test_a_file_without_cuts_is_one_streamed_part(tmp_path, cli_json):
    # Games without tags: no line starts a game's tags, so no cut can be made (the
    # Segmenter hands the rest to a stream after 4 MiB).
    path = tmp_path / "untagged.cgn"
    path.write_text("1. Hf7-f5 Bb2-d4 *\n\n" * 260_000)
    parts = cinc.split(path, 1 << 20)
    assert parts[-1].stream
    expected = cli_json("validate", "--format", "json", path)["games"]
    assert assemble(path, [cinc.check_part(p) for p in parts]) == expected


@pytest.mark.parametrize("part_bytes", [1, 1 << 30])
def test_a_stray_result_is_a_note_of_the_file_in_its_place(tmp_path, cli_json, part_bytes):
    # A result standing alone between two games (a pasted "1-0" line) and one after the
    # last: not a game, not in the diagnostics of the game after it, but the file's note at
    # its line, in its place (docs/errors.md, input.stray-result).
    game = '[Result "*"]\n\n1. Hf7-d5 Ab4-c4 *\n\n'
    path = tmp_path / "stray.cgn"
    path.write_text(game + "1-0\n\n" + '[Site "Hall B"]\n' + game + "0-1\n")
    expected = cli_json("validate", "--format", "json", path)
    items = assemble(path, [cinc.check_part(p) for p in cinc.split(path, part_bytes)])
    assert items == expected["games"]
    # By hand: game 1 (line 1), the stray 1-0 on line 5, game 2 (its Site tag on line 7),
    # the stray 0-1 on line 12.
    assert [(i["game"], i["line"]) for i in items] == [(1, 1), (None, 5), (2, 7), (None, 12)]
    assert [d["code"] for d in items[1]["diagnostics"]] == ["input.stray-result"]
    assert items[2]["diagnostics"] == [] and items[2]["valid"]
    assert expected["summary"] == {"games": 2, "valid": 2, "invalid": 0}
