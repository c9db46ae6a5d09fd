// Coast to Coast's engine (docs/rules/coast-to-coast.md §12, "The engine"): the race
// evaluation and the game-facing interface of the generic search (cinc/game/search.h).
// Rules: the same page (cited as §n).
#include "cinc/game/coast_engine.h"

#include <algorithm>
#include <array>
#include <optional>

#include "cinc/game/engine_shell.h"

namespace cinc::game::coast {

namespace {

using draughts::kBoard;
constexpr std::size_t ix(int v) { return static_cast<std::size_t>(v); }

// ---------------------------------------------------------------------------------------
// Evaluation terms (hundredths of a turn). docs/rules/coast-to-coast.md §12 gives the reasons.

constexpr int kTurn = 100;      // one turn of the race
constexpr int kTempo = 50;      // the side to move is half a turn ahead of an equal race
constexpr int kHome = 10;       // per checker taken home: finish what can be finished
constexpr int kBlocked = 20;    // per checker that has no step at all
constexpr int kFreeMoveTurns = 6;  // a crowned piece's free move is its first step home: 7 - 1

// One side's checkers as the race counts them: turns to go and blocked checkers.
struct RaceCount {
  int turns = 0;
  int blocked = 0;
};

RaceCount count(const Position& pos, Side side) {
  RaceCount c;
  const Square own = home_of(side);
  const Square far = crowning_home(side);
  const int own_f = kBoard.file_of(own), own_r = kBoard.rank_of(own);
  const int far_f = kBoard.file_of(far), far_r = kBoard.rank_of(far);
  for (Square s = 0; s < 64; ++s) {
    const Cell cell = pos.at(s);
    if (cell == Cell::empty || owner(cell) != side) continue;
    const int f = kBoard.file_of(s), r = kBoard.rank_of(s);
    if (is_king(cell)) {
      c.turns += std::max(std::abs(own_f - f), std::abs(own_r - r));
    } else {
      // To the far home (a piece steps Forward, Forward Left or Forward Right towards it),
      // crowned, the free move off it, then the rest of the way back as a King (§2, §4).
      c.turns += std::max(std::abs(far_f - f), std::abs(far_r - r)) + kFreeMoveTurns;
    }
    bool can_step = false;
    for (const auto& d : draughts::kDirections) {
      const bool forward_ok = is_king(cell) || (side == Side::black ? d[0] + d[1] <= 0 : d[0] + d[1] >= 0);
      const Square t = kBoard.offset(s, d[0], d[1]);
      if (forward_ok && t != kNoSquare && pos.at(t) == Cell::empty) {
        can_step = true;
        break;
      }
    }
    if (!can_step) ++c.blocked;
  }
  return c;
}

}  // namespace

int race_distance(const Position& pos, Side side) { return count(pos, side).turns; }

int evaluate(const Position& pos) {
  const Side me = pos.side_to_move();
  const RaceCount mine = count(pos, me);
  const RaceCount theirs = count(pos, opponent(me));
  return kTurn * (theirs.turns - mine.turns) + kTempo + kHome * (pos.borne_off(me) - pos.borne_off(opponent(me))) -
         kBlocked * (mine.blocked - theirs.blocked);
}

namespace {

// Coast to Coast as the generic search sees it (cinc/game/search.h).
struct CoastGame {
  using Node = Position;
  using Move = Landing;
  using MoveList = std::vector<Landing>;
  using Scratch = NoScratch;
  static constexpr int kHistorySlots = 65 * 64;
  static constexpr int kQuiescencePlies = 0;   // nothing is captured: the horizon is the evaluation
  static constexpr int kFutilityMargin = 0;    // unused: no futility pruning
  static constexpr bool kRepetitionDraws = true;  // §6: repetition draws as in checkers

  // §5: the first side to take all 12 home wins.
  static Outcome outcome(const Node& n) {
    if (n.borne_off(opponent(n.side_to_move())) == kPiecesPerSide) return Outcome::lost;
    if (n.borne_off(n.side_to_move()) == kPiecesPerSide) return Outcome::won;
    return Outcome::ongoing;
  }
  static void generate(const Node& n, MoveList& list, Scratch&) { n.landings(list); }
  static Outcome no_moves(const Node&) { return Outcome::drawn; }  // §6: neither side can move
  static const Move* immediate_win(const Node& n, const MoveList& list) {
    if (n.borne_off(n.side_to_move()) != kPiecesPerSide - 1) return nullptr;
    for (const Move& m : list)
      if (m.home) return &m;  // the twelfth checker home (§5)
    return nullptr;
  }
  static Node after(const Node& n, const Move& m) {
    Node next = n;
    next.play(m);
    return next;
  }
  static std::string text_of(const Node& n, const Move& m) {
    const std::optional<Path> path = n.path_of(m);
    return path ? move_text(*path) : std::string("?");
  }
  static int evaluation(const Node& n) { return evaluate(n); }
  static std::uint64_t key(const Node& n) { return n.key(); }
  static int side(const Node& n) { return static_cast<int>(n.side_to_move()); }
  static std::uint32_t pack(const Move& m) {
    return static_cast<std::uint32_t>((m.from + 1) | ((m.to + 1) << 7) | (m.crowned << 14) | (m.home << 15) | (1 << 16));
  }
  // Taking a King home, then crowning.
  static int noisy_key(const Node&, const Move& m) { return m.home ? 1 << 27 : m.crowned ? 1 << 26 : 0; }
  static bool quiet(const Move& m) { return !m.home && !m.crowned; }
  static bool capture(const Move&) { return false; }
  static int history_slot(const Move& m) { return (m.from + 1) * 64 + (m.to < 0 ? 0 : m.to); }

  static Horizon<Move> horizon(const Node& n, int, Scratch&) {
    Horizon<Move> h;
    if (const Outcome o = outcome(n); o != Outcome::ongoing)
      h.kind = o == Outcome::lost ? Horizon<Move>::Kind::lost : Horizon<Move>::Kind::won;
    else
      h.stand = evaluate(n);
    return h;
  }
  static void noisy_moves(const Node&, const Horizon<Move>&, MoveList& list, Scratch&) { list.clear(); }
  static std::optional<int> futility_eval(const Node&, Scratch&) { return std::nullopt; }
};

}  // namespace

Engine::Engine(int tt_bits) : EngineShell(searcher<CoastGame>(tt_bits)) {}

std::unique_ptr<Analyser> make_analyser(std::function<Position(const GameState&)> position_of, int table_bits) {
  return make_search_analyser<CoastGame>(std::move(position_of), table_bits);
}

}  // namespace cinc::game::coast
