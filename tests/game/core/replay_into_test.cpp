// replay_into (replay.h) against replay(): a ReplayedGame replayed into again and again, as
// the commands that render every game do (one per thread), holds after each game exactly
// what a fresh replay() of that game gives, whatever game it held before (longer or
// shorter lines, more or fewer variations, clocks, another game's rules, a game that
// cannot be set up). On every sample and malformed record, in one sequence, and on random
// Commander-In-Chief games with variations and clocks.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "cinc/game/replay.h"
#include "cinc/notation/pdn.h"
#include "cinc/notation/reader.h"
#include "corpus.h"

namespace game = cinc::game;
namespace notation = cinc::notation;

namespace {

/// The first difference between two replays of a line, or "" when they agree in every field.
std::string line_difference(const game::ReplayedLine& a, const game::ReplayedLine& b, const std::string& where) {
  if (a.complete != b.complete) return where + ": complete differs";
  if (a.moves.size() != b.moves.size())
    return where + ": " + std::to_string(a.moves.size()) + " moves, not " + std::to_string(b.moves.size());
  for (std::size_t i = 0; i < a.moves.size(); ++i) {
    const game::ReplayedMove& x = a.moves[i];
    const game::ReplayedMove& y = b.moves[i];
    const std::string at = where + " move " + std::to_string(i + 1);
    const game::PlayedMove& p = x.played;
    const game::PlayedMove& q = y.played;
    if (x.node != y.node || x.ply != y.ply || x.number != y.number || x.side != y.side) return at + ": node/ply/number/side";
    if (p.canonical != q.canonical || p.piece != q.piece || p.from != q.from || p.to != q.to ||
        p.captured != q.captured || p.attack != q.attack || p.attacked != q.attacked || p.promotion != q.promotion ||
        p.points != q.points || p.value != q.value || p.member != q.member || p.tallies != q.tallies)
      return at + ": the played move (" + p.canonical + " against " + q.canonical + ")";
    if (x.fen_after != y.fen_after) return at + ": fen_after " + x.fen_after + " against " + y.fen_after;
    if (x.key_after != y.key_after || x.quiet_plies_after != y.quiet_plies_after) return at + ": key/quiet plies";
    if (x.clock != y.clock || x.elapsed != y.elapsed) return at + ": clock/elapsed";
    if (x.variations.size() != y.variations.size()) return at + ": number of variations";
    for (std::size_t v = 0; v < x.variations.size(); ++v) {
      std::string d = line_difference(x.variations[v], y.variations[v], at + " variation " + std::to_string(v + 1));
      if (!d.empty()) return d;
    }
  }
  return "";
}

/// The first difference between two replays of a game, or "".
std::string game_difference(const game::ReplayedGame& a, const game::ReplayedGame& b) {
  if (a.variant != b.variant) return "variant";
  if (a.start_fen != b.start_fen || a.start_key != b.start_key || a.start_quiet_plies != b.start_quiet_plies)
    return "start";
  if (a.final_fen != b.final_fen) return "final_fen";
  if (a.end.kind != b.end.kind || a.end.reason != b.end.reason) return "end";
  if (a.fen_tag_ignored != b.fen_tag_ignored) return "fen_tag_ignored";
  if (a.diagnostics.size() != b.diagnostics.size()) return "number of diagnostics";
  for (std::size_t i = 0; i < a.diagnostics.size(); ++i) {
    const notation::Diagnostic& x = a.diagnostics[i];
    const notation::Diagnostic& y = b.diagnostics[i];
    if (x.code != y.code || x.message != y.message || x.pos.line != y.pos.line || x.pos.column != y.pos.column ||
        x.severity != y.severity || x.suggestion != y.suggestion || x.ply != y.ply || x.move_text != y.move_text)
      return "diagnostic " + std::to_string(i + 1) + " (" + x.code + " against " + y.code + ")";
  }
  return line_difference(a.main, b.main, "main line");
}

std::string file_text(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

struct Tally {
  int games = 0;
  int with_variations = 0;
  std::string first_difference;
};

/// Replays every game of `records` into `reused`, in turn, each against a fresh replay();
/// the options change from game to game (with and without FENs and clocks).
void compare(const std::vector<notation::GameRecord>& records, game::ReplayedGame& reused, Tally& tally,
             const std::string& where) {
  for (std::size_t i = 0; i < records.size(); ++i) {
    const game::ReplayOptions options{.fen_after = i % 3 != 2, .canonical = i % 5 != 4, .clocks = i % 4 != 3};
    game::replay_into(records[i], options, reused);
    const game::ReplayedGame fresh = game::replay(records[i], options);
    ++tally.games;
    if (std::any_of(fresh.main.moves.begin(), fresh.main.moves.end(),
                    [](const game::ReplayedMove& m) { return !m.variations.empty(); }))
      ++tally.with_variations;
    const std::string d = game_difference(reused, fresh);
    if (!d.empty() && tally.first_difference.empty())
      tally.first_difference = where + ", game " + std::to_string(i + 1) + ": " + d;
  }
}

}  // namespace

TEST_CASE("replay_into: the same as replay() after any earlier game, on every sample and malformed record") {
  Tally tally;
  game::ReplayedGame reused;  // one for all the files, as a worker thread keeps one
  std::vector<std::filesystem::path> files;
  for (const char* dir : {"samples", "tests/malformed", "tests/fuzz/corpus/records"})
    for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
      if (e.is_regular_file() && e.path().extension() != ".md" && e.path().extension() != ".py")
        files.push_back(e.path());
  std::sort(files.begin(), files.end());
  for (const auto& path : files) {
    const std::string text = file_text(path);
    notation::Reader reader(text, notation::is_pdn_path(path.string()));
    std::vector<notation::GameRecord> records;
    notation::GameRecord record;
    while (reader.next(record)) records.push_back(record);
    compare(records, reused, tally, path.string());
  }
  CHECK(tally.first_difference == "");
  CHECK(tally.games > 200);
  CHECK(tally.with_variations > 10);
}

TEST_CASE("replay_into: the same as replay() on random games with variations and clocks") {
  Tally tally;
  game::ReplayedGame reused;
  const std::vector<notation::GameRecord> records = notation::read_games(cinc::bench::random_corpus(20261126, 200, {}));
  REQUIRE(records.size() == 200);
  compare(records, reused, tally, "the random corpus");
  CHECK(tally.first_difference == "");
  CHECK(tally.with_variations > 20);
}
