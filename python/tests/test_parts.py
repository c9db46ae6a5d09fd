"""Parts of a file (the Segmenter's cuts, docs/scaling.md): contiguous, whole games, and
read part by part they give what the whole file gives."""
import pytest

import cinc


def assemble(path, checked_parts):
    """validate's items from the parts' results, numbered in input order."""
    games = []
    duplicates = cinc.Duplicates()
    for results in checked_parts:
        for r in results:
            games.append(duplicates.mark({"file": str(path), "game": len(games) + 1, **r}))
    return games


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
