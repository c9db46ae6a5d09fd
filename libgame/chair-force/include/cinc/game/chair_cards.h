// Chair Force's action cards as data (docs/rules/chair-force.md §3, §4): a card set read from a
// JSON file (schema: docs/chair-force-cards.md), each card's effect a short program over a
// fixed vocabulary of steps with target constraints, and the sets the tools know by name.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cinc/notation/record.h"

namespace cinc::game::chair {

/// Limits of a card set, explicit so that a hostile file cannot make the engine slow.
inline constexpr int kMaxCards = 64;          ///< distinct cards in a set
inline constexpr int kMaxCopies = 20;         ///< copies of one card in the deck
inline constexpr int kMaxDeck = 200;          ///< cards in the whole deck
inline constexpr int kMaxSteps = 4;           ///< steps of one card's effect
inline constexpr int kMaxPoints = 8;          ///< the points track runs 1 to 8 (§2)
inline constexpr std::size_t kMaxIdLength = 20;
inline constexpr std::size_t kMaxNameLength = 40;
inline constexpr std::size_t kMaxTextLength = 300;

/// The vocabulary of effect steps (§4). Each targeted step names one piece on the board.
enum class Op : std::uint8_t {
  destroy,     ///< take an enemy piece off the board
  move,        ///< move a friendly man along a diagonal to an empty square
  crown,       ///< make a friendly man a King
  shield,      ///< a friendly man cannot be jumped or destroyed for N enemy turns
  extra_move,  ///< make a move now (any legal move; compulsory jumps apply)
  draw,        ///< draw N cards from the deck
};
/// The op's name in a card file: "destroy", "extra_move", ...
[[nodiscard]] const char* op_name(Op op);

/// Which pieces a target may be (§4: "any, a man only"; enemy Kings may be targeted).
enum class PieceFilter : std::uint8_t { any, man, king };

/// One step of a card's effect and the constraints on its target.
struct Step {
  Op op = Op::destroy;
  PieceFilter piece = PieceFilter::any;  ///< destroy only; friendly targets are always men (§3)
  bool adjacent = false;     ///< the target touches (diagonally) another piece of the player
  int within = 0;            ///< 1..7: the target is at most N squares (king steps) from another piece of the player; 0 no limit
  int row_min = 1;           ///< rows counted from the player's own back row (1) to the far row (8)
  int row_max = 8;
  int steps = 1;             ///< move: how many squares along one diagonal at most (1..7)
  bool forward_only = false; ///< move: only towards the far row
  int turns = 1;             ///< shield: enemy turns it lasts (1..9)
  int count = 1;             ///< draw: cards drawn (1..3)
  /// Whether the step names a square in a record (all but extra_move's move text and draw).
  [[nodiscard]] bool targets_piece() const { return op != Op::extra_move && op != Op::draw; }
};

/// One card of a set.
struct Card {
  std::string id;    ///< [a-z][a-z0-9]*, not beginning like a square (a1..h8); used in records
  std::string name;  ///< "Air Strike"
  int cost = 1;      ///< points to buy it from the buy line (1..8; a free card would let one turn buy forever)
  int copies = 1;    ///< copies in the deck
  std::string text;  ///< what the card says, for people
  std::vector<Step> effect;
};

/// A card set: the deck a club plays with.
struct CardSet {
  std::string name;         ///< the CardSet tag value
  std::string title;        ///< a longer description
  std::string origin;       ///< who made it ("example set of the cinc project")
  std::vector<Card> cards;  ///< in file order; a card is named by its index in records' engine

  /// The index of a card by id, or -1.
  [[nodiscard]] int find(std::string_view id) const;
  /// Every copy of every card in file order: the deck before shuffling.
  [[nodiscard]] std::vector<int> full_deck() const;
};

/// A card set read from a file, with every problem found (file positions).
struct CardSetLoad {
  std::shared_ptr<const CardSet> set;  ///< null when any error was found
  std::vector<notation::Diagnostic> diagnostics;
};

/// Reads a card set from JSON text. Reports every problem (syntax, unknown or missing
/// members, wrong types, values out of range, duplicate ids) with its line and column.
[[nodiscard]] CardSetLoad load_card_set(std::string_view json_text);

/// The project's example set, "cinc-example" (libgame/chair-force/chair-force-example.json).
[[nodiscard]] std::shared_ptr<const CardSet> example_card_set();
/// The JSON text of the example set, as shipped.
[[nodiscard]] std::string_view example_card_set_json();

/// Makes a set known by its name to records' [CardSet] tags and FENs (the tools' --cards).
/// A set of the same name replaces the earlier one. Thread-safe.
void register_card_set(std::shared_ptr<const CardSet> set);
/// The set of that name (the example set is always known), or null.
[[nodiscard]] std::shared_ptr<const CardSet> find_card_set(std::string_view name);
/// "cinc-example, ..." for messages.
[[nodiscard]] std::string card_set_names();

/// Whether `id` is a valid card id: 1..20 of a-z 0-9, starting with a letter and not
/// beginning like a square name (a letter a-h then a digit), so it can never be read as a move.
[[nodiscard]] bool valid_card_id(std::string_view id);

}  // namespace cinc::game::chair
