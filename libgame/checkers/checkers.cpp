// Standard checkers (docs/rules/checkers.md, cited as §n): moves, jumps, crowning, the PDN FEN,
// and the resolution of written moves with a reason for every illegal one.
#include "cinc/game/checkers.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <type_traits>
#include <utility>

#include "cinc/game/perft.h"
#include "cinc/game/suggest.h"
#include "cinc/notation/pdn.h"

namespace cinc::game::checkers {

namespace {

using draughts::kBoard;

constexpr SquareSet bit(int index) { return SquareSet{1} << index; }

// The Zobrist words of the position key.
struct Tables {
  std::array<std::array<std::uint64_t, 32>, 4> zobrist{};  // [side * 2 + king][square]
  std::uint64_t black_to_move = 0;
  Tables() { black_to_move = draughts::hash_word(draughts::fill_hash_words(zobrist, 0xc4ec4e55ULL)); }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

// A man is crowned on the far row: Black on 29-32 (rank 1), Red on 1-4 (rank 8) (§4).
constexpr SquareSet kCrownRow[2] = {0xF0000000u, 0x0000000Fu};

}  // namespace

// ---- the move generator on bitboards ------------------------------------------------
//
// The 32 playing squares are one word (SquareSet, draughts::DarkSet: bit n-1 for PDN square
// n, §8), and a diagonal step of every piece at once is a fixed shift of it under a mask
// (draughts::dark_shift). `board_moves` lists and `count_board_moves` counts, both with the
// one jump recursion below and the same step sets.

namespace {

// The directions in draughts::kDirections' order: NE, NW (up the board, towards rank 8),
// SE, SW (down). Red's men go up, Black's down; Kings all four (§2, §3).
enum Direction : int { kNE = 0, kNW = 1, kSE = 2, kSW = 3 };

// Every square of `from` moved one step in direction `dir`; squares off the board drop out.
constexpr SquareSet step(int dir, SquareSet from) { return draughts::dark_shift(dir, from); }

// The directions a piece of `side` may go, in this order: a Red man up (NE, NW), a Black man
// down (SE, SW), a King all four (§2, §3).
template <Side side, bool king>
using Directions = std::conditional_t<king, std::integer_sequence<int, kNE, kNW, kSE, kSW>,
                                      std::conditional_t<side == Side::red, std::integer_sequence<int, kNE, kNW>,
                                                         std::integer_sequence<int, kSE, kSW>>>;

// Calls f(std::integral_constant<int, d>) for each direction d of the sequence, in order.
template <class F, int... d>
constexpr void each_direction(std::integer_sequence<int, d...>, F&& f) {
  (f(std::integral_constant<int, d>{}), ...);
}

// The number of squares in two sets, with one count of a 64-bit word (cheaper where the
// processor has no popcount instruction of its own).
constexpr std::size_t count_both(SquareSet a, SquareSet b) {
  return static_cast<std::size_t>(std::popcount(std::uint64_t{a} | (std::uint64_t{b} << 32)));
}

// What a jump search keeps: the enemy pieces that may be jumped and the empty squares (the
// jumping piece's origin among them: it has left it, §3).
struct JumpBoard {
  SquareSet jumpable;
  SquareSet empty;
};

// Every jump path on from `at` of the piece whose move is `m` so far (§3): a piece is jumped
// once, taken pieces stay on the board until the move ends (so they block a landing), and a
// man crowned on a landing stops there. Calls emit(m) with each complete path.
template <Side side, bool king, class Emit>
void extend_jumps(const JumpBoard& b, SquareSet at, Move& m, Emit& emit) {
  bool went_on = false;
  each_direction(Directions<side, king>{}, [&](auto d) {
    const SquareSet over = step(d, at) & b.jumpable & ~m.captured;
    if (!over) return;
    const SquareSet land = step(d, over) & b.empty;
    if (!land) return;
    went_on = true;
    m.path[m.landings++] = static_cast<std::uint8_t>(std::countr_zero(land));
    m.captured |= over;
    if (!king && (land & kCrownRow[static_cast<int>(side)])) {
      m.crowns = true;  // a man crowned during a jump ends its move there (§3)
      emit(static_cast<const Move&>(m));
      m.crowns = false;
    } else {
      extend_jumps<side, king>(b, land, m, emit);
    }
    m.captured &= ~over;
    --m.landings;
  });
  if (!went_on && m.landings > 0) emit(static_cast<const Move&>(m));
}

// The pieces of `men_and_kings` that can start a jump in the directions of `king` (§3),
// found for all of them at once: back from the empty landings over the jumpable pieces.
template <Side side, bool king>
SquareSet jumpers(SquareSet men_and_kings, SquareSet jumpable, SquareSet empty) {
  SquareSet found = 0;
  each_direction(Directions<side, king>{}, [&](auto d) {
    constexpr int back = decltype(d)::value ^ 3;  // NE <-> SW, NW <-> SE
    found |= step(back, step(back, empty) & jumpable);
  });
  return found & men_and_kings;
}

// Every legal move of `side`, in order: the jumps of each piece from square 1 up, each piece's
// paths in the order NE, NW, SE, SW at every landing; else the steps the same way (§2, §3).
// Calls emit(const Move&) for each.
template <Side side, class Emit>
void generate(SquareSet mine, SquareSet enemy, SquareSet jumpable, SquareSet kings, Emit& emit) {
  const SquareSet empty = ~(mine | enemy);
  const SquareSet my_kings = mine & kings;
  // Captures are compulsory (§3): look for jumps first.
  SquareSet starts = jumpers<side, false>(mine, jumpable, empty);
  if (my_kings) starts |= jumpers<side, true>(my_kings, jumpable, empty);
  if (starts) {
    for (; starts; starts &= starts - 1) {
      const SquareSet from = starts & (~starts + 1);
      Move m;
      m.from = static_cast<std::uint8_t>(std::countr_zero(from));
      const JumpBoard board{jumpable, empty | from};
      if (my_kings & from) extend_jumps<side, true>(board, from, m, emit);
      else extend_jumps<side, false>(board, from, m, emit);
    }
    return;
  }
  const auto steps = [&](SquareSet from, auto king) {
    each_direction(Directions<side, king>{}, [&](auto d) {
      const SquareSet to = step(d, from) & empty;
      if (!to) return;
      Move m;
      m.from = static_cast<std::uint8_t>(std::countr_zero(from));
      m.path[0] = static_cast<std::uint8_t>(std::countr_zero(to));
      m.landings = 1;
      m.crowns = !king && (kCrownRow[static_cast<int>(side)] & to);
      emit(static_cast<const Move&>(m));
    });
  };
  for (SquareSet rest = mine; rest; rest &= rest - 1) {
    const SquareSet from = rest & (~rest + 1);
    if (my_kings & from) steps(from, std::true_type{});
    else steps(from, std::false_type{});
  }
}

// generate() for the side to move given at run time.
template <class Emit>
void generate(Side side, SquareSet mine, SquareSet enemy, SquareSet jumpable, SquareSet kings, Emit&& emit) {
  if (side == Side::black) generate<Side::black>(mine, enemy, jumpable, kings, emit);
  else generate<Side::red>(mine, enemy, jumpable, kings, emit);
}

// How many legal moves `side` has, without listing them (perft's last ply): the same rules as
// generate(), the steps counted by whole sets.
template <Side side>
std::size_t count_board_moves(SquareSet mine, SquareSet enemy, SquareSet jumpable, SquareSet kings) {
  const SquareSet empty = ~(mine | enemy);
  const SquareSet my_kings = mine & kings;
  std::size_t count = 0;
  // Captures are compulsory (§3): every jump path, followed to its end, counts once.
  SquareSet starts = jumpers<side, false>(mine, jumpable, empty);
  if (my_kings) starts |= jumpers<side, true>(my_kings, jumpable, empty);
  if (starts) {
    const auto tally = [&count](const Move&) { ++count; };
    for (; starts; starts &= starts - 1) {
      const SquareSet from = starts & (~starts + 1);
      Move m;
      const JumpBoard board{jumpable, empty | from};
      if (my_kings & from) extend_jumps<side, true>(board, from, m, tally);
      else extend_jumps<side, false>(board, from, m, tally);
    }
    return count;
  }
  // Else each step counts once: the pieces that may go each way, moved at once (§2).
  constexpr bool red = side == Side::red;
  count = count_both(step(red ? kNE : kSE, mine) & empty, step(red ? kNW : kSW, mine) & empty);
  if (my_kings) count += count_both(step(red ? kSE : kNE, my_kings) & empty, step(red ? kSW : kNW, my_kings) & empty);
  return count;
}

// count_board_moves() for the side to move given at run time.
std::size_t count_board_moves(Side side, SquareSet mine, SquareSet enemy, SquareSet jumpable, SquareSet kings) {
  return side == Side::black ? count_board_moves<Side::black>(mine, enemy, jumpable, kings)
                             : count_board_moves<Side::red>(mine, enemy, jumpable, kings);
}

}  // namespace

const char* side_name(Side s) { return s == Side::black ? "Black" : "Red"; }

Position Position::start() {
  Position p;
  p.pieces_[0] = 0x00000FFFu;  // 1-12
  p.pieces_[1] = 0xFFF00000u;  // 21-32
  return p;
}

MoveList board_moves(Side side, SquareSet mine, SquareSet enemy, SquareSet jumpable, SquareSet kings) {
  MoveList moves;
  board_moves(side, mine, enemy, jumpable, kings, moves);
  return moves;
}

void board_moves(Side side, SquareSet mine, SquareSet enemy, SquareSet jumpable, SquareSet kings, MoveList& moves) {
  moves.clear();
  generate(side, mine, enemy, jumpable, kings, [&moves](const Move& m) { moves.push_back(m); });
}

MoveList Position::legal_moves() const {
  const int me = static_cast<int>(side_);
  return board_moves(side_, pieces_[me], pieces_[1 - me], pieces_[1 - me], kings_);
}

void Position::play(const Move& m) {
  const int me = static_cast<int>(side_);
  const bool king = (kings_ & bit(m.from)) != 0;
  pieces_[me] &= ~bit(m.from);
  kings_ &= ~bit(m.from);
  pieces_[1 - me] &= ~m.captured;
  kings_ &= ~m.captured;
  pieces_[me] |= bit(m.to());
  if (king || m.crowns) kings_ |= bit(m.to());
  // The 40-move claim counts plies without a man move or a capture (§6).
  quiet_plies_ = (!king || m.is_jump()) ? 0 : quiet_plies_ + 1;
  if (side_ == Side::red) ++move_number_;
  side_ = opponent(side_);
}

std::uint64_t Position::key() const {
  const Tables& t = tables();
  std::uint64_t k = side_ == Side::black ? t.black_to_move : 0;
  for (int s = 0; s < 2; ++s)
    for (SquareSet rest = pieces_[static_cast<std::size_t>(s)]; rest; rest &= rest - 1) {
      const int i = std::countr_zero(rest);
      const int kind = s * 2 + ((kings_ & bit(i)) ? 1 : 0);
      k ^= t.zobrist[static_cast<std::size_t>(kind)][static_cast<std::size_t>(i)];
    }
  return k;
}

// ---- FEN --------------------------------------------------------------------------

namespace {

std::string piece_list(SquareSet pieces, SquareSet kings) {
  std::string out;
  for (SquareSet rest = pieces; rest; rest &= rest - 1) {
    const int i = std::countr_zero(rest);
    if (!out.empty()) out += ',';
    if (kings & bit(i)) out += 'K';
    out += std::to_string(i + 1);
  }
  return out;
}

// A reader of the PDN FEN that remembers the column of every problem.
class FenReader : draughts::FenCursor {
 public:
  explicit FenReader(std::string_view text) : FenCursor(text) {}

  Result<bool> read(std::array<SquareSet, 2>& pieces, SquareSet& kings, Side& side, int& quiet,
                        int& number) {
    if (at_end()) return fail("the FEN is empty: expected the side to move (B or W), e.g. B:W21-32:B1-12");
    const char s = text_[i_];
    if (s == 'B' || s == 'b') side = Side::black;
    else if (s == 'W' || s == 'w' || s == 'R' || s == 'r') side = Side::red;
    else return fail("expected the side to move, B (Black) or W (White, that is Red), not '" + std::string(1, s) + "'");
    ++i_;
    bool seen[2] = {false, false};
    for (int field = 0; field < 2; ++field) {
      if (!expect(':')) return fail("expected ':' and the " + std::string(field ? "second" : "first") + " piece list");
      if (at_end()) return fail("expected a colour letter, W or B, starting a piece list");
      const char c = text_[i_];
      int colour = -1;
      if (c == 'B' || c == 'b') colour = 0;
      if (c == 'W' || c == 'w' || c == 'R' || c == 'r') colour = 1;
      if (colour < 0) return fail("expected W or B starting a piece list, not '" + std::string(1, c) + "'");
      if (seen[colour]) return fail(std::string("the ") + (colour ? "White (Red)" : "Black") + " list is given twice");
      seen[colour] = true;
      ++i_;
      if (auto r = read_list(colour, pieces, kings); !r) return r.error();
    }
    while (!at_end() && text_[i_] == ':') {
      ++i_;
      if (at_end()) return fail("expected H<plies> or F<move number> after ':'");
      const char tag = text_[i_];
      if (tag != 'H' && tag != 'F') return fail("expected H<plies> or F<move number>, not '" + std::string(1, tag) + "'");
      ++i_;
      auto n = read_number();
      if (!n) return n.error();
      if (tag == 'H') quiet = *n;
      else if (*n < 1) return fail("the move number must be at least 1", start_of_number_);
      else number = *n;
    }
    if (!at_end() && text_[i_] == '.') ++i_;  // some programs end the FEN with a full stop
    if (!at_end()) return fail("unexpected '" + std::string(1, text_[i_]) + "' after the FEN");
    for (int c = 0; c < 2; ++c)
      if (std::popcount(pieces[static_cast<std::size_t>(c)]) > 12)
        return fail(std::string(c ? "White (Red)" : "Black") + " has " +
                        std::to_string(std::popcount(pieces[static_cast<std::size_t>(c)])) +
                        " pieces; a side has at most 12",
                    1);
    return true;
  }

 private:
  // One square, as a PDN number or a1..h8; returns the PDN index.
  Result<int> read_square() {
    const std::size_t start = i_;
    if (!at_end() && text_[i_] >= 'a' && text_[i_] <= 'h') {
      ++i_;
      while (!at_end() && text_[i_] >= '0' && text_[i_] <= '9') ++i_;
      const auto sq = kBoard.parse(text_.substr(start, i_ - start));
      if (!sq) return fail("\"" + std::string(text_.substr(start, i_ - start)) + "\" is not a square", start + 1);
      if (!draughts::is_dark(*sq))
        return fail(kBoard.name(*sq) + " is a light square: pieces stand on the dark squares only", start + 1);
      return draughts::pdn_number(*sq) - 1;
    }
    auto n = read_number();
    if (!n) return fail("expected a square (1..32 or a1..h8)", start + 1);
    if (*n < 1 || *n > 32) return fail("square " + std::to_string(*n) + " is not between 1 and 32", start + 1);
    return *n - 1;
  }
  Result<bool> read_list(int colour, std::array<SquareSet, 2>& pieces, SquareSet& kings) {
    bool first = true;
    while (!at_end() && text_[i_] != ':' && !(text_[i_] == '.' && i_ + 1 == text_.size())) {
      if (!first && !expect(',')) return fail("expected ',' between squares");
      first = false;
      const bool king = !at_end() && text_[i_] == 'K';
      if (king) ++i_;
      const std::size_t item = i_ + 1;
      auto from = read_square();
      if (!from) return from.error();
      int to = *from;
      if (!at_end() && text_[i_] == '-') {  // a range "21-32" of PDN numbers
        ++i_;
        auto last = read_square();
        if (!last) return last.error();
        if (*last < *from) return fail("a range must go upwards", item);
        to = *last;
      }
      for (int sq = *from; sq <= to; ++sq) {
        if ((pieces[0] | pieces[1]) & bit(sq))
          return fail("square " + std::to_string(sq + 1) + " is given twice", item);
        // A man on its own crowning row would already be a King (§4, §9).
        if (!king && (kCrownRow[colour] & bit(sq)))
          // The second player's list is W in both PDN (White) and cinc (Red).
          return fail("a " + std::string(colour ? "White (Red)" : "Black") + " man cannot stand on square " +
                          std::to_string(sq + 1) + ": it would have been crowned there (write K" +
                          std::to_string(sq + 1) + ")",
                      item);
        pieces[static_cast<std::size_t>(colour)] |= bit(sq);
        if (king) kings |= bit(sq);
      }
    }
    return true;
  }

};

}  // namespace

Result<Position> Position::from_fen(std::string_view fen) {
  Position p;
  FenReader reader(fen);
  auto r = reader.read(p.pieces_, p.kings_, p.side_, p.quiet_plies_, p.move_number_);
  if (!r) return r.error();
  return p;
}

std::string Position::fen() const {
  std::string out = side_ == Side::black ? "B" : "W";
  out += ":W" + piece_list(pieces_[1], kings_);
  out += ":B" + piece_list(pieces_[0], kings_);
  if (quiet_plies_ != 0 || move_number_ != 1)
    out += ":H" + std::to_string(quiet_plies_) + ":F" + std::to_string(move_number_);
  return out;
}

// ---- text -------------------------------------------------------------------------

draughts::Path path_of(const Move& m) {
  draughts::Path p;
  p.squares.push_back(draughts::pdn_square(m.from + 1));
  for (int i = 0; i < m.landings; ++i) {
    p.squares.push_back(draughts::pdn_square(m.path[static_cast<std::size_t>(i)] + 1));
    p.jumps.push_back(m.is_jump());
  }
  return p;
}

std::string canonical_text(const Move& m) { return draughts::path_text(path_of(m)); }
std::string pdn_move_text(const Move& m) { return draughts::pdn_text(path_of(m)); }

std::string move_choices(const MoveList& moves) { return MoveWords{}.choices(moves); }

std::string MoveWords::side(Side s) const {
  if (!pdn) return side_name(s);
  return notation::pdn_side_names(board)[static_cast<std::size_t>(s)];
}

std::string MoveWords::move(const Move& m, bool letters) const {
  if (!pdn) return canonical_text(m);
  const draughts::Path p = path_of(m);
  std::string out;
  for (std::size_t i = 0; i < p.squares.size(); ++i) {
    if (i) out += p.jumps[i - 1] ? 'x' : '-';
    out += notation::pdn_square_name(board, draughts::pdn_number(p.squares[i]), letters);
  }
  return out;
}

std::string MoveWords::choices(const MoveList& moves, bool letters) const {
  return choices_text(moves, [&](const Move& m) { return move(m, letters); });
}

namespace {

/// The names a resolution's sentences use: `words`' sides, and squares and moves as the
/// written move writes them (a PDN game's numbers, or its letters when the move has them;
/// CGN's a1..h8).
struct Namer {
  const MoveWords& words;
  bool letters = false;

  [[nodiscard]] std::string square(Square s) const {
    if (!words.pdn) return kBoard.name(s);
    return notation::pdn_square_name(words.board, draughts::pdn_number(s), letters);
  }
  [[nodiscard]] std::string side(Side s) const { return words.side(s); }
  [[nodiscard]] std::string piece(const Position& pos, int index) const {
    const Side s = (pos.pieces(Side::black) & bit(index)) ? Side::black : Side::red;
    return side(s) + ((pos.kings() & bit(index)) ? " King" : " man");
  }
  [[nodiscard]] std::string move(const Move& m) const { return words.move(m, letters); }
  [[nodiscard]] std::string choices(const MoveList& moves) const { return words.choices(moves, letters); }
};

Resolution failure(std::string code, std::string message) {
  Resolution r;
  r.error_code = std::move(code);
  r.error = std::move(message);
  return r;
}

/// PDN's delimiters between the squares of a move (§10): '-' on any move, 'x' or 'X' on a
/// capture (the PDN 2.0 standard), ':' as some draughts programs write a capture.
bool is_pdn_delimiter(char c) { return c == '-' || c == 'x' || c == 'X' || c == ':'; }

/// A move as a PDN game writes it (§10): the squares as its board names them (numbers,
/// with leading zeros or none, or a1..h8), between PDN's delimiters. The Error's column
/// points into the text.
Result<draughts::WrittenMove> read_pdn_move(std::string_view text, const notation::PdnBoard& board) {
  draughts::WrittenMove w;
  if (text == "--") {
    w.pass = true;
    return w;
  }
  std::size_t i = 0;
  for (;;) {
    const std::size_t start = i;
    while (i < text.size() && !is_pdn_delimiter(text[i])) ++i;
    const std::string_view name = text.substr(start, i - start);
    const int column = static_cast<int>(start) + 1;
    if (name.empty())
      return Error{"a square is missing" + std::string(start == 0 ? " at the start" : " after the delimiter"), column};
    const int standard = notation::standard_square(board, name);
    if (standard == 0) {
      if (name[0] >= '0' && name[0] <= '9') {
        if (name.size() <= 3 && std::all_of(name.begin(), name.end(), [](char c) { return c >= '0' && c <= '9'; }))
          return Error{"square number " + std::to_string(std::stoi(std::string(name))) + " is not between 1 and 32", column};
        return Error{"\"" + std::string(name) + "\" is not a square number", column};
      }
      if (name.size() == 2 && name[0] >= 'a' && name[0] <= 'h' && name[1] >= '1' && name[1] <= '8')
        return Error{std::string(name) + " is not a playing square of this game's board", column};
      return Error{"\"" + std::string(name) + "\" is not a square (1..32 or a1..h8)", column};
    }
    if (name[0] >= '0' && name[0] <= '9') w.numeric = true;
    w.squares.push_back(draughts::pdn_square(standard));
    if (i == text.size()) break;
    w.jumps.push_back(text[i] != '-');
    ++i;
  }
  if (w.squares.size() < 2) return Error{"a move needs an origin and a destination, such as 11-15 or 15x22", 1};
  return w;
}

// Why a written path that is not legal fails, leg by leg (§2, §3).
Resolution explain(const Position& pos, const draughts::WrittenMove& w, const MoveList& legal, const Namer& say) {
  const Side me = pos.side_to_move();
  const Square origin = w.squares.front();
  if (!draughts::is_dark(origin))
    return failure("move.illegal", kBoard.name(origin) + " is a light square: checkers is played on the dark squares only");
  const int from = draughts::pdn_number(origin) - 1;
  const SquareSet all = pos.pieces(Side::black) | pos.pieces(Side::red);
  if (!(all & bit(from))) return failure("move.no-piece", "there is no piece on " + say.square(origin));
  if (!(pos.pieces(me) & bit(from)))
    return failure("move.wrong-side", "the " + say.piece(pos, from) + " on " + say.square(origin) +
                                          " cannot move: it is " + say.side(me) + "'s turn");
  const bool written_jump = w.jumps.front();
  const bool any_jump = std::any_of(legal.begin(), legal.end(), [](const Move& m) { return m.is_jump(); });
  if (std::any_of(w.jumps.begin(), w.jumps.end(), [&](bool j) { return j != written_jump; }))
    return failure("move.illegal", "a move is either one step or a chain of jumps, never both (§2)");
  if (!written_jump && any_jump)
    return failure("move.must-capture",
                   "a capture is compulsory (§3): " + say.side(me) + " must jump, with " + say.choices(legal));
  if (!written_jump && w.squares.size() > 2)
    return failure("move.illegal", "a step goes one square only; only jumps may continue (§2)");
  bool king = (pos.kings() & bit(from)) != 0;
  const SquareSet enemy = pos.pieces(opponent(me));
  SquareSet taken = 0;
  const std::string who = say.piece(pos, from);
  for (std::size_t leg = 0; leg + 1 < w.squares.size(); ++leg) {
    const Square a = w.squares[leg];
    const Square b = w.squares[leg + 1];
    const int df = kBoard.file_of(b) - kBoard.file_of(a);
    const int dr = kBoard.rank_of(b) - kBoard.rank_of(a);
    const int reach = written_jump ? 2 : 1;
    const std::string what = written_jump ? "jump" : "step";
    if (std::abs(df) != reach || std::abs(dr) != reach)
      return failure("move.illegal",
                     say.square(a) + " to " + say.square(b) + " is not a " + what + ": a " +
                         (written_jump ? "jump lands two squares away diagonally, beyond the piece it takes (§3)"
                                       : "piece steps one square diagonally (§2)"));
    const bool forward = me == Side::red ? dr > 0 : dr < 0;
    if (!king && !forward)
      return failure("move.illegal", "a man moves only forward (" +
                                         (say.words.pdn ? "towards the other side's back row"
                                                        : "towards rank " + std::string(me == Side::red ? "8" : "1")) +
                                         " for " + say.side(me) + "); only a King may go backwards (§2)");
    const int land = draughts::pdn_number(b) - 1;
    if ((all & ~bit(from)) & bit(land))
      return failure("move.illegal", say.square(b) + " is occupied by the " + say.piece(pos, land));
    if (written_jump) {
      const Square mid = kBoard.offset(a, df / 2, dr / 2);
      const int over = draughts::pdn_number(mid) - 1;
      if (!(all & bit(over)) || over == from)
        return failure("move.illegal", "there is no piece on " + say.square(mid) + " to jump");
      if (!(enemy & bit(over)))
        return failure("move.illegal", "the " + say.piece(pos, over) + " on " + say.square(mid) + " is " +
                                           say.side(me) + "'s own: only enemy pieces are jumped (§3)");
      if (taken & bit(over))
        return failure("move.illegal", "the " + say.piece(pos, over) + " on " + say.square(mid) +
                                           " is already taken in this move: a piece is jumped once (§3)");
      taken |= bit(over);
    }
    if (!king && (kCrownRow[static_cast<int>(me)] & bit(land))) {
      if (leg + 2 < w.squares.size())
        return failure("move.illegal", "the man is crowned on " + say.square(b) +
                                           ", and a man crowned during a jump ends its move there (§3)");
      king = true;
    }
  }
  if (written_jump) {
    // The written jumps are legal but stop early: some legal path starts with them.
    for (const Move& m : legal) {
      const draughts::Path p = path_of(m);
      if (p.squares.size() > w.squares.size() && std::equal(w.squares.begin(), w.squares.end(), p.squares.begin()))
        return failure("move.jump-incomplete", "the jump must go on while it can (§3): " + who + " on " +
                                                   say.square(origin) + " continues, e.g. " + say.move(m));
    }
  }
  return failure("move.illegal", "not a legal move here; the legal moves are " + say.choices(legal));
}

/// A PDN game's move whose squares are a legal move's but whose delimiters are not CGN's
/// (§10): '-' may mark a jump, also its short form ("15-29"), so it is read silently; an 'x'
/// on a step is not PDN's but is certain, so it is read with a warning and the text to
/// write. Nothing when the squares name no legal move.
std::optional<Resolution> read_pdn_delimiters(const draughts::WrittenMove& written, std::string_view text,
                                              const MoveList& legal, const std::vector<draughts::Path>& paths,
                                              draughts::PathMatch& match) {
  if (match.paths.empty() && match.wrong_separator.empty()) {
    // No legal move has these squares with these delimiters: as jumps, the short form too.
    draughts::WrittenMove as_jumps = written;
    std::fill(as_jumps.jumps.begin(), as_jumps.jumps.end(), true);
    match = draughts::match_paths(as_jumps, paths);
    return std::nullopt;  // the caller reads what matched, as jumps written so
  }
  if (!match.paths.empty() || match.wrong_separator.size() != 1) return std::nullopt;
  Resolution r;
  r.move = legal[match.wrong_separator.front()];
  if (!r.move->is_jump()) {
    std::string meant(text);
    std::replace_if(meant.begin(), meant.end(), is_pdn_delimiter, '-');
    r.warning_code = "move.capture-mark";
    r.warning = "'x' marks a capture, and this move takes nothing: read as a step, which PDN writes with '-' "
                "('x' only on a capture)";
    r.meant = std::move(meant);
  }
  return r;
}

}  // namespace

Resolution resolve(const Position& pos, std::string_view text, const MoveWords& words) {
  auto written = words.pdn ? read_pdn_move(text, words.board) : draughts::read_move(text, true);
  if (!written) return failure("move.syntax", written.error().message);
  const Namer say{words, words.pdn && !written->numeric && !written->pass};
  const MoveList legal = pos.legal_moves();
  if (written->pass)
    return failure("move.syntax", "checkers has no pass (--): a side that cannot move has lost (§5)");
  if (legal.empty())
    return failure("move.after-end", "the game is already over: " + say.side(pos.side_to_move()) +
                                         " has no legal move, so " + say.side(opponent(pos.side_to_move())) +
                                         " has won (§5)");
  std::vector<draughts::Path> paths;
  paths.reserve(legal.size());
  for (const Move& m : legal) paths.push_back(path_of(m));
  draughts::PathMatch match = draughts::match_paths(*written, paths);
  if (words.pdn)
    if (auto read = read_pdn_delimiters(*written, text, legal, paths, match)) return std::move(*read);
  if (match.paths.size() == 1) {
    Resolution r;
    r.move = legal[match.paths.front()];
    return r;
  }
  if (match.paths.size() > 1) {
    MoveList fits;
    for (std::size_t i : match.paths) fits.push_back(legal[i]);
    return failure("move.ambiguous", "ambiguous: " + std::string(text) + " fits " + std::to_string(fits.size()) +
                                         " jump paths; write the whole path, " + say.choices(fits));
  }
  if (!match.wrong_separator.empty()) {
    const Move& m = legal[match.wrong_separator.front()];
    return failure("move.capture-mark", m.is_jump() ? "this move jumps: write it with 'x', " + say.move(m)
                                                    : "this move takes nothing: write it with '-', " + say.move(m));
  }
  return explain(pos, *written, legal, say);
}

namespace {

// What perft and divide need of checkers (cinc/game/perft.h): the one move generator, walked
// without a list of moves, and at the last ply its count alone (bulk counting).
struct PerftRules {
  static MoveList moves(const Position& pos) { return pos.legal_moves(); }
  static Position after(const Position& pos, const Move& m) { return pos.after(m); }
  static std::string text(const Position&, const Move& m) { return canonical_text(m); }
  template <class Visit>
  static void walk(const Position& pos, Visit&& visit) {
    const Side me = pos.side_to_move();
    const SquareSet enemy = pos.pieces(opponent(me));
    generate(me, pos.pieces(me), enemy, enemy, pos.kings(),
             [&](const Move& m) { visit([&pos, &m] { return pos.after(m); }); });
  }
  static std::uint64_t count(const Position& pos) {
    const Side me = pos.side_to_move();
    const SquareSet enemy = pos.pieces(opponent(me));
    return count_board_moves(me, pos.pieces(me), enemy, enemy, pos.kings());
  }
};

}  // namespace

std::uint64_t perft(const Position& pos, int depth) { return count_paths<PerftRules>(pos, depth); }

std::vector<std::pair<std::string, std::uint64_t>> divide(const Position& pos, int depth) {
  return divide_paths<PerftRules>(pos, depth);
}

}  // namespace cinc::game::checkers
