"""The tools' meaning as functions: each compared with the `cinc` command's JSON on the
same files, and with numbers from the rules pages."""
import json

import pytest

import cinc
from conftest import ROOT, SAMPLES, sample_files


def test_validate_is_cinc_validate(cli_json, tmp_path):
    empty = tmp_path / "empty.cgn"
    empty.write_text("\n")
    files = [str(p) for p in sample_files()] + [str(empty)]
    expected = cli_json("validate", "--format", "json", *files)
    assert cinc.validate(files) == expected
    assert cinc.validate(files, jobs=1) == expected
    # The empty file is the CLI's input.no-games item.
    assert expected["games"][-1]["diagnostics"][0]["code"] == "input.no-games"


def test_validate_of_a_missing_file_raises(tmp_path):
    with pytest.raises(OSError):
        cinc.validate(tmp_path / "missing.cgn")


SCORED = ["timed-game.cgn", "team-cup.cgn", "short-bomber-strike.cgn", "commander-chess/timed-game.cgn",
          "chair-force/every-card.cgn"]


@pytest.mark.parametrize("name", SCORED)
def test_score_is_cinc_scores(name, cli_json):
    path = SAMPLES / name
    assert cinc.score(path) == cli_json("score", "--format", "json", path)["games"]


TIMED = ["timed-game.cgn", "timed/capture-first.cgn", "timed/overruns.cgn", "timed/time-limit.cgn",
         "timed/turn-limit.cgn", "commander-chess/timed-game.cgn"]


def test_score_of_the_timed_samples_is_the_commands_document(cli_json):
    # Every key of the command's games, in its order (players, limits, clocks too), for
    # several files at once and under the command's options.
    files = [str(SAMPLES / name) for name in TIMED]
    expected = cli_json("score", "--format", "json", *files)["games"]
    got = cinc.score(files)
    assert got == expected
    assert [list(g) for g in got] == [list(g) for g in expected]
    assert {"players", "limits", "clocks", "unclocked"} <= set(got[0])
    options = ["--move-limit", "30", "--game-limit", "20t", "--overrun", "loss", "--clock-mode", "player"]
    assert cinc.score(files, move_limit=30, game_limit="20t", overrun="loss", clock_mode="player") == \
        cli_json("score", "--format", "json", *options, *files)["games"]
    # By hand, timed-game.cgn has [TimeControl "45m/60s"]: a game of 45 minutes and the
    # 60-second sand timer, overruns only warned of (the default).
    assert got[0]["players"] == {"dark": "Quinn, Declan", "light": "Moreau, Camille"}
    assert got[0]["limits"] == {"timed": True, "move_seconds": 60.0, "game_minutes": 45.0, "game_turns": None,
                                "overrun": "warn"}
    with pytest.raises(ValueError):
        cinc.score(files, clock_mode="wall")


def test_score_by_hand():
    # short-bomber-strike.cgn, read by hand: 2. Hf5xd4 (ply 3) takes the Bomber; 2... Dc3xd4
    # the Helicopter; 6... Dd4xe5 the Destroyer; 7. Bg7xe5 the Destroyer; 8... Ac7xd8=K
    # Dark's Amphibian on d8 (its start square, docs/rules/commander-in-chief.md §9);
    # 9. Bc3xa1 the Commander.
    (s,) = cinc.score(SAMPLES / "short-bomber-strike.cgn")
    taken = [(c["ply"], c["side"], c["piece"], c["square"]) for c in s["captures"]]
    assert taken == [(3, "dark", "B", "d4"), (4, "light", "H", "d4"), (12, "light", "D", "e5"),
                     (13, "dark", "D", "e5"), (16, "light", "A", "d8"), (17, "dark", "C", "a1")]
    assert s["outcome"] == "1-0" and s["result_tag"] == "1-0"


@pytest.mark.parametrize("name", ["checkers/kings-repeat.cgn", "coast-to-coast/standoff-repetition.cgn",
                                  "stalemate-trap.cgn", "event-round1.cgn"])
def test_draws_are_cinc_draws(name, cli_json):
    path = SAMPLES / name
    if not path.exists():
        pytest.skip(f"{name} is not a sample")
    assert cinc.draws(path) == cli_json("draws", "--format", "json", path)["games"]


def test_standings_are_cinc_standings(cli_json):
    files = sorted((SAMPLES / "tournament").glob("*.cgn"))
    assert files
    assert cinc.standings([str(f) for f in files]) == cli_json("standings", "--format", "json", *files)


def test_standings_take_tie_breaks_as_the_command_does(cli_json):
    # tests/records/swiss-tie-breaks.cgn, worked by hand in docs/scoring.md "Tie-breaks":
    # Ann leads on Buchholz 5, Eve above Dan on median Buchholz (2 against 0.5).
    swiss = str(ROOT / "tests" / "records" / "swiss-tie-breaks.cgn")
    chosen = "buchholz,buchholz-median"
    doc = cinc.standings(swiss, tie_breaks=chosen)
    assert doc == cli_json("standings", "--format", "json", "--tie-breaks", chosen, swiss)
    table = doc["events"][0]
    assert table["tie_breaks"] == ["buchholz", "buchholz-median"]
    assert [row["player"] for row in table["standings"][:3]] == ["Ann", "Eve", "Dan"]
    assert table["standings"][0]["tie_breaks"] == {"buchholz": 5, "buchholz_median": 2}
    with pytest.raises(cinc.CincError) as error:
        cinc.standings(swiss, tie_breaks="buchholz,coin-toss")
    assert error.value.code == "usage.tie-breaks"
    assert "coin-toss" in str(error.value)


@pytest.mark.parametrize("variant", cinc.variants())
def test_perft_is_cinc_perft(variant, cli):
    _, out = cli("perft", "--depth", 2, "--variant", variant)
    assert cinc.perft(2, variant=variant) == int(out.split()[-1])
    divided = cinc.perft(2, variant=variant, divide=True)
    assert sum(divided.values()) == cinc.perft(2, variant=variant)
    assert sorted(divided) == sorted(str(m) for m in cinc.Position(variant).legal_moves)


def test_analyse_is_cinc_analyse(cli):
    _, out = cli("analyse", "--depth", 3)
    best = out.strip().splitlines()[-1].split()[1]
    a = cinc.analyse(depth=3)
    assert a["best"] == best and a["depth"] == 3 and a["pv"][0] == best
    assert [it["depth"] for it in a["iterations"]] == [1, 2, 3]


def test_json_both_ways(cli, cli_json):
    path = SAMPLES / "annotated-amphibian-race.cgn"
    document = cinc.to_json(path)
    assert document == cli_json("json", path)
    games = cinc.from_json(document)
    _, cgn = cli("cgn", path)
    assert "".join(g.to_cgn() for g in games) == cgn
    assert [g.to_cgn() for g in cinc.from_json(json.dumps(document))] == [g.to_cgn() for g in games]
    with pytest.raises(cinc.CincError) as caught:
        cinc.from_json("{\"games\": [")
    assert caught.value.code == "json.invalid"
