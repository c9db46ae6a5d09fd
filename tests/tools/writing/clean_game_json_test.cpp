// CleanGameJson (libtools/writing/game_json.h), `cinc json`'s quick way, against the full way
// (build_record, replay_into, write_game_json): for every game it writes, the very same
// bytes; a game replay() reports anything about is never written the quick way; and every
// clean game with moves is. On every sample, malformed and fuzz record of the six games,
// with and without the FEN after each move, and on random Commander-In-Chief games (team
// games and enhanced pieces among them) before and after changes that keep them clean but
// move their comments, NAGs and move numbers to the places a record may put them.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <cctype>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cinc/game/replay.h"
#include "cinc/notation/lexer.h"
#include "cinc/notation/pdn.h"
#include "cinc/notation/reader.h"
#include "corpus.h"
#include "writing/game_json.h"

namespace game = cinc::game;
namespace notation = cinc::notation;
using cinc::tools::CleanGameJson;
using cinc::tools::JsonContent;

namespace {

struct Tally {
  int quick = 0;  ///< games written the quick way (and compared)
  int full = 0;   ///< games the quick way left to the full one
  int with_variations = 0;
  std::string first_difference;
};

void compare(const std::string& text, bool pdn_file, const JsonContent& content, Tally& tally, const std::string& where) {
  notation::LexerOptions options;
  options.pdn_file = pdn_file;
  notation::Lexer lexer(text, options);
  notation::LexedGame lexed;
  notation::GameRecord record;
  game::ReplayedGame replayed;
  game::QuickReplay quick;
  CleanGameJson writer;
  int index = 0;
  const auto differ = [&](const std::string& what) {
    if (tally.first_difference.empty())
      tally.first_difference = where + ", game " + std::to_string(index) + ": " + what;
  };
  while (lexer.next(lexed)) {
    ++index;
    notation::build_record(lexed, pdn_file, record);
    // As `cinc json` replays for the full way (libtools/writing/json_convert.cpp).
    game::replay_into(record, {.fen_after = content.fen, .canonical = true}, replayed);
    std::string expected = "{before}";
    cinc::tools::write_game_json(expected, record, replayed, content, 0);
    std::string got = "{before}";
    const bool wrote = writer.write(got, lexed, pdn_file, content);
    if (wrote) {
      ++tally.quick;
      if (!replayed.diagnostics.empty()) differ("written the quick way, but replay reports " + replayed.diagnostics[0].code);
      if (got != expected) {
        std::size_t at = 0;
        while (at < got.size() && at < expected.size() && got[at] == expected[at]) ++at;
        differ("differs at byte " + std::to_string(at) + ": quick \"" + got.substr(at, 80) + "\", full \"" +
               expected.substr(at, 80) + "\"");
      }
      if (got.find("\"variations\":[[") != std::string::npos) ++tally.with_variations;
    } else {
      ++tally.full;
      if (got != "{before}") differ("left to the full way, but the text was changed");
      if (content.full_moves && !record.main.moves.empty() && quick.clean(lexed, pdn_file))
        differ("clean, with moves, but not written the quick way");
    }
  }
}

std::string file_text(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

/// `text` with every `from` replaced by `to`. (Not std::regex: under the sanitizers GCC 12
/// warns falsely inside it, and the warnings are errors.)
std::string replace_all(std::string text, std::string_view from, std::string_view to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

/// `text` with `insert` after each move number of the first player ("12. ").
std::string after_numbers(const std::string& text, std::string_view insert) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    out += text[i];
    if (text[i] == '.' && i > 0 && std::isdigit(static_cast<unsigned char>(text[i - 1])) && i + 1 < text.size() &&
        text[i + 1] == ' ') {
      out += ' ';
      out += insert;
      ++i;  // the space is written
    }
  }
  return out;
}

const JsonContent kFull{};
const JsonContent kNoFen{.full_moves = true, .fen = false, .board = true};

}  // namespace

TEST_CASE("clean game JSON: the full way's bytes, on every sample, malformed and fuzz record") {
  for (const JsonContent& content : {kFull, kNoFen}) {
    CAPTURE(content.fen);
    Tally tally;
    for (const char* dir : {"samples", "tests/records", "tests/malformed", "tests/fuzz/corpus/records"})
      for (const auto& e : std::filesystem::recursive_directory_iterator(dir)) {
        if (!e.is_regular_file() || e.path().extension() == ".md" || e.path().extension() == ".py") continue;
        compare(file_text(e.path()), notation::is_pdn_path(e.path().string()), content, tally, e.path().string());
      }
    CHECK(tally.first_difference == "");
    CHECK(tally.quick > 30);  // the clean games of the six games' samples
    CHECK(tally.full > 100);  // the invalid and converted ones
    CHECK(tally.with_variations > 5);
  }
}

TEST_CASE("clean game JSON: the full way's bytes on random games, with comments, NAGs and numbers moved about") {
  const std::string corpus = cinc::bench::random_corpus(20261127, 200, {});
  // Each change keeps every game clean (the same moves, comments anywhere a record may hold
  // them) but changes where the record's tree keeps what the tokens say.
  const std::vector<std::pair<std::string, std::string>> changes = {
      {"as generated", corpus},
      // the move's own, after its variations (with a NAG)
      {"after variations", replace_all(corpus, ")", ") {after the variation} $4")},
      // a comment between a number and its move
      {"after numbers", after_numbers(corpus, "{after a number} ")},
      // a line's comments before its first move
      {"before a variation's first move", replace_all(corpus, "(", "( {leading\n   comment,   folded} ")},
      // a clock command folded across lines
      {"clocks across lines", replace_all(corpus, "[%clk ", "[%clk\n  ")},
      // two comments on a move
      {"two comments", replace_all(corpus, "{[%emt", "{a remark} {[%emt")},
  };
  for (const JsonContent& content : {kFull, kNoFen}) {
    for (const auto& [change, text] : changes) {
      CAPTURE(change);
      CAPTURE(content.fen);
      if (change != "as generated") REQUIRE(text != corpus);
      Tally tally;
      compare(text, false, content, tally, "the random corpus, " + change);
      CHECK(tally.first_difference == "");
      CHECK(tally.quick == 200);  // every game stays clean, and takes the quick way
      CHECK(tally.with_variations > 20);
    }
  }
}

TEST_CASE("clean game JSON: a game with anything to report goes the full way, with nothing written") {
  // Every game's first move numbered 2: a move.number warning in each, so none is written
  // the quick way (the samples' invalid records hold the errors).
  const std::string corpus = cinc::bench::random_corpus(20261128, 60, {});
  const std::string text = replace_all(corpus, "\n\n1. ", "\n\n2. ");
  REQUIRE(text != corpus);
  Tally tally;
  compare(text, false, kFull, tally, "the random corpus, its first moves numbered 2");
  CHECK(tally.first_difference == "");
  CHECK(tally.quick == 0);
  CHECK(tally.full == 60);
}
