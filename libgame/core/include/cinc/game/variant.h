// The game-independent face of a rules family: what replay and the tools need from a
// game, whatever its board and pieces. Each game implements GameState and registers a
// Variant through its folder in libgame/ (the registry lists it); nothing outside a game's own
// folder knows its rules. What the tools need beyond playing (a diagram's zones and a
// piece's moves, PDN's and the cotulenh engine's move text, card sets) comes through the
// optional hooks below, which the game's make_variant sets: no game header is included
// outside its folder but by the registry and the tests (tests/tools/house/layers_test.cpp).
#pragma once
#include <array>
#include <cassert>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <typeinfo>
#include <utility>
#include <vector>

#include "cinc/game/card_sets.h"
#include "cinc/game/geometry.h"
#include "cinc/game/result.h"
#include "cinc/notation/pdn_board.h"

namespace cinc::notation {
struct GameRecord;
}

namespace cinc::game {

/// A problem attached to one move: stable code and sentence, and for a move read as meant
/// the text it should be written as (which `cinc fix` writes).
struct MoveProblem {
  MoveProblem() = default;
  MoveProblem(std::string code_, std::string message_, std::string suggestion_ = {})
      : code(std::move(code_)), message(std::move(message_)), suggestion(std::move(suggestion_)) {}
  std::string code;
  std::string message;
  std::string suggestion;
};

/// What one applied move did, in game-independent terms (for reports and JSON).
struct PlayedMove {
  std::string canonical;            ///< the move in canonical CGN
  std::string piece;                ///< letter of the moving piece before the move
  std::string from;                 ///< origin square name
  std::string to;                   ///< destination square name
  std::string captured;             ///< letter of the piece taken off the board, empty if none
  bool attack = false;              ///< removed an enhancement instead of capturing
  std::string attacked;             ///< letter of the attacked (enhanced) piece when attack is true
  bool promotion = false;
  std::array<int, 2> points{0, 0};  ///< running totals of both sides after the move (first, second)
  int value = 0;                    ///< points this move scored (the captured piece's value)
  std::string member;               ///< in a team game, the teammate who moved ("Air", "Land-and-Sea")
  /// Game-specific counts of the move that `score` totals per side, e.g. Chair Force's
  /// {"points spent", 3}; empty for most games.
  std::vector<std::pair<std::string, int>> tallies;
};

class GameState;

/// Result of playing a move given as text.
struct PlayOutcome {
  std::optional<PlayedMove> played;   ///< set when the move was legal and has been played
  std::optional<MoveProblem> error;   ///< why the text is not a legal move
  std::vector<MoveProblem> warnings;  ///< e.g. wrong optional suffix
  /// When the text fits several moves the game reads alike (as the cotulenh engine's records
  /// may, docs/rules/commander-chess.md §9.3): every reading as canonical text, the one played first,
  /// and the state before the move, so that a replay may try the others on the moves that
  /// follow. Empty otherwise. The first warning then says so and ends "; read as <the reading
  /// played>, …", which a replay that keeps another reading rewrites.
  std::vector<std::string> readings;
  std::shared_ptr<const GameState> before;
};

/// How the game stands: still going, or decided by the rules.
struct GameEnd {
  enum class Kind { ongoing, first_won, second_won, draw } kind = Kind::ongoing;
  std::string reason;  ///< "Commander captured", "stalemate", ...
  /// What the cotulenh engine's export writes as the result of this end, when it is not
  /// result_token(), and why (docs/rules/commander-chess.md §9.3); empty otherwise. A record
  /// read as that engine's export may hold it: a warning (result.engine-convention), not an
  /// error.
  std::string engine_result = {};
  std::string engine_result_why = {};
  /// The result token for a decided game ("1-0", "0-1", "1/2-1/2"), or "*".
  [[nodiscard]] std::string result_token() const;
};

/// One piece or checker as diagrams and JSON show it.
struct PieceView {
  int side = 0;          ///< 0 the first player, 1 the second
  std::string letter;    ///< "H", "KA"; for checkers "M" (man / piece) or "K" (King)
  bool crowned = false;  ///< a King (checkers) or a King Amphibian
  bool enhanced = false; ///< Commander-In-Chief's second base
  bool heroic = false;   ///< Commander Chess's heroic mark (drawn with a '+')
  std::string name;      ///< "Black King", "Dark Helicopter"
};

/// The board of a position, game-independent: what stands on every square.
struct BoardView {
  Geometry geometry{8, 8};
  /// Per square index: the pieces there, bottom to top (more than one only in a stack).
  std::vector<std::vector<PieceView>> squares;
  /// Squares the game marks on its board (Coast to Coast's homes), with a short label.
  std::vector<std::pair<Square, std::string>> marked;
  /// Whether only the dark squares are played on (standard checkers, Stack'Em).
  bool dark_squares_only = false;
  /// Pieces each side has taken off the board by the rules (Coast to Coast's homecomings).
  std::array<int, 2> borne_off{0, 0};
  /// Whether pieces stand on the points where lines cross (Commander Chess) instead of in squares.
  bool on_intersections = false;
  /// Terrain other than land, per point: "sea" or "mixed" (Commander Chess), or per square
  /// of a board in zones: "sea" (Commander-In-Chief's Sea, which diagrams shade apart from
  /// its Lands and bound with lines); unlisted points and squares are land.
  std::vector<std::pair<Square, std::string>> terrain;
  /// A river between 0-based rank `river_after_rank` and the next (-1: no river), crossable
  /// by heavy pieces only on `bridge_files` (0-based files).
  int river_after_rank = -1;
  std::vector<int> bridge_files;
  /// Points covered by each side's air defence (first player, second player), drawn on request.
  std::array<std::vector<Square>, 2> air_defence;
  /// Lines about the position beyond the board (Chair Force's hands, points, buy line),
  /// which diagrams print in the caption.
  std::vector<std::string> notes;
  /// Per square index, the number PDN writes the square as (1..32 on the dark squares of
  /// an 8 x 8 board, docs/rules/checkers.md §8), 0 for none; empty when the game's squares
  /// have names only. It views the game's static table.
  std::span<const int> square_numbers;
};

/// A teammate of a side that plays as a team: the words a caption names the teammate by
/// ("Air player") and the suffix of the tag holding the player's name ("Air": DarkAir).
struct TeamMember {
  std::string role;
  std::string tag;
};

/// Where a piece may move (a diagram's --moves): the squares it may move to (empty ones
/// and enemies it may capture or attack), and the pieces that cut its moves short.
struct PieceTargets {
  std::vector<Square> targets;
  std::vector<Square> obstructions;
};

/// A position of some game plus everything needed to go on playing it. Copy with clone().
/// A game derives its state from CopyableState<Its>, which copies it.
class GameState {
 public:
  virtual ~GameState() = default;
  /// An independent copy (positions are values; variations branch from copies).
  [[nodiscard]] virtual std::unique_ptr<GameState> clone() const = 0;
  /// Makes this a copy of `other`, which must be a state of the same game: a copy into a
  /// state kept for reuse, where clone() would allocate a new one.
  virtual void assign(const GameState& other) = 0;
  /// 0 when the first player is to move, 1 for the second.
  [[nodiscard]] virtual int side_to_move() const = 0;
  /// The full move number of the move about to be played.
  [[nodiscard]] virtual int move_number() const = 0;
  /// The position string (FEN) of the game.
  [[nodiscard]] virtual std::string fen() const = 0;
  /// The FEN written into `out` (its text replaced, its room kept): what a replay that
  /// keeps a FEN after every move calls, into strings it reuses. A game may override it to
  /// make no string of its own.
  virtual void write_fen(std::string& out) const { out = fen(); }
  /// Resolves the text against the legal moves and, when legal, plays it.
  virtual PlayOutcome play(std::string_view text) = 0;
  /// play() for a replay that keeps every move: when the text is legal, plays it, writes
  /// the move into `played` (over a move kept from before: its strings keep their room) and
  /// returns true; the rest of the outcome (error, warnings, readings) goes to `outcome`,
  /// whose `played` is then empty. A game overrides it to make no PlayOutcome per move
  /// (Commander-In-Chief does); the default calls play().
  virtual bool play_into(std::string_view text, PlayedMove& played, PlayOutcome& outcome);
  /// Plays `text` when it is a legal move that draws no warning either, and says whether
  /// it did; when not, the state is left unspecified (play() on a copy tells what is
  /// wrong). What a check that keeps nothing per move needs; a game that can resolve a
  /// move faster without explaining it overrides it (Commander-In-Chief does).
  virtual bool play_quietly(std::string_view text);
  /// Whether the rules have decided the game.
  [[nodiscard]] virtual GameEnd end() const = 0;
  /// Move-path counts to `depth` plies below this position.
  [[nodiscard]] virtual std::uint64_t perft(int depth) const = 0;
  /// The legal moves (canonical text) with the perft of depth-1 below each.
  [[nodiscard]] virtual std::vector<std::pair<std::string, std::uint64_t>> divide(int depth) const = 0;
  /// The legal moves as the record being replayed writes them, beside `written` (a move a
  /// "did you mean" is sought for): canonical text, or a PDN game's own (read_pdn_moves).
  [[nodiscard]] virtual std::vector<std::string> legal_texts(std::string_view written) const;
  /// A 64-bit key of everything that makes two positions the same for repetition.
  [[nodiscard]] virtual std::uint64_t key() const = 0;
  /// Plies since the last move that makes progress (the game's no-progress counter).
  [[nodiscard]] virtual int quiet_plies() const = 0;
  /// Points of both sides so far (captured values), where the game scores points.
  [[nodiscard]] virtual std::array<int, 2> points() const = 0;
  /// What stands on every square.
  [[nodiscard]] virtual BoardView board() const = 0;

  /// Reads the moves played from now on as a PDN game writes them (docs/rules/checkers.md
  /// §10): its squares as `board` names them, PDN's delimiters, and the sentences about them
  /// in PDN's words. Only the game PDN records (standard checkers) takes it; the others
  /// have no PDN form and ignore it.
  virtual void read_pdn_moves(const notation::PdnBoard& board) { (void)board; }

  /// Whether play() fills PlayedMove::canonical (default yes). Validation does without,
  /// and a game whose canonical text is costly (Commander-In-Chief's '+') skips it.
  void set_canonical_wanted(bool wanted) { canonical_wanted_ = wanted; }
  [[nodiscard]] bool canonical_wanted() const { return canonical_wanted_; }

 private:
  bool canonical_wanted_ = true;
};

/// The copying half of GameState for a game whose (copyable) state class is `Derived`:
/// `class CicState final : public CopyableState<CicState>`.
template <class Derived>
class CopyableState : public GameState {
 public:
  [[nodiscard]] std::unique_ptr<GameState> clone() const override {
    return std::make_unique<Derived>(static_cast<const Derived&>(*this));
  }
  void assign(const GameState& other) override {
    assert(typeid(other) == typeid(Derived));
    static_cast<Derived&>(*this) = static_cast<const Derived&>(other);
  }
};

/// The value of a game's tag by name, nullopt when the game has none: what setting up a
/// game reads, whether the game is a record or as the lexer read it.
using TagLookup = std::function<std::optional<std::string_view>(std::string_view name)>;

class Analyser;  // cinc/game/analysis.h

/// How a game's engine is used and shown (docs/annotate.md): the depth `cinc annotate`
/// searches by default, the scale of its scores and the words of its verdicts.
struct EngineProfile {
  int annotate_depth = 4;         ///< plies searched per position by `cinc annotate` by default
  /// The judgement curve's constant per unit of score (a score of 100): winning chances
  /// 2 / (1 + exp(-k * score / 100)) - 1 (docs/annotate.md).
  double win_chance_k = 0.40;
  /// Second looks (docs/annotate.md, section 6), deeper and deeper: a move the first search
  /// would judge (an inaccuracy or worse) is searched again with each of these in turn before
  /// it is marked, and judged again on those scores: the position before it as deep as the
  /// look allows, then the position after it one ply less than that (so the best and the
  /// played move are seen equally deep). A move no longer judged is not looked at further.
  /// Empty: judged on the first search.
  struct SecondLook {
    int depth = 0;               ///< the deepest iteration of the position before the move
    std::uint64_t nodes = 0;     ///< ... and its node budget (deterministic)
  };
  std::vector<SecondLook> second_looks;
  std::string unit;               ///< what a score of +1.00 is worth: "one point", "one man"
  std::string missed_win = "misses the win";          ///< a move when a winning move was legal
  std::string winning_line = "the win";              ///< the lead of that winning move's variation
  std::string allowed_win = "allows the opponent's win";  ///< a move after which the opponent wins at once
};

/// A game option's tag that cannot be used, and why.
struct OptionProblem {
  std::string tag;      ///< the tag's name
  std::string message;  ///< a sentence for a person
};

/// A registered game: its names, its sides and how to set up a position.
struct Variant {
  std::string name;                        ///< the Variant tag value
  std::array<std::string, 2> sides;        ///< first and second player's side names
  std::string start_fen;                   ///< the standard start
  /// The no-progress draw rule: plies without progress that allow a claim (0: the game
  /// has none), and what progress means, for messages ("a capture or a man move").
  int no_progress_plies = 0;
  std::string progress_means;
  /// Whether the game scores points (captured values) that `score` can total.
  bool scores_points = false;
  /// A state from a FEN; the Error says why the FEN is not valid.
  std::function<Result<std::unique_ptr<GameState>>(std::string_view fen)> from_fen;
  /// The standard start for a game with these tags (tags such as Mode may change it).
  std::function<Result<std::unique_ptr<GameState>>(const TagLookup& tags)> start;
  /// Applies the game's options (tags such as Commander Chess's BattleEnds) to a state,
  /// whatever its start; returns the problem with a tag. Unset when the game has no options.
  std::function<std::optional<OptionProblem>(GameState& state, const TagLookup& tags)> apply_options;
  /// The game's engine (cinc/game/analysis.h): a new one, for one thread, its transposition
  /// table 2^table_bits entries of 16 bytes (kDefaultTableBits unless a tool needs less);
  /// unset for a game without an engine.
  std::function<std::unique_ptr<Analyser>(int table_bits)> make_analyser;
  EngineProfile engine;
  /// What is wrong with a move's text whatever the position (a piece letter the game does
  /// not have, a square not on its board), or nullopt: how moves a replay cannot play are
  /// still checked (docs/errors.md, move.unchecked). Unset: the game cannot tell without a
  /// position.
  std::function<std::optional<MoveProblem>(std::string_view text)> text_problem;
  /// What a legal move did, in sentences for an annotator's comment ("takes the Tank, 2
  /// points (Dark 5, Light 3)", "the man is crowned"): `before` is the state it was played
  /// from, `played` what replay made of it. Unset: nothing to say.
  std::function<std::vector<std::string>(const GameState& before, const PlayedMove& played)> describe_move;

  // ---- what the tools need beyond playing (each unset when the game has none) ----------
  /// Whether a diagram names a position "start position" when its board (the FEN's first
  /// field) is the start's at move 1, whoever moves and whatever the teams
  /// (Commander-In-Chief); otherwise only the start's own FEN is.
  bool start_named_by_board = false;
  /// Who moves or how the game ended, as a diagram's caption says it, when the game words it
  /// its own way ("Dark to move (Air player)", "drawn: Dark has no move"); unset: the tools
  /// say it from end() and the side names.
  std::function<std::string(const GameState& state)> to_move_words;
  /// In a team game, the teammate due to move in `state`; nullopt when a single player
  /// moves or the game is over.
  std::function<std::optional<TeamMember>(const GameState& state)> member_to_move;
  /// Where the piece on `from` may move, whoever is to move; nullopt when no piece stands
  /// there (a diagram's --moves).
  std::function<std::optional<PieceTargets>(const GameState& state, Square from)> piece_targets;
  /// A canonical move in PDN's numbers ("c3xe5xg7" -> "22x15x6"), another text as it is:
  /// the game PDN records (standard checkers, docs/rules/checkers.md §10).
  std::function<std::string(std::string_view canonical)> pdn_move_text;
  /// The words of a line's moves (canonical, from `start_fen`) as the cotulenh engine's PGN
  /// writes them (Commander Chess, docs/rules/commander-chess.md §9.3): "1. " before the
  /// first and before each of the first player's turns; the Error says, in a sentence, which
  /// move (or the start) cannot be written.
  std::function<Result<std::vector<std::string>>(std::string_view start_fen, const std::vector<std::string>& moves)>
      cotulenh_words;
  /// The card sets the game is played with (Chair Force, card_sets.h).
  CardSets cards;
};

/// Every game the tools know, in one explicit list (generated from the game folders that
/// libgame/CMakeLists.txt adds, in that order).
[[nodiscard]] const std::vector<Variant>& variants();
/// The variant with this tag value, or nullptr.
[[nodiscard]] const Variant* find_variant(std::string_view name);
/// "commander-in-chief, checkers, ..." for messages.
[[nodiscard]] std::string variant_names();

}  // namespace cinc::game
