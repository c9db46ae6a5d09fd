// Chair Force's engine (docs/rules/chair-force.md §11, "The engine"): the evaluation and the
// game-facing interface of the generic search (cinc/game/search.h) over Position::legal_turns.
// Rules: the same page (cited as §n).
#include "cinc/game/chair_engine.h"

#include <algorithm>
#include <bit>
#include <memory>
#include <optional>
#include <string_view>

#include "cinc/game/engine_shell.h"
#include "cinc/game/checkers_engine.h"

namespace cinc::game::chair {

namespace {

constexpr std::size_t ix(int v) { return static_cast<std::size_t>(v); }

// ---------------------------------------------------------------------------------------
// Evaluation terms (centi-men) beyond standard checkers' board terms. docs/rules/chair-force.md
// §11 gives the reasons.

constexpr int kPoint = 10;        // per point held (§2: they buy cards; the track ends at 8)
constexpr int kCardPerCost = 10;  // per point of a card's cost: a card in hand is worth what it cost
constexpr int kShield = 10;       // per own piece shielded (it cannot be jumped nor destroyed)

}  // namespace

int evaluate(const Position& pos) {
  const Side me = pos.side_to_move();
  // Dark, the first player, starts on 1-12 and moves down like checkers' Black (§1).
  int score = checkers::evaluate_board(static_cast<checkers::Side>(static_cast<int>(me)),
                                       {pos.pieces(Side::dark), pos.pieces(Side::light)}, pos.kings());
  const auto economy = [&pos](Side s) {
    int v = kPoint * pos.points(s);
    for (const int card : pos.hand(s)) v += kCardPerCost * pos.cards().cards[ix(card)].cost;
    for (SquareSet rest = pos.pieces(s); rest; rest &= rest - 1)
      if (pos.shield(std::countr_zero(rest))) v += kShield;
    return v;
  };
  return score + economy(me) - economy(opponent(me));
}

namespace {

// A turn as the search keeps it: its index among the node's turns, a hash of its text
// (equal texts are the same turn in any position, for killers and the table), and what it does.
struct Move {
  std::uint32_t hash = 0;
  std::uint16_t index = 0;
  std::uint8_t destroyed = 0;  // enemy pieces destroyed
  bool crowned = false;
  bool card = false;
  friend bool operator==(const Move& a, const Move& b) { return a.hash == b.hash; }
};

std::uint32_t text_hash(std::string_view text) {
  std::uint32_t h = 0x811C9DC5u;
  for (const char c : text) h = (h ^ static_cast<unsigned char>(c)) * 0x01000193u;
  return h | 0x80000000u;
}

Move move_of(const Position& before, const std::string& text, const Position& after, std::size_t index) {
  const Side me = before.side_to_move();
  Move m;
  m.hash = text_hash(text);
  m.index = static_cast<std::uint16_t>(index);
  m.destroyed = static_cast<std::uint8_t>(std::popcount(before.pieces(opponent(me))) - std::popcount(after.pieces(opponent(me))));
  m.crowned = std::popcount(after.pieces(me) & after.kings()) > std::popcount(before.pieces(me) & before.kings());
  m.card = text.find('@') != std::string::npos || (!text.empty() && text[0] >= 'a' && text[0] <= 'z' &&
                                                   !(text.size() > 1 && text[1] >= '1' && text[1] <= '8'));
  return m;
}

// A node's legal turns as the search keeps them: each turn's Move, its text and the
// position after it packed (Position::pack), end to end; a position is made again only
// when the search goes into it. A turn costs some 60 bytes, where a Position kept whole
// costs some 400 (a root can have thousands of turns, and every node on the search's path
// keeps its own).
struct Turns {
  std::vector<Move> moves;
  std::string texts, positions;
  std::vector<std::uint32_t> text_ends, position_ends;

  std::string_view text(std::size_t i) const {
    const std::size_t start = i == 0 ? 0 : text_ends[i - 1];
    return std::string_view(texts).substr(start, text_ends[i] - start);
  }
  std::string_view position(std::size_t i) const {
    const std::size_t start = i == 0 ? 0 : position_ends[i - 1];
    return std::string_view(positions).substr(start, position_ends[i] - start);
  }
};

// A position, its distance from the search's root and, once the search asks for them, its
// legal turns. Below the root the turns that buy are left out: every action keeps its turn
// without buying, a bought card is worth about the points it costs (evaluate), and the buys
// would multiply the turns by up to four.
struct Node {
  Position pos;
  int ply = 0;
  mutable std::shared_ptr<const Turns> turns;

  const Turns& children() const {
    if (!turns) {
      auto t = std::make_shared<Turns>();
      pos.for_each_turn(ply == 0, [this, &t](const std::string& text, const Position& after) {
        t->moves.push_back(move_of(pos, text, after, t->moves.size()));
        t->texts += text;
        t->text_ends.push_back(static_cast<std::uint32_t>(t->texts.size()));
        after.pack(t->positions);
        t->position_ends.push_back(static_cast<std::uint32_t>(t->positions.size()));
      });
      turns = std::move(t);
    }
    return *turns;
  }
};

// Chair Force as the generic search sees it (cinc/game/search.h).
struct ChairGame {
  using Node = chair::Node;
  using Move = chair::Move;
  using MoveList = std::vector<Move>;
  using Scratch = NoScratch;
  static constexpr int kHistorySlots = 4096;
  static constexpr int kQuiescencePlies = 8;
  static constexpr int kFutilityMargin = 0;       // unused: no futility pruning
  static constexpr bool kRepetitionDraws = true;  // §5: cat and mouse (scored 0 at the first repetition)

  // §5: a player wins when every enemy piece is destroyed.
  static Outcome outcome(const Node& n) {
    const Side me = n.pos.side_to_move();
    if (n.pos.pieces(me) == 0) return Outcome::lost;
    if (n.pos.pieces(opponent(me)) == 0) return Outcome::won;
    return Outcome::ongoing;
  }
  static void generate(const Node& n, MoveList& list, Scratch&) {
    list.clear();
    for (const Move& m : n.children().moves) list.push_back(m);
  }
  static Outcome no_moves(const Node&) { return Outcome::drawn; }  // never: a player who cannot act passes (§5)
  static const Move* immediate_win(const Node& n, const MoveList& list) {
    // Every enemy piece destroyed: none left after the turn.
    const int enemies = std::popcount(n.pos.pieces(opponent(n.pos.side_to_move())));
    for (const Move& m : list)
      if (m.destroyed && m.destroyed == enemies) return &m;
    return nullptr;
  }
  static Node after(const Node& n, const Move& m) {
    return Node{Position::unpack(n.pos, n.children().position(m.index)), n.ply + 1, nullptr};
  }
  static Node root(const Position& pos) { return Node{pos, 0, nullptr}; }
  static std::string text_of(const Node& n, const Move& m) { return std::string(n.children().text(m.index)); }
  static int evaluation(const Node& n) { return evaluate(n.pos); }
  static std::uint64_t key(const Node& n) { return n.pos.key(); }
  static int side(const Node& n) { return static_cast<int>(n.pos.side_to_move()); }
  static std::uint32_t pack(const Move& m) { return m.hash; }
  // Turns that destroy enemy pieces (by the count; a jump before a card), then crownings.
  static int noisy_key(const Node&, const Move& m) {
    if (m.destroyed) return (1 << 28) + m.destroyed * 64 - (m.card ? 1 : 0);
    if (m.crowned) return 1 << 26;
    return 0;
  }
  static bool quiet(const Move& m) { return !m.destroyed && !m.crowned; }
  static bool capture(const Move& m) { return m.destroyed != 0; }
  static int history_slot(const Move& m) { return static_cast<int>(m.hash % kHistorySlots); }

  // At the horizon the compulsory jumps are played out (§1: no card may be played then);
  // otherwise the side stands pat. Cards are left to the search above the horizon: a hand
  // of two cards can hold a hundred plays (Double Time), too many for every leaf.
  static Horizon<Move> horizon(const Node& n, int, Scratch&) {
    Horizon<Move> h;
    if (const Outcome o = outcome(n); o != Outcome::ongoing) {
      h.kind = o == Outcome::won ? Horizon<Move>::Kind::won : Horizon<Move>::Kind::lost;
      return h;
    }
    const auto moves = n.pos.board_moves();
    h.may_stand = moves.empty() || !moves.front().is_jump();  // jumps come alone (§1)
    h.stand = evaluate(n.pos);
    return h;
  }
  static void noisy_moves(const Node& n, const Horizon<Move>& h, MoveList& list, Scratch& s) {
    list.clear();
    if (!h.may_stand) generate(n, list, s);  // every turn is a jump (with its buys)
  }
  static std::optional<int> futility_eval(const Node&, Scratch&) { return std::nullopt; }
};

}  // namespace

std::unique_ptr<Analyser> make_analyser(std::function<Position(const GameState&)> position_of, int table_bits) {
  return make_search_analyser<ChairGame>(std::move(position_of), table_bits);
}

TurnSearch search(const Position& pos, const SearchLimits& limits, std::span<const std::uint64_t> history) {
  game::Search<ChairGame> engine;
  const Node root = ChairGame::root(pos);
  const SearchResult<Move> r = engine.run(root, limits, {}, history);
  TurnSearch out;
  Node n = root;
  for (const Move& m : r.pv) {
    out.pv.push_back(ChairGame::text_of(n, m));
    n = ChairGame::after(n, m);
  }
  if (!out.pv.empty()) out.best = out.pv.front();
  out.score = r.score;
  out.depth = r.depth;
  out.nodes = r.nodes;
  return out;
}

}  // namespace cinc::game::chair
