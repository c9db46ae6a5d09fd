// Perft and divide, written once for every game: the number of move paths to a depth below
// a position (what published tables give, to test a move generator) and the same split by
// the first move. A game says how its moves are listed in a struct of static functions, its
// perft rules, and instantiates these templates in its own source over its own position
// type: the recursion makes no virtual call and calls no std::function, as a game's own
// loop would not.
//
// The perft rules `Rules` of a game whose position type is `Position`:
//   Rules::moves(pos)       the legal moves, every move once, in a container with size()
//   Rules::after(pos, m)    the position after move m (a value, or a reference to one kept
//                           in the list, as Chair Force's turns keep theirs)
//   Rules::text(pos, m)     the move's canonical text (divide only)
//   Rules::over(pos)        optional: whether the game is decided there, so that nothing lies
//                           below it although moves might be listed (a game without it is
//                           decided where it has no move)
//   Rules::walk(pos, visit) optional, what perft then uses instead of moves(): calls
//                           visit(child) once per legal move, where child() makes the position
//                           after it, called only below depth 1 (a game that need not build
//                           its moves to walk them: the checkers family)
//   Rules::count(pos)       optional: how many legal moves there are, without making them;
//                           what perft then uses at depth 1 (bulk counting: checkers and
//                           Stack'Em count their steps by whole bitboards)
#pragma once
#include <concepts>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace cinc::game {

namespace perft_detail {
// A visitor that accepts any child: what `WalksMoves` probes Rules::walk with.
struct AnyVisit {
  template <class Child>
  void operator()(Child&&) const {}
};
}  // namespace perft_detail

/// Whether the perft rules walk their moves (Rules::walk) rather than list them.
template <class Rules, class Position>
concept WalksMoves = requires(const Position& pos) { Rules::walk(pos, perft_detail::AnyVisit{}); };

/// Whether the perft rules count the legal moves without listing them (Rules::count).
template <class Rules, class Position>
concept CountsMoves = requires(const Position& pos) {
  { Rules::count(pos) } -> std::convertible_to<std::uint64_t>;
};

/// Whether the perft rules say when the game is decided (Rules::over).
template <class Rules, class Position>
concept SaysOver = requires(const Position& pos) {
  { Rules::over(pos) } -> std::convertible_to<bool>;
};

/// The move paths `depth` plies deep below `pos` (1 at depth 0 or less, 0 below a decided
/// position): the moves of depth 1 are counted, not played.
template <class Rules, class Position>
[[nodiscard]] std::uint64_t count_paths(const Position& pos, int depth) {
  if (depth <= 0) return 1;
  if constexpr (SaysOver<Rules, Position>) {
    if (Rules::over(pos)) return 0;
  }
  if constexpr (CountsMoves<Rules, Position>) {
    if (depth == 1) return Rules::count(pos);
  }
  std::uint64_t total = 0;
  if constexpr (WalksMoves<Rules, Position>) {
    // Two loops, so that the one at depth 1 only counts (no test of the depth per move).
    if (depth == 1) Rules::walk(pos, [&total](auto&&) { ++total; });
    else Rules::walk(pos, [&total, depth](auto&& child) { total += count_paths<Rules>(child(), depth - 1); });
  } else {
    const auto moves = Rules::moves(pos);
    if (depth == 1) return moves.size();
    for (const auto& m : moves) total += count_paths<Rules>(Rules::after(pos, m), depth - 1);
  }
  return total;
}

/// Each legal move of `pos` in canonical text with the move paths `depth - 1` plies deep
/// below it (none where the game is decided): perft split by the first move.
template <class Rules, class Position>
[[nodiscard]] std::vector<std::pair<std::string, std::uint64_t>> divide_paths(const Position& pos, int depth) {
  std::vector<std::pair<std::string, std::uint64_t>> out;
  if constexpr (SaysOver<Rules, Position>) {
    if (Rules::over(pos)) return out;
  }
  for (const auto& m : Rules::moves(pos)) out.emplace_back(Rules::text(pos, m), count_paths<Rules>(Rules::after(pos, m), depth - 1));
  return out;
}

}  // namespace cinc::game
