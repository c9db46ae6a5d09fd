// QuickReplay (replay.h) against replay(): a game is clean exactly when the full reading
// and replay report nothing about it. On every sample and malformed record (every game),
// and on random Commander-In-Chief games before and after random damage to their moves,
// numbers, results and tags.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "cinc/game/replay.h"
#include "cinc/notation/lexer.h"
#include "cinc/notation/pdn.h"
#include "cinc/notation/reader.h"
#include "corpus.h"

namespace game = cinc::game;
namespace notation = cinc::notation;

namespace {

struct Tally {
  int clean = 0;
  int remarked = 0;
  int converted = 0;  ///< PDN or cotulenh records: never clean quickly, whatever replay says
  std::string first_difference;
};

/// Compares the quick answer with the full one for every game of a text.
void compare(const std::string& text, bool pdn_file, Tally& tally, const std::string& where) {
  // The quick replay reads the moves alone, as validate has it read them.
  notation::LexerOptions without_annotations;
  without_annotations.annotations = false;
  without_annotations.pdn_file = pdn_file;
  notation::Lexer moves_only(text, without_annotations);
  notation::Reader reader(text, pdn_file);
  notation::LexedGame lexed;
  notation::GameRecord record;
  game::QuickReplay quick;
  int index = 0;
  while (moves_only.next(lexed)) {
    ++index;
    const bool clean = quick.clean(lexed, pdn_file);
    REQUIRE(reader.next(record));
    const game::ReplayedGame full = game::replay(record, {.fen_after = false, .canonical = false});
    const std::string* termination = record.tag("Termination");
    // (A Termination tag that claims a draw also takes the full way: its claim is checked there.)
    const bool converted = record.pdn || notation::follows_pdn(record, pdn_file) || record.tag("FinalFEN") ||
                           (record.tag("Blue") && !lexed.tag("Variant")) ||
                           (termination && game::termination_claims_draw(*termination));
    const bool expected = full.diagnostics.empty();
    // Clean must never hide a report; a report must never pass as clean (but converted
    // records always take the full way).
    const bool agrees = converted ? !clean : clean == expected;
    if (!agrees && tally.first_difference.empty())
      tally.first_difference = where + ", game " + std::to_string(index) + ": quick says " +
                               (clean ? "clean" : "not clean") + ", replay reports " +
                               std::to_string(full.diagnostics.size()) +
                               (full.diagnostics.empty() ? "" : " (" + full.diagnostics[0].code + ")");
    if (converted) ++tally.converted;
    else if (clean) ++tally.clean;
    else ++tally.remarked;
  }
}

std::string file_text(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

/// One random change inside each game's movetext: a square letter or digit, a piece
/// letter, a capture mark or a suffix, a move number or the result.
std::string damage(const std::string& text, std::mt19937_64& rng) {
  std::string out = text;
  std::size_t game_start = 0;
  while (game_start < out.size()) {
    std::size_t movetext = out.find("\n\n", game_start);
    if (movetext == std::string::npos) break;
    std::size_t game_end = out.find("\n\n[", movetext + 2);
    if (game_end == std::string::npos) game_end = out.size();
    const std::size_t at = movetext + 2 + rng() % (game_end - movetext - 2);
    char& c = out[at];
    const std::string pieces = "CFBTSHAKD";
    if (c >= 'a' && c <= 'h') c = static_cast<char>('a' + rng() % 8);
    else if (c >= '1' && c <= '8') c = static_cast<char>('1' + rng() % 8);
    else if (pieces.find(c) != std::string::npos) c = pieces[rng() % pieces.size()];
    else if (c == 'x') c = '-';
    else if (c == '-') c = 'x';
    else if (c == ' ') c = rng() % 2 ? '+' : '#';
    game_start = game_end + 2;
  }
  return out;
}

}  // namespace

TEST_CASE("quick replay: clean exactly when replay reports nothing, on every sample and malformed record") {
  Tally tally;
  for (const char* dir : {"samples", "tests/malformed", "tests/fuzz/corpus/records"})
    for (const auto& e : std::filesystem::recursive_directory_iterator(dir)) {
      if (!e.is_regular_file() || e.path().extension() == ".md" || e.path().extension() == ".py") continue;
      compare(file_text(e.path()), notation::is_pdn_path(e.path().string()), tally, e.path().string());
    }
  CHECK(tally.first_difference == "");
  CHECK(tally.clean > 30);
  CHECK(tally.remarked > 100);
  CHECK(tally.converted > 5);
}

TEST_CASE("quick replay: clean exactly when replay reports nothing, on random games and damaged ones") {
  Tally tally;
  const std::string corpus = cinc::bench::random_corpus(20261124, 300, {});
  compare(corpus, false, tally, "the random corpus");
  CHECK(tally.clean == 300);  // the generator writes valid games without a remark
  std::mt19937_64 rng(7);
  for (int round = 0; round < 8; ++round) compare(damage(corpus, rng), false, tally, "damage round " + std::to_string(round));
  CHECK(tally.first_difference == "");
  CHECK(tally.remarked > 1000);
  CHECK(tally.clean > 600);
}
