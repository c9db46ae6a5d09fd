// Draws that occurred or could be claimed in a game (docs/rules/commander-in-chief.md §5, §6.2),
// and whether the record's Result and Termination agree with them.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "cinc/game/replay.h"
#include "cinc/game/score.h"

namespace cinc::game {

/// The default no-progress limit: 50 turns by each side (§5.5).
inline constexpr int kDefaultNoProgressPlies = 100;

/// One point where a draw occurred or became claimable.
struct DrawClaim {
  std::string kind;              ///< "repetition", "no-progress", "stalemate", "agreement", "time-limit-tie"
  int ply = 0;                   ///< the ply after which the claim is valid (0: the start)
  std::vector<int> occurrences;  ///< repetition: every ply at which the position stood (0 = start)
  std::string detail;            ///< a sentence for people
};

/// Every draw point of a game's main line, with the checks of its Result and Termination.
struct DrawReport {
  std::vector<DrawClaim> claims;
  std::optional<std::string> result;       ///< the record's result
  std::optional<std::string> termination;  ///< the Termination tag
  std::vector<std::string> warnings;
  int plies = 0;
};

/// Finds the draws of a replayed game. `no_progress_plies` is the no-progress limit (the
/// game's Variant::no_progress_plies unless the user chose another; 0: no such rule);
/// `score` (may be null) supplies a timed game's tie at its limit.
[[nodiscard]] DrawReport find_draws(const notation::GameRecord& record, const ReplayedGame& replayed,
                                    int no_progress_plies, const ScoreReport* score);

}  // namespace cinc::game
