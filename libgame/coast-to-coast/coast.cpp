// Coast to Coast (docs/rules/coast-to-coast.md, cited as §n, with every decision):
// steps and jump chains over checkers of either colour, crowning with a free move, Kings
// taken home, the pass, the FEN, and a reason for every illegal written move.
#include "cinc/game/coast.h"
#include "cinc/game/perft.h"
#include "cinc/game/suggest.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <utility>

namespace cinc::game::coast {

namespace {

using draughts::kBoard;
using draughts::kDirections;
using SquareSet = std::uint64_t;

constexpr SquareSet bit(Square s) { return SquareSet{1} << s; }
constexpr std::size_t index(Square s) { return static_cast<std::size_t>(s); }

// Whether a piece (not a King) of `side` may go in the direction (df, dr): every direction but
// the three towards its own home, Backward, Backward Left and Backward Right (§2). Black's home
// h8 is up and right, so Black's Backward directions are those with df + dr > 0; Red's,
// mirrored, those with df + dr < 0.
constexpr bool piece_may_go(Side side, int df, int dr) { return side == Side::black ? df + dr <= 0 : df + dr >= 0; }

// Which of draughts::kDirections a piece of each side may take, made at compile time.
constexpr std::array<std::array<bool, 8>, 2> kPieceDirections = [] {
  std::array<std::array<bool, 8>, 2> dirs{};
  for (std::size_t d = 0; d < 8; ++d) {
    dirs[0][d] = piece_may_go(Side::black, kDirections[d][0], kDirections[d][1]);
    dirs[1][d] = piece_may_go(Side::red, kDirections[d][0], kDirections[d][1]);
  }
  return dirs;
}();

// The square one step away in each direction and the landing square of a jump two steps
// away, kNoSquare off the board (draughts.h: all 64 squares are played on, §1).
constexpr const draughts::BoardNeighbours& kNeighbours = draughts::kBoardNeighbours;

// The Zobrist words of the position key.
struct Tables {
  std::array<std::array<std::uint64_t, 64>, 4> zobrist{};  // [Cell - 1][square]
  std::uint64_t black_to_move = 0;
  Tables() { black_to_move = draughts::hash_word(draughts::fill_hash_words(zobrist, 0xc0a57c0a57ULL)); }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

// A path under construction: origin and landings, and per leg whether it is a jump.
struct Walk {
  std::array<Square, 65> squares{};
  std::array<bool, 64> jumps{};
  std::size_t length = 0;  // squares used
};

// Depth-first search of every move of one side (§3, §4). `emit` receives each complete move as
// a Walk and returns false to stop the search.
template <class Emit>
class Generator {
 public:
  // With `plain_steps_counted_apart`, run() leaves out the steps that end the move on an
  // ordinary square, which count_moves() counts by whole sets.
  Generator(const Position& pos, Side side, Emit& emit, bool plain_steps_counted_apart = false)
      : pos_(pos),
        side_(side),
        emit_(emit),
        all_(pos.squares_of(Side::black) | pos.squares_of(Side::red)),
        plain_steps_apart_(plain_steps_counted_apart) {}

  void run() {
    for (SquareSet mine = pos_.squares_of(side_); mine && !stopped_; mine &= mine - 1) {
      const Square s = static_cast<Square>(std::countr_zero(mine));
      const Cell c = pos_.at(s);
      // The moving checker has left its square: it cannot be jumped, nor landed on again.
      occupied_ = all_ & ~bit(s);
      visited_ = bit(s);
      walk_.squares[0] = s;
      walk_.length = 1;
      if (!plain_steps_apart_) steps(s, is_king(c));
      else if (!is_king(c)) crowning_step(s);
      chains(s, is_king(c));
    }
  }

 private:
  bool may_go(bool king, std::size_t dir) const {
    return king || kPieceDirections[static_cast<std::size_t>(side_)][dir];
  }

  // One step to an empty neighbour in a direction the checker may take (§3).
  void steps(Square at, bool king) {
    for (std::size_t d = 0; d < 8 && !stopped_; ++d) {
      const Square to = kNeighbours.step[index(at)][d];
      if (!may_go(king, d) || to == kNoSquare || ((occupied_ | visited_) & bit(to))) continue;
      arrive(to, king, false);
    }
  }

  // The step of a piece onto the opponent's home, if it has one: crowned there, it makes its
  // free move (§4), each of which is a move.
  void crowning_step(Square at) {
    for (std::size_t d = 0; d < 8 && !stopped_; ++d) {
      const Square to = kNeighbours.step[index(at)][d];
      if (to != crowning_home(side_) || !may_go(false, d) || ((occupied_ | visited_) & bit(to))) continue;
      arrive(to, false, false);
    }
  }

  // One jump over an adjacent checker of either colour onto the empty square beyond (§3);
  // no landing twice in a turn, nor on the starting square (§3).
  void chains(Square at, bool king) {
    for (std::size_t d = 0; d < 8 && !stopped_; ++d) {
      const Square over = kNeighbours.step[index(at)][d];
      const Square land = kNeighbours.jump[index(at)][d];
      if (!may_go(king, d) || land == kNoSquare || !(occupied_ & bit(over)) || ((occupied_ | visited_) & bit(land)))
        continue;
      arrive(land, king, true);
    }
  }

  // The checker lands on `to`; decides what happens there (§4, §5).
  void arrive(Square to, bool king, bool jump) {
    walk_.jumps[walk_.length - 1] = jump;
    walk_.squares[walk_.length++] = to;
    visited_ |= bit(to);
    if (!king && to == crowning_home(side_)) {
      // Crowned on the opponent's home: the move (step or chain) ends here and the new
      // King at once makes its free move, a step or a new chain, off the home square.
      steps(to, true);
      chains(to, true);
    } else if (king && to == home_of(side_)) {
      // A King reaching its own home leaves the board; the turn ends.
      finish();
    } else {
      // No turn ends on a home square: a King already crowned may only pass through the
      // opponent's home within a chain (§4).
      if (to != crowning_home(side_)) finish();
      if (jump) chains(to, king);  // a chain may stop after any jump, or go on
    }
    visited_ &= ~bit(to);
    --walk_.length;
  }

  void finish() {
    if (!stopped_ && !emit_(walk_)) stopped_ = true;
  }

  const Position& pos_;
  Side side_;
  Emit& emit_;
  SquareSet all_ = 0;
  SquareSet occupied_ = 0;
  SquareSet visited_ = 0;
  Walk walk_;
  bool stopped_ = false;
  bool plain_steps_apart_ = false;
};

template <class Emit>
void generate(const Position& pos, Side side, Emit emit) {
  Generator<Emit> g(pos, side, emit);
  g.run();
}

// Every square of `from` moved one step in direction `d` of kDirections; squares that would
// leave the board drop out (square = rank * 8 + file).
constexpr SquareSet shifted(std::size_t d, SquareSet from) {
  constexpr SquareSet file_a = 0x0101010101010101ULL;
  constexpr SquareSet file_h = 0x8080808080808080ULL;
  const int df = kDirections[d][0];
  const int dr = kDirections[d][1];
  if (df > 0) from &= ~file_h;
  if (df < 0) from &= ~file_a;
  const int by = dr * 8 + df;
  return by > 0 ? from << by : from >> -by;
}

// The shifts agree with the board's neighbours on every square.
constexpr bool shifts_match_the_board() {
  for (Square s = 0; s < 64; ++s)
    for (std::size_t d = 0; d < 8; ++d) {
      const Square to = kNeighbours.step[index(s)][d];
      if (shifted(d, bit(s)) != (to == kNoSquare ? 0 : bit(to))) return false;
    }
  return true;
}
static_assert(shifts_match_the_board());

// How many legal moves the side to move has, without listing them (perft's last ply): the
// steps that end on an ordinary square counted by whole sets, a direction at a time (§3; a
// piece's step onto the opponent's home is as many moves as its free moves there, §4, and a
// King's onto it none: no turn ends there), the rest walked; the pass when the side has no
// move and the other has (§6).
std::uint64_t count_moves(const Position& pos) {
  const Side side = pos.side_to_move();
  std::uint64_t n = 0;
  auto tally = [&n](const Walk&) {
    ++n;
    return true;
  };
  Generator<decltype(tally)> g(pos, side, tally, true);
  g.run();
  const SquareSet mine = pos.squares_of(side);
  const SquareSet kings = mine & pos.kings();
  const SquareSet open = ~(pos.squares_of(Side::black) | pos.squares_of(Side::red)) & ~bit(crowning_home(side));
  for (std::size_t d = 0; d < 8; ++d) {
    const SquareSet goers = kPieceDirections[static_cast<std::size_t>(side)][d] ? mine : kings;
    if (goers) n += static_cast<std::uint64_t>(std::popcount(shifted(d, goers) & open));
  }
  if (n == 0 && pos.can_move(opponent(side))) n = 1;
  return n;
}

// What a walk of `side` leaves behind (§2: crowned on the opponent's home, gone at its own).
Landing landing_of(const Position& pos, Side side, const Walk& w) {
  Landing l;
  l.from = w.squares[0];
  l.to = w.squares[w.length - 1];
  bool king = is_king(pos.at(l.from));
  for (std::size_t i = 1; i < w.length; ++i) {
    const Square to = w.squares[i];
    if (!king && to == crowning_home(side)) {
      king = l.crowned = true;
    } else if (king && to == home_of(side)) {
      l.home = true;
      break;
    }
  }
  return l;
}

Path walk_path(const Walk& w) {
  Path p;
  p.squares.assign(w.squares.begin(), w.squares.begin() + static_cast<std::ptrdiff_t>(w.length));
  p.jumps.assign(w.jumps.begin(), w.jumps.begin() + static_cast<std::ptrdiff_t>(w.length - 1));
  return p;
}

}  // namespace

const char* side_name(Side s) { return s == Side::black ? "Black" : "Red"; }

std::string move_text(const Path& p) { return is_pass(p) ? "--" : draughts::path_text(p); }

// ---- the position ---------------------------------------------------------------------

Position Position::start() {
  // §1 (decision — set-up): the rows of the diamond next to each home.
  Position p;
  for (const char* name : {"h7", "g8", "h6", "g7", "f8", "h5", "g6", "f7", "e8", "g5", "f6", "e7"})
    p.put(*kBoard.parse(name), Cell::black_piece);
  for (const char* name : {"a2", "b1", "a3", "b2", "c1", "a4", "b3", "c2", "d1", "b4", "c3", "d2"})
    p.put(*kBoard.parse(name), Cell::red_piece);
  return p;
}

void Position::put(Square s, Cell c) {
  const SquareSet b = bit(s);
  board_[index(s)] = c;
  squares_of_[0] &= ~b;
  squares_of_[1] &= ~b;
  kings_ &= ~b;
  if (c != Cell::empty) squares_of_[static_cast<std::size_t>(owner(c))] |= b;
  if (is_king(c)) kings_ |= b;
}

bool Position::can_move(Side s) const {
  bool found = false;
  generate(*this, s, [&found](const Walk&) {
    found = true;
    return false;
  });
  return found;
}

std::vector<Path> Position::legal_moves() const {
  std::vector<Path> moves;
  if (borne_off_[0] == kPiecesPerSide || borne_off_[1] == kPiecesPerSide) return moves;  // decided
  generate(*this, side_, [&moves](const Walk& w) {
    moves.push_back(walk_path(w));
    return true;
  });
  // A side with no legal move passes; if neither side can move the game is drawn (§6).
  if (moves.empty() && can_move(opponent(side_))) moves.emplace_back();
  return moves;
}

void Position::play(const Path& move) {
  if (!is_pass(move)) {
    const Square from = move.squares.front();
    bool king = is_king(at(from));
    bool gone = false;
    put(from, Cell::empty);
    for (std::size_t i = 1; i < move.squares.size(); ++i) {
      const Square to = move.squares[i];
      if (!king && to == crowning_home(side_)) {
        king = true;  // crowned; the rest of the path is the free move (§4)
      } else if (king && to == home_of(side_)) {
        gone = true;  // a King at its own home leaves the board (§5)
        break;
      }
    }
    if (gone)
      ++borne_off_[static_cast<std::size_t>(side_)];
    else
      put(move.squares.back(), cell_of(side_, king));
  }
  if (side_ == Side::red) ++move_number_;
  side_ = opponent(side_);
}

void Position::landings(std::vector<Landing>& out) const {
  out.clear();
  if (borne_off_[0] == kPiecesPerSide || borne_off_[1] == kPiecesPerSide) return;  // decided
  // Walks come checker by checker: the ends already seen from the current one, crowned or not.
  Square current = kNoSquare;
  std::array<SquareSet, 2> seen{0, 0};
  generate(*this, side_, [&](const Walk& w) {
    const Landing l = landing_of(*this, side_, w);
    if (l.from != current) {
      current = l.from;
      seen = {0, 0};
    }
    SquareSet& s = seen[l.crowned ? 1 : 0];
    if (!(s & bit(l.to))) {
      s |= bit(l.to);
      out.push_back(l);
    }
    return true;
  });
  if (out.empty() && can_move(opponent(side_))) out.push_back(Landing{});  // the pass (§2)
}

void Position::play(const Landing& l) {
  if (l.from != kNoSquare) {
    const bool king = is_king(at(l.from)) || l.crowned;
    put(l.from, Cell::empty);
    if (l.home)
      ++borne_off_[static_cast<std::size_t>(side_)];
    else
      put(l.to, cell_of(side_, king));
  }
  if (side_ == Side::red) ++move_number_;
  side_ = opponent(side_);
}

std::optional<Path> Position::path_of(const Landing& landing) const {
  if (landing.from == kNoSquare) return Path{};
  std::optional<Path> found;
  generate(*this, side_, [&](const Walk& w) {
    if (!(landing_of(*this, side_, w) == landing)) return true;
    found = walk_path(w);
    return false;
  });
  return found;
}

MoveEffects Position::effects(const Path& move) const {
  MoveEffects e;
  if (is_pass(move)) return e;
  e.king = is_king(at(move.squares.front()));
  bool king = e.king;
  for (std::size_t i = 1; i < move.squares.size(); ++i) {
    const Square to = move.squares[i];
    if (!king && to == crowning_home(side_))
      king = e.crowned = true;
    else if (king && to == home_of(side_))
      e.home = true;
  }
  return e;
}

Status Position::status() const {
  // The first side to take all 12 home wins (§5).
  if (borne_off_[0] == kPiecesPerSide) return Status::black_won;
  if (borne_off_[1] == kPiecesPerSide) return Status::red_won;
  // A side that cannot move passes; when neither can, the game is drawn (§6).
  if (!can_move(side_) && !can_move(opponent(side_))) return Status::drawn;
  return Status::ongoing;
}

std::uint64_t Position::key() const {
  const Tables& t = tables();
  std::uint64_t k = side_ == Side::black ? t.black_to_move : 0;
  for (Square s = 0; s < 64; ++s)
    if (at(s) != Cell::empty) k ^= t.zobrist[static_cast<std::size_t>(at(s)) - 1][index(s)];
  return k;
}

// ---- perft ----------------------------------------------------------------------------

namespace {

// What perft and divide need of Coast to Coast (cinc/game/perft.h). Perft walks the moves
// without listing them: a path is built only where the position after it is wanted.
struct PerftRules {
  // The first side to take all 12 home has won: nothing lies below (§5).
  static bool over(const Position& pos) {
    return pos.borne_off(Side::black) == kPiecesPerSide || pos.borne_off(Side::red) == kPiecesPerSide;
  }
  static std::vector<Path> moves(const Position& pos) { return pos.legal_moves(); }
  static Position after(const Position& pos, const Path& m) { return pos.after(m); }
  static std::string text(const Position&, const Path& m) { return move_text(m); }
  static std::uint64_t count(const Position& pos) { return count_moves(pos); }
  template <class Visit>
  static void walk(const Position& pos, Visit&& visit) {
    bool any = false;
    generate(pos, pos.side_to_move(), [&](const Walk& w) {
      any = true;
      visit([&] {
        // What the path leaves behind is all the position after it needs (§4, §5).
        Position child = pos;
        child.play(landing_of(pos, pos.side_to_move(), w));
        return child;
      });
      return true;
    });
    // The pass is the one move of a side that cannot move while the other can (§6).
    if (!any && pos.can_move(opponent(pos.side_to_move()))) visit([&] { return pos.after(Path{}); });
  }
};

}  // namespace

std::uint64_t perft(const Position& pos, int depth) { return count_paths<PerftRules>(pos, depth); }

std::vector<std::pair<std::string, std::uint64_t>> divide(const Position& pos, int depth) {
  return divide_paths<PerftRules>(pos, depth);
}

// ---- FEN --------------------------------------------------------------------------------

namespace {

// The squares of one side's list in name order (a1, a2, ..., h8), a King's with 'K'.
std::string piece_list(const Position& pos, Side side) {
  std::string out;
  for (int file = 0; file < 8; ++file)
    for (int rank = 0; rank < 8; ++rank) {
      const Square s = kBoard.at(file, rank);
      const Cell c = pos.at(s);
      if (c == Cell::empty || owner(c) != side) continue;
      if (!out.empty()) out += ',';
      if (is_king(c)) out += 'K';
      out += kBoard.name(s);
    }
  return out;
}

std::string home_name(Square s) { return s == kBlackHome ? "h8 is Black's home" : "a1 is Red's home"; }

// A reader of the Coast to Coast FEN that remembers the column of every problem.
class FenReader : draughts::FenCursor {
 public:
  explicit FenReader(std::string_view text) : FenCursor(text) {}

  Result<bool> read(std::array<Cell, 64>& board, Side& side, std::array<int, 2>& borne_off, int& number) {
    if (at_end()) return fail("the FEN is empty: expected the side to move, B or R, as in " + Position::start().fen());
    if (text_[i_] == 'B')
      side = Side::black;
    else if (text_[i_] == 'R')
      side = Side::red;
    else
      return fail("expected the side to move, B (Black) or R (Red), not '" + std::string(1, text_[i_]) + "'");
    ++i_;
    bool seen[2] = {false, false};
    for (int field = 0; field < 2; ++field) {
      if (!expect(':'))
        return fail("expected ':' and then the " + std::string(field == 0 ? "first" : "second") +
                    " piece list, starting with B or R");
      if (at_end() || (text_[i_] != 'B' && text_[i_] != 'R'))
        return fail("expected B or R starting a piece list" + found());
      const int colour = text_[i_] == 'B' ? 0 : 1;
      if (seen[colour])
        return fail(std::string("the ") + side_name(static_cast<Side>(colour)) + " list is given twice");
      seen[colour] = true;
      ++i_;
      if (auto r = read_list(static_cast<Side>(colour), board); !r) return r.error();
    }
    if (!expect(':')) return fail("expected ':' and the checkers each side has taken home, as in 0,0");
    std::size_t off_column[2] = {0, 0};
    for (int s = 0; s < 2; ++s) {
      if (s == 1 && !expect(',')) return fail("expected ',' between Black's and Red's checkers taken home" + found());
      off_column[s] = i_ + 1;
      auto n = read_number(found());
      if (!n) return n.error();
      if (*n > kPiecesPerSide)
        return fail(
            "a side has only " + std::to_string(kPiecesPerSide) + " checkers to take home, not " + std::to_string(*n),
            off_column[s]);
      borne_off[static_cast<std::size_t>(s)] = *n;
    }
    if (!expect(':')) return fail("expected ':' and the move number" + found());
    const std::size_t number_column = i_ + 1;
    auto n = read_number(found());
    if (!n) return n.error();
    if (*n < 1) return fail("the move number must be at least 1", number_column);
    number = *n;
    if (!at_end()) return fail("unexpected '" + std::string(1, text_[i_]) + "' after the FEN");
    // Nothing is ever captured (§3): every checker is on the board or has been taken home.
    for (int s = 0; s < 2; ++s) {
      const Side who = static_cast<Side>(s);
      const int on_board = static_cast<int>(
          std::count_if(board.begin(), board.end(), [who](Cell c) { return c != Cell::empty && owner(c) == who; }));
      if (on_board + borne_off[static_cast<std::size_t>(s)] != kPiecesPerSide)
        return fail(std::string(side_name(who)) + " has " + std::to_string(on_board) + " on the board and " +
                        std::to_string(borne_off[static_cast<std::size_t>(s)]) +
                        " taken home: the two must make 12, since nothing is ever captured (§3)",
                    off_column[s]);
    }
    // The game ends with the move that takes a side's twelfth checker home (§5).
    if (borne_off[0] == kPiecesPerSide && borne_off[1] == kPiecesPerSide)
      return fail("both sides cannot have taken all 12 home: the game ends when the first does (§5)", off_column[1]);
    if (borne_off[static_cast<std::size_t>(side)] == kPiecesPerSide)
      return fail(std::string(side_name(side)) + " has taken all 12 home, so the game ended with " + side_name(side) +
                      "'s move and " + side_name(opponent(side)) + " would be to move",
                  1);
    return true;
  }

 private:
  std::string found() const {
    return at_end() ? ", but the FEN ends here" : ", not '" + std::string(1, text_[i_]) + "'";
  }
  // "Kd4,e5,..." up to the next ':' or the end; an empty list is a side with none on the board.
  Result<bool> read_list(Side side, std::array<Cell, 64>& board) {
    int count = 0;
    while (!at_end() && text_[i_] != ':') {
      if (count > 0 && !expect(',')) return fail("expected ',' between squares" + found());
      const std::size_t item = i_ + 1;
      const bool king = !at_end() && text_[i_] == 'K';
      if (king) ++i_;
      const std::size_t start = i_;
      while (!at_end() && text_[i_] != ',' && text_[i_] != ':') ++i_;
      const std::string_view name = text_.substr(start, i_ - start);
      const auto sq = kBoard.parse(name);
      if (!sq)
        return fail(name.empty() ? "expected a square (a1..h8)" + std::string(king ? " after K" : "")
                                 : "\"" + std::string(name) + "\" is not a square (a1..h8; K before a King's square)",
                    start + 1);
      if (board[index(*sq)] != Cell::empty) return fail(kBoard.name(*sq) + " is given twice", item);
      // No turn ends on a home square (§5), so no checker stands on one in a position.
      if (*sq == kBlackHome || *sq == kRedHome)
        return fail(home_name(*sq) + ": no checker stands on a home square between turns (§5)", item);
      if (++count > kPiecesPerSide)
        return fail(std::string(side_name(side)) + " has more than 12 checkers on the board (§1)", item);
      board[index(*sq)] = cell_of(side, king);
    }
    return true;
  }

};

}  // namespace

Result<Position> Position::from_fen(std::string_view fen) {
  Position p;
  FenReader reader(fen);
  auto r = reader.read(p.board_, p.side_, p.borne_off_, p.move_number_);
  if (!r) return r.error();
  for (Square s = 0; s < 64; ++s) p.put(s, p.board_[index(s)]);
  return p;
}

std::string Position::fen() const {
  std::string out = side_ == Side::black ? "B" : "R";
  out += ":B" + piece_list(*this, Side::black);
  out += ":R" + piece_list(*this, Side::red);
  out += ":" + std::to_string(borne_off_[0]) + "," + std::to_string(borne_off_[1]);
  out += ":" + std::to_string(move_number_);
  return out;
}

// ---- move text ----------------------------------------------------------------------------

namespace {

Resolution failure(std::string code, std::string message) {
  Resolution r;
  r.error_code = std::move(code);
  r.error = std::move(message);
  return r;
}

// "e7-d6, h7xf5 or g5-f4" (at most five, then "and N more").
std::string move_choices(const std::vector<Path>& moves) {
  return choices_text(moves, [](const Path& m) { return move_text(m); });
}

std::string checker_name(Cell c) { return std::string(side_name(owner(c))) + (is_king(c) ? " King" : " piece"); }

// The player's name of a direction (§2): Black's Forward is
// (-1,-1) on the a1..h8 grid, Red's (+1,+1).
std::string direction_name(Side side, int df, int dr) {
  if (side == Side::red) {
    df = -df;
    dr = -dr;
  }
  struct Named {
    int df, dr;
    const char* name;
  };
  static constexpr Named kNames[] = {{-1, -1, "Forward"},     {1, 1, "Backward"},      {1, -1, "Left"},
                                     {-1, 1, "Right"},        {0, -1, "Forward Left"}, {-1, 0, "Forward Right"},
                                     {1, 0, "Backward Left"}, {0, 1, "Backward Right"}};
  for (const Named& n : kNames)
    if (n.df == df && n.dr == dr) return n.name;
  return "?";
}

int sign(int v) { return (v > 0) - (v < 0); }

// Why a written path that no legal move matches is illegal, leg by leg (§2-§6).
Resolution explain(const Position& pos, const draughts::WrittenMove& w, const std::vector<Path>& legal) {
  const Side me = pos.side_to_move();
  const Square origin = w.squares.front();
  const Cell mover = pos.at(origin);
  if (mover == Cell::empty)
    return failure("move.no-piece", "there is no piece on " + kBoard.name(origin) +
                                        (origin == kBlackHome || origin == kRedHome
                                             ? " (" + home_name(origin) + ", empty between turns, §5)"
                                             : ""));
  if (owner(mover) != me)
    return failure("move.wrong-side", "the " + checker_name(mover) + " on " + kBoard.name(origin) +
                                          " cannot move: it is " + side_name(me) + "'s turn");
  SquareSet occupied = 0;
  for (Square s = 0; s < 64; ++s)
    if (s != origin && pos.at(s) != Cell::empty) occupied |= bit(s);
  SquareSet visited = bit(origin);
  bool king = is_king(mover);
  std::size_t phase_start = 0;  // first leg of the current part: the move, then the free move
  const std::size_t legs = w.squares.size() - 1;
  for (std::size_t leg = 0; leg < legs; ++leg) {
    const Square a = w.squares[leg];
    const Square b = w.squares[leg + 1];
    const bool jump = w.jumps[leg];
    const std::string written_leg = kBoard.name(a) + (jump ? "x" : "-") + kBoard.name(b);
    if (leg > phase_start) {
      // A turn (and a free move) is one step or one chain of jumps, never both (§3, §4).
      if (!w.jumps[phase_start] && !jump)
        return failure("move.illegal", "a step goes one square and ends the " +
                                           std::string(phase_start ? "free move" : "move") +
                                           ": only jumps may chain (§3)");
      if (w.jumps[phase_start] != jump)
        return failure("move.illegal", "a " + std::string(phase_start ? "free move" : "turn") +
                                           " is either one step or one chain of jumps, never both (§3)");
    }
    const int df = kBoard.file_of(b) - kBoard.file_of(a);
    const int dr = kBoard.rank_of(b) - kBoard.rank_of(a);
    if (!jump && std::max(std::abs(df), std::abs(dr)) != 1)
      return failure("move.illegal", written_leg + " is not a step: a step goes to a neighbouring square" +
                                         ((std::abs(df) == 2 || df == 0) && (std::abs(dr) == 2 || dr == 0)
                                              ? "; a jump over " + kBoard.name(kBoard.offset(a, df / 2, dr / 2)) +
                                                    " is written " + kBoard.name(a) + "x" + kBoard.name(b)
                                              : "") +
                                         " (§3)");
    if (jump && !((std::abs(df) == 2 || df == 0) && (std::abs(dr) == 2 || dr == 0)))
      return failure("move.illegal", written_leg +
                                         " is not a jump: a jump goes over a neighbouring square onto "
                                         "the square directly beyond it (§3)");
    const int sx = sign(df);
    const int sy = sign(dr);
    if (!king && !piece_may_go(me, sx, sy))
      return failure("move.illegal", "a piece cannot " + std::string(jump ? "jump " : "step ") +
                                         direction_name(me, sx, sy) + " (towards its own home " +
                                         kBoard.name(home_of(me)) + "): only a King can (§2)");
    if (jump) {
      const Square over = kBoard.offset(a, sx, sy);
      if (!(occupied & bit(over)))
        return failure("move.illegal", written_leg + ": there is no piece on " + kBoard.name(over) + " to jump" +
                                           (over == origin ? " (the moving piece has left it)" : "") + " (§3)");
    }
    if (occupied & bit(b))
      return failure("move.illegal", kBoard.name(b) + " is occupied by the " + checker_name(pos.at(b)));
    if (visited & bit(b))
      return failure("move.illegal", b == origin ? "the move comes back to its starting square " + kBoard.name(b) +
                                                       ": no turn lands there again (§3)"
                                                 : "the move lands on " + kBoard.name(b) +
                                                       " twice: no turn lands twice on the same square (§3)");
    visited |= bit(b);
    const bool last = leg + 1 == legs;
    if (!king && b == crowning_home(me)) {
      // Crowned: the free move must follow at once, off the home square (§4).
      king = true;
      phase_start = leg + 1;
      if (last) {
        const std::string so_far = draughts::path_text(
            Path{std::vector<Square>(w.squares.begin(), w.squares.begin() + static_cast<std::ptrdiff_t>(leg) + 2),
                 std::vector<bool>(w.jumps.begin(), w.jumps.begin() + static_cast<std::ptrdiff_t>(leg) + 1)});
        for (const Path& p : legal)
          if (p.squares.size() > w.squares.size() && std::equal(w.squares.begin(), w.squares.end(), p.squares.begin()))
            return failure("move.free-move-missing", so_far + " reaches " + side_name(opponent(me)) +
                                                         "'s home: the new King must go on at once "
                                                         "with its free move off " +
                                                         kBoard.name(b) + ", e.g. " + move_text(p) + " (§4)");
        return failure("move.illegal", so_far + " reaches " + side_name(opponent(me)) +
                                           "'s home, but the new King "
                                           "would have no free move off " +
                                           kBoard.name(b) +
                                           ", and a move that cannot be followed by a free move is illegal (§4)");
      }
      continue;
    }
    if (king && b == home_of(me) && !last)
      return failure("move.illegal", "the King leaves the board on reaching its own home " + kBoard.name(b) +
                                         ": the turn ends there (§5)");
    if (b == crowning_home(me) && (last || !jump))
      return failure("move.illegal", "a King cannot end its turn on " + std::string(side_name(opponent(me))) +
                                         "'s home " + kBoard.name(b) + ": no turn ends on a home square (§4)");
  }
  return failure("move.illegal", "not a legal move here; the legal moves are " + move_choices(legal));
}

}  // namespace

Resolution resolve(const Position& pos, std::string_view text) {
  auto written = draughts::read_move(text, false);
  if (!written) return failure("move.syntax", written.error().message);
  const Side me = pos.side_to_move();
  switch (pos.status()) {
    case Status::black_won:
    case Status::red_won:
      return failure("move.after-end",
                     std::string("the game is already over: ") +
                         side_name(pos.borne_off(Side::black) == kPiecesPerSide ? Side::black : Side::red) +
                         " has taken all 12 pieces home (§5)");
    case Status::drawn:
      return failure("move.after-end", "the game is already over: neither side can move, so it is drawn (§6)");
    case Status::ongoing:
      break;
  }
  const std::vector<Path> legal = pos.legal_moves();
  const bool must_pass = legal.size() == 1 && is_pass(legal.front());
  if (written->pass) {
    if (must_pass) {
      Resolution r;
      r.move = Path{};
      return r;
    }
    return failure("move.pass-illegal", "a pass (--) is only allowed when no move is possible, and " +
                                            std::string(side_name(me)) + " can move, e.g. " + move_choices(legal) +
                                            " (§6)");
  }
  Resolution r;
  if (!must_pass) {
    const draughts::PathMatch match = draughts::match_paths(*written, legal);
    if (match.paths.size() == 1) {
      r.move = legal[match.paths.front()];
      return r;
    }
    if (match.paths.size() > 1) {
      std::vector<Path> fits;
      for (std::size_t i : match.paths) fits.push_back(legal[i]);
      return failure("move.ambiguous", "ambiguous: " + std::string(text) + " fits " + std::to_string(fits.size()) +
                                           " jump paths; write the whole path, " + move_choices(fits));
    }
    if (!match.wrong_separator.empty())
      return failure("move.capture-mark", "'-' marks a step and 'x' a jump: write this move " +
                                              move_text(legal[match.wrong_separator.front()]));
  }
  r = explain(pos, *written, legal);
  if (must_pass)
    r.error += "; besides, " + std::string(side_name(me)) + " has no legal move at all and must pass: write -- (§6)";
  return r;
}

}  // namespace cinc::game::coast
