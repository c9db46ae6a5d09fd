// Standard checkers' engine (docs/rules/checkers.md §14, "The engine"): the evaluation and
// the game-facing interface of the generic search (cinc/game/search.h). Rules: the same page
// (cited as §n).
#include "cinc/game/checkers_engine.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <optional>

#include "cinc/game/engine_shell.h"

namespace cinc::game::checkers {

namespace {

constexpr SquareSet bit(int index) { return SquareSet{1} << index; }
constexpr std::size_t ix(int v) { return static_cast<std::size_t>(v); }

// ---------------------------------------------------------------------------------------
// Evaluation terms (centi-men). docs/rules/checkers.md §14 gives the reason for each.

constexpr int kMan = 100;
constexpr int kKing = 130;           // a King moves both ways: worth about a third more than a man
constexpr int kBackRank = 10;        // per man still on its own back row while the enemy has men to crown
constexpr int kRunaway = 50;         // a man nothing can stop before the crowning row ...
constexpr int kRunawayRow = 5;       // ... less this per row it still has to go
constexpr int kMobility = 3;         // per step a piece could make (own minus the opponent's)
constexpr int kKingCentre = 8;       // per King on the four central squares (d4, f4, c5, e5)
constexpr int kTrade = 300;          // the side ahead gains (lead x kTrade / material on the board): exchanges help it
constexpr int kDrive = 4;            // the side ahead: per square between each of its Kings and the nearest enemy piece
constexpr int kAdvance = 3;          // late in the game (10 pieces or fewer): per row a man has advanced
constexpr int kEndgamePieces = 10;
constexpr int kDrawishDivisor = 4;   // equal numbers of pieces and a King on each side: the score / 4

struct EvalTables {
  // The neighbour by direction, -1 off the board (draughts::kDarkNeighbours): NE, NW, SE, SW;
  // Red's men go up the board (NE, NW), Black's down (SE, SW); Kings all four (§2).
  std::array<std::array<int, 4>, 32> step = draughts::kDarkNeighbours.step;
  std::array<int, 32> file{};
  std::array<int, 32> rank{};
  std::array<std::array<SquareSet, 32>, 2> cone{};     // [side][square]: the squares ahead of a man
  std::array<std::array<int, 32>, 2> to_crown{};       // rows a man still has to go
  std::array<SquareSet, 2> back_row{};                 // a side's own back row (the enemy's crowning row)
  SquareSet centre = 0;

  EvalTables() {
    using draughts::kBoard;
    for (int i = 0; i < 32; ++i) {
      const Square s = draughts::pdn_square(i + 1);
      file[ix(i)] = kBoard.file_of(s);
      rank[ix(i)] = kBoard.rank_of(s);
    }
    for (int i = 0; i < 32; ++i) {
      // Black (0) crowns on rank 1 (0-based 0), Red (1) on rank 8 (7) (§4).
      to_crown[0][ix(i)] = rank[ix(i)];
      to_crown[1][ix(i)] = 7 - rank[ix(i)];
      if (rank[ix(i)] == 7) back_row[0] |= bit(i);
      if (rank[ix(i)] == 0) back_row[1] |= bit(i);
      if (file[ix(i)] >= 2 && file[ix(i)] <= 5 && rank[ix(i)] >= 3 && rank[ix(i)] <= 4) centre |= bit(i);
      for (int j = 0; j < 32; ++j) {
        const int dr = rank[ix(j)] - rank[ix(i)];
        const int df = std::abs(file[ix(j)] - file[ix(i)]);
        // Ahead of the man, within one file more than its diagonals reach: a piece there
        // can stand in its way before it crowns.
        if (dr < 0 && df <= -dr + 1) cone[0][ix(i)] |= bit(j);
        if (dr > 0 && df <= dr + 1) cone[1][ix(i)] |= bit(j);
      }
    }
  }
};

const EvalTables& eval_tables() {
  static const EvalTables t;
  return t;
}

// The distance in King steps between two squares.
int distance(const EvalTables& t, int a, int b) {
  return std::max(std::abs(t.file[ix(a)] - t.file[ix(b)]), std::abs(t.rank[ix(a)] - t.rank[ix(b)]));
}

// One side's terms that do not depend on the balance.
int side_terms(const EvalTables& t, int s, const std::array<SquareSet, 2>& pieces, SquareSet kings, bool endgame) {
  const SquareSet mine = pieces[ix(s)];
  const SquareSet enemy = pieces[ix(1 - s)];
  const SquareSet occupied = mine | enemy;
  const SquareSet men = mine & ~kings;
  int score = 0;
  if (enemy & ~kings) score += kBackRank * std::popcount(men & t.back_row[ix(s)]);
  score += kKingCentre * std::popcount(mine & kings & t.centre);
  int mobility = 0;
  for (SquareSet rest = mine; rest; rest &= rest - 1) {
    const int i = std::countr_zero(rest);
    const bool king = (kings & bit(i)) != 0;
    for (int d = 0; d < 4; ++d) {
      if (!king && (s == 1) != (d < 2)) continue;  // a man goes forward only (§2)
      const int n = t.step[ix(i)][ix(d)];
      if (n >= 0 && !(occupied & bit(n))) ++mobility;
    }
    if (king) continue;
    const int rows = t.to_crown[ix(s)][ix(i)];
    if (!(t.cone[ix(s)][ix(i)] & enemy)) score += kRunaway - kRunawayRow * rows;
    if (endgame) score += kAdvance * (7 - rows);
  }
  return score + kMobility * mobility;
}

// For the side ahead: how far its Kings are from the nearest enemy piece (closing in wins).
int drive(const EvalTables& t, SquareSet kings_of_side, SquareSet enemy) {
  if (!enemy) return 0;
  int total = 0;
  for (SquareSet rest = kings_of_side; rest; rest &= rest - 1) {
    const int k = std::countr_zero(rest);
    int nearest = 8;
    for (SquareSet e = enemy; e; e &= e - 1) nearest = std::min(nearest, distance(t, k, std::countr_zero(e)));
    total += nearest;
  }
  return total;
}

}  // namespace

int evaluate_board(Side me_side, const std::array<SquareSet, 2>& pieces, SquareSet kings) {
  const EvalTables& t = eval_tables();
  const int me = static_cast<int>(me_side);
  const auto material = [&](int s) {
    const SquareSet p = pieces[ix(s)];
    return kMan * std::popcount(p & ~kings) + kKing * std::popcount(p & kings);
  };
  const int mine = material(me);
  const int theirs = material(1 - me);
  const bool endgame = std::popcount(pieces[0] | pieces[1]) <= kEndgamePieces;
  int score = mine - theirs;
  score += (mine - theirs) * kTrade / std::max(mine + theirs, kMan);
  score += side_terms(t, me, pieces, kings, endgame) - side_terms(t, 1 - me, pieces, kings, endgame);
  if (mine > theirs) score -= kDrive * drive(t, pieces[ix(me)] & kings, pieces[ix(1 - me)]);
  if (theirs > mine) score += kDrive * drive(t, pieces[ix(1 - me)] & kings, pieces[ix(me)]);
  // As many pieces as the opponent and a King each: such endings are drawn unless one side
  // can trap a piece, which the search sees as material; what the terms above add there
  // (runaways that a King can meet, central Kings) is mostly not a winning chance.
  if (std::popcount(pieces[0]) == std::popcount(pieces[1]) && (pieces[0] & kings) && (pieces[1] & kings))
    score /= kDrawishDivisor;
  return score;
}

int evaluate(const Position& pos) {
  return evaluate_board(pos.side_to_move(), {pos.pieces(Side::black), pos.pieces(Side::red)}, pos.kings());
}

namespace {

// Standard checkers as the generic search sees it (cinc/game/search.h).
struct CheckersGame {
  using Node = Position;
  using Move = checkers::Move;
  using MoveList = checkers::MoveList;
  using Scratch = MoveList;  // the horizon's legal moves
  static constexpr int kHistorySlots = 32 * 32;
  static constexpr int kQuiescencePlies = 24;   // jump sequences only: each takes a piece
  static constexpr int kFutilityMargin = 0;     // unused: no futility pruning (futility_eval)
  static constexpr bool kRepetitionDraws = true;  // §6: a repeated position draws (claimed; the search scores it 0)

  static Outcome outcome(const Node&) { return Outcome::ongoing; }  // decided by the moves (no_moves)
  static void generate(const Node& n, MoveList& list, Scratch&) {
    const int me = static_cast<int>(n.side_to_move());
    const SquareSet enemy = n.pieces(opponent(n.side_to_move()));
    board_moves(n.side_to_move(), n.pieces(static_cast<Side>(me)), enemy, enemy, n.kings(), list);
  }
  static Outcome no_moves(const Node&) { return Outcome::lost; }  // §5: a side that cannot move loses
  static const Move* immediate_win(const Node& n, const MoveList& list) {
    const SquareSet enemy = n.pieces(opponent(n.side_to_move()));
    for (const Move& m : list)
      if (m.captured == enemy) return &m;  // the last enemy piece taken (§5)
    return nullptr;
  }
  static Node after(const Node& n, const Move& m) { return n.after(m); }
  static std::string text_of(const Node&, const Move& m) { return canonical_text(m); }
  static int evaluation(const Node& n) { return evaluate(n); }
  static std::uint64_t key(const Node& n) { return n.key(); }
  static int side(const Node& n) { return static_cast<int>(n.side_to_move()); }
  static std::uint32_t pack(const Move& m) {
    const auto h = static_cast<std::uint32_t>(m.from | (m.to() << 5) | (m.landings << 10)) ^ (m.captured * 0x9E3779B1u);
    return h | 0x80000000u;
  }
  // Jumps by the pieces they take (Kings count more), then crownings.
  static int noisy_key(const Node& n, const Move& m) {
    if (m.is_jump()) return (1 << 28) + std::popcount(m.captured) * 64 + std::popcount(m.captured & n.kings()) * 16;
    if (m.crowns) return 1 << 26;
    return 0;
  }
  static bool quiet(const Move& m) { return !m.is_jump() && !m.crowns; }
  static bool capture(const Move& m) { return m.is_jump(); }
  static int history_slot(const Move& m) { return m.from * 32 + m.to(); }

  // At the horizon the compulsory jumps are played out (§3): a side that must jump cannot
  // stand pat; a side with no move has lost.
  static Horizon<Move> horizon(const Node& n, int, Scratch& s) {
    using H = Horizon<Move>;
    H h;
    generate(n, s, s);
    if (s.empty()) {
      h.kind = H::Kind::lost;
      return h;
    }
    if (const Move* win = immediate_win(n, s)) {
      h.kind = H::Kind::win_now;
      h.winning_move = *win;
      return h;
    }
    h.stand = evaluate(n);
    h.may_stand = !s.front().is_jump();  // jumps come alone: all of them or none
    return h;
  }
  static void noisy_moves(const Node&, const Horizon<Move>& h, MoveList& list, Scratch& s) {
    list.clear();
    if (!h.may_stand) list = s;
  }
  // No futility pruning: a quiet move that offers a man for a multi-jump is the game's
  // typical shot, and the static evaluation cannot see it.
  static std::optional<int> futility_eval(const Node&, Scratch&) { return std::nullopt; }
};

}  // namespace

Engine::Engine(int tt_bits) : EngineShell(searcher<CheckersGame>(tt_bits)) {}

std::unique_ptr<Analyser> make_analyser(std::function<Position(const GameState&)> position_of, int table_bits) {
  return make_search_analyser<CheckersGame>(std::move(position_of), table_bits);
}

}  // namespace cinc::game::checkers
