// Chair Force's engine: the generic search (cinc/game/search.h) over every legal turn of
// chair.h (a move or a card, then the buys), with standard checkers' board evaluation plus
// the points a side holds, the cards in its hand by their cost, and its shields
// (docs/rules/chair-force.md §11, "The engine"). A win destroys every enemy piece (§5). The deck is
// not a chance event to the engine: its order is part of the position, as the record
// states it ([Deck], the FEN), so every draw is known.
#pragma once
#include <functional>
#include <memory>
#include <span>

#include "cinc/game/chair.h"
#include "cinc/game/search.h"
#include "cinc/game/variant.h"

namespace cinc::game::chair {

/// The static evaluation of a position for its side to move, in centi-men (a man is 100).
[[nodiscard]] int evaluate(const Position& pos);

/// The engine behind the game-independent face of cinc/game/analysis.h, its
/// transposition table of 2^table_bits entries of 16 bytes; `position_of`
/// gives the position of a Chair Force GameState.
[[nodiscard]] std::unique_ptr<Analyser> make_analyser(std::function<Position(const GameState&)> position_of,
                                                      int table_bits = kDefaultTableBits);

/// A search of a position with a fresh engine; `history` holds the keys of the game's
/// earlier positions (the third occurrence ends the game drawn, §5). The best turn and line
/// in canonical text.
struct TurnSearch {
  std::optional<std::string> best;
  int score = 0;
  std::vector<std::string> pv;
  int depth = 0;
  std::uint64_t nodes = 0;
};
[[nodiscard]] TurnSearch search(const Position& pos, const SearchLimits& limits,
                                std::span<const std::uint64_t> history = {});

}  // namespace cinc::game::chair
