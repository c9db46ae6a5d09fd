// Engine annotation of game records (docs/annotate.md): facts at captures, promotions,
// launches and attacks, and the engine's judgement of each main-line move.
// Rules: docs/rules/commander-in-chief.md (cited as §n).
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

#include "cinc/game/analysis.h"
#include "cinc/game/replay.h"
#include "cinc/notation/record.h"

namespace cinc::tools {

/// Every comment the annotator writes starts with this; an earlier run's comments,
/// variations (marked by a leading comment) and NAGs are recognised by it and replaced.
inline constexpr std::string_view kAnnotationPrefix = "cinc:";

/// The win-chance curve: 2 / (1 + exp(-k * units)) - 1, in [-1, 1], for the side the
/// score is from (units: the score / 100); a win or loss score is +1 or -1. k is the
/// game's (EngineProfile::win_chance_k, calibrated in docs/annotate.md).
[[nodiscard]] double winning_chances(int score, double k);

/// How bad a move is by the drop of the mover's winning chances.
enum class Judgement { none, inaccuracy, mistake, blunder };
inline constexpr double kInaccuracyDrop = 0.10;
inline constexpr double kMistakeDrop = 0.20;
inline constexpr double kBlunderDrop = 0.30;
/// The judgement of a move scored `played` (mover's view, after the reply search) when the
/// best move scored `best`, on the curve of constant k.
[[nodiscard]] Judgement judge(int best, int played, double k);

/// The NAG ($4, $2, $6) an annotator comment says it added ("blunder (??)", "mistake (?)",
/// "inaccuracy (?!)"), or 0.
[[nodiscard]] int added_nag(std::string_view comment_text);

/// Removes what an earlier annotation added: comments starting with kAnnotationPrefix, the
/// variations they lead, and the judgement NAG those comments name.
void strip_annotations(notation::GameRecord& record);

struct AnnotateOptions {
  int depth = 0;  ///< 0: the game's default (EngineProfile::annotate_depth)
  /// > 0: each position is searched for about this many milliseconds instead of to a depth
  /// (the output then depends on the machine and its load); a second look gets four times it.
  int time_ms = 0;
  /// The game (standard checkers) is written as PDN (docs/rules/checkers.md §10): the moves
  /// the comments and lines name in PDN's numbers, its sides named as PDN names them.
  bool pdn = false;
};

/// What annotating one game cost.
struct AnnotateStats {
  int positions = 0;         ///< positions searched
  int looked_again = 0;      ///< moves given a second look before they were judged
  std::uint64_t nodes = 0;   ///< nodes over all searches
};

/// Annotates a game whose main line replays without error (`replayed` is its replay, and
/// its move texts are canonical) with its game's engine. Adds comments, NAGs and
/// variations to the main line.
AnnotateStats annotate_game(notation::GameRecord& record, const game::ReplayedGame& replayed, game::Analyser& engine,
                            const AnnotateOptions& options);

}  // namespace cinc::tools
