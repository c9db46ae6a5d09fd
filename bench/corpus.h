// A deterministic generator of random legal Commander-In-Chief records, with comments,
// clocks, NAGs and variations: the corpus of the round-trip tests and the benchmarks.
#pragma once
#include <cstdint>
#include <random>
#include <string>

#include "cinc/notation/record.h"

namespace cinc::bench {

struct CorpusOptions {
  int max_plies = 120;          ///< a game stops here unless it ends earlier
  bool comments = true;         ///< text comments, [%clk] and [%emt]
  bool nags = true;
  bool variations = true;       ///< side lines, sometimes nested
  bool short_forms = true;      ///< write some moves in the short form ("Hd5")
  bool setups = true;           ///< some games are team games or start with enhanced pieces
};

/// One random legal game as a record (tags, moves, result consistent with the moves).
[[nodiscard]] notation::GameRecord random_game(std::mt19937_64& rng, const CorpusOptions& options, int index);

/// `count` games as one CGN text, deterministic for a seed.
[[nodiscard]] std::string random_corpus(std::uint64_t seed, int count, const CorpusOptions& options);

}  // namespace cinc::bench
