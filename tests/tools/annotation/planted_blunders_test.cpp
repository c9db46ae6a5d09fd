// Planted blunders (docs/annotate.md, section 8, "Planted blunders in master games"; issue
// 42): moves that lose material by force, planted into drawn master games, are marked by
// `cinc annotate` with its defaults. The data, tests/records/planted-checkers.txt, comes from
// bench/planted_blunders.cpp; every claim of it is proven again here by the rules-only judge
// (support/material_search.h), never the engine, so the data cannot rot and the test holds
// whatever the engine becomes.
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "cinc/game/replay.h"
#include "cinc/notation/reader.h"
#include "support/material_search.h"
#include "support/run_cinc.h"
#include "writing/pdn_export.h"

using cinc::test::read_file;
using cinc::test::run_cinc;

namespace {

const std::string kArchive = std::string(CINC_SOURCE_DIR) + "/tests/conformance/checkerboard/tinsley.pdn";
const std::string kPlanted = std::string(CINC_SOURCE_DIR) + "/tests/records/planted-checkers.txt";

/// One line of planted-checkers.txt (its header says what each field is).
struct Planted {
  int game = 0;     ///< 1-based, in the archive
  int ply = 0;      ///< 1-based: the master's move of this ply is replaced
  int horizon = 0;  ///< plies of the proof, the move the first
  int kept = 0;     ///< the loss stands at every horizon up to this one
  std::string master;  ///< PDN's numbers
  int master_balance = 0;
  std::string planted;
  int planted_balance = 0;
  std::string event, black, white;
};

std::vector<std::string> fields_of(const std::string& line) {
  std::vector<std::string> out;
  std::size_t at = 0;
  for (;;) {
    const std::size_t bar = line.find(" | ", at);
    out.push_back(line.substr(at, bar == std::string::npos ? std::string::npos : bar - at));
    if (bar == std::string::npos) return out;
    at = bar + 3;
  }
}

std::vector<Planted> read_planted() {
  std::istringstream in(read_file(kPlanted));
  std::vector<Planted> out;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const auto f = fields_of(line);
    REQUIRE_MESSAGE(f.size() == 11, line);
    out.push_back(Planted{std::stoi(f[0]), std::stoi(f[1]), std::stoi(f[2]), std::stoi(f[3]), f[4], std::stoi(f[5]),
                          f[6], std::stoi(f[7]), f[8], f[9], f[10]});
  }
  return out;
}

std::string tag_of(const cinc::notation::GameRecord& r, const char* name) {
  return r.tag(name) ? *r.tag(name) : std::string("?");
}

/// The games of the archive, read once.
const std::vector<cinc::notation::GameRecord>& archive() {
  static const std::string text = read_file(kArchive);
  static const std::vector<cinc::notation::GameRecord> games = [] {
    std::vector<cinc::notation::GameRecord> out;
    cinc::notation::Reader reader(text, /*pdn_file=*/true);
    for (cinc::notation::GameRecord r; reader.next(r);) out.push_back(r);
    return out;
  }();
  return games;
}

/// An item set up from its master game: the position before its ply, both moves in canonical
/// text, and the game's movetext (PDN) up to that ply.
struct Setup {
  std::unique_ptr<cinc::game::GameState> before;
  std::string master, planted;
  std::string movetext;
};

/// Finds the item's game and position and checks that the data names them right.
Setup set_up(const Planted& p) {
  const auto& games = archive();
  REQUIRE(games.size() == 724);
  REQUIRE((p.game >= 1 && p.game <= static_cast<int>(games.size())));
  const cinc::notation::GameRecord& source = games[static_cast<std::size_t>(p.game - 1)];
  CHECK(tag_of(source, "Event") == p.event);
  CHECK(tag_of(source, "Black") == p.black);
  CHECK(tag_of(source, "Red") == p.white);  // PDN's White, read as CGN's Red
  CHECK(tag_of(source, "Result") == "1/2-1/2");
  const auto replayed = cinc::game::replay(source);
  REQUIRE(replayed.valid());
  REQUIRE(replayed.main.moves.size() >= static_cast<std::size_t>(p.ply));
  const cinc::game::Variant& checkers = *cinc::game::find_variant("checkers");

  Setup out;
  out.before = cinc::game::start_state(source);
  REQUIRE(out.before);
  for (int i = 0; i + 1 < p.ply; ++i) {
    const std::string& move = replayed.main.moves[static_cast<std::size_t>(i)].played.canonical;
    REQUIRE(out.before->play(move).played);
    if (i % 2 == 0) out.movetext += std::to_string(i / 2 + 1) + ". ";
    out.movetext += cinc::tools::pdn_move(checkers, move) + " ";
  }
  out.master = replayed.main.moves[static_cast<std::size_t>(p.ply - 1)].played.canonical;
  CHECK(cinc::tools::pdn_move(checkers, out.master) == p.master);
  for (const std::string& m : cinc::test::legal_moves(*out.before))
    if (cinc::tools::pdn_move(checkers, m) == p.planted) out.planted = m;
  REQUIRE_MESSAGE(!out.planted.empty(), p.planted << " is not legal in " << out.before->fen());
  REQUIRE(out.planted != out.master);
  REQUIRE((p.horizon >= 2 && p.horizon <= 6));
  REQUIRE((p.kept >= p.horizon && p.kept <= 12));
  return out;
}

/// The horizon to which every build proves the losses kept (a few seconds); the release-style
/// build proves them to the data's `kept` too (the doctest suite "long", tests/CMakeLists.txt).
constexpr int kKeptEveryBuild = 10;

// The planted move loses at least a piece at every horizon from `from` to `to`, and the
// master's move loses nothing.
void check_kept(const Setup& s, int from, int to) {
  for (int h = from; h <= to; ++h) {
    CAPTURE(h);
    CHECK(cinc::test::material_after_at_most(*s.before, s.planted, h, -1));
    CHECK(cinc::test::material_after_at_least(*s.before, s.master, h, 0));
  }
}

}  // namespace

TEST_CASE("annotate: every planted move loses material by force, by the rules alone") {
  const std::vector<Planted> items = read_planted();
  REQUIRE(items.size() == 30);

  // (a) The claims, proven again from the rules.
  for (const Planted& p : items) {
    CAPTURE(p.game);
    CAPTURE(p.ply);
    const Setup s = set_up(p);
    // The planted move loses at least a piece within the horizon, the master's loses none,
    // and so at every horizon after it: the loss is not won back.
    CHECK(p.planted_balance <= -1);
    CHECK(p.master_balance >= 0);
    CHECK(cinc::test::material_after(*s.before, s.planted, p.horizon) == p.planted_balance);
    CHECK(cinc::test::material_after(*s.before, s.master, p.horizon) == p.master_balance);
    check_kept(s, p.horizon, std::min(p.kept, kKeptEveryBuild));
  }
}

// (c) `cinc annotate` with its defaults (the game's depth and second looks); (d) the planted
// move, each record's last, is marked poor ($2) or very poor ($4). In the doctest suite "long"
// (the release-style build only): the two second looks of 30 blunders take about a minute and
// a half of one core there.
TEST_CASE("annotate: the planted moves are marked $2 or $4" * doctest::test_suite("long")) {
  const std::vector<Planted> items = read_planted();
  REQUIRE(items.size() == 30);
  // (b) Each item's record: the master game's main line to the ply before, then the planted
  // move, the game left unfinished.
  std::string records;
  for (const Planted& p : items) {
    const Setup s = set_up(p);
    std::string movetext = s.movetext;
    if (p.ply % 2 == 1) movetext += std::to_string(p.ply / 2 + 1) + ". ";
    movetext += p.planted + " *";
    records += "[Event \"" + p.event + "\"]\n[Black \"" + p.black + "\"]\n[White \"" + p.white +
               "\"]\n[Result \"*\"]\n\n" + movetext + "\n\n";
  }
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  cinc::test::write_file(dir + "/planted.pdn", records);
  const auto run = run_cinc({"annotate", dir + "/planted.pdn", "-o", dir + "/annotated.pdn"});
  REQUIRE_MESSAGE(run.exit_code == 0, run.err);
  const std::string annotated_text = read_file(dir + "/annotated.pdn");
  std::vector<cinc::notation::GameRecord> annotated;
  {
    cinc::notation::Reader reader(annotated_text, /*pdn_file=*/true);
    for (cinc::notation::GameRecord r; reader.next(r);) annotated.push_back(r);
  }
  REQUIRE(annotated.size() == items.size());
  int marked = 0;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const Planted& p = items[i];
    CAPTURE(p.game);
    CAPTURE(p.ply);
    CAPTURE(p.planted);
    CAPTURE(p.horizon);
    const auto& moves = annotated[i].main.moves;
    REQUIRE(moves.size() == static_cast<std::size_t>(p.ply));
    const auto& node = moves.back();
    CHECK(node.text == p.planted);
    std::string said;
    for (const auto& c : node.comments) said += c.text + "\n";
    CAPTURE(said);
    const bool is_marked = std::any_of(node.nags.begin(), node.nags.end(), [](int n) { return n == 2 || n == 4; });
    CHECK_MESSAGE(is_marked, "the planted move " << p.planted << " of game " << p.game << " (" << p.event
                                                 << "), ply " << p.ply << ", is not marked $2 or $4");
    marked += is_marked ? 1 : 0;
  }
  MESSAGE(marked << " of " << items.size() << " planted moves marked $2 or $4");
}

TEST_CASE("annotate: the planted losses of material are not won back within the data's horizon" *
          doctest::test_suite("long")) {
  for (const Planted& p : read_planted()) {
    CAPTURE(p.game);
    CAPTURE(p.ply);
    const Setup s = set_up(p);
    check_kept(s, kKeptEveryBuild + 1, p.kept);
  }
}
