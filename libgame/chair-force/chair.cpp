// Chair Force (docs/rules/chair-force.md, cited as §n): the board of standard checkers, the
// frame of cards and points, every effect of the card vocabulary, the turn text and the FEN.
#include "cinc/game/chair.h"
#include "cinc/game/perft.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <deque>
#include <map>

namespace cinc::game::chair {

namespace {

using draughts::kBoard;

constexpr SquareSet bit(int index) { return SquareSet{1} << index; }

// The four diagonals as (file, rank) steps: NE, NW, SE, SW. Light's men move up (NE, NW),
// Dark's men down (SE, SW); Kings all four (§1).
constexpr int kDiagonals[4][2] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

// A man is crowned on the far row: Dark on 29-32 (rank 1), Light on 1-4 (rank 8) (§1).
constexpr SquareSet kCrownRow[2] = {0xF0000000u, 0x0000000Fu};

Square square_of(int index) { return draughts::pdn_square(index + 1); }
int index_of(Square s) { return draughts::pdn_number(s) - 1; }
std::string name_of(int index) { return kBoard.name(square_of(index)); }

// The square `n` steps along diagonal `dir` from `index`, or -1 off the board.
int along(int index, int dir, int n) {
  const Square s = kBoard.offset(square_of(index), n * kDiagonals[dir][0], n * kDiagonals[dir][1]);
  return s == kNoSquare ? -1 : index_of(s);
}

bool forward(Side side, int dir) { return side == Side::light ? dir < 2 : dir >= 2; }

// The row of a square counted from `side`'s own back row (1) to its far row (8) (§4 "rows").
int row_of(Side side, int index) {
  const int rank = kBoard.rank_of(square_of(index));
  return side == Side::dark ? 8 - rank : rank + 1;
}

// Distance in king steps between two squares (§4 "within N squares").
int distance(int a, int b) {
  const Square sa = square_of(a);
  const Square sb = square_of(b);
  return std::max(std::abs(kBoard.file_of(sa) - kBoard.file_of(sb)), std::abs(kBoard.rank_of(sa) - kBoard.rank_of(sb)));
}

std::string id_list(const CardSet& set, const std::vector<int>& cards, const char* empty = "-") {
  if (cards.empty()) return empty;
  std::string out;
  for (int c : cards) out += (out.empty() ? "" : ",") + set.cards[static_cast<std::size_t>(c)].id;
  return out;
}

void insert_sorted(std::vector<int>& v, int card) { v.insert(std::upper_bound(v.begin(), v.end(), card), card); }

// Removes one copy of `card`; false when there is none.
bool take(std::vector<int>& v, int card) {
  auto it = std::find(v.begin(), v.end(), card);
  if (it == v.end()) return false;
  v.erase(it);
  return true;
}

// Thrown inside TurnRunner only and caught in Position::play: a written turn is illegal.
struct Illegal {
  std::string code;
  std::string message;
};

[[noreturn]] void illegal(std::string code, std::string message) { throw Illegal{std::move(code), std::move(message)}; }

// One part of a written turn after its action: a buy, a discard or a reshuffle order.
struct Event {
  char kind = '+';  // '+' buy, '_' discard, '=' reshuffle
  std::string text;  // as written, without the mark
  std::vector<std::string> ids;
};

}  // namespace

const char* side_name(Side s) { return s == Side::dark ? "Dark" : "Light"; }

std::string move_text(const BoardMove& m) { return checkers::canonical_text(m); }

// ---- the board (§1) ----------------------------------------------------------------

std::vector<BoardMove> Position::board_moves() const {
  const int me = static_cast<int>(side_);
  const SquareSet enemy = pieces_[static_cast<std::size_t>(1 - me)];
  SquareSet shielded = 0;
  for (int i = 0; i < 32; ++i)
    if (shields_[static_cast<std::size_t>(i)]) shielded |= bit(i);
  // Standard checkers' moves (§1); a shielded piece cannot be jumped.
  return checkers::board_moves(static_cast<checkers::Side>(me), pieces_[static_cast<std::size_t>(me)], enemy,
                               enemy & ~shielded, kings_);
}

// ---- a turn, step by step ----------------------------------------------------------

// Carries out one turn on a working copy of the position. In playing mode the written
// events supply reshuffle orders; in generating mode a reshuffle takes the discard pile in
// discard order and the runner writes the order into the turn's text.
class TurnRunner {
 public:
  TurnRunner(const Position& p, bool generating) : p_(p), me_(p.side_), generating_(generating) {}

  Position p_;  // the working copy: a failed turn leaves the real position alone
  Side me_;
  bool generating_;
  std::deque<Event> pending_;    // written events not yet consumed (playing mode)
  std::string trail_;            // canonical text of the events so far (buys, discards, reshuffles)
  TurnReport report;
  bool destroyed_ = false;
  bool normal_move_ = false;

  [[nodiscard]] const CardSet& set() const { return *p_.set_; }
  [[nodiscard]] const std::string& id(int card) const { return set().cards[static_cast<std::size_t>(card)].id; }
  std::vector<int>& hand() { return p_.hands_[static_cast<std::size_t>(me_)]; }
  [[nodiscard]] std::string piece_name(int index) const {
    const Side s = (p_.pieces_[0] & bit(index)) ? Side::dark : Side::light;
    return std::string(side_name(s)) + ((p_.kings_ & bit(index)) ? " King" : " man");
  }

  // ---- cards moving between deck, hands, buy line and discard pile (§3)
  // The deck is empty: the discard pile becomes the new deck in a stated order (§3 Decision).
  bool reshuffle() {
    if (p_.discard_.empty()) return false;
    if (generating_) {
      p_.deck_ = p_.discard_;
      trail_ += "=" + colon_list(p_.deck_);
      p_.discard_.clear();
      return true;
    }
    if (pending_.empty() || pending_.front().kind != '=')
      illegal("card.reshuffle", "the deck is empty, so the discard pile (" + id_list(set(), sorted(p_.discard_)) +
                                    ") is shuffled into a new deck: write its order next, as =" +
                                    colon_list(p_.discard_) + " (§3)");
    const Event e = pending_.front();
    pending_.pop_front();
    std::vector<int> order;
    for (const std::string& s : e.ids) {
      const int c = set().find(s);
      if (c < 0) illegal("card.reshuffle", "\"" + s + "\" in the new deck order is not a card of " + set().name);
      order.push_back(c);
    }
    if (sorted(order) != sorted(p_.discard_))
      illegal("card.reshuffle", "the new deck order =" + e.text + " must list exactly the discard pile's cards, " +
                                    id_list(set(), sorted(p_.discard_)) + " (§3)");
    p_.deck_ = order;
    p_.discard_.clear();
    trail_ += "=" + colon_list(order);
    return true;
  }
  static std::vector<int> sorted(std::vector<int> v) {
    std::sort(v.begin(), v.end());
    return v;
  }
  std::string colon_list(const std::vector<int>& cards) const {
    std::string out;
    for (std::size_t i = 0; i < cards.size(); ++i) out += (i ? ":" : "") + id(cards[i]);
    return out;
  }
  // The top card of the deck, or -1 when deck and discard pile are both empty (§3).
  int top_card() {
    if (p_.deck_.empty() && !reshuffle()) return -1;
    const int c = p_.deck_.front();
    p_.deck_.erase(p_.deck_.begin());
    return c;
  }
  void draw(int count) {
    for (int k = 0; k < count; ++k) {
      const int c = top_card();
      if (c < 0) return;  // both empty: nothing is drawn (§3)
      insert_sorted(hand(), c);
      report.drawn.push_back(id(c));
    }
  }

  // ---- the board
  void destroy(int index) {
    report.destroyed += (p_.kings_ & bit(index)) ? "K" : "M";
    p_.pieces_[static_cast<std::size_t>(opponent(me_))] &= ~bit(index);
    p_.kings_ &= ~bit(index);
    p_.shields_[static_cast<std::size_t>(index)] = 0;
    destroyed_ = true;
  }
  // Moves a piece (with its shield) and crowns a man that reaches the far row (§1).
  void relocate(int from, int to) {
    const bool king = (p_.kings_ & bit(from)) != 0;
    auto& mine = p_.pieces_[static_cast<std::size_t>(me_)];
    mine = (mine & ~bit(from)) | bit(to);
    p_.kings_ &= ~bit(from);
    p_.shields_[static_cast<std::size_t>(to)] = p_.shields_[static_cast<std::size_t>(from)];
    if (to != from) p_.shields_[static_cast<std::size_t>(from)] = 0;
    if (king || (kCrownRow[static_cast<int>(me_)] & bit(to))) p_.kings_ |= bit(to);
    if (!king && (kCrownRow[static_cast<int>(me_)] & bit(to))) report.crowned = true;
  }
  void board_move(const BoardMove& m) {
    if (report.from.empty()) {
      report.from = name_of(m.from);
      report.to = name_of(m.to());
      report.moved_king = (p_.kings_ & bit(m.from)) != 0;
    }
    // Kings first in the report's letters.
    const SquareSet kings_taken = m.captured & p_.kings_;
    for (SquareSet r = kings_taken; r; r &= r - 1) destroy(std::countr_zero(r));
    for (SquareSet r = m.captured & ~kings_taken; r; r &= r - 1) destroy(std::countr_zero(r));
    relocate(m.from, m.to());
    if (normal_move(m)) normal_move_ = true;
  }

  // ---- targets of card steps (§4)
  // Why `index` may not be the target of `step` for the mover, or "" when it may.
  [[nodiscard]] std::pair<std::string, std::string> target_problem(const Step& step, int index) const {
    const SquareSet mine = p_.pieces_[static_cast<std::size_t>(me_)];
    const SquareSet theirs = p_.pieces_[static_cast<std::size_t>(opponent(me_))];
    const std::string sq = name_of(index);
    const bool king = (p_.kings_ & bit(index)) != 0;
    if (step.op == Op::destroy) {
      if (!((mine | theirs) & bit(index))) return {"card.target", "there is no piece on " + sq + " to destroy"};
      if (mine & bit(index))
        return {"card.target", "the " + piece_name(index) + " on " + sq + " is " + side_name(me_) + "'s own: destroy targets an enemy piece"};
      if (p_.shields_[static_cast<std::size_t>(index)])
        return {"card.shielded", "the " + piece_name(index) + " on " + sq + " is shielded for " +
                                     std::to_string(p_.shields_[static_cast<std::size_t>(index)]) + " more turn(s) and cannot be destroyed"};
      if (step.piece == PieceFilter::man && king) return {"card.target", "the card destroys a man only, and " + sq + " holds a King"};
      if (step.piece == PieceFilter::king && !king) return {"card.target", "the card destroys a King only, and " + sq + " holds a man"};
    } else {
      if (!((mine | theirs) & bit(index))) return {"card.target", "there is no piece on " + sq};
      if (theirs & bit(index))
        return {"card.target", "the " + piece_name(index) + " on " + sq + " is the enemy's: " + op_name(step.op) + " targets one of " + side_name(me_) + "'s men"};
      if (king)
        return {"card.own-king", "the " + piece_name(index) + " on " + sq + " is " + side_name(me_) +
                                     "'s own King, and a card may not target its player's own King (§3)"};
    }
    const int row = row_of(me_, index);
    if (row < step.row_min || row > step.row_max)
      return {"card.target", sq + " is on " + side_name(me_) + "'s row " + std::to_string(row) + "; the card needs rows " +
                                 std::to_string(step.row_min) + " to " + std::to_string(step.row_max) + " (counted from " +
                                 side_name(me_) + "'s back row)"};
    const SquareSet others = mine & ~bit(index);
    if (step.adjacent) {
      bool touching = false;
      for (int d = 0; d < 4; ++d) {
        const int n = along(index, d, 1);
        touching = touching || (n >= 0 && (others & bit(n)));
      }
      if (!touching) return {"card.target", sq + " is not diagonally next to another " + std::string(side_name(me_)) + " piece"};
    }
    if (step.within > 0) {
      bool near = false;
      for (SquareSet r = others; r && !near; r &= r - 1) near = distance(index, std::countr_zero(r)) <= step.within;
      if (!near)
        return {"card.target", sq + " is more than " + std::to_string(step.within) + " square(s) from every other " +
                                   side_name(me_) + " piece"};
    }
    return {};
  }
  // Why a card move from `from` to `to` is not allowed, or "".
  [[nodiscard]] std::string card_move_problem(const Step& step, int from, int to) const {
    const Square a = square_of(from);
    const Square b = square_of(to);
    const int df = kBoard.file_of(b) - kBoard.file_of(a);
    const int dr = kBoard.rank_of(b) - kBoard.rank_of(a);
    if (std::abs(df) != std::abs(dr) || df == 0)
      return name_of(from) + " to " + name_of(to) + " is not along a diagonal";
    const int n = std::abs(df);
    if (n > step.steps) return "the card moves a man at most " + std::to_string(step.steps) + " square(s), and " +
                               name_of(to) + " is " + std::to_string(n) + " away";
    int dir = 0;
    for (int d = 0; d < 4; ++d)
      if ((df > 0) == (kDiagonals[d][0] > 0) && (dr > 0) == (kDiagonals[d][1] > 0)) dir = d;
    if (step.forward_only && !forward(me_, dir))
      return "the card moves a man forward only (towards rank " + std::string(me_ == Side::dark ? "1" : "8") + ")";
    const SquareSet occupied = p_.pieces_[0] | p_.pieces_[1];
    for (int k = 1; k <= n; ++k) {
      const int s = along(from, dir, k);
      if (occupied & bit(s))
        return "the way is blocked by the " + piece_name(s) + " on " + name_of(s) + " (a card move lands on an empty square and jumps nothing)";
    }
    return "";
  }
  // Every landing square of a card move of the man on `from` (§4 "move").
  [[nodiscard]] std::vector<int> card_move_targets(const Step& step, int from) const {
    std::vector<int> out;
    const SquareSet occupied = p_.pieces_[0] | p_.pieces_[1];
    for (int d = 0; d < 4; ++d) {
      if (step.forward_only && !forward(me_, d)) continue;
      for (int k = 1; k <= step.steps; ++k) {
        const int s = along(from, d, k);
        if (s < 0 || (occupied & bit(s))) break;
        out.push_back(s);
      }
    }
    return out;
  }

  // Applies a step to a target already checked (generating mode, and after checks).
  void apply_step(const Step& step, int target, int to, const BoardMove* move) {
    switch (step.op) {
      case Op::destroy: destroy(target); break;
      case Op::move: relocate(target, to); break;
      case Op::crown:
        p_.kings_ |= bit(target);
        report.crowned = true;
        break;
      case Op::shield: p_.shields_[static_cast<std::size_t>(target)] = static_cast<std::uint8_t>(step.turns); break;
      case Op::extra_move: board_move(*move); break;
      case Op::draw: draw(step.count); break;
    }
  }

  // ---- the end of the action: the destruction card (§3) and the points (§2)
  void finish_action() {
    if (destroyed_) draw(1);  // one card per turn that destroyed at least one enemy piece (§3 Decision)
    if (normal_move_) {
      int& pts = p_.points_[static_cast<std::size_t>(me_)];
      const int before = pts;
      pts = std::min(kMaxPoints, pts + kPointsPerMove);  // the track ends at 8 (§2 Decision)
      report.points_earned = pts - before;
    }
  }
  // ---- buying and discarding (§3)
  void buy(int card) {
    take(p_.buy_line_, card);
    p_.points_[static_cast<std::size_t>(me_)] -= set().cards[static_cast<std::size_t>(card)].cost;
    report.points_spent += set().cards[static_cast<std::size_t>(card)].cost;
    insert_sorted(hand(), card);
    report.bought.push_back(id(card));
    trail_ += "+" + id(card);
    const int refill = top_card();  // the empty place is refilled at once
    if (refill >= 0) insert_sorted(p_.buy_line_, refill);
  }
  // The card goes to the discard pile, then its effect resolves (§3).
  void play_card(int card) {
    take(hand(), card);
    p_.discard_.push_back(card);
    report.kind = TurnReport::Kind::card;
    report.played = id(card);
  }
  void discard(int card) {
    take(hand(), card);
    p_.discard_.push_back(card);
    report.discarded.push_back(id(card));
    trail_ += "_" + id(card);
  }
  // The end of the turn: shields of the side that did not move lose a turn; the other side moves.
  void end_turn() {
    for (int i = 0; i < 32; ++i)
      if (p_.shields_[static_cast<std::size_t>(i)] && (p_.pieces_[static_cast<std::size_t>(opponent(me_))] & bit(i)))
        --p_.shields_[static_cast<std::size_t>(i)];
    if (me_ == Side::light) ++p_.move_number_;
    p_.side_ = opponent(me_);
  }
};

// ---- reading a written turn --------------------------------------------------------

namespace {

bool is_event_mark(char c) { return c == '+' || c == '_' || c == '='; }

std::string hand_text(const CardSet& set, const std::vector<int>& hand) {
  return hand.empty() ? "no card" : id_list(set, hand);
}




// Resolves a written board move against the legal ones, with a reason when it is none.
BoardMove resolve_move(const Position& pos, std::string_view text, const std::vector<BoardMove>& legal, const char* what) {
  auto written = draughts::read_move(text, true);
  if (!written) illegal("move.syntax", std::string(what) + " \"" + std::string(text) + "\": " + written.error().message);
  if (written->pass) illegal("move.syntax", "a pass (--) is a turn of its own, not a move");
  std::vector<draughts::Path> paths;
  for (const BoardMove& m : legal) paths.push_back(checkers::path_of(m));
  const draughts::PathMatch match = draughts::match_paths(*written, paths);
  if (match.paths.size() == 1) return legal[match.paths.front()];
  if (match.paths.size() > 1) illegal("move.ambiguous", "ambiguous: " + std::string(text) + " fits several jump paths; write the whole path");
  if (!match.wrong_separator.empty()) {
    const BoardMove& m = legal[match.wrong_separator.front()];
    illegal("move.capture-mark", m.is_jump() ? "this move jumps: write it with 'x', " + move_text(m)
                                             : "this move takes nothing: write it with '-', " + move_text(m));
  }
  const Side me = pos.side_to_move();
  const Square origin = written->squares.front();
  const int from = draughts::is_dark(origin) ? index_of(origin) : -1;
  if (from < 0) illegal("move.illegal", kBoard.name(origin) + " is a light square: Chair Force is played on the dark squares");
  if (!((pos.pieces(Side::dark) | pos.pieces(Side::light)) & bit(from)))
    illegal("move.no-piece", "there is no piece on " + kBoard.name(origin));
  if (!(pos.pieces(me) & bit(from)))
    illegal("move.wrong-side", "the piece on " + kBoard.name(origin) + " is " + side_name(opponent(me)) + "'s: it is " +
                                   side_name(me) + "'s turn");
  const bool any_jump = std::any_of(legal.begin(), legal.end(), [](const BoardMove& m) { return m.is_jump(); });
  if (any_jump && !written->jumps.front())
    illegal("move.must-capture", "a jump is compulsory (§1): " + std::string(side_name(me)) + " must jump, with " + checkers::move_choices(legal));
  if (written->jumps.front()) {
    for (std::size_t leg = 0; leg + 1 < written->squares.size(); ++leg) {
      const Square a = written->squares[leg];
      const Square b = written->squares[leg + 1];
      const Square mid = kBoard.offset(a, (kBoard.file_of(b) - kBoard.file_of(a)) / 2, (kBoard.rank_of(b) - kBoard.rank_of(a)) / 2);
      if (mid != kNoSquare && draughts::is_dark(mid) && pos.shield(index_of(mid)) &&
          (pos.pieces(opponent(me)) & bit(index_of(mid))))
        illegal("move.shielded", "the piece on " + kBoard.name(mid) + " is shielded and cannot be jumped (§4)");
    }
    for (const BoardMove& m : legal) {
      const draughts::Path p = checkers::path_of(m);
      if (p.squares.size() > written->squares.size() &&
          std::equal(written->squares.begin(), written->squares.end(), p.squares.begin()))
        illegal("move.jump-incomplete", "the jump must go on while it can (§1), e.g. " + move_text(m));
    }
  }
  if (legal.empty()) illegal("move.illegal", std::string(side_name(me)) + " has no legal move");
  illegal("move.illegal", "not a legal move here; the legal moves are " + checkers::move_choices(legal));
}

int read_target_square(std::string_view text, const std::string& card_name) {
  auto sq = draughts::read_square(text, true);
  if (!sq) illegal("card.syntax", card_name + ": \"" + std::string(text) + "\" is not a square (a1..h8 or 1..32)");
  if (!draughts::is_dark(*sq)) illegal("card.target", card_name + ": " + kBoard.name(*sq) + " is a light square; pieces stand on the dark squares");
  return index_of(*sq);
}

std::vector<std::string_view> split(std::string_view text, char sep) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  while (true) {
    const std::size_t end = text.find(sep, start);
    out.push_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    if (end == std::string_view::npos) return out;
    start = end + 1;
  }
}


// The card's effect from step `i` on, every way (depth first); `text` holds the targets so far.
void enumerate_steps(const Card& card, std::size_t i, const TurnRunner& run, const std::string& text,
                     std::vector<std::pair<std::string, TurnRunner>>& out) {
  if (i == card.effect.size()) {
    out.emplace_back(text, run);
    return;
  }
  const Step& step = card.effect[i];
  const std::string sep = text.find('@') == std::string::npos ? "@" : "&";
  auto branch = [&](int target, int to, const BoardMove* m, const std::string& part) {
    TurnRunner next = run;
    next.apply_step(step, target, to, m);
    enumerate_steps(card, i + 1, next, part.empty() ? text : text + sep + part, out);
  };
  if (step.op == Op::draw) {
    branch(-1, -1, nullptr, "");
    return;
  }
  if (step.op == Op::extra_move) {
    for (const BoardMove& m : run.p_.board_moves()) branch(-1, -1, &m, move_text(m));
    return;
  }
  const Side me = run.me_;
  const SquareSet candidates = step.op == Op::destroy ? run.p_.pieces(opponent(me)) : run.p_.pieces(me);
  for (SquareSet rest = candidates; rest; rest &= rest - 1) {
    const int sq = std::countr_zero(rest);
    if (!run.target_problem(step, sq).first.empty()) continue;
    if (step.op == Op::move) {
      for (int to : run.card_move_targets(step, sq)) branch(sq, to, nullptr, name_of(sq) + ">" + name_of(to));
    } else {
      branch(sq, -1, nullptr, name_of(sq));
    }
  }
}

// Every complete play of the card `card` from the mover's hand.
std::vector<std::pair<std::string, TurnRunner>> card_plays(const Position& pos, int card) {
  std::vector<std::pair<std::string, TurnRunner>> out;
  TurnRunner run(pos, true);
  run.play_card(card);
  const Card& c = pos.cards().cards[static_cast<std::size_t>(card)];
  enumerate_steps(c, 0, run, c.id, out);
  return out;
}

// Whether the mover can play some card of their hand (a pass needs none, §5 Decision).
std::string playable_card(const Position& pos) {
  const auto& hand = pos.hand(pos.side_to_move());
  for (std::size_t i = 0; i < hand.size(); ++i) {
    if (i > 0 && hand[i] == hand[i - 1]) continue;
    if (!card_plays(pos, hand[i]).empty()) return pos.cards().cards[static_cast<std::size_t>(hand[i])].id;
  }
  return "";
}

// After the action: every way of discarding and buying (without `buys`, of discarding only),
// each ending the turn (§3).
void enumerate_events(const TurnRunner& run, const std::string& text,
                      const std::function<void(const std::string&, const Position&)>& out, bool buys) {
  const Side me = run.me_;
  const std::vector<int>& hand = run.p_.hand(me);
  if (static_cast<int>(hand.size()) > kHandLimit) {
    for (std::size_t i = 0; i < hand.size(); ++i) {
      if (i > 0 && hand[i] == hand[i - 1]) continue;
      TurnRunner next = run;
      next.trail_.clear();
      next.discard(hand[i]);
      enumerate_events(next, text + next.trail_, out, buys);
    }
    return;
  }
  TurnRunner done = run;
  done.end_turn();
  out(text, done.p_);
  if (!buys) return;
  const std::vector<int>& line = run.p_.buy_line();
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (i > 0 && line[i] == line[i - 1]) continue;
    if (run.p_.cards().cards[static_cast<std::size_t>(line[i])].cost > run.p_.points(me)) continue;
    TurnRunner next = run;
    next.trail_.clear();
    next.buy(line[i]);
    enumerate_events(next, text + next.trail_, out, buys);
  }
}

}  // namespace

std::vector<std::pair<std::string, Position>> Position::legal_turns(bool buys) const {
  std::vector<std::pair<std::string, Position>> out;
  for_each_turn(buys, [&out](const std::string& text, const Position& after) { out.emplace_back(text, after); });
  return out;
}

void Position::for_each_turn(bool buys, const std::function<void(const std::string&, const Position&)>& out) const {
  const std::vector<BoardMove> moves = board_moves();
  auto finish = [&out, buys](TurnRunner run, const std::string& action) {
    run.finish_action();
    enumerate_events(run, action + run.trail_, out, buys);
  };
  for (const BoardMove& m : moves) {
    TurnRunner run(*this, true);
    run.board_move(m);
    finish(run, move_text(m));
  }
  const bool jump = std::any_of(moves.begin(), moves.end(), [](const BoardMove& m) { return m.is_jump(); });
  bool card = false;
  if (!jump) {  // a player who can jump must jump, not play a card (§1)
    const auto& hand = hands_[static_cast<std::size_t>(side_)];
    for (std::size_t i = 0; i < hand.size(); ++i) {
      if (i > 0 && hand[i] == hand[i - 1]) continue;
      for (auto& [text, run] : card_plays(*this, hand[i])) {
        card = true;
        finish(run, text);
      }
    }
  }
  if (moves.empty() && !card) {  // neither a move nor a card: the player passes (§5 Decision)
    TurnRunner run(*this, true);
    run.report.kind = TurnReport::Kind::pass;
    finish(run, "--");
  }
}

namespace {

// What perft and divide need of Chair Force (cinc/game/perft.h): every turn with its text
// and the position after it.
struct PerftRules {
  using Turn = std::pair<std::string, Position>;
  // A position where a side has no piece left is over: nothing lies below it (§5).
  static bool over(const Position& pos) { return pos.pieces(Side::dark) == 0 || pos.pieces(Side::light) == 0; }
  static auto moves(const Position& pos) { return pos.legal_turns(); }
  static const Position& after(const Position&, const Turn& t) { return t.second; }
  static const std::string& text(const Position&, const Turn& t) { return t.first; }
};

}  // namespace

std::uint64_t perft(const Position& pos, int depth) { return count_paths<PerftRules>(pos, depth); }

std::vector<std::pair<std::string, std::uint64_t>> divide(const Position& pos, int depth) {
  return divide_paths<PerftRules>(pos, depth);
}

// ---- playing a written turn --------------------------------------------------------

namespace {

// What the written turn says, split into its action and its events (docs/rules/chair-force.md).
struct WrittenTurn {
  std::string_view action;
  std::vector<Event> events;
};

WrittenTurn split_turn(std::string_view text) {
  WrittenTurn w;
  std::size_t i = 0;
  while (i < text.size() && !is_event_mark(text[i])) ++i;
  w.action = text.substr(0, i);
  while (i < text.size()) {
    Event e;
    e.kind = text[i++];
    const std::size_t start = i;
    while (i < text.size() && !is_event_mark(text[i])) ++i;
    e.text = std::string(text.substr(start, i - start));
    const char* what = e.kind == '+' ? "a buy" : e.kind == '_' ? "a discard" : "a new deck order";
    if (e.text.empty())
      illegal("move.syntax", std::string("'") + e.kind + "' starts " + what + " and needs a card id after it, e.g. " + e.kind + "strike");
    if (e.kind == '=') {
      for (std::string_view part : split(e.text, ':')) e.ids.emplace_back(part);
    } else {
      e.ids.push_back(e.text);
    }
    for (const std::string& id : e.ids)
      if (!valid_card_id(id)) illegal("move.syntax", "\"" + id + "\" in " + what + " is not a card id (a-z and 0-9, starting with a letter)");
    w.events.push_back(std::move(e));
  }
  return w;
}

bool looks_like_move(std::string_view action) {
  if (action.empty()) return false;
  if (action[0] >= '0' && action[0] <= '9') return true;
  return action.size() >= 2 && action[0] >= 'a' && action[0] <= 'h' && action[1] >= '0' && action[1] <= '9';
}

// A pass (--): only for a player who can neither move nor play a card (§5).
void pass_turn(TurnRunner& run, const Position& pos, const std::vector<BoardMove>& moves) {
  run.report.kind = TurnReport::Kind::pass;
  if (!moves.empty())
    illegal("move.pass", std::string(side_name(run.me_)) + " can move (e.g. " + move_text(moves.front()) +
                             "): only a player who can neither move nor play a card passes (§5)");
  if (const std::string c = playable_card(pos); !c.empty())
    illegal("move.pass", std::string(side_name(run.me_)) + " can play " + c + ": only a player who can neither move nor play a card passes (§5)");
}

// A card written with the wrong number of targets: how many it takes (one per step but a
// draw), which, and an example.
[[noreturn]] void wrong_target_count(const Card& c, const std::string& id, std::size_t wanted, std::size_t written) {
  illegal("card.syntax", c.name + " takes " + std::to_string(wanted) + " target(s) (one per step: " +
                             [&] {
                               std::string ops;
                               for (const Step& s : c.effect)
                                 if (s.op != Op::draw) ops += (ops.empty() ? "" : ", ") + std::string(op_name(s.op));
                               return ops.empty() ? std::string("none") : ops;
                             }() + "), written " + std::to_string(written) +
                             "; e.g. " + id + [&] {
                               std::string eg;  // one example target per step that takes one
                               for (const Step& s : c.effect)
                                 if (s.op != Op::draw)
                                   eg += (eg.empty() ? "@" : "&") + std::string(s.op == Op::move ? "c3>d4" : s.op == Op::extra_move ? "c3-d4" : "d4");
                               return eg;
                             }());
}

// Carries out a played card's steps in order, each that takes a target with its written part
// (a square, "c3>e5" for a card move, a move for an extra move), and adds each target's
// canonical text to `action`.
void play_card_steps(TurnRunner& run, const Card& c, const std::vector<std::string_view>& parts, std::string& action) {
  std::size_t k = 0;
  for (std::size_t si = 0; si < c.effect.size(); ++si) {
    const Step& step = c.effect[si];
    const std::string where = c.name + ", step " + std::to_string(si + 1) + " (" + op_name(step.op) + ")";
    if (step.op == Op::draw) {
      run.apply_step(step, -1, -1, nullptr);
      continue;
    }
    const std::string_view part = parts[k++];
    action += (k == 1 ? "@" : "&");
    if (step.op == Op::extra_move) {
      const std::vector<BoardMove> now = run.p_.board_moves();
      if (now.empty()) illegal("card.target", where + ": " + side_name(run.me_) + " has no legal move to make");
      try {
        const BoardMove m = resolve_move(run.p_, part, now, "the extra move");
        run.apply_step(step, -1, -1, &m);
        action += move_text(m);
      } catch (Illegal& e) {
        e.message = where + ": " + e.message;
        throw;
      }
      continue;
    }
    std::string_view first = part;
    std::string_view second;
    if (step.op == Op::move) {
      const std::size_t gt = part.find('>');
      if (gt == std::string_view::npos)
        illegal("card.syntax", where + ": write the man's square and where it goes, e.g. c3>e5");
      first = part.substr(0, gt);
      second = part.substr(gt + 1);
    } else if (part.find('>') != std::string_view::npos) {
      illegal("card.syntax", where + ": the step names one square, e.g. d4");
    }
    const int sq = read_target_square(first, where);
    if (auto [code, why] = run.target_problem(step, sq); !code.empty()) illegal(code, where + ": " + why);
    int to = -1;
    if (step.op == Op::move) {
      to = read_target_square(second, where);
      if (const std::string why = run.card_move_problem(step, sq, to); !why.empty()) illegal("card.target", where + ": " + why);
    }
    run.apply_step(step, sq, to, nullptr);
    action += name_of(sq) + (to >= 0 ? ">" + name_of(to) : "");
  }
}

// A card played from the hand ("strike@d4", targets joined by '&'), when no jump is due (§1):
// played, and its steps carried out. Returns the action's canonical text.
std::string play_card_action(TurnRunner& run, std::string_view written, const std::vector<BoardMove>& moves) {
  const CardSet& set = run.set();
  const bool jump = std::any_of(moves.begin(), moves.end(), [](const BoardMove& m) { return m.is_jump(); });
  const std::size_t at = written.find('@');
  const std::string id(written.substr(0, at));
  if (!valid_card_id(id)) illegal("move.syntax", "\"" + std::string(written) + "\" is neither a move (c3-d4) nor a card play (strike@d4)");
  const int card = set.find(id);
  if (card < 0) illegal("card.unknown", "\"" + id + "\" is not a card of the set " + set.name);
  const Card& c = set.cards[static_cast<std::size_t>(card)];
  const auto& hand = run.p_.hand(run.me_);
  if (std::find(hand.begin(), hand.end(), card) == hand.end())
    illegal("card.not-in-hand", std::string(side_name(run.me_)) + " does not hold " + c.name + " (" + id + "); the hand holds " + hand_text(set, hand));
  if (jump)
    illegal("card.jump-available", std::string(side_name(run.me_)) + " can jump (" + checkers::move_choices(moves) +
                                       "), and a player who can jump must jump instead of playing a card (§1)");
  run.play_card(card);
  std::vector<std::string_view> parts;
  if (at != std::string_view::npos) parts = split(written.substr(at + 1), '&');
  const std::size_t wanted = static_cast<std::size_t>(
      std::count_if(c.effect.begin(), c.effect.end(), [](const Step& s) { return s.op != Op::draw; }));
  if (parts.size() != wanted) wrong_target_count(c, id, wanted, parts.size());
  std::string action = id;
  play_card_steps(run, c, parts, action);
  return action;
}

// The turn's written events after its action, in order: discards down to the hand limit,
// then buys from the buy line (§3); a reshuffle's order is taken when the deck runs out, not here.
void take_written_events(TurnRunner& run) {
  const CardSet& set = run.set();
  while (!run.pending_.empty()) {
    const Event e = run.pending_.front();
    run.pending_.pop_front();
    const std::vector<int>& hand = run.p_.hand(run.me_);
    const std::string me = side_name(run.me_);
    if (e.kind == '=')
      illegal("card.reshuffle", "=" + e.text + " gives a new deck order, but no reshuffle is due here: the deck " +
                                    (run.p_.deck().empty() ? "is empty but nothing is drawn" : "still holds cards"));
    const int card = set.find(e.ids.front());
    if (card < 0) illegal("card.unknown", "\"" + e.text + "\" is not a card of the set " + set.name);
    const Card& c = set.cards[static_cast<std::size_t>(card)];
    if (e.kind == '_') {
      if (static_cast<int>(hand.size()) <= kHandLimit)
        illegal("card.discard", me + " holds " + std::to_string(hand.size()) +
                                    " card(s): a discard only brings a hand of more than 2 down to 2 (§3)");
      if (std::find(hand.begin(), hand.end(), card) == hand.end())
        illegal("card.discard", me + " cannot discard " + e.text + ": the hand holds " + hand_text(set, hand));
      run.discard(card);
      continue;
    }
    if (static_cast<int>(hand.size()) > kHandLimit)
      illegal("card.hand-limit", me + " holds " + std::to_string(hand.size()) + " cards (" + hand_text(set, hand) +
                                     "): discard down to 2 at once (§3), before buying");
    const auto& line = run.p_.buy_line();
    if (std::find(line.begin(), line.end(), card) == line.end())
      illegal("card.not-in-buy-line", c.name + " (" + e.text + ") is not in the buy line, which holds " + hand_text(set, line));
    if (c.cost > run.p_.points(run.me_))
      illegal("card.cost", c.name + " costs " + std::to_string(c.cost) + " points and " + me + " has " +
                               std::to_string(run.p_.points(run.me_)) + " (§3)");
    run.buy(card);
  }
}

}  // namespace

TurnOutcome Position::play(std::string_view text) {
  TurnOutcome out;
  TurnRunner run(*this, false);
  try {
    if (pieces_[0] == 0 || pieces_[1] == 0)
      illegal("move.after-end", std::string("the game is over: ") + side_name(pieces_[0] == 0 ? Side::dark : Side::light) +
                                    " has no pieces left (§5)");
    const WrittenTurn w = split_turn(text);
    for (const Event& e : w.events) run.pending_.push_back(e);  // reshuffles may be due during the action
    const CardSet& set = *set_;
    const std::vector<BoardMove> moves = board_moves();
    std::string action;
    if (w.action == "--") {
      pass_turn(run, *this, moves);
      action = "--";
    } else if (w.action.empty()) {
      illegal("move.syntax", "the turn starts with its move, card or pass (--), before any buy or discard");
    } else if (looks_like_move(w.action)) {
      const BoardMove m = resolve_move(*this, w.action, moves, "the move");
      run.board_move(m);
      action = move_text(m);
    } else {
      action = play_card_action(run, w.action, moves);
    }
    run.finish_action();
    take_written_events(run);
    const std::vector<int>& hand = run.p_.hand(side_);
    if (static_cast<int>(hand.size()) > kHandLimit)
      illegal("card.hand-limit", std::string(side_name(side_)) + " ends the turn holding " + std::to_string(hand.size()) + " cards (" +
                                     hand_text(set, hand) + "): discard down to 2 at once (§3), e.g. _" +
                                     set.cards[static_cast<std::size_t>(hand.front())].id);
    run.end_turn();
    run.report.canonical = action + run.trail_;
  } catch (const Illegal& e) {
    out.error_code = e.code;
    out.error = e.message;
    return out;
  }
  *this = run.p_;
  out.report = std::move(run.report);
  return out;
}

// ---- set-up, FEN and key -----------------------------------------------------------

Result<std::vector<int>> Position::read_deck(const CardSet& set, std::string_view text) {
  std::vector<int> deck;
  int item = 0;
  for (std::string_view part : split(text, ',')) {
    ++item;
    while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
    while (!part.empty() && part.back() == ' ') part.remove_suffix(1);
    const int c = set.find(part);
    if (c < 0)
      return Error{"card " + std::to_string(item) + " of the deck, \"" + std::string(part) + "\", is not a card of the set " +
                   set.name};
    deck.push_back(c);
  }
  return deck;
}

namespace {

// Why the cards of a position are not exactly the set's deck, or "".
std::string conservation_problem(const CardSet& set, std::vector<int> all) {
  std::sort(all.begin(), all.end());
  const std::vector<int> full = set.full_deck();
  if (all == full) return "";
  std::map<int, int> count;
  for (int c : all) ++count[c];
  for (int c : full) --count[c];
  std::string out;
  for (const auto& [card, n] : count) {
    if (n == 0) continue;
    const Card& c = set.cards[static_cast<std::size_t>(card)];
    out += (out.empty() ? "" : "; ") + c.id + " appears " + std::to_string(c.copies + n) + " time(s) but the set has " +
           std::to_string(c.copies);
  }
  return "the cards must be exactly the set's " + std::to_string(full.size()) + " (" + set.name + "): " + out;
}

}  // namespace

Result<Position> Position::start(std::shared_ptr<const CardSet> set, const std::vector<int>& deck) {
  Position p;
  p.set_ = std::move(set);
  p.pieces_[0] = 0x00000FFFu;  // Dark on 1-12, ranks 6-8 (§1)
  p.pieces_[1] = 0xFFF00000u;  // Light on 21-32
  if (const std::string why = conservation_problem(*p.set_, deck); !why.empty()) return Error{"the deck is wrong: " + why};
  p.deck_ = deck;
  // The first two cards are dealt face up as the buy line (§3).
  for (int k = 0; k < kBuyLineSize && !p.deck_.empty(); ++k) {
    insert_sorted(p.buy_line_, p.deck_.front());
    p.deck_.erase(p.deck_.begin());
  }
  return p;
}

namespace {

// The FEN of docs/rules/chair-force.md: eight fields separated by single spaces.
class FenReader {
 public:
  explicit FenReader(std::string_view text) : text_(text) {}

  [[noreturn]] void fail(std::size_t column, std::string message) const {
    throw Error{std::move(message), static_cast<int>(column + 1)};
  }

  // The fields and the column each starts at (0-based).
  std::vector<std::pair<std::string_view, std::size_t>> fields() const {
    std::vector<std::pair<std::string_view, std::size_t>> out;
    std::size_t i = 0;
    while (i < text_.size()) {
      const std::size_t start = i;
      while (i < text_.size() && text_[i] != ' ') ++i;
      if (i == start) fail(i, "two spaces in a row: the fields are separated by one space");
      out.emplace_back(text_.substr(start, i - start), start);
      if (i < text_.size()) ++i;
    }
    return out;
  }

  int number(std::string_view s, std::size_t col, int lo, int hi, const std::string& what) const {
    if (s.empty() || s.size() > 7 || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
      fail(col, "expected " + what + " (a number), not \"" + std::string(s) + "\"");
    const int n = std::atoi(std::string(s).c_str());
    if (n < lo || n > hi) fail(col, what + " must be between " + std::to_string(lo) + " and " + std::to_string(hi));
    return n;
  }

  std::vector<int> cards(const CardSet& set, std::string_view s, std::size_t col, const std::string& what) const {
    std::vector<int> out;
    if (s == "-") return out;
    std::size_t offset = 0;
    for (std::string_view id : split(s, ',')) {
      const int c = set.find(id);
      if (c < 0) fail(col + offset, "\"" + std::string(id) + "\" in " + what + " is not a card of the set " + set.name);
      out.push_back(c);
      offset += id.size() + 1;
    }
    return out;
  }

  std::string_view text_;
};

}  // namespace

Result<Position> Position::from_fen(std::string_view fen) {
  FenReader r(fen);
  try {
    const auto f = r.fields();
    if (f.size() != 8)
      r.fail(0, "a Chair Force FEN has 8 fields (board, points, hands, buy line, deck, discard pile, card set, move "
                "number), not " + std::to_string(f.size()) + "; e.g. " + std::string("D:D1,2:L31,32 0/0 -/- strike,supply - - cinc-example 1"));
    Position p;
    // Field 7 first: the card set gives meaning to the card ids.
    p.set_ = find_card_set(f[6].first);
    if (!p.set_) r.fail(f[6].second, "unknown card set \"" + std::string(f[6].first) + "\"; known sets: " + card_set_names());
    const CardSet& set = *p.set_;
    // Field 1: side to move, then the Dark and Light piece lists.
    const std::string_view board = f[0].first;
    const std::size_t b0 = f[0].second;
    if (board.size() < 2 || (board[0] != 'D' && board[0] != 'L') || board[1] != ':')
      r.fail(b0, "the board field starts with the side to move, D or L, and ':'");
    p.side_ = board[0] == 'D' ? Side::dark : Side::light;
    const auto lists = split(board.substr(2), ':');
    if (lists.size() != 2) r.fail(b0 + 2, "expected two piece lists, D... and L..., separated by ':'");
    std::size_t col = b0 + 2;
    bool seen[2] = {false, false};
    for (std::string_view list : lists) {
      if (list.empty() || (list[0] != 'D' && list[0] != 'L')) r.fail(col, "a piece list starts with its colour, D or L");
      const int colour = list[0] == 'D' ? 0 : 1;
      if (seen[colour]) r.fail(col, std::string("the ") + (colour ? "Light" : "Dark") + " list is given twice");
      seen[colour] = true;
      std::size_t item_col = col + 1;
      if (list.size() > 1)
        for (std::string_view item : split(list.substr(1), ',')) {
          std::string_view rest = item;
          const bool king = !rest.empty() && rest[0] == 'K';
          if (king) rest.remove_prefix(1);
          int shield = 0;
          if (const std::size_t s = rest.find('s'); s != std::string_view::npos) {
            shield = r.number(rest.substr(s + 1), item_col, 1, kMaxShieldTurns, "the shield's turns");
            rest = rest.substr(0, s);
          }
          auto sq = draughts::read_square(rest, true);
          if (!sq || !draughts::is_dark(*sq)) r.fail(item_col, "\"" + std::string(item) + "\" is not a dark square (1..32 or a1..h8, K before a King, s<turns> after a shielded piece)");
          const int idx = index_of(*sq);
          if ((p.pieces_[0] | p.pieces_[1]) & bit(idx)) r.fail(item_col, name_of(idx) + " is given twice");
          if (!king && (kCrownRow[colour] & bit(idx)))
            r.fail(item_col, std::string("a ") + (colour ? "Light" : "Dark") + " man cannot stand on " + name_of(idx) + ": it would have been crowned");
          p.pieces_[static_cast<std::size_t>(colour)] |= bit(idx);
          if (king) p.kings_ |= bit(idx);
          p.shields_[static_cast<std::size_t>(idx)] = static_cast<std::uint8_t>(shield);
          item_col += item.size() + 1;
        }
      col += list.size() + 1;
    }
    for (int c = 0; c < 2; ++c)
      if (std::popcount(p.pieces_[static_cast<std::size_t>(c)]) > 12)
        r.fail(b0, std::string(c ? "Light" : "Dark") + " has more than 12 pieces");
    // Field 2: points, Dark/Light.
    const auto pts = split(f[1].first, '/');
    if (pts.size() != 2) r.fail(f[1].second, "points are written Dark/Light, e.g. 2/0");
    p.points_[0] = r.number(pts[0], f[1].second, 0, kMaxPoints, "Dark's points");
    p.points_[1] = r.number(pts[1], f[1].second + pts[0].size() + 1, 0, kMaxPoints, "Light's points");
    // Field 3: hands, Dark/Light.
    const auto hands = split(f[2].first, '/');
    if (hands.size() != 2) r.fail(f[2].second, "hands are written Dark/Light, e.g. strike/- (- for no card)");
    p.hands_[0] = r.cards(set, hands[0], f[2].second, "Dark's hand");
    p.hands_[1] = r.cards(set, hands[1], f[2].second + hands[0].size() + 1, "Light's hand");
    for (int s = 0; s < 2; ++s) {
      if (static_cast<int>(p.hands_[static_cast<std::size_t>(s)].size()) > kHandLimit)
        r.fail(f[2].second, std::string(s ? "Light" : "Dark") + " holds more than 2 cards (§3)");
      std::sort(p.hands_[static_cast<std::size_t>(s)].begin(), p.hands_[static_cast<std::size_t>(s)].end());
    }
    p.buy_line_ = r.cards(set, f[3].first, f[3].second, "the buy line");
    std::sort(p.buy_line_.begin(), p.buy_line_.end());
    if (static_cast<int>(p.buy_line_.size()) > kBuyLineSize) r.fail(f[3].second, "the buy line holds at most 2 cards");
    p.deck_ = r.cards(set, f[4].first, f[4].second, "the deck");
    if (static_cast<int>(p.buy_line_.size()) < kBuyLineSize && !p.deck_.empty())
      r.fail(f[3].second, "the buy line has an empty place while the deck holds cards: it is refilled at once (§3)");
    p.discard_ = r.cards(set, f[5].first, f[5].second, "the discard pile");
    std::vector<int> all = p.hands_[0];
    for (const auto* v : {&p.hands_[1], &p.buy_line_, &p.deck_, &p.discard_}) all.insert(all.end(), v->begin(), v->end());
    if (const std::string why = conservation_problem(set, all); !why.empty()) r.fail(f[2].second, why);
    p.move_number_ = r.number(f[7].first, f[7].second, 1, 100000, "the move number");
    return p;
  } catch (const Error& e) {
    return e;
  }
}

std::string Position::fen() const {
  std::string out = side_ == Side::dark ? "D" : "L";
  for (int c = 0; c < 2; ++c) {
    out += c ? ":L" : ":D";
    bool first = true;
    for (SquareSet rest = pieces_[static_cast<std::size_t>(c)]; rest; rest &= rest - 1) {
      const int i = std::countr_zero(rest);
      if (!first) out += ',';
      first = false;
      if (kings_ & bit(i)) out += 'K';
      out += std::to_string(i + 1);
      if (shields_[static_cast<std::size_t>(i)]) out += "s" + std::to_string(shields_[static_cast<std::size_t>(i)]);
    }
  }
  out += " " + std::to_string(points_[0]) + "/" + std::to_string(points_[1]);
  out += " " + id_list(*set_, hands_[0]) + "/" + id_list(*set_, hands_[1]);
  out += " " + id_list(*set_, buy_line_) + " " + id_list(*set_, deck_) + " " + id_list(*set_, discard_);
  out += " " + set_->name + " " + std::to_string(move_number_);
  return out;
}

namespace {

// pack()'s numbers: 7 bits a byte, low first, the high bit set on all but the last.
void put_number(std::string& out, std::uint64_t v) {
  while (v >= 0x80) {
    out += static_cast<char>((v & 0x7F) | 0x80);
    v >>= 7;
  }
  out += static_cast<char>(v);
}

std::uint64_t take_number(std::string_view& in) {
  std::uint64_t v = 0;
  for (int shift = 0; !in.empty(); shift += 7) {
    const auto b = static_cast<unsigned char>(in.front());
    in.remove_prefix(1);
    v |= static_cast<std::uint64_t>(b & 0x7F) << shift;
    if (!(b & 0x80)) break;
  }
  return v;
}

// An int of the position (points, move number, card index: none negative) as a number.
std::uint64_t unsigned_of(int v) { return static_cast<std::uint64_t>(static_cast<std::uint32_t>(v)); }

}  // namespace

void Position::pack(std::string& out) const {
  put_number(out, pieces_[0]);
  put_number(out, pieces_[1]);
  put_number(out, kings_);
  std::uint32_t shielded = 0;  // the squares with a shield, then their counts
  for (std::size_t i = 0; i < shields_.size(); ++i)
    if (shields_[i]) shielded |= 1u << i;
  put_number(out, shielded);
  for (std::size_t i = 0; i < shields_.size(); ++i)
    if (shields_[i]) out += static_cast<char>(shields_[i]);
  out += static_cast<char>(side_);
  put_number(out, unsigned_of(points_[0]));
  put_number(out, unsigned_of(points_[1]));
  put_number(out, unsigned_of(move_number_));
  for (const auto* v : {&hands_[0], &hands_[1], &buy_line_, &deck_, &discard_}) {
    put_number(out, v->size());
    for (const int c : *v) put_number(out, unsigned_of(c));
  }
}

Position Position::unpack(const Position& same_set, std::string_view in) {
  Position p;
  p.set_ = same_set.set_;
  p.pieces_[0] = static_cast<SquareSet>(take_number(in));
  p.pieces_[1] = static_cast<SquareSet>(take_number(in));
  p.kings_ = static_cast<SquareSet>(take_number(in));
  const auto shielded = static_cast<std::uint32_t>(take_number(in));
  for (std::size_t i = 0; i < p.shields_.size(); ++i)
    if (shielded & (1u << i)) {
      p.shields_[i] = static_cast<std::uint8_t>(in.front());
      in.remove_prefix(1);
    }
  p.side_ = static_cast<Side>(in.front());
  in.remove_prefix(1);
  p.points_[0] = static_cast<int>(take_number(in));
  p.points_[1] = static_cast<int>(take_number(in));
  p.move_number_ = static_cast<int>(take_number(in));
  for (auto* v : {&p.hands_[0], &p.hands_[1], &p.buy_line_, &p.deck_, &p.discard_}) {
    v->resize(static_cast<std::size_t>(take_number(in)));
    for (int& c : *v) c = static_cast<int>(take_number(in));
  }
  return p;
}

std::uint64_t Position::key() const {
  // FNV-1a over the state of §5's repetition, then mixed.
  std::uint64_t h = 0xcbf29ce484222325ULL;
  auto add = [&h](std::uint64_t v) {
    h ^= v;
    h *= 0x100000001b3ULL;
  };
  add(pieces_[0]);
  add(pieces_[1]);
  add(kings_);
  for (std::uint8_t s : shields_) add(s);
  add(static_cast<std::uint64_t>(side_));
  add(static_cast<std::uint64_t>(points_[0]));
  add(static_cast<std::uint64_t>(points_[1]));
  for (const auto* v : {&hands_[0], &hands_[1], &buy_line_, &deck_}) {
    add(0xFFFF);  // separates the lists
    for (int c : *v) add(static_cast<std::uint64_t>(c));
  }
  return draughts::hash_word(h);
}

}  // namespace cinc::game::chair
