// A deterministic generator of random legal Commander-In-Chief records, with comments,
// clocks, NAGs and variations: the corpus of the round-trip tests and the benchmarks.
#pragma once
#include <cstdint>
#include <random>
#include <string>
#include <string_view>

#include "cinc/notation/record.h"

namespace cinc::bench {

struct CorpusOptions {
  int max_plies = 120;          ///< a game stops here unless it ends earlier
  bool comments = true;         ///< text comments, [%clk] and [%emt]
  bool nags = true;
  bool variations = true;       ///< side lines, sometimes nested
  bool short_forms = true;      ///< write some moves in the short form ("Hd5")
  bool setups = true;           ///< some games are team games or start with enhanced pieces
  /// 0: every game between two players of its own, its number as its Round. N (even, at
  /// least 2): an event of N players, N/2 games a round, each player once in every round
  /// (the pairings rotate), so that `cinc standings` has a table of N rows to make.
  int players = 0;
  /// Games in a thousand with one mistake in their main line (an illegal move, or a piece
  /// letter the game does not have), as tournament records have a few: 0 for none.
  int error_permille = 0;
  /// Players with names as people have them, accents and all ("Ávila, José 12"), instead
  /// of "Random 12" (the same names each time for a given game number and seed).
  bool names = false;
};

/// One random legal game as a record (tags, moves, result consistent with the moves).
/// `with_mistake`, when given, says whether the game got a mistake (error_permille).
[[nodiscard]] notation::GameRecord random_game(std::mt19937_64& rng, const CorpusOptions& options, int index,
                                               bool* with_mistake = nullptr);

/// What a corpus holds, counted on the records as generated (not by reading the text back).
struct CorpusStats {
  std::int64_t games = 0;
  std::int64_t main_plies = 0;       ///< moves of the main lines
  std::int64_t variation_plies = 0;  ///< moves inside variations, nested ones included
  std::int64_t variations = 0;       ///< side lines, nested ones included
  std::int64_t bytes = 0;            ///< size of the CGN text
  std::int64_t error_games = 0;      ///< games with a mistake (CorpusOptions::error_permille)
  [[nodiscard]] std::int64_t all_plies() const { return main_plies + variation_plies; }
};

/// Adds one record's games, plies and variations to `stats` (not its bytes).
void count_record(const notation::GameRecord& game, CorpusStats& stats);

/// A UTF-8 text whose characters are all in Latin-1 (U+0000-U+00FF) as Latin-1 bytes: a
/// file as older programs save it. Characters beyond Latin-1 become '?'.
[[nodiscard]] std::string to_latin1(std::string_view utf8);

/// `count` games as one CGN text, deterministic for a seed. With `stats`, what the text
/// holds is added to it (the text is the same with or without).
[[nodiscard]] std::string random_corpus(std::uint64_t seed, int count, const CorpusOptions& options,
                                        CorpusStats* stats = nullptr);

}  // namespace cinc::bench
