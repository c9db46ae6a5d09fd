// Stack'Em (docs/rules/stackem.md, cited as §n): stacks, their moves and jump chains, the
// King-Me row's removals, the stack FEN (§12) and the resolution of written moves with a reason
// for every illegal one.
#include "cinc/game/stackem.h"
#include "cinc/game/perft.h"
#include "cinc/game/suggest.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace cinc::game::stackem {

namespace {

using draughts::kBoard;

// The squares of the PDN indices and the Zobrist words of the position key.
struct Tables {
  std::array<Square, 32> square{};
  // [index][level][colour]: a checker of that colour `level` places above the bottom.
  std::array<std::array<std::array<std::uint64_t, 2>, kMaxHeight>, 32> checker{};
  std::array<std::uint64_t, 32> king_on_top{};
  std::uint64_t black_to_move = 0;
  Tables() {
    for (int i = 0; i < 32; ++i) square[static_cast<std::size_t>(i)] = draughts::pdn_square(i + 1);
    std::uint64_t seed = draughts::fill_hash_words(checker, 0x57ac'4e11'0003ULL);
    seed = draughts::fill_hash_words(king_on_top, seed);
    black_to_move = draughts::hash_word(seed);
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

// The squares of the PDN indices, and back.
Square square_of(int index) { return tables().square[static_cast<std::size_t>(index)]; }
int index_of(Square s) { return draughts::pdn_number(s) - 1; }

// Each side's King-Me row, the far row: rank 1 (29-32) for Red, rank 8 (1-4) for Black (§6).
bool on_king_me_row(Side side, int index) { return side == Side::red ? index >= 28 : index < 4; }

// The array slot of a side: 0 Red, 1 Black.
std::size_t side_index(Side s) { return static_cast<std::size_t>(s); }

}  // namespace

const char* side_name(Side s) { return s == Side::red ? "Red" : "Black"; }

// ---- stacks -----------------------------------------------------------------------

int Stack::count(Side colour) const {
  int n = 0;
  for (int level = 0; level < height_; ++level)
    if (colour_at(level) == colour) ++n;
  return n;
}

void Stack::push_top(Side colour, bool king) {
  if (colour == Side::black) black_bits_ |= std::uint32_t{1} << height_;
  ++height_;
  king_ = king;
}

void Stack::push_bottom(Side colour) {
  black_bits_ = (black_bits_ << 1) | (colour == Side::black ? 1u : 0u);
  ++height_;
}

void Stack::pop_top() {
  --height_;
  black_bits_ &= (std::uint32_t{1} << height_) - 1;
  king_ = false;  // only a top checker is ever a King (§2)
}

int Stack::remove_all(Side colour) {
  if (height_ > 0 && owner() == colour) king_ = false;
  std::uint32_t kept_bits = 0;
  std::uint8_t kept = 0;
  for (int level = 0; level < height_; ++level) {
    if (colour_at(level) == colour) continue;
    if (colour_at(level) == Side::black) kept_bits |= std::uint32_t{1} << kept;
    ++kept;
  }
  const int removed = height_ - kept;
  black_bits_ = kept_bits;
  height_ = kept;
  return removed;
}

// ---- the position -----------------------------------------------------------------

Position Position::start() {
  Position p;
  // §1: the standard set-up with the colours exchanged: Red, the first player, on 1-12.
  for (int i = 0; i < 12; ++i) p.stacks_[static_cast<std::size_t>(i)].push_top(Side::red, false);
  for (int i = 20; i < 32; ++i) p.stacks_[static_cast<std::size_t>(i)].push_top(Side::black, false);
  for (int i = 0; i < 32; ++i) p.refresh(i);
  return p;
}

const Stack& Position::stack_on(Square square) const {
  static const Stack none;
  const int index = index_of(square);
  return index < 0 ? none : stacks_[static_cast<std::size_t>(index)];
}

int Position::on_board(Side colour) const {
  int n = 0;
  for (const Stack& s : stacks_) n += s.count(colour);
  return n;
}

void Position::refresh(int index) {
  const draughts::DarkSet bit = draughts::DarkSet{1} << index;
  controlled_[0] &= ~bit;
  controlled_[1] &= ~bit;
  king_tops_ &= ~bit;
  const Stack& s = stacks_[static_cast<std::size_t>(index)];
  if (s.empty()) return;
  controlled_[side_index(s.owner())] |= bit;
  if (s.king()) king_tops_ |= bit;
}

char Position::jump(int from, int over, int to) {
  Stack moving = stacks_[static_cast<std::size_t>(from)];
  stacks_[static_cast<std::size_t>(from)] = Stack{};
  Stack& jumped = stacks_[static_cast<std::size_t>(over)];
  const char letter = jumped.king() ? 'K' : 'M';
  const Side captured = jumped.owner();
  // §4: only the top checker is captured; demoted, it goes under the jumping stack as the
  // jump lands, and the rest of the jumped stack stays where it was.
  jumped.pop_top();
  moving.push_bottom(captured);
  // §5: a stack topped by a piece is crowned after each jump it makes.
  moving.crown();
  stacks_[static_cast<std::size_t>(to)] = moving;
  refresh(from);
  refresh(over);
  refresh(to);
  return letter;
}

void Position::step(int from, int to) {
  stacks_[static_cast<std::size_t>(to)] = stacks_[static_cast<std::size_t>(from)];
  stacks_[static_cast<std::size_t>(from)] = Stack{};
  refresh(from);
  refresh(to);
}

void Position::arrive(int at_index, std::array<int, 2>& removed) {
  Stack& s = stacks_[static_cast<std::size_t>(at_index)];
  const Side owner = s.owner();
  // §6: a stack landing on its owner's King-Me row loses every opposing checker from play
  // and its top is crowned; at every landing, also in the middle of a jump chain.
  if (!on_king_me_row(owner, at_index)) return;
  removed[side_index(opponent(owner))] += s.remove_all(opponent(owner));
  s.crown();
  refresh(at_index);
}

void Position::finish_turn() {
  if (side_ == Side::black) ++move_number_;
  side_ = opponent(side_);
}

// ---- the move generator -----------------------------------------------------------
//
// On the square sets of the position (draughts::DarkSet, a diagonal step of a whole set a
// masked shift, draughts::dark_shift): which stacks can jump is found for all of them at
// once; a chain is followed on a copy of the position, jump by jump, since every jump
// changes who controls the jumped stack (§4). A complete move is handed on as its squares
// and, for a chain, the position it leaves (the stacks moved, the King-Me row's removals
// made; the side to move not yet changed), so that perft never replays it.

// The squares of a move: the origin, then every landing (PDN indices); a chain takes at
// most one opposing checker a jump, so 12 jumps at most.
struct Walk {
  std::array<std::uint8_t, kCheckersPerSide + 2> squares{};
  std::uint8_t length = 0;
  bool jumps = false;
};

struct MoveGenerator {
  using Set = draughts::DarkSet;

  // The directions of a stack of `side`: forward only for one topped by a piece (Red down,
  // SE and SW; Black up, NE and NW), all four for a King (§3, §5); in the order NE, NW, SE, SW.
  static constexpr int first_direction(Side side, bool king) { return king || side == Side::black ? 0 : 2; }
  static constexpr int last_direction(Side side, bool king) { return king || side == Side::red ? 3 : 1; }

  // The stacks of `tops` that can start a jump in the directions of `king`: over a stack
  // the opponent controls onto an empty square (§4), for all of them at once.
  static Set jumpers(Side side, bool king, Set tops, Set theirs, Set empty) {
    Set found = 0;
    for (int d = first_direction(side, king); d <= last_direction(side, king); ++d) {
      const int back = d ^ 3;  // NE <-> SW, NW <-> SE
      found |= draughts::dark_shift(back, draughts::dark_shift(back, empty) & theirs);
    }
    return found & tops;
  }

  // Every chain of the stack now on `at` in `pos` (mid-chain: the jumps so far made), `walk`
  // its squares so far: calls emit(walk, landed) with each complete one (§4, §5, §6).
  template <class Emit>
  static void chain(const Position& pos, int at, Walk& walk, Emit& emit) {
    const Side side = pos.side_;
    const Set at_bit = Set{1} << at;
    const bool king = (pos.king_tops_ & at_bit) != 0;
    const Set theirs = pos.controlled_[side_index(opponent(side))];
    const Set empty = ~(pos.controlled_[0] | pos.controlled_[1]);
    bool went_on = false;
    for (int d = first_direction(side, king); d <= last_direction(side, king); ++d) {
      const Set over = draughts::dark_shift(d, at_bit) & theirs;
      if (!over) continue;
      const Set land = draughts::dark_shift(d, over) & empty;
      if (!land) continue;
      went_on = true;
      const int to = std::countr_zero(land);
      Position next = pos;
      next.jump(at, std::countr_zero(over), to);
      next.arrive(to, next.removed_);
      walk.squares[walk.length++] = static_cast<std::uint8_t>(to);
      // §5: once started, the chain goes on while it can. Every jump moves one opposing
      // checker into the moving stack, so chains end.
      chain(next, to, walk, emit);
      --walk.length;
    }
    if (!went_on && walk.length > 1) emit(static_cast<const Walk&>(walk), [&pos]() -> const Position& { return pos; });
  }

  // Every legal move of the side to move, in order: the chains of each stack from square 1
  // up (compulsory, §5), else its steps; the directions in the order NE, NW, SE, SW. Calls
  // emit(walk, landed) for each, where landed() is the position after the move before the
  // turn passes.
  template <class Emit>
  static void generate(const Position& pos, Emit&& emit) {
    const Side side = pos.side_;
    const Set mine = pos.controlled_[side_index(side)];
    const Set theirs = pos.controlled_[side_index(opponent(side))];
    const Set empty = ~(mine | theirs);
    const Set my_kings = mine & pos.king_tops_;
    Walk walk;
    // §5: jumps are compulsory, so look for them first.
    if (Set starts = jumpers(side, false, mine, theirs, empty) | jumpers(side, true, my_kings, theirs, empty)) {
      walk.jumps = true;
      for (; starts; starts &= starts - 1) {
        const int from = std::countr_zero(starts);
        walk.squares[0] = static_cast<std::uint8_t>(from);
        walk.length = 1;
        chain(pos, from, walk, emit);
      }
      return;
    }
    walk.length = 2;
    for (Set rest = mine; rest; rest &= rest - 1) {
      const int from = std::countr_zero(rest);
      const Set from_bit = Set{1} << from;
      const bool king = (my_kings & from_bit) != 0;
      for (int d = first_direction(side, king); d <= last_direction(side, king); ++d) {
        const Set to_bit = draughts::dark_shift(d, from_bit) & empty;
        if (!to_bit) continue;
        const int to = std::countr_zero(to_bit);
        walk.squares[0] = static_cast<std::uint8_t>(from);
        walk.squares[1] = static_cast<std::uint8_t>(to);
        emit(static_cast<const Walk&>(walk), [&pos, from, to] {
          Position next = pos;
          next.step(from, to);
          next.arrive(to, next.removed_);  // §6: a step onto the King-Me row too
          return next;
        });
      }
    }
  }

  // How many legal moves the side to move has, without listing them (perft's last ply):
  // every chain (§5), else the steps of every stack counted by whole sets (§3).
  static std::uint64_t count(const Position& pos) {
    const Side side = pos.side_;
    const Set mine = pos.controlled_[side_index(side)];
    const Set theirs = pos.controlled_[side_index(opponent(side))];
    const Set empty = ~(mine | theirs);
    const Set my_kings = mine & pos.king_tops_;
    std::uint64_t n = 0;
    if (Set starts = jumpers(side, false, mine, theirs, empty) | jumpers(side, true, my_kings, theirs, empty)) {
      const auto tally = [&n](const Walk&, auto&&) { ++n; };
      Walk walk;
      for (; starts; starts &= starts - 1) {
        const int from = std::countr_zero(starts);
        walk.squares[0] = static_cast<std::uint8_t>(from);
        walk.length = 1;
        chain(pos, from, walk, tally);
      }
      return n;
    }
    // Forward for every stack, backward for those topped by a King; two sets a count of a
    // 64-bit word (cheaper where the processor has no popcount instruction of its own).
    const int ahead = side == Side::red ? 2 : 0;
    const int behind = 2 - ahead;
    const auto both = [](Set a, Set b) {
      return static_cast<std::uint64_t>(std::popcount(std::uint64_t{a} | (std::uint64_t{b} << 32)));
    };
    n = both(draughts::dark_shift(ahead, mine) & empty, draughts::dark_shift(ahead + 1, mine) & empty);
    if (my_kings)
      n += both(draughts::dark_shift(behind, my_kings) & empty, draughts::dark_shift(behind + 1, my_kings) & empty);
    return n;
  }

  // The position after a move: landed, and the turn passed.
  static Position finished(Position landed) {
    landed.finish_turn();
    return landed;
  }
};

std::vector<draughts::Path> Position::legal_moves() const {
  std::vector<draughts::Path> moves;
  MoveGenerator::generate(*this, [&moves](const Walk& w, auto&&) {
    draughts::Path& p = moves.emplace_back();
    p.squares.reserve(w.length);
    for (std::size_t i = 0; i < w.length; ++i) p.squares.push_back(square_of(w.squares[i]));
    p.jumps.assign(w.length - 1u, w.jumps);
  });
  return moves;
}

MoveEffect Position::play(const draughts::Path& move) {
  MoveEffect effect;
  int from = index_of(move.squares.front());
  effect.king_before = stacks_[static_cast<std::size_t>(from)].king();
  for (std::size_t leg = 0; leg + 1 < move.squares.size(); ++leg) {
    const int to = index_of(move.squares[leg + 1]);
    if (move.jumps[leg]) {
      const Square a = move.squares[leg];
      const Square b = move.squares[leg + 1];
      const Square middle =
          kBoard.at((kBoard.file_of(a) + kBoard.file_of(b)) / 2, (kBoard.rank_of(a) + kBoard.rank_of(b)) / 2);
      effect.captured += jump(from, index_of(middle), to);
    } else {
      step(from, to);
    }
    arrive(to, effect.removed);
    from = to;
  }
  effect.crowned = !effect.king_before && stacks_[static_cast<std::size_t>(from)].king();
  for (std::size_t c = 0; c < 2; ++c) removed_[c] += effect.removed[c];
  finish_turn();
  return effect;
}

std::uint64_t Position::key() const {
  const Tables& t = tables();
  std::uint64_t k = side_ == Side::black ? t.black_to_move : 0;
  for (std::size_t i = 0; i < 32; ++i) {
    const Stack& s = stacks_[i];
    for (int level = 0; level < s.height(); ++level)
      k ^= t.checker[i][static_cast<std::size_t>(level)][side_index(s.colour_at(level))];
    if (s.king()) k ^= t.king_on_top[i];
  }
  return k;
}

// ---- FEN --------------------------------------------------------------------------
//
// <side>:<stack>,<stack>,...[:O<red removed>,<black removed>][:F<move number>]
// with each stack <square>=<checkers bottom to top>: r a Red piece, b a Black piece, and
// upper case R or B for a King, allowed only as the last (top) letter (docs/rules/stackem.md).

std::string Position::fen() const {
  std::string out = side_ == Side::red ? "R:" : "B:";
  bool first = true;
  for (int i = 0; i < 32; ++i) {
    const Stack& s = stacks_[static_cast<std::size_t>(i)];
    if (s.empty()) continue;
    if (!first) out += ',';
    first = false;
    out += std::to_string(i + 1) + '=';
    for (int level = 0; level < s.height(); ++level) {
      const bool black = s.colour_at(level) == Side::black;
      const bool king = s.king() && level + 1 == s.height();
      out += king ? (black ? 'B' : 'R') : (black ? 'b' : 'r');
    }
  }
  if (removed_[0] != 0 || removed_[1] != 0)
    out += ":O" + std::to_string(removed_[0]) + ',' + std::to_string(removed_[1]);
  if (move_number_ != 1) out += ":F" + std::to_string(move_number_);
  return out;
}

namespace {

// A reader of the stack FEN that remembers the column of every problem.
class FenReader : draughts::FenCursor {
 public:
  explicit FenReader(std::string_view text) : FenCursor(text) {}

  Result<bool> read(std::array<Stack, 32>& stacks, Side& side, std::array<int, 2>& removed, int& number) {
    if (at_end())
      return fail("the FEN is empty: expected the side to move, R (Red) or B (Black), e.g. R:1=r,2=r,...,32=b");
    const char s = text_[i_];
    if (s == 'R') side = Side::red;
    else if (s == 'B') side = Side::black;
    else return fail("expected the side to move, R (Red) or B (Black), not " + shown(s));
    ++i_;
    if (!expect(':')) return fail("expected ':' after the side to move, then the stacks");
    if (auto r = read_stacks(stacks); !r) return r.error();
    std::size_t removed_column = 0;
    bool seen_number = false;
    while (!at_end() && text_[i_] == ':') {
      ++i_;
      if (at_end()) return fail("expected O<red>,<black> (checkers removed from play) or F<move number> after ':'");
      const char tag = text_[i_];
      const std::size_t tag_column = i_ + 1;
      if (tag != 'O' && tag != 'F')
        return fail("expected O<red>,<black> (checkers removed from play) or F<move number>, not " + shown(tag));
      ++i_;
      if (tag == 'O') {
        if (removed_column) return fail("the O field (checkers removed from play) is given twice", tag_column);
        removed_column = i_ + 1;
        auto red = read_number();
        if (!red) return red.error();
        if (!expect(',')) return fail("expected ',' between Red's and Black's removed checkers, as in O2,0");
        auto black = read_number();
        if (!black) return black.error();
        removed = {*red, *black};
      } else {
        if (seen_number) return fail("the F field (move number) is given twice", tag_column);
        seen_number = true;
        auto n = read_number();
        if (!n) return n.error();
        if (*n < 1) return fail("the move number must be at least 1", start_of_number_);
        number = *n;
      }
    }
    if (!at_end()) return fail("unexpected " + shown(text_[i_]) + " after the FEN");
    for (const Side colour : {Side::red, Side::black}) {
      const int total = on_board_[side_index(colour)] + removed[side_index(colour)];
      if (total > kCheckersPerSide)
        return fail(std::string(side_name(colour)) + " has " + std::to_string(on_board_[side_index(colour)]) +
                        " checkers on the board and " + std::to_string(removed[side_index(colour)]) +
                        " removed from play: a colour has 12 checkers in all",
                    removed_column ? removed_column : 1);
    }
    return true;
  }

 private:
  static std::string shown(char c) {
    if (c == ' ') return "a space";
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) return "an unexpected byte";
    return "'" + std::string(1, c) + "'";
  }
  // One square, as a PDN number 1..32 or a1..h8; returns the PDN index.
  Result<int> read_square() {
    const std::size_t start = i_;
    if (!at_end() && text_[i_] >= 'a' && text_[i_] <= 'h') {
      ++i_;
      while (!at_end() && text_[i_] >= '0' && text_[i_] <= '9') ++i_;
      const std::string_view name = text_.substr(start, i_ - start);
      const auto sq = kBoard.parse(name);
      if (!sq) return fail("\"" + std::string(name) + "\" is not a square", start + 1);
      if (!draughts::is_dark(*sq))
        return fail(kBoard.name(*sq) + " is a light square: checkers stand on the dark squares only", start + 1);
      return index_of(*sq);
    }
    if (at_end() || text_[i_] < '0' || text_[i_] > '9')
      return fail(at_end() ? "expected a square (1..32 or a1..h8) and its stack"
                           : "expected a square (1..32 or a1..h8), not " + shown(text_[i_]));
    auto n = read_number();
    if (!n) return n.error();
    if (*n < 1 || *n > 32) return fail("square " + std::to_string(*n) + " is not between 1 and 32", start + 1);
    return *n - 1;
  }
  // The stack list: tokens <square>=<checkers> separated by ','; it may be empty.
  Result<bool> read_stacks(std::array<Stack, 32>& stacks) {
    bool first = true;
    while (!at_end() && text_[i_] != ':') {
      if (!first && !expect(',')) return fail("expected ',' between stacks or ':' before a field, not " + shown(text_[i_]));
      first = false;
      const std::size_t token = i_ + 1;
      auto square = read_square();
      if (!square) return square.error();
      const std::string name = std::to_string(*square + 1);
      Stack& stack = stacks[static_cast<std::size_t>(*square)];
      if (!stack.empty()) return fail("square " + name + " is given twice", token);
      if (!expect('='))
        return fail("expected '=' after square " + name +
                    ", then its checkers bottom to top (r, b; R or B for a King on top), as in " + name + "=rbR");
      const std::size_t contents = i_ + 1;
      while (!at_end() && text_[i_] != ',' && text_[i_] != ':') {
        const char c = text_[i_];
        const bool king = c == 'R' || c == 'B';
        if (!king && c != 'r' && c != 'b')
          return fail(shown(c) + " is not a checker: write r (a Red piece) or b (a Black piece), and R or B for a "
                                 "King on top");
        if (!stack.empty() && stack.king())
          return fail("a King can only be the top checker of a stack (buried checkers are plain pieces, §2): "
                      "the King before " + shown(c) + " must be written in lower case",
                      i_);
        if (stack.height() == kMaxHeight) return fail("a stack holds at most 24 checkers (all of the set)");
        const Side colour = (c == 'b' || c == 'B') ? Side::black : Side::red;
        if (++on_board_[side_index(colour)] > kCheckersPerSide)
          return fail(std::string("more than 12 ") + side_name(colour) +
                      " checkers on the board: a colour has 12 checkers in all");
        stack.push_top(colour, king);
        ++i_;
      }
      if (stack.empty())
        return fail("the stack on square " + name + " is empty: list its checkers bottom to top, as in " + name + "=r",
                    contents);
      // §6: a stack landing on its owner's King-Me row is cleared of opposing checkers and
      // crowned, so it cannot stand there otherwise.
      const Side owner = stack.owner();
      if (on_king_me_row(owner, *square)) {
        if (!stack.king())
          return fail("a " + std::string(side_name(owner)) + " stack on square " + name + " (" + side_name(owner) +
                          "'s King-Me row) must have a King on top (it is crowned there, §6): write its top in upper case",
                      i_);
        if (stack.count(opponent(owner)) > 0)
          return fail("a " + std::string(side_name(owner)) + " stack on square " + name + " (" + side_name(owner) +
                          "'s King-Me row) holds no " + side_name(opponent(owner)) +
                          " checker: they are removed from play when it lands there (§6)",
                      contents);
      }
    }
    return true;
  }

  std::array<int, 2> on_board_{0, 0};
};

}  // namespace

Result<Position> Position::from_fen(std::string_view fen) {
  Position p;
  FenReader reader(fen);
  auto r = reader.read(p.stacks_, p.side_, p.removed_, p.move_number_);
  if (!r) return r.error();
  for (int i = 0; i < 32; ++i) p.refresh(i);
  return p;
}

// ---- move text --------------------------------------------------------------------

std::string canonical_text(const draughts::Path& move) { return draughts::path_text(move); }

namespace {

// "a Red piece", "a Black King", "a stack of 3 topped by a Red King".
std::string describe(const Stack& s) {
  const std::string top = std::string("a ") + side_name(s.owner()) + (s.king() ? " King" : " piece");
  if (s.height() == 1) return top;
  return "a stack of " + std::to_string(s.height()) + " topped by " + top;
}

// "c3xe5, c3xe5xg7 or d2xf4" (at most five, then "and N more").
std::string move_choices(const std::vector<draughts::Path>& moves) {
  return choices_text(moves, [](const draughts::Path& m) { return canonical_text(m); });
}

Resolution failure(std::string code, std::string message) {
  Resolution r;
  r.error_code = std::move(code);
  r.error = std::move(message);
  return r;
}

std::string towards(Side me) { return std::string(" (towards rank ") + (me == Side::red ? "1" : "8") + " for " + side_name(me) + ")"; }

// Why a written path that names no legal move fails, leg by leg on a copy of the board
// that plays the written jumps as it goes (§3-§5).
Resolution explain(const Position& pos, const draughts::WrittenMove& w, const std::vector<draughts::Path>& legal) {
  const Side me = pos.side_to_move();
  const Square origin = w.squares.front();
  if (!draughts::is_dark(origin))
    return failure("move.illegal", kBoard.name(origin) + " is a light square: Stack'Em is played on the dark squares only");
  const Stack& stack = pos.stack_on(origin);
  if (stack.empty()) return failure("move.no-piece", "there is no stack on " + kBoard.name(origin));
  if (stack.owner() != me)
    return failure("move.wrong-side", kBoard.name(origin) + " is topped by a " + side_name(stack.owner()) +
                                          " checker: " + side_name(me) +
                                          " cannot move it (a stack belongs to the colour of its top checker, §2)");
  const bool written_jump = w.jumps.front();
  if (std::any_of(w.jumps.begin(), w.jumps.end(), [&](bool j) { return j != written_jump; }))
    return failure("move.illegal", "a move is either one step or a chain of jumps, never both (§3)");
  const bool any_jump = legal.front().jumps.front();
  if (!written_jump && any_jump)
    return failure("move.must-capture", "a capture is compulsory (§5): " + std::string(side_name(me)) +
                                            " must jump, with " + move_choices(legal));
  if (!written_jump && w.squares.size() > 2)
    return failure("move.illegal", "a step goes one square only; only jumps may continue (§3)");

  // Play the written legs one by one on a copy, so that stacks jumped earlier in the chain
  // (or jumped twice) and the origin left empty are seen as they are at each leg.
  Position board = pos;
  for (std::size_t leg = 0; leg + 1 < w.squares.size(); ++leg) {
    const Square a = w.squares[leg];
    const Square b = w.squares[leg + 1];
    const int df = kBoard.file_of(b) - kBoard.file_of(a);
    const int dr = kBoard.rank_of(b) - kBoard.rank_of(a);
    const bool king = board.stack_on(a).king();
    const bool forward = me == Side::red ? dr < 0 : dr > 0;
    if (!written_jump) {
      if (std::abs(df) != 1 || std::abs(dr) != 1)
        return failure("move.illegal", kBoard.name(a) + " to " + kBoard.name(b) +
                                           " is not a step: a stack steps one square diagonally (§3)");
      if (!king && !forward)
        return failure("move.illegal", "a stack topped by a piece moves only forward" + towards(me) +
                                           "; only a King may go backwards (§3)");
      if (!board.stack_on(b).empty())
        return failure("move.illegal", kBoard.name(b) + " is occupied by " + describe(board.stack_on(b)));
      break;
    }
    if (std::abs(df) == std::abs(dr) && std::abs(df) >= 4 && std::abs(df) % 2 == 0)
      return failure("move.illegal", kBoard.name(a) + " to " + kBoard.name(b) +
                                         " is not one jump, and no legal chain of jumps leads there (§5)");
    if (std::abs(df) != 2 || std::abs(dr) != 2)
      return failure("move.illegal", kBoard.name(a) + " to " + kBoard.name(b) +
                                         " is not a jump: a jump lands two squares away diagonally, beyond the "
                                         "stack it takes (§4)");
    if (!king && !forward)
      return failure("move.illegal", "a stack topped by a piece jumps only forward" + towards(me) +
                                         " until its first jump crowns it (§5)");
    const Square middle = kBoard.offset(a, df / 2, dr / 2);
    const Stack& jumped = board.stack_on(middle);
    if (jumped.empty()) return failure("move.illegal", "there is no stack on " + kBoard.name(middle) + " to jump");
    if (jumped.owner() == me)
      return failure("move.illegal", "the stack on " + kBoard.name(middle) + " is topped by " + side_name(me) +
                                         "'s own checker: a jump goes over a stack topped by an opponent's "
                                         "checker (§4)");
    if (!board.stack_on(b).empty())
      return failure("move.illegal", kBoard.name(b) + " is occupied by " + describe(board.stack_on(b)) +
                                         ": a jump lands on an empty square (§4)");
    // This leg is a legal jump: play it on the copy and go on from the landing square (the
    // copy's side to move is not used; `me` stays the mover).
    board.play(draughts::Path{{a, b}, {true}});
  }
  if (written_jump) {
    // Every written jump is legal, so the chain stops early: some legal path extends it.
    for (const draughts::Path& p : legal)
      if (p.squares.size() > w.squares.size() && std::equal(w.squares.begin(), w.squares.end(), p.squares.begin())) {
        draughts::Path written_path{w.squares, w.jumps};
        return failure("move.jump-incomplete", "the jump must go on while it can (§5): after " +
                                                   canonical_text(written_path) +
                                                   " the stack can jump again, e.g. " + canonical_text(p));
      }
  }
  return failure("move.illegal", "not a legal move here; the legal moves are " + move_choices(legal));
}

}  // namespace

Resolution resolve(const Position& pos, std::string_view text) {
  auto written = draughts::read_move(text, true);
  if (!written) return failure("move.syntax", written.error().message);
  if (written->pass)
    return failure("move.syntax", "Stack'Em has no pass (--): a side that cannot move has lost (§7)");
  const std::vector<draughts::Path> legal = pos.legal_moves();
  if (legal.empty())
    return failure("move.after-end", std::string("the game is already over: ") + side_name(pos.side_to_move()) +
                                         " cannot move, so " + side_name(opponent(pos.side_to_move())) +
                                         " has won (§7)");
  const draughts::PathMatch match = draughts::match_paths(*written, legal);
  if (match.paths.size() == 1) {
    Resolution r;
    r.move = legal[match.paths.front()];
    return r;
  }
  if (match.paths.size() > 1) {
    std::vector<draughts::Path> fits;
    for (std::size_t i : match.paths) fits.push_back(legal[i]);
    return failure("move.ambiguous", "ambiguous: " + std::string(text) + " fits " + std::to_string(fits.size()) +
                                         " jump paths; write the whole path, " + move_choices(fits));
  }
  if (!match.wrong_separator.empty()) {
    const draughts::Path& m = legal[match.wrong_separator.front()];
    return failure("move.capture-mark", m.jumps.front() ? "this move jumps: write it with 'x', " + canonical_text(m)
                                                        : "this move takes nothing: write it with '-', " +
                                                              canonical_text(m));
  }
  return explain(pos, *written, legal);
}

namespace {

// What perft and divide need of Stack'Em (cinc/game/perft.h): the one move generator, walked
// without a list of moves (each move's position is the one the generator reached), and at the
// last ply its count alone (bulk counting).
struct PerftRules {
  static std::vector<draughts::Path> moves(const Position& pos) { return pos.legal_moves(); }
  template <class Visit>
  static void walk(const Position& pos, Visit&& visit) {
    MoveGenerator::generate(pos, [&visit](const Walk&, auto&& landed) {
      visit([&landed] { return MoveGenerator::finished(landed()); });
    });
  }
  static std::uint64_t count(const Position& pos) { return MoveGenerator::count(pos); }
  static Position after(const Position& pos, const draughts::Path& m) { return pos.after(m); }
  static std::string text(const Position&, const draughts::Path& m) { return canonical_text(m); }
};

}  // namespace

std::uint64_t perft(const Position& pos, int depth) { return count_paths<PerftRules>(pos, depth); }

std::vector<std::pair<std::string, std::uint64_t>> divide(const Position& pos, int depth) {
  return divide_paths<PerftRules>(pos, depth);
}

}  // namespace cinc::game::stackem
