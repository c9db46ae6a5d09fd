// The sample tournament (samples/tournament/, 6 players, 3 rounds) turned into a table,
// checked against the table worked out by hand below.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "support/run_cinc.h"

using cinc::test::run_cinc;
using cinc::test::run_standings_both_paths;

// By hand, from the nine records: results from their Result tags; captured points
// (first, second) from each game's captures: R1 Adams-Baker 1-0 (19, 9), Chen-Diaz draw
// (5, 6), Evans-Foster 0-1 (8, 14); R2 Adams-Chen draw (5, 6), Foster-Baker 1-0 (9, 4),
// Diaz-Evans 1-0 (13, 9); R3 Foster-Adams 0-1 (5, 12), Baker-Diaz draw (8, 8), Chen-Evans
// 1-0 (9, 5).
// Match points: Adams 2.5; Foster, Diaz, Chen 2; Baker 0.5; Evans 0. The three on 2 are
// split by captured points: Foster 14+9+5 = 28, Diaz 6+13+8 = 27, Chen 5+6+9 = 20.
// Sonneborn-Berger: Adams 0.5 + 2/2 + 2 = 3.5; Foster 0 + 0.5 + 0 = 0.5; Diaz 2/2 + 0 +
// 0.5/2 = 1.25; Chen 2/2 + 2.5/2 + 0 = 2.25; Baker 2/2 = 1; Evans 0.
TEST_CASE("standings of the sample tournament match the hand-worked table") {
  const std::string dir = std::string(CINC_SOURCE_DIR) + "/samples/tournament/";
  const auto r = run_standings_both_paths({"standings", "--format", "json", dir + "club-open-round1.cgn", dir + "club-open-round2.cgn",
                           dir + "club-open-round3.cgn"});
  REQUIRE(r.exit_code == 0);
  const auto all = nlohmann::json::parse(r.out);
  REQUIRE(all["events"].size() == 1);  // one Event tag: one table
  const auto& j = all["events"][0];
  CHECK(j["rounds"] == nlohmann::json::array({"1", "2", "3"}));
  struct Row {
    const char* name;
    int rank, wins, draws, losses;
    double points;
    int captured;
    double sb;
    const char* r1;
    const char* r2;
    const char* r3;
  };
  const Row expected[] = {
      {"Adams, Ruth", 1, 2, 1, 0, 2.5, 36, 3.5, "+5d", "=4d", "+2l"},
      {"Foster, Sam", 2, 2, 0, 1, 2.0, 28, 0.5, "+6l", "+5d", "-1d"},
      {"Diaz, Marco", 3, 1, 2, 0, 2.0, 27, 1.25, "=4l", "+6d", "=5l"},
      {"Chen, Li", 4, 1, 2, 0, 2.0, 20, 2.25, "=3d", "=1l", "+6d"},
      {"Baker, Tom", 5, 0, 1, 2, 0.5, 21, 1.0, "-1l", "-2l", "=3d"},
      {"Evans, Kate", 6, 0, 0, 3, 0.0, 22, 0.0, "-2d", "-3l", "-4l"},
  };
  const auto& rows = j["standings"];
  REQUIRE(rows.size() == 6);
  for (std::size_t i = 0; i < 6; ++i) {
    const Row& e = expected[i];
    const auto& row = rows[i];
    INFO("row " << i + 1);
    CHECK(row["player"] == e.name);
    CHECK(row["rank"] == e.rank);
    CHECK(row["games"] == 3);
    CHECK(row["wins"] == e.wins);
    CHECK(row["draws"] == e.draws);
    CHECK(row["losses"] == e.losses);
    CHECK(row["points"].get<double>() == e.points);
    CHECK(row["captured"] == e.captured);
    CHECK(row["sonneborn_berger"].get<double>() == e.sb);
    CHECK(row["rounds"]["1"] == e.r1);
    CHECK(row["rounds"]["2"] == e.r2);
    CHECK(row["rounds"]["3"] == e.r3);
  }
  CHECK(j["unfinished"].empty());
  // Every game of the event validates cleanly.
  const auto v = run_cinc({"validate", dir + "club-open-round1.cgn", dir + "club-open-round2.cgn",
                           dir + "club-open-round3.cgn"});
  CHECK(v.exit_code == 0);
  CHECK(v.out == "9 games: 9 valid, 0 invalid\n");
}
