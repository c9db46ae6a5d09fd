// Replay: every move of a record, main line and variations, through its game's rules.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cinc/game/variant.h"
#include "cinc/notation/lexer.h"
#include "cinc/notation/record.h"
#include "cinc/notation/spares.h"

namespace cinc::game {

struct ReplayedLine;

/// One move of a record after replay.
struct ReplayedMove {
  const notation::MoveNode* node = nullptr;  ///< the record's node (owned by the GameRecord)
  int ply = 0;                               ///< 1-based ply from the game's start
  int number = 0;                            ///< full move number
  int side = 0;                              ///< 0 first player, 1 second
  PlayedMove played;
  std::string fen_after;
  std::uint64_t key_after = 0;    ///< repetition key of the position after the move
  int quiet_plies_after = 0;      ///< no-progress counter after the move
  std::optional<double> clock;    ///< [%clk] after the move, seconds
  std::optional<double> elapsed;  ///< [%emt], seconds
  std::vector<ReplayedLine> variations;
};

/// A replayed line (main line or variation). Replay stops a line at its first error.
struct ReplayedLine {
  std::vector<ReplayedMove> moves;
  bool complete = true;  ///< false when an error stopped the line
};

/// Everything known about a game after replay.
struct ReplayedGame {
  const Variant* variant = nullptr;  ///< nullptr when the Variant tag is unknown
  std::string start_fen;             ///< empty when no start position could be set up
  std::uint64_t start_key = 0;       ///< repetition key of the start position
  int start_quiet_plies = 0;         ///< no-progress counter of the start position
  ReplayedLine main;
  std::string final_fen;             ///< the position after the main line's last replayed move (start_fen when none)
  GameEnd end;                       ///< how the rules left the main line
  std::vector<notation::Diagnostic> diagnostics;  ///< syntax and meaning, in source order
  /// The record's SetUp/FEN tags were not its start but the cotulenh engine's export of its
  /// final position, and were not used (a warning says so): writers name the FEN FinalFEN.
  bool fen_tag_ignored = false;
  /// A game read with PDN's conventions names its sides as PDN does ("Black", "White"),
  /// first player first; empty otherwise (the variant's names).
  std::array<std::string, 2> pdn_sides;
  /// Moves and lines of earlier games, kept for the room of their texts when a game has fewer
  /// (replay_into takes them before making new ones): not part of this game.
  notation::Spares<ReplayedMove> spare_moves;
  notation::Spares<ReplayedLine> spare_lines;
  [[nodiscard]] bool valid() const;  ///< no error
  /// The side name of 0 (first) or 1 (second): the variant's (whose tags name the players,
  /// also in a game converted from PDN), "?" when the variant is unknown.
  [[nodiscard]] std::string side_name(int side) const;
  /// The side name as the record writes it, for what is said of its moves: PDN's for a PDN
  /// game ("White" for Red), else side_name().
  [[nodiscard]] std::string written_side_name(int side) const;
};

/// What replay records beyond the diagnostics.
struct ReplayOptions {
  bool fen_after = true;  ///< the FEN after every move (JSON and `fen` need it; validation does not)
  bool canonical = true;  ///< each move's canonical text (JSON and `cgn` need it; validation does not)
  bool clocks = true;     ///< each move's [%clk]/[%emt] read into clock/elapsed (`cgn` and `pdn` write comments as read)
};

/// Replays a record: sets up the start (Variant, SetUp/FEN, Mode), plays each move of
/// the main line and of every variation, checks the tags and the result, and collects
/// every diagnostic (syntax ones from the record included). The record must outlive the result.
[[nodiscard]] ReplayedGame replay(const notation::GameRecord& record, const ReplayOptions& options = {});
/// replay() into `game`: all it held (of an earlier game) is replaced, but the room its
/// moves and their texts took is kept, so that a loop over many games that replays each
/// into the same ReplayedGame (one per thread) allocates little per game.
void replay_into(const notation::GameRecord& record, const ReplayOptions& options, ReplayedGame& game);

/// Whether a Termination tag's value claims a draw that replay() checks against the moves
/// (repetition, no progress, stalemate; letter case ignored): such a game is never clean for
/// QuickReplay, which leaves the check to the full replay. (An agreement's check needs the
/// result alone, which the quick replay makes as the full one does.)
[[nodiscard]] bool termination_claims_draw(std::string_view value);

/// The game's start as replay() sets it up (Variant, SetUp/FEN, Mode, the game's options),
/// or nullptr when it cannot be set up (replay() says why, or it is a PDN game of another
/// game, notation::pdn_refused). It reads moves in CGN's canonical text (what replay() makes
/// of each move), also for a game read from PDN.
[[nodiscard]] std::unique_ptr<GameState> start_state(const notation::GameRecord& record);
/// The start `replayed`'s moves were played from: start_state(record), or the variant's own
/// start when the record's SetUp/FEN pair was the cotulenh engine's export of its final
/// position (ReplayedGame::fen_tag_ignored), which replay() did not use.
[[nodiscard]] std::unique_ptr<GameState> start_state(const notation::GameRecord& record, const ReplayedGame& replayed);

/// The [%clk] and [%emt] commands of one comment of a move (its text as a record keeps it,
/// notation::fold_comment) into `clock` and `elapsed`, in seconds, as replay() reads them:
/// each command found replaces what an earlier one gave (nullopt when it cannot be read).
void read_clocks(std::string_view comment, std::optional<double>& clock, std::optional<double>& elapsed);

/// A game read as tokens that may be clean (QuickReplay::clean), set up to be walked.
struct CleanStart {
  const Variant* variant = nullptr;
  std::unique_ptr<GameState> state;  ///< nullptr: replay() would report something
};

/// The first half of QuickReplay::clean's question, for a caller that walks the tokens
/// itself: the game's start, or no state when replay() would report something before the
/// moves (a syntax problem, PDN's or the cotulenh engine's conventions, a tag, a Termination
/// tag that claims a draw). The caller then plays every move of every line as
/// QuickReplay::clean does (a written move number against the move's, no warning, no
/// error) and asks clean_end().
[[nodiscard]] CleanStart clean_start(const notation::LexedGame& game, bool pdn_file);
/// The second half: whether replay() would report nothing about the result and the
/// Termination tag, the main line having left its state at `main`.
[[nodiscard]] bool clean_end(const notation::LexedGame& game, const GameState& main);

/// Positions kept from game to game, one per variation depth, for a walk over a game's
/// tokens that copies a position where a variation starts (QuickReplay, `cinc json`'s quick
/// way): once the pool has grown, a game's copies allocate nothing.
class StatePool {
 public:
  /// Keeps states of `variant`'s game from now on: those of another game are dropped (a
  /// kept state is only ever assigned a state of its own game).
  void use_for(const Variant* variant);
  /// The kept state at `depth`, made a copy of `like` (a state of the pool's game).
  GameState& copy_at(std::size_t depth, const GameState& like);
  /// The kept state at `depth`, as copy_at() last made it.
  [[nodiscard]] GameState& at(std::size_t depth) { return *states_[depth]; }

 private:
  const Variant* variant_ = nullptr;
  std::vector<std::unique_ptr<GameState>> states_;
};

/// Replays games as the lexer reads them (notation/lexer.h), keeping nothing per move: the
/// question a validation of many games asks first, answered without building the record.
/// The same rules and checks as replay() (shared code: the set-up from the tags, the
/// move-number and result checks; each game's own quiet move play), every move of every
/// line played. Keeps a few positions to reuse from game to game; one per thread.
class GameFingerprint;

class QuickReplay {
 public:
  /// True when replay() of the game's record would report nothing at all: no syntax
  /// problem, no error, no warning. False says only that it would report something (or
  /// that the record follows the conventions of PDN or of the cotulenh engine, which the
  /// full reading converts, or that it has a Termination tag that claims a draw,
  /// termination_claims_draw): replay() then tells what. `pdn_file`: the game comes from a
  /// ".pdn" file.
  [[nodiscard]] bool clean(const notation::LexedGame& game, bool pdn_file);
  /// The same, adding the start and each main-line move to `main_line` as they are played
  /// (copies.h): the fingerprint of a game is made in the one walk over its moves, not in a
  /// second one.
  /// What was added is the game's when clean() says true, and of no use when it says false.
  [[nodiscard]] bool clean(const notation::LexedGame& game, bool pdn_file, GameFingerprint& main_line);

 private:

  template <bool kFingerprint>
  bool walk(const notation::LexedGame& game, bool pdn_file, GameFingerprint* main_line);

  StatePool lines_;    ///< per variation depth (1..): the open line's position
  StatePool befores_;  ///< per depth: the position before the line's last move
  std::vector<GameState*> open_lines_;               ///< the lines open while a game is walked
};

}  // namespace cinc::game
