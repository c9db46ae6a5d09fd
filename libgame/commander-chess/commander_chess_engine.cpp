// Commander Chess's engine (docs/rules/commander-chess.md §12, "The engine"): the evaluation
// and the game-facing interface of the generic search (cinc/game/search.h). Rules: the same
// page (cited as §n).
#include "cinc/game/commander_chess_engine.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>

#include "cinc/game/engine_shell.h"
#include "commander_chess_internal.h"

namespace cinc::game::cchess {

namespace {

constexpr std::size_t ix(int v) { return static_cast<std::size_t>(v); }

// ---------------------------------------------------------------------------------------
// Evaluation terms (hundredths of ten points: an Infantry is 100). docs/rules/commander-chess.md
// §12 gives the reasons.

constexpr int kPointScale = 10;        // one rulebook point (§2) is 10 here
constexpr int kHeroic = 100;           // §8: a heroic piece scores 10 points more, and reaches further
constexpr int kAttacked = 60;          // the side to move's Commander is attacked (it must answer)
constexpr int kCloseEnemy = 15;        // per enemy piece within two points of the own Commander
constexpr int kCovered = 4;            // per own piece standing under its own air defence (§4)
constexpr int kLastOfBattle = 300;     // a side down to the last piece of a battle that counts (§7)

// The pieces of each end of battle (§7): Navies (sea), Air Forces (air), Infantry, Tanks and
// Artillery (land).
bool in_battle(Kind k, std::uint8_t end) {
  switch (end) {
    case end_sea: return k == Kind::navy;
    case end_air: return k == Kind::air_force;
    case end_land: return k == Kind::infantry || k == Kind::tank || k == Kind::artillery;
    default: return false;
  }
}

struct SideCount {
  int material = 0;
  std::array<int, 3> battle{0, 0, 0};  // sea, air, land
  int close = 0;                       // enemy pieces near this side's Commander
  int covered = 0;
};

}  // namespace

int evaluate(const Position& pos, std::uint8_t battle_ends) {
  const Side me = pos.side_to_move();
  std::array<SideCount, 2> c{};
  std::array<std::vector<Square>, 2> defence = {pos.air_defence(Side::red), pos.air_defence(Side::blue)};
  std::array<std::array<bool, kPoints>, 2> defended{};
  for (std::size_t s = 0; s < 2; ++s)
    for (const Square q : defence[s]) defended[s][ix(q)] = true;
  for (Square q = 0; q < kPoints; ++q) {
    const Stack& st = pos.at(q);
    if (st.empty()) continue;
    const auto s = ix(static_cast<int>(st.side()));
    for (int i = 0; i < st.size(); ++i) {
      const Piece& p = st.piece(i);
      if (p.kind == Kind::commander) continue;  // its loss ends the game: not material
      c[s].material += kind_value(p.kind) * kPointScale + (p.heroic ? kHeroic : 0);
      if (in_battle(p.kind, end_sea)) ++c[s].battle[0];
      if (in_battle(p.kind, end_air)) ++c[s].battle[1];
      if (in_battle(p.kind, end_land)) ++c[s].battle[2];
    }
    if (defended[s][ix(q)]) ++c[s].covered;
    const Square theirs = pos.commander(opponent(st.side()));
    if (theirs != kNoSquare && q != theirs &&
        std::max(std::abs(kBoard.file_of(q) - kBoard.file_of(theirs)), std::abs(kBoard.rank_of(q) - kBoard.rank_of(theirs))) <= 2)
      ++c[1 - s].close;
  }
  const auto side_score = [&](std::size_t s) {
    int v = c[s].material + kCovered * c[s].covered - kCloseEnemy * c[s].close;
    const std::uint8_t ends[3] = {end_sea, end_air, end_land};
    for (std::size_t b = 0; b < 3; ++b)
      if ((battle_ends & ends[b]) && c[s].battle[b] == 1) v -= kLastOfBattle;
    return v;
  };
  const auto m = ix(static_cast<int>(me));
  int score = side_score(m) - side_score(1 - m);
  if (pos.commander(me) != kNoSquare && pos.attacked(me)) score -= kAttacked;
  return score;
}

namespace {

bool captures(const Step& s) {
  return s.action == Action::capture || s.action == Action::stay_capture || s.action == Action::suicide;
}
bool has_capture(const Turn& t) {
  for (int i = 0; i < t.count; ++i)
    if (captures(t.steps[ix(i)])) return true;
  return false;
}

// A position with what decides the game beyond it: the ends of battle that count and a
// winner already made by one (§7).
struct Node {
  Position pos;
  std::uint8_t ends = kAllBattleEnds;
  std::int8_t winner = -1;
};

// Commander Chess as the generic search sees it (cinc/game/search.h).
struct CommanderChessGame {
  using Node = cchess::Node;
  using Move = Turn;
  using MoveList = std::vector<Turn>;
  using Scratch = MoveList;  // the horizon's legal turns
  static constexpr int kHistorySlots = kPoints * kPoints;
  static constexpr int kQuiescencePlies = 8;
  static constexpr int kEvasionPlies = 2;       // quiescence plies where an attacked Commander must be answered
  static constexpr int kFutilityMargin = 0;     // unused: no futility pruning
  static constexpr bool kRepetitionDraws = true;  // §7: repetition draws

  static Outcome outcome(const Node& n) {
    const Side me = n.pos.side_to_move();
    if (n.winner >= 0) return n.winner == static_cast<int>(me) ? Outcome::won : Outcome::lost;
    if (n.pos.commander(me) == kNoSquare) return Outcome::lost;  // a set-up after the capture
    if (n.pos.commander(opponent(me)) == kNoSquare) return Outcome::won;
    return Outcome::ongoing;
  }
  static void generate(const Node& n, MoveList& list, Scratch&) { list = n.pos.legal_turns(); }
  // §7: no legal turn — checkmate when attacked, else stalemate.
  static Outcome no_moves(const Node& n) {
    return n.pos.attacked(n.pos.side_to_move()) ? Outcome::lost : Outcome::drawn;
  }
  static const Move* immediate_win(const Node& n, const MoveList& list) {
    const Square target = n.pos.commander(opponent(n.pos.side_to_move()));
    for (const Move& t : list)
      for (int i = 0; i < t.count; ++i)
        if (captures(t.steps[ix(i)]) && t.steps[ix(i)].to == target) return &t;  // §7: the Commander captured
    return nullptr;
  }
  static Node after(const Node& n, const Move& t) {
    Node next = n;
    const Side mover = n.pos.side_to_move();
    const TurnEffect e = next.pos.play(t);
    // §7: the Commander's capture always ends the game, the other ends when they count.
    if ((e.battle_ends & end_commander) || (e.battle_ends & n.ends)) next.winner = static_cast<std::int8_t>(mover);
    return next;
  }
  // What the engine searches for what a caller holds (the position and the game's ends).
  static Node root(const EngineGame& g) { return Node{g.position, g.battle_ends, static_cast<std::int8_t>(g.winner)}; }
  static std::string text_of(const Node&, const Move& t) { return canonical_text(t); }
  static int evaluation(const Node& n) { return evaluate(n.pos, n.ends); }
  static std::uint64_t key(const Node& n) { return n.pos.key(); }
  static int side(const Node& n) { return static_cast<int>(n.pos.side_to_move()); }
  static std::uint32_t pack(const Move& t) {
    std::uint32_t h = 0x811C9DC5u ^ (t.deploy ? 1u : 0u);
    for (int i = 0; i < t.count; ++i) {
      const Step& s = t.steps[ix(i)];
      for (const int v : {static_cast<int>(s.from), static_cast<int>(s.to), static_cast<int>(s.action), static_cast<int>(s.piece)})
        h = (h ^ static_cast<std::uint32_t>(v)) * 0x01000193u;
    }
    return h | 0x80000000u;
  }
  // Captures, the most valuable target first (§2 values of the whole stack taken).
  static int noisy_key(const Node& n, const Move& t) {
    int best = -1;
    for (int i = 0; i < t.count; ++i) {
      const Step& s = t.steps[ix(i)];
      if (!captures(s)) continue;
      const Stack& target = n.pos.at(s.to);
      int value = 0;
      for (int k = 0; k < target.size(); ++k) value += kind_value(target.piece(k).kind);
      best = std::max(best, value * 64 - kind_value(s.piece) / 2);
    }
    return best < 0 ? 0 : (1 << 28) + best;
  }
  static bool quiet(const Move& t) { return !has_capture(t); }
  static bool capture(const Move& t) { return has_capture(t); }
  static int history_slot(const Move& t) { return t.origin() * kPoints + t.steps[ix(t.count - 1)].to; }

  // At the horizon an attacked Commander must be answered (every legal turn is searched, no
  // standing pat; none at all is checkmate, §7); otherwise the side stands pat or tries its
  // captures. A stalemate there is not seen (it needs every turn generated; the search
  // above the horizon sees it).
  static Horizon<Move> horizon(const Node& n, int qply, Scratch& s) {
    using H = Horizon<Move>;
    H h;
    if (const Outcome o = outcome(n); o != Outcome::ongoing) {
      h.kind = o == Outcome::won ? H::Kind::won : H::Kind::lost;
      return h;
    }
    if (qply < kEvasionPlies && n.pos.attacked(n.pos.side_to_move())) {
      s = n.pos.legal_turns();
      if (s.empty()) {
        h.kind = H::Kind::lost;
        return h;
      }
      h.may_stand = false;
    }
    h.stand = evaluate(n.pos, n.ends);
    return h;
  }
  // The evasions, or the captures of whole stacks that keep the own Commander safe (§6);
  // deploys are left to the search above the horizon.
  static void noisy_moves(const Node& n, const Horizon<Move>& h, MoveList& list, Scratch& s) {
    if (!h.may_stand) {
      list = s;
      return;
    }
    list.clear();
    for (Square q = 0; q < kPoints; ++q) {
      const Stack& st = n.pos.at(q);
      if (st.empty() || st.side() != n.pos.side_to_move()) continue;
      for (const Step& step : detail::unchecked_steps(n.pos, q)) {
        if (!captures(step) || !detail::safety_problem(n.pos, step).empty()) continue;
        Turn t;
        t.steps[0] = step;
        t.count = 1;
        list.push_back(t);
      }
    }
  }
  static std::optional<int> futility_eval(const Node&, Scratch&) { return std::nullopt; }
};

}  // namespace

Engine::Engine(int tt_bits) : EngineShell(searcher<CommanderChessGame>(tt_bits)) {}

std::unique_ptr<Analyser> make_analyser(std::function<EngineGame(const GameState&)> game_of, int table_bits) {
  return make_search_analyser<CommanderChessGame>(std::move(game_of), table_bits);
}

}  // namespace cinc::game::cchess
