// `cinc html`: the page is one self-contained file, its tables and data say what the
// records say, problems sit at their moves, and the output is written whole or not at
// all. What the page draws in a browser is tested by tests/browser/html_page_test.cjs.
#include <doctest/doctest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "diagram/drawing.h"
#include "support/run_cinc.h"

using cinc::test::read_file;
using cinc::test::run_cinc;
using cinc::test::temp_dir;
using cinc::test::write_file;

namespace {

const std::string kSamples = std::string(CINC_SOURCE_DIR) + "/samples/";

// The page's data: the JSON inside <script type="application/json" id="cinc-data">.
nlohmann::json page_data(const std::string& page) {
  const std::string open = "<script type=\"application/json\" id=\"cinc-data\">";
  const std::size_t a = page.find(open);
  REQUIRE(a != std::string::npos);
  const std::size_t b = page.find("</script>", a);
  REQUIRE(b != std::string::npos);
  return nlohmann::json::parse(page.substr(a + open.size(), b - a - open.size()));
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("the tournament's page: one file, no network, the standings and every game") {
  const std::string dir = temp_dir();
  const std::string page_file = dir + "/event.html";
  const auto r = run_cinc({"html", kSamples + "tournament/club-open-round1.cgn", kSamples + "tournament/club-open-round2.cgn",
                           kSamples + "tournament/club-open-round3.cgn", "-o", page_file});
  REQUIRE(r.exit_code == 0);
  const std::string page = read_file(page_file);
  CHECK(page.rfind("<!DOCTYPE html>", 0) == 0);
  // Nothing is fetched: no external script, style, font or image.
  CHECK(page.find(" src=") == std::string::npos);
  CHECK(page.find("<link") == std::string::npos);
  CHECK(page.find("url(") == std::string::npos);
  CHECK(page.find("@import") == std::string::npos);
  // The standings (hand-worked in standings_sample_test.cpp): Adams first on 2.5 points.
  CHECK(page.find("<td>1</td><th scope=\"row\">Adams, Ruth</th><td>3</td><td>2</td><td>1</td><td>0</td><td>2.5</td>") !=
        std::string::npos);
  const auto data = page_data(page);
  REQUIRE(data["games"].size() == 9);
  for (const auto& g : data["games"]) {
    CHECK(g["valid"] == true);
    REQUIRE(g.contains("board"));
    // The main line's moves are plies 1, 2, 3, ... each after the one before.
    int ply = 0, parent = -1;
    for (const auto& id : g["main"]) {
      const auto& n = g["nodes"][id.get<std::size_t>()];
      CHECK(n["ply"] == ++ply);
      CHECK(n["p"] == parent);
      CHECK(n.contains("fen"));
      parent = id.get<int>();
    }
    CHECK(ply > 0);
  }
  // The drawing's sizes are those of diagram/drawing.h, the same as cinc diagram's.
  CHECK(data["style"]["disc"] == cinc::tools::diagram::drawing::kDisc);
  CHECK(data["style"]["zonePen"] == cinc::tools::diagram::drawing::kZonePen);
  // One board for the nine games (all from the standard start), both ways round, with
  // Commander-In-Chief's 64 squares.
  REQUIRE(data["boards"].size() == 1);
  CHECK(data["boards"][0]["normal"]["cells"].size() == 64);
  CHECK(data["boards"][0]["flipped"]["cells"].size() == 64);
  CHECK(data["boards"][0]["normal"]["diamond"] == true);
  std::filesystem::remove_all(dir);
}

TEST_CASE("an invalid record: the page is written, the error sits at its move, exit 1") {
  const std::string dir = temp_dir();
  const std::string page_file = dir + "/bad.html";
  // Ply 3, Fh7-f5, is blocked by the Dark Helicopter on g6 (README.md's example), and two
  // moves follow it.
  write_file(dir + "/bad.cgn", "[Event \"Club\"]\n[Result \"*\"]\n\n1. Hf7-d5 Ab4-c4 2. Fh7-f5 Ac4-c5 3. Hd5-d4 *\n");
  const auto r = run_cinc({"html", dir + "/bad.cgn", "-o", page_file});
  CHECK(r.exit_code == 1);
  CHECK(r.err.find("[move.illegal]") != std::string::npos);
  const auto data = page_data(read_file(page_file));
  const auto& g = data["games"][0];
  CHECK(g["valid"] == false);
  REQUIRE(g.contains("problems"));
  const auto& p = g["problems"][0];
  CHECK(p["error"] == true);
  CHECK(p["code"] == "move.illegal");
  REQUIRE(p.contains("node"));
  const auto& n = g["nodes"][p["node"].get<std::size_t>()];
  CHECK(n["t"] == "Fh7-f5");
  CHECK(n["x"] == 1);  // not played
  CHECK(g["main"][2] == p["node"]);
  CHECK(p["ply"] == 3);
  REQUIRE(g["main"].size() == 5);
  CHECK(g["nodes"][g["main"][1].get<std::size_t>()].contains("fen"));
  CHECK(g["nodes"][g["main"][3].get<std::size_t>()]["x"] == 1);
  CHECK(g["nodes"][g["main"][4].get<std::size_t>()]["x"] == 1);
  std::filesystem::remove_all(dir);
}

TEST_CASE("variations branch from the position before the move they replace; comments, NAGs, clocks") {
  const std::string dir = temp_dir();
  const std::string record = dir + "/v.cgn";
  write_file(record,
             "[Event \"V\"]\n[Result \"*\"]\n\n1. Hf7-d5 {[%clk 0:09:58] a start} Ab4-c4! (1... Ab4-b5 {</script><b>}) *\n");
  const auto r = run_cinc({"html", record, "-o", dir + "/v.html"});
  REQUIRE(r.exit_code == 0);
  const std::string page = read_file(dir + "/v.html");
  // A comment cannot end the data early: two script elements, two ends.
  CHECK(count(page, "</script>") == 2);
  const auto data = page_data(page);
  const auto& nodes = data["games"][0]["nodes"];
  const auto& main = data["games"][0]["main"];
  REQUIRE(main.size() == 2);
  const auto& first = nodes[main[0].get<std::size_t>()];
  CHECK(first["clk"] == "0:09:58");
  CHECK(first["c"] == nlohmann::json::array({"a start"}));
  const auto& second = nodes[main[1].get<std::size_t>()];
  CHECK(second["g"] == nlohmann::json::array({"!"}));
  REQUIRE(second["v"].size() == 1);
  const auto& alt = nodes[second["v"][0][0].get<std::size_t>()];
  CHECK(alt["t"] == "Ab4-b5");
  CHECK(alt["p"] == main[0]);  // after 1. Hf7-d5, like the move it replaces
  CHECK(alt["ply"] == 2);
  CHECK(alt["c"] == nlohmann::json::array({"</script><b>"}));
  std::filesystem::remove_all(dir);
}

TEST_CASE("the page is written whole or not at all") {
  const std::string dir = temp_dir();
  const std::string page_file = dir + "/keep.html";
  write_file(page_file, "old page");
  const auto r = run_cinc({"html", dir + "/missing.cgn", "-o", page_file});
  CHECK(r.exit_code == 2);
  CHECK(read_file(page_file) == "old page");
  CHECK(std::distance(std::filesystem::directory_iterator(dir), std::filesystem::directory_iterator{}) == 1);
  const auto none = run_cinc({"html", kSamples + "invalid/no-games.cgn", "-o", page_file});
  CHECK(none.exit_code == 1);
  CHECK(read_file(page_file) == "old page");
  std::filesystem::remove_all(dir);
}

TEST_CASE("the page's standings: one table per event, a record with errors marked in its cells") {
  // Two events in one file: the Club Open (Ann-Bob 1-0 with an illegal first move, counted
  // as recorded and marked) and the Junior Cup (Kim-Lee 0-1, played cleanly).
  const std::string text =
      "[Event \"Club Open\"]\n[Round \"1\"]\n[Dark \"Ann\"]\n[Light \"Bob\"]\n[Result \"1-0\"]\n\n1. Hf7-d4 1-0\n\n"
      "[Event \"Junior Cup\"]\n[Round \"1\"]\n[Dark \"Kim\"]\n[Light \"Lee\"]\n[Result \"0-1\"]\n\n"
      "1. Hf7-d5 Ab4-c4 0-1\n";
  const auto r = run_cinc({"html", "-"}, text);
  CHECK(r.exit_code == 1);
  CHECK(count(r.out, "<table class=\"standings\">") == 2);
  CHECK(r.out.find("<caption>Standings: Club Open</caption>") != std::string::npos);
  CHECK(r.out.find("<caption>Standings: Junior Cup</caption>") != std::string::npos);
  // Ann won against Bob (rank 2) as Dark, in a record with an error: "+2d!", marked.
  CHECK(r.out.find("<td class=\"cell invalid\">+2d!</td>") != std::string::npos);
  CHECK(r.out.find("<td class=\"cell\">+2l</td>") != std::string::npos);  // Lee's clean win
}
