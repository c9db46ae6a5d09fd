// `cinc html`: the page is one self-contained file, its tables and data say what the
// records say, problems sit at their moves, and the output is written whole or not at
// all. What the page draws in a browser is tested by tests/browser/html_page_test.cjs.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "diagram/drawing.h"
#include "html/page.h"
#include "support/run_cinc.h"

using cinc::test::read_file;
using cinc::test::run_cinc;
using cinc::test::TempDir;
using cinc::test::write_file;

namespace {

const std::string kSamples = std::string(CINC_SOURCE_DIR) + "/samples/";

// The JSON inside the page's <script type="application/json" id="ID">.
nlohmann::json script_data(const std::string& page, const std::string& id) {
  const std::string open = "<script type=\"application/json\" id=\"" + id + "\">";
  const std::size_t a = page.find(open);
  REQUIRE_MESSAGE(a != std::string::npos, id);
  const std::size_t b = page.find("</script>", a);
  REQUIRE(b != std::string::npos);
  return nlohmann::json::parse(page.substr(a + open.size(), b - a - open.size()));
}

// The page's data: "cinc-data", its "games" being the game list's entries; here each is
// replaced by the game's own data (the element "cinc-game-N"), the entries kept as "list".
nlohmann::json page_data(const std::string& page) {
  nlohmann::json data = script_data(page, "cinc-data");
  data["list"] = data["games"];
  for (std::size_t i = 0; i < data["games"].size(); ++i) data["games"][i] = script_data(page, "cinc-game-" + std::to_string(i));
  return data;
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("the tournament's page: one file, no network, the standings and every game") {
  const TempDir scratch;
  const std::string& dir = scratch.path();
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
  REQUIRE(data["list"].size() == 9);
  for (std::size_t i = 0; i < data["games"].size(); ++i) {
    const auto& g = data["games"][i];
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
    // The game list's entry (all the page parses at start-up) says the same.
    const auto& entry = data["list"][i];
    CHECK(entry["plies"] == ply);
    CHECK(entry["result"] == g["result"]);
    CHECK(entry["valid"] == true);
    CHECK(entry["sides"] == g["sides"]);
    CHECK(entry["tags"].size() == 3);  // Dark, Light, Round
    CHECK_FALSE(entry.contains("nodes"));
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
}

TEST_CASE("an invalid record: the page is written, the error sits at its move, exit 1") {
  const TempDir scratch;
  const std::string& dir = scratch.path();
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
  // The game list counts the two plies played and marks the record invalid.
  CHECK(data["list"][0]["plies"] == 2);
  CHECK(data["list"][0]["valid"] == false);
}

TEST_CASE("variations branch from the position before the move they replace; comments, NAGs, clocks") {
  const TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string record = dir + "/v.cgn";
  write_file(record,
             "[Event \"V\"]\n[Result \"*\"]\n\n1. Hf7-d5 {[%clk 0:09:58] a start} Ab4-c4! (1... Ab4-b5 {</script><b>}) *\n");
  const auto r = run_cinc({"html", record, "-o", dir + "/v.html"});
  REQUIRE(r.exit_code == 0);
  const std::string page = read_file(dir + "/v.html");
  // A comment cannot end the data early: three script elements (the data, the game, the
  // program), three ends.
  CHECK(count(page, "</script>") == 3);
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
}

TEST_CASE("the page is written whole or not at all") {
  const TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string page_file = dir + "/keep.html";
  write_file(page_file, "old page");
  const auto r = run_cinc({"html", dir + "/missing.cgn", "-o", page_file});
  CHECK(r.exit_code == 2);
  CHECK(read_file(page_file) == "old page");
  CHECK(std::distance(std::filesystem::directory_iterator(dir), std::filesystem::directory_iterator{}) == 1);
  const auto none = run_cinc({"html", kSamples + "invalid/no-games.cgn", "-o", page_file});
  CHECK(none.exit_code == 1);
  CHECK(read_file(page_file) == "old page");
}

TEST_CASE("the page's standings: one table per event, a record with errors marked in its cells") {
  // Two events in one file: the Club Open (Ann-Bob 1-0 with an illegal first move, counted
  // as recorded and marked) and the Junior Cup (Kim-Lee 0-1, played cleanly).
  const std::string text =
      "[Event \"Club Open\"]\n[Round \"1\"]\n[Dark \"Ann\"]\n[Light \"Bob\"]\n[Result \"1-0\"]\n\n1. Hf7-d4 1-0\n\n"
      "[Event \"Junior Cup\"]\n[Round \"1\"]\n[Dark \"Kim\"]\n[Light \"Lee\"]\n[Result \"0-1\"]\n\n"
      "1. Hf7-d5 Ab4-c4 0-1\n";
  // One game per event is no tournament (docs/html.md): --standings asks for the tables.
  const auto r = run_cinc({"html", "--standings", "-"}, text);
  CHECK(r.exit_code == 1);
  CHECK(count(r.out, "<table class=\"standings\">") == 2);
  CHECK(r.out.find("<caption>Standings: Club Open</caption>") != std::string::npos);
  CHECK(r.out.find("<caption>Standings: Junior Cup</caption>") != std::string::npos);
  // Ann won against Bob (rank 2) as Dark, in a record with an error: "+2d!", marked.
  CHECK(r.out.find("<td class=\"cell invalid\">+2d!</td>") != std::string::npos);
  CHECK(r.out.find("<td class=\"cell\">+2l</td>") != std::string::npos);  // Lee's clean win
}

TEST_CASE("the crosstable's round columns: shown up to 30 rounds, left out with a note above") {
  // Ann and Bob agree a draw once a round (docs/html.md: the limit is 30 rounds), in round k
  // after the first k plies of samples/long-game-concession.cgn (so no game is a copy of another).
  const std::vector<std::string> plies = {
      "Hf7-f5", "Hb3-d3", "Ad8-c8", "Hd3xf5", "Df6xf5", "Dc3-c4", "Df5-e6", "Aa5-a6", "Fg8-f7", "Ae1-f1", "Hg6-g4",
      "Aa6-a7", "Ff7-f6", "Hc2-e3", "Hg4xe3", "Ad2xe3", "Sh5-g4", "Dc4-d5", "De6xd5", "Fa2xd5", "Se8-d7", "Sa4-b5",
      "Sd7xd5", "Sb5xd5", "Sg4-e6", "Sd1-e2", "Tf8-d8", "Aa7-a8", "Ae7-d6", "Sd5-b5", "Ah4-g3"};
  auto event = [&plies](int rounds) {
    std::string text;
    for (int k = 1; k <= rounds; ++k) {
      text += "[Event \"Marathon\"]\n[Round \"" + std::to_string(k) +
              "\"]\n[Dark \"Ann\"]\n[Light \"Bob\"]\n[Result \"1/2-1/2\"]\n\n";
      for (int i = 0; i < k; ++i) text += (i % 2 == 0 ? std::to_string(i / 2 + 1) + ". " : "") + plies[i] + " ";
      text += "1/2-1/2\n\n";
    }
    return text;
  };
  auto r = run_cinc({"html", "-"}, event(30));
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("<th scope=\"col\">R1</th>") != std::string::npos);
  CHECK(r.out.find("<th scope=\"col\">R30</th>") != std::string::npos);
  CHECK(count(r.out, "<td class=\"cell") == 2 * 30);  // a cell per player per round
  CHECK(r.out.find("The crosstable is left out") == std::string::npos);
  r = run_cinc({"html", "-"}, event(31));
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("<th scope=\"col\">R1</th>") == std::string::npos);
  CHECK(r.out.find("<th scope=\"col\">R31</th>") == std::string::npos);
  CHECK(r.out.find("<td class=\"cell\">") == std::string::npos);
  CHECK(r.out.find("<p class=\"note\">The crosstable is left out: 31 rounds, more than the 30 a page shows "
                   "(cinc standings gives it).</p>") != std::string::npos);
  // The table itself stays: Ann and Bob, 31 games, 15.5 points each.
  CHECK(r.out.find("<th scope=\"row\">Ann</th><td>31</td><td>0</td><td>31</td><td>0</td><td>15.5</td>") != std::string::npos);
}

TEST_CASE("timed games: each game's points and overruns of cinc score, and every player's totals") {
  // notation.md's example game (Dark takes the Bomber on b2 at ply 5, worth 5, Light takes
  // back at ply 6), worked out in tests/game/core/score_test.cpp. Game 1, 2 minutes, 30 s a
  // move: the limit is reached after ply 4, so neither capture counts: 0-0, a draw by the
  // limit. Game 2, the players' sides swapped, 4 minutes and 25 s a move: Dark (B. Jones)
  // takes 30 s a move, three overruns (plies 1, 3, 5), Light 20 s; 150 s in all, within the
  // limit, so both captures count, 5-5. Game 3 is untimed: in neither table.
  auto game = [](const std::string& round, const std::string& dark, const std::string& light, const std::string& control,
                 int dark_seconds, int light_seconds) {
    const std::string d = "{[%emt 0:00:" + std::to_string(dark_seconds) + "]}";
    const std::string l = "{[%emt 0:00:" + std::to_string(light_seconds) + "]}";
    return "[Event \"Rapid\"]\n[Round \"" + round + "\"]\n[Dark \"" + dark + "\"]\n[Light \"" + light +
           "\"]\n[Result \"1/2-1/2\"]\n" + (control.empty() ? "" : "[TimeControl \"" + control + "\"]\n") +
           "\n1. Hf7-d5 " + d + " Ab4-c4 " + l + " 2. Bg7-d4 " + d + " Hc2-e4 " + l + "\n3. Bd4xb2 " + d +
           " Fa2xb2 " + l + " 1/2-1/2\n\n";
  };
  const std::string text = game("1", "A. Smith", "B. Jones", "2m/60s", 30, 30) +
                           game("2", "B. Jones", "A. Smith", "4m/25s", 30, 20) +
                           game("3", "C. Untimed", "D. Untimed", "", 30, 30);
  const auto r = run_cinc({"html", "-"}, text);
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  const std::string& page = r.out;
  const std::size_t section = page.find("<section id=\"timed\"");
  REQUIRE(section != std::string::npos);
  const std::string timed = page.substr(section, page.find("</section>", section) - section);
  // Per player: two timed games each; A. Smith captured 0 + 5 and conceded 0 + 5, no
  // overrun; B. Jones the same points and the three overruns of game 2.
  CHECK(timed.find("<tr><th scope=\"row\">A. Smith</th><td>2</td><td>5</td><td>5</td><td>0</td></tr>") != std::string::npos);
  CHECK(timed.find("<tr><th scope=\"row\">B. Jones</th><td>2</td><td>5</td><td>5</td><td>3</td></tr>") != std::string::npos);
  CHECK(timed.find("Untimed") == std::string::npos);
  // Per game, in cinc score's words.
  CHECK(timed.find("<td><a href=\"#game-1\">1</a></td><td>1</td><td class=\"text\">A. Smith (Dark) \u2013 B. Jones "
                   "(Light)</td><td class=\"text\">game 2 min, move 60 s, overrun warn</td><td>0\u20130</td>"
                   "<td class=\"text\">reached after ply 4; game time used 0:02:00</td><td class=\"text\">none</td>"
                   "<td class=\"text\">1/2-1/2 (the game limit was reached after ply 4: Dark 0, Light 0 (equal scores "
                   "draw))</td></tr>") != std::string::npos);
  CHECK(timed.find("<td><a href=\"#game-2\">2</a></td><td>2</td><td class=\"text\">B. Jones (Dark) \u2013 A. Smith "
                   "(Light)</td><td class=\"text\">game 4 min, move 25 s, overrun warn</td><td>5\u20135</td>"
                   "<td class=\"text\">not reached in 6 plies; game time used 0:02:30</td><td class=\"text\">ply 1 Dark "
                   "30 s; ply 3 Dark 30 s; ply 5 Dark 30 s</td><td class=\"text\">not decided by the moves</td></tr>") !=
        std::string::npos);
  CHECK(timed.find("#game-3") == std::string::npos);
  // The game's facts carry the same words.
  const auto data = page_data(page);
  CHECK(data["games"][1]["overruns"] == "ply 1 Dark 30 s; ply 3 Dark 30 s; ply 5 Dark 30 s");
  CHECK(data["games"][0]["limit"] == "reached after ply 4; game time used 0:02:00");
  CHECK_FALSE(data["games"][2].contains("limit"));
  // An event without a timed game has no such section.
  const auto untimed = run_cinc({"html", "-"}, game("3", "C. Untimed", "D. Untimed", "", 30, 30));
  CHECK(untimed.out.find("<section id=\"timed\"") == std::string::npos);
}

TEST_CASE("a comment's [%csl] and [%cal] marks go with its move, arrow ends clear of the pieces") {
  // After 2. Bg7-d4 (docs/images/example.cgn): the Bomber left g7 for d4, and Light's
  // Bomber stands on b2. On 40-point squares an arrow starts 0.15 x 40 = 6 points from an
  // empty square's centre, or at a piece's rim plus a gap: 0.70 x 40 / 2 + 0.04 x 40 = 15.6
  // points, and its point stops as far short of a piece (docs/diagrams.md).
  const std::string text =
      "[Event \"Club\"]\n[Result \"*\"]\n\n1. Hf7-d5 Ab4-c4 2. Bg7-d4 {[%cal Gg7d4,Rd4b2] [%csl Rc3] the Bomber "
      "jumps} Hc2-e4 *\n";
  const auto r = run_cinc({"html", "-"}, text);
  REQUIRE(r.exit_code == 0);
  const auto data = page_data(r.out);
  const auto& g = data["games"][0];
  const auto& cells = data["boards"][g["board"].get<std::size_t>()]["normal"]["cells"];
  const auto& flipped = data["boards"][g["board"].get<std::size_t>()]["flipped"]["cells"];
  const auto& n = g["nodes"][g["main"][2].get<std::size_t>()];
  CHECK(n["c"] == nlohmann::json::array({"the Bomber jumps"}));
  REQUIRE(n.contains("mk"));
  const std::size_t c3 = 2 + 2 * 8, g7 = 6 + 6 * 8, d4 = 3 + 3 * 8, b2 = 1 + 1 * 8;  // squares in a1, b1, ... order
  CHECK(n["mk"]["hl"] == nlohmann::json::array({nlohmann::json::array({c3, "#c62828"})}));
  auto distance = [](const nlohmann::json& cell, double x, double y) {
    return std::hypot(cell[0].get<double>() - x, cell[1].get<double>() - y);
  };
  for (const char* way : {"ar", "arf"}) {
    const auto& ar = n["mk"][way];
    const auto& at = std::string(way) == "ar" ? cells : flipped;
    REQUIRE(ar.size() == 2);
    CHECK(ar[0][4] == "#2e7d32");
    CHECK(distance(at[g7], ar[0][0], ar[0][1]) == doctest::Approx(6).epsilon(0.01));
    CHECK(distance(at[d4], ar[0][2], ar[0][3]) == doctest::Approx(15.6).epsilon(0.01));
    CHECK(ar[1][4] == "#c62828");
    CHECK(distance(at[d4], ar[1][0], ar[1][1]) == doctest::Approx(15.6).epsilon(0.01));
    CHECK(distance(at[b2], ar[1][2], ar[1][3]) == doctest::Approx(15.6).epsilon(0.01));
  }
  CHECK(n["mk"]["ar"] != n["mk"]["arf"]);
  // No other move carries marks; the page has the arrows' sizes of drawing.h.
  CHECK_FALSE(g["nodes"][g["main"][1].get<std::size_t>()].contains("mk"));
  CHECK_FALSE(g.contains("mk"));
  CHECK(data["style"]["arrowShaft"] == cinc::tools::diagram::drawing::kArrowShaft);
  CHECK(data["style"]["arrowHeadLength"] == cinc::tools::diagram::drawing::kArrowHeadLength);
}

// ---- issue 41, item 6: a page fit to publish ----------------------------------------

namespace {

// The first plies of samples/long-game-concession.cgn: the games below take the first k of
// them, so no two games of a test are copies of each other.
const std::vector<std::string> kPlies = {"Hf7-f5", "Hb3-d3", "Ad8-c8", "Hd3xf5", "Df6xf5", "Dc3-c4",
                                         "Df5-e6", "Aa5-a6", "Fg8-f7", "Ae1-f1", "Hg6-g4", "Aa6-a7"};

// A Commander-In-Chief record: its tags (name, value), then the first `plies` of kPlies and `result`.
std::string record(const std::vector<std::pair<std::string, std::string>>& tags, int plies, const std::string& result) {
  std::string text;
  for (const auto& [name, value] : tags) text += "[" + name + " \"" + value + "\"]\n";
  text += "[Result \"" + result + "\"]\n\n";
  for (int i = 0; i < plies; ++i) text += (i % 2 == 0 ? std::to_string(i / 2 + 1) + ". " : "") + kPlies[static_cast<std::size_t>(i)] + " ";
  return text + result + "\n\n";
}

// A game of `event` between `dark` and `light` (empty: no tag), in `round` (empty: no tag).
std::string game_of(const std::string& event, const std::string& round, const std::string& dark, const std::string& light,
                    int plies, const std::string& result = "1/2-1/2") {
  std::vector<std::pair<std::string, std::string>> tags = {{"Event", event}};
  if (!round.empty()) tags.emplace_back("Round", round);
  if (!dark.empty()) tags.emplace_back("Dark", dark);
  if (!light.empty()) tags.emplace_back("Light", light);
  return record(tags, plies, result);
}

// The working directory set for one test, and set back when it ends.
class WorkingDir {
 public:
  explicit WorkingDir(const std::string& dir) : old_(std::filesystem::current_path()) { std::filesystem::current_path(dir); }
  ~WorkingDir() {
    std::error_code ignored;
    std::filesystem::current_path(old_, ignored);
  }
  WorkingDir(const WorkingDir&) = delete;
  WorkingDir& operator=(const WorkingDir&) = delete;

 private:
  std::filesystem::path old_;
};

}  // namespace

TEST_CASE("file names: a file given by absolute path shows no machine path (relative, base, as-given)") {
  const TempDir work, elsewhere;
  // engine-games.cgn, by hand: game 1 Ann-Bob 1-0; game 2 Bob-Cid drawn; game 3 Ann-Cid
  // unfinished (*); game 4 without players (left out); game 5 a copy of game 1 (a warning);
  // game 6 Cid-Ann with an illegal first move, Hf7-d4 (a record with an error, exit 1).
  const std::string text = game_of("Engines", "1", "Ann", "Bob", 4, "1-0") + game_of("Engines", "2", "Bob", "Cid", 5) +
                           game_of("Engines", "3", "Ann", "Cid", 6, "*") + game_of("Engines", "4", "", "", 3) +
                           game_of("Engines", "1", "Ann", "Bob", 4, "1-0") +
                           "[Event \"Engines\"]\n[Round \"5\"]\n[Dark \"Cid\"]\n[Light \"Ann\"]\n[Result \"0-1\"]\n\n1. Hf7-d4 0-1\n";
  std::filesystem::create_directories(work.path() + "/rounds");
  write_file(work.path() + "/rounds/engine-games.cgn", text);
  write_file(elsewhere.path() + "/engine-games.cgn", text);
  const WorkingDir here(work.path());

  // Outside the working directory: the base name, everywhere the page names the file.
  auto r = run_cinc({"html", elsewhere.path() + "/engine-games.cgn"});
  CHECK(r.exit_code == 1);
  CHECK(r.out.find(elsewhere.path()) == std::string::npos);
  CHECK(r.out.find("Unfinished (not counted): engine-games.cgn:3</p>") != std::string::npos);
  CHECK(r.out.find("Left out of the standings: engine-games.cgn:4: ") != std::string::npos);
  CHECK(r.out.find("Warning: engine-games.cgn:5: this game is a copy of game 1 (line 1) of this file") != std::string::npos);
  CHECK(r.out.find("a game whose record has an error, counted as its record states: engine-games.cgn:6</p>") !=
        std::string::npos);
  auto data = page_data(r.out);
  for (const auto& g : data["games"]) CHECK(g["file"] == "engine-games.cgn");
  REQUIRE(data["games"][5].contains("problems"));
  CHECK(data["games"][5]["problems"][0]["text"].get<std::string>().rfind("engine-games.cgn:", 0) == 0);
  // Standard error keeps the name as typed (as cinc validate prints it).
  CHECK(r.err.find(elsewhere.path() + "/engine-games.cgn:") != std::string::npos);

  // Under the working directory: the path from there.
  r = run_cinc({"html", work.path() + "/rounds/engine-games.cgn"});
  CHECK(r.out.find(work.path()) == std::string::npos);
  CHECK(r.out.find("Unfinished (not counted): rounds/engine-games.cgn:3</p>") != std::string::npos);
  CHECK(page_data(r.out)["games"][0]["file"] == "rounds/engine-games.cgn");
  // Through a folder given by its absolute path: the same.
  r = run_cinc({"html", work.path() + "/rounds"});
  CHECK(page_data(r.out)["games"][0]["file"] == "rounds/engine-games.cgn");

  // A relative path as typed; --show-paths base drops its folder; as-given keeps an absolute path.
  CHECK(page_data(run_cinc({"html", "rounds/engine-games.cgn"}).out)["games"][0]["file"] == "rounds/engine-games.cgn");
  CHECK(page_data(run_cinc({"html", "--show-paths", "base", "rounds/engine-games.cgn"}).out)["games"][0]["file"] ==
        "engine-games.cgn");
  r = run_cinc({"html", "--show-paths", "as-given", elsewhere.path() + "/engine-games.cgn"});
  CHECK(page_data(r.out)["games"][0]["file"] == elsewhere.path() + "/engine-games.cgn");
  CHECK(r.out.find("Unfinished (not counted): " + elsewhere.path() + "/engine-games.cgn:3</p>") != std::string::npos);
  CHECK(run_cinc({"html", "--show-paths", "full", "rounds/engine-games.cgn"}).exit_code == 2);
}

TEST_CASE("shown file names and the order of rounds, as functions") {
  using cinc::tools::html::ShownPaths;
  using cinc::tools::html::shown_file_name;
  CHECK(shown_file_name("/home/ann/club/r1.cgn", ShownPaths::relative, "/home/ann") == "club/r1.cgn");
  CHECK(shown_file_name("/home/ann/../ann/club/r1.cgn", ShownPaths::relative, "/home/ann") == "club/r1.cgn");
  CHECK(shown_file_name("/home/bob/r1.cgn", ShownPaths::relative, "/home/ann") == "r1.cgn");
  CHECK(shown_file_name("/home/annex/r1.cgn", ShownPaths::relative, "/home/ann") == "r1.cgn");  // not a folder of /home/ann
  CHECK(shown_file_name("../r1.cgn", ShownPaths::relative, "/home/ann") == "../r1.cgn");
  CHECK(shown_file_name("club/r1.cgn", ShownPaths::base, "/home/ann") == "r1.cgn");
  CHECK(shown_file_name("/home/bob/r1.cgn", ShownPaths::as_given, "/home/ann") == "/home/bob/r1.cgn");
  CHECK(shown_file_name("<stdin>", ShownPaths::base, "/home/ann") == "<stdin>");

  using cinc::tools::html::placeholder_name;
  for (const char* p : {"", " ", "?", "-", "White", "RED", "black", "Dark", "light", "Blue", "NN", "N.N.", "Unknown", " White "})
    CHECK_MESSAGE(placeholder_name(p), p);
  for (const char* n : {"Ann", "Whitehead", "Red Fox", "White, Ann", "BYE", "Chinook"}) CHECK_MESSAGE(!placeholder_name(n), n);
}

TEST_CASE("rounds in numeric order: the facts, the crosstable's columns") {
  // Ann and Bob draw once a round; the rounds are read in text order 1, 10, 100, 1.2, 2.
  std::string text;
  int plies = 1;
  for (const char* round : {"1", "10", "100", "1.2", "2"}) text += game_of("Marathon", round, "Ann", "Bob", plies++);
  const auto r = run_cinc({"html", "-"}, text);
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("<dt>Rounds</dt><dd>5 (1, 1.2, 2, 10, 100)</dd>") != std::string::npos);
  CHECK(r.out.find("<th scope=\"col\">R1</th><th scope=\"col\">R1.2</th><th scope=\"col\">R2</th>"
                   "<th scope=\"col\">R10</th><th scope=\"col\">R100</th></tr>") != std::string::npos);
  // A drawn cell for each player in each of the five columns.
  CHECK(count(r.out, "<td class=\"cell\">=") == 10);
}

TEST_CASE("a file of several events: an index of events and a section for each tournament") {
  // The Club Open: Ann, Bob and Cid, a round-robin of three games (a tournament). The Junior
  // Cup: Kim and Lee, a match of two games (a tournament). The Blitz: one game (not one).
  const std::string text = game_of("Club Open", "1", "Ann", "Bob", 1, "1-0") + game_of("Club Open", "2", "Bob", "Cid", 2) +
                           game_of("Club Open", "3", "Cid", "Ann", 3, "0-1") + game_of("Junior Cup", "1", "Kim", "Lee", 4) +
                           game_of("Junior Cup", "2", "Lee", "Kim", 5, "1-0") + game_of("Blitz", "1", "Max", "Ned", 6);
  auto r = run_cinc({"html", "-"}, text);
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("<h1>Games of 3 events</h1>") != std::string::npos);
  CHECK(r.out.find("<title>Games of 3 events</title>") != std::string::npos);
  CHECK(r.out.find("<nav id=\"events\" class=\"event-index\"") != std::string::npos);
  CHECK(r.out.find("<li><a href=\"#event-1\">Club Open</a> <span class=\"note\">3 games</span></li>") != std::string::npos);
  CHECK(r.out.find("<li><a href=\"#event-2\">Junior Cup</a> <span class=\"note\">2 games</span></li>") != std::string::npos);
  CHECK(r.out.find("<li><a href=\"#games\" data-event=\"2\">Blitz</a> <span class=\"note\">1 game in the game list "
                   "(no standings: not a tournament)</span></li>") != std::string::npos);
  CHECK(r.out.find("<h2 id=\"event-1-heading\">Club Open</h2>") != std::string::npos);
  CHECK(r.out.find("<h2 id=\"event-2-heading\">Junior Cup</h2>") != std::string::npos);
  CHECK(r.out.find("id=\"event-3\"") == std::string::npos);
  CHECK(count(r.out, "<table class=\"standings\">") == 2);
  // Each section holds its own table: Ann won both her games (2 points) in the Club Open.
  const std::size_t club = r.out.find("id=\"event-1\""), junior = r.out.find("id=\"event-2\"");
  const std::size_t ann = r.out.find("<th scope=\"row\">Ann</th><td>2</td><td>2</td><td>0</td><td>0</td><td>2</td>");
  CHECK((club < ann && ann < junior));
  CHECK(r.out.find("<dt>Rounds</dt><dd>3 (1, 2, 3)</dd>", club) < junior);
  // The data: the events' names, each game's event.
  const auto data = script_data(r.out, "cinc-data");
  CHECK(data["events"] == nlohmann::json::array({"Club Open", "Junior Cup", "Blitz"}));
  std::vector<int> ev;
  for (const auto& g : data["games"]) ev.push_back(g["ev"].get<int>());
  CHECK(ev == std::vector<int>{0, 0, 0, 1, 1, 2});
  CHECK_FALSE(data.contains("view"));
  // --standings: the Blitz gets its section too.
  r = run_cinc({"html", "--standings", "-"}, text);
  CHECK(count(r.out, "<section class=\"event\"") == 3);
  CHECK(r.out.find("<h2 id=\"event-3-heading\">Blitz</h2>") != std::string::npos);
}

TEST_CASE("the world's archive: Inferno of Checkers (68 games, each its own event) is a game list") {
  // tests/conformance/wiegerw-pdn/inferno.pdn (its origin in tests/conformance/SOURCES.md):
  // 68 games, each with an Event of its own ("Inferno of Checkers, GAYP Game 1" to "...,
  // 12-16 23-18 16-19"), 43 of them between the placeholders "Red" and "White", the others
  // between masters once each: no event has two games between named players.
  const std::string archive = std::string(CINC_SOURCE_DIR) + "/tests/conformance/wiegerw-pdn/inferno.pdn";
  const auto r = run_cinc({"html", archive});
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("<h1>Games of 68 events</h1>") != std::string::npos);
  CHECK(r.out.find("<table class=\"standings") == std::string::npos);
  CHECK(r.out.find("No event here is played as a tournament") != std::string::npos);
  const auto data = script_data(r.out, "cinc-data");
  CHECK(data["view"] == "list");
  REQUIRE(data["events"].size() == 68);
  CHECK(data["events"][0] == "Inferno of Checkers, GAYP Game 1");
  CHECK(data["events"][67] == "Inferno of Checkers, 12-16 23-18 16-19");
  REQUIRE(data["games"].size() == 68);
  CHECK(data["games"][67]["ev"] == 67);
}

TEST_CASE("a collection that is not a tournament is a game list; a small round-robin still a tournament") {
  const std::string archive = std::string(CINC_SOURCE_DIR) + "/tests/records/opening-archive.pdn";
  auto r = run_cinc({"html", archive});
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("<table class=\"standings") == std::string::npos);
  CHECK(r.out.find("id=\"events\"") == std::string::npos);
  CHECK(r.out.find("No event here is played as a tournament") != std::string::npos);
  CHECK(r.out.find("<h1>Games of 12 events</h1>") != std::string::npos);
  auto data = script_data(r.out, "cinc-data");
  CHECK(data["view"] == "list");
  REQUIRE(data["events"].size() == 12);
  CHECK(data["events"][3] == "Opening archive, 10-14 22-17 14-18");
  CHECK(data["games"][11]["ev"] == 11);
  // --standings: every event that has a counted game gets its table (the last game's
  // players are "?": no table, a line of the index).
  r = run_cinc({"html", "--standings", archive});
  CHECK(count(r.out, "<section class=\"event\"") == 11);
  CHECK(r.out.find("1 game in the game list (no standings: no game counted)") != std::string::npos);
  // The ballot sample: one event, players "?": a game list of one event.
  r = run_cinc({"html", kSamples + "checkers/ballot-openings.pdn"});
  CHECK(r.out.find("<table class=\"standings") == std::string::npos);
  CHECK(script_data(r.out, "cinc-data")["view"] == "list");

  // The edges, one event each: a round-robin of three games without Round tags is a
  // tournament, and so is a match of two games; one game between named players is not, nor
  // are two games whose second player is a colour, nor a game and a bye.
  auto is_tournament = [](const std::string& text) {
    const auto page = run_cinc({"html", "-"}, text).out;
    return page.find("<table class=\"standings\">") != std::string::npos && !script_data(page, "cinc-data").contains("view");
  };
  CHECK(is_tournament(game_of("RR", "", "Ann", "Bob", 1) + game_of("RR", "", "Bob", "Cid", 2) + game_of("RR", "", "Cid", "Ann", 3)));
  CHECK(is_tournament(game_of("Match", "1", "Ann", "Bob", 1) + game_of("Match", "2", "Bob", "Ann", 2)));
  CHECK_FALSE(is_tournament(game_of("One", "1", "Ann", "Bob", 1)));
  CHECK_FALSE(is_tournament(game_of("Book", "", "Ann", "White", 1) + game_of("Book", "", "Ann", "White", 2)));
  CHECK_FALSE(is_tournament(game_of("Byes", "1", "Ann", "BYE", 0, "1-0") + game_of("Byes", "2", "Ann", "Bob", 2)));
  // --game-list makes a tournament a game list; with --standings it is a usage error.
  r = run_cinc({"html", "--game-list", "-"}, game_of("Match", "1", "Ann", "Bob", 1) + game_of("Match", "2", "Bob", "Ann", 2));
  CHECK(r.out.find("<table class=\"standings") == std::string::npos);
  CHECK(r.out.find("The games are listed without standings (--game-list).") != std::string::npos);
  CHECK(script_data(r.out, "cinc-data")["view"] == "list");
  CHECK(run_cinc({"html", "--game-list", "--standings", "-"}, game_of("One", "1", "Ann", "Bob", 1)).exit_code == 2);
}
