// Stack'Em's engine (docs/rules/stackem.md §15, "The engine"): the evaluation and the
// game-facing interface of the generic search (cinc/game/search.h). Rules: the same page
// (cited as §n).
#include "cinc/game/stackem_engine.h"

#include <algorithm>
#include <array>
#include <optional>

#include "cinc/game/engine_shell.h"

namespace cinc::game::stackem {

namespace {

using draughts::kBoard;
using draughts::Path;
constexpr std::size_t ix(int v) { return static_cast<std::size_t>(v); }

// ---------------------------------------------------------------------------------------
// Evaluation terms (hundredths of a checker). docs/rules/stackem.md §15 gives the reasons.

constexpr int kChecker = 100;      // per own checker still in play, in any stack
constexpr int kStack = 60;         // per stack the side controls: each is a piece that can move
constexpr int kKing = 40;          // per controlled stack topped by a King
constexpr int kReserve = 30;       // the checker under the top is the side's own: the stack survives a jump
constexpr int kPrisoner = 40;      // per enemy checker in a controlled stack (removed at the King-Me row) ...
constexpr int kPrisonerRow = 4;    // ... and per row such a stack is nearer that row
constexpr int kMobility = 5;       // per step a controlled stack could make

// Red (the first player) moves down the board and crowns on rank 1; Black up, on rank 8
// (§1, §6).
int rank_of(int index) { return kBoard.rank_of(draughts::pdn_square(index + 1)); }
int rows_to_king_me_row(Side s, int index) { return s == Side::red ? rank_of(index) : 7 - rank_of(index); }

struct SideTerms {
  int score = 0;
  int checkers = 0;
};

int side_score(const Position& pos, Side s) {
  // The diagonal neighbours of each dark square (PDN index), -1 off the board: NE, NW, SE,
  // SW, Black's men going up (the first two).
  const draughts::DarkNeighbours& nb = draughts::kDarkNeighbours;
  int score = kChecker * pos.on_board(s);
  for (int i = 0; i < 32; ++i) {
    const Stack& st = pos.stack(i);
    if (st.empty() || st.owner() != s) continue;
    score += kStack;
    if (st.king()) score += kKing;
    if (st.height() >= 2 && st.colour_at(st.height() - 2) == s) score += kReserve;
    const int prisoners = st.count(opponent(s));
    if (prisoners) score += prisoners * (kPrisoner + kPrisonerRow * (7 - rows_to_king_me_row(s, i)));
    for (int d = 0; d < 4; ++d) {
      if (!st.king() && (s == Side::black) != (d < 2)) continue;  // a piece-topped stack goes forward only (§3)
      const int n = nb.step[ix(i)][ix(d)];
      if (n >= 0 && pos.stack(n).empty()) score += kMobility;
    }
  }
  return score;
}

bool is_jump(const Path& p) { return !p.jumps.empty() && p.jumps.front(); }

}  // namespace

int evaluate(const Position& pos) {
  const Side me = pos.side_to_move();
  return side_score(pos, me) - side_score(pos, opponent(me));
}

namespace {

// Stack'Em as the generic search sees it (cinc/game/search.h).
struct StackemGame {
  using Node = Position;
  using Move = Path;
  using MoveList = std::vector<Path>;
  using Scratch = MoveList;  // the horizon's legal moves
  static constexpr int kHistorySlots = 64 * 64;
  static constexpr int kQuiescencePlies = 16;   // compulsory jump sequences
  static constexpr int kFutilityMargin = 0;     // unused: no futility pruning
  static constexpr bool kRepetitionDraws = true;  // §8: a repeated position draws

  static Outcome outcome(const Node&) { return Outcome::ongoing; }  // decided by the moves (no_moves)
  static void generate(const Node& n, MoveList& list, Scratch&) { list = n.legal_moves(); }
  static Outcome no_moves(const Node&) { return Outcome::lost; }  // §7: a side that cannot move loses
  static const Move* immediate_win(const Node&, const MoveList&) { return nullptr; }
  static Node after(const Node& n, const Move& m) { return n.after(m); }
  static std::string text_of(const Node&, const Move& m) { return canonical_text(m); }
  static int evaluation(const Node& n) { return evaluate(n); }
  static std::uint64_t key(const Node& n) { return n.key(); }
  static int side(const Node& n) { return static_cast<int>(n.side_to_move()); }
  static std::uint32_t pack(const Move& m) {
    std::uint32_t h = 0x811C9DC5u;
    for (const Square s : m.squares) h = (h ^ static_cast<std::uint32_t>(s)) * 0x01000193u;
    return h | 0x80000000u;
  }
  // Jumps by the checkers they capture (one per leg), then moves onto the King-Me row.
  static int noisy_key(const Node& n, const Move& m) {
    if (is_jump(m)) return (1 << 28) + static_cast<int>(m.jumps.size()) * 64;
    const int to = draughts::pdn_number(m.squares.back()) - 1;
    return rows_to_king_me_row(n.side_to_move(), to) == 0 ? 1 << 26 : 0;
  }
  static bool quiet(const Move& m) { return !is_jump(m); }
  static bool capture(const Move& m) { return is_jump(m); }
  static int history_slot(const Move& m) { return m.squares.front() * 64 + m.squares.back(); }

  // At the horizon the compulsory jumps are played out (§5): a side that must jump cannot
  // stand pat; a side with no move has lost.
  static Horizon<Move> horizon(const Node& n, int, Scratch& s) {
    Horizon<Move> h;
    s = n.legal_moves();
    if (s.empty()) {
      h.kind = Horizon<Move>::Kind::lost;
      return h;
    }
    h.stand = evaluate(n);
    h.may_stand = !is_jump(s.front());  // jumps come alone: all of them or none
    return h;
  }
  static void noisy_moves(const Node&, const Horizon<Move>& h, MoveList& list, Scratch& s) {
    list.clear();
    if (!h.may_stand) list = s;
  }
  static std::optional<int> futility_eval(const Node&, Scratch&) { return std::nullopt; }
};

}  // namespace

Engine::Engine(int tt_bits) : EngineShell(searcher<StackemGame>(tt_bits)) {}

std::unique_ptr<Analyser> make_analyser(std::function<Position(const GameState&)> position_of, int table_bits) {
  return make_search_analyser<StackemGame>(std::move(position_of), table_bits);
}

}  // namespace cinc::game::stackem
