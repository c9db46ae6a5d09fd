// Commander-In-Chief positions: encoding, FEN, move generation and play.
// Rules: docs/rules/commander-in-chief.md (cited as §n).
#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <string>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <charconv>
#include "cic_internal.h"
#include "cinc/game/cic.h"
#include "cinc/game/perft.h"

namespace cinc::game::cic {

namespace {


// Cell encoding (Position::kKindBits, kSideBit, kEnhancedBit): bits 0-3 kind, bit 4 side
// (1 = Light), bit 5 enhanced.
constexpr std::uint8_t kSideBit = Position::kSideBit;
constexpr std::uint8_t kEnhancedBit = Position::kEnhancedBit;

std::uint8_t encode(Piece p) {
  if (p.kind == Kind::none) return 0;
  return static_cast<std::uint8_t>(static_cast<std::uint8_t>(p.kind) |
                                   (p.side == Side::light ? kSideBit : 0) |
                                   (p.enhanced ? kEnhancedBit : 0));
}

// Most pieces of each kind a side can have: its starting army (§2). Amphibians and
// King Amphibians share the five Amphibians.
int start_count(Kind k) {
  switch (k) {
    case Kind::commander: case Kind::bomber: case Kind::destroyer: return 1;
    case Kind::fighter: case Kind::tank: case Kind::submarine: case Kind::helicopter: return 2;
    case Kind::amphibian: case Kind::king_amphibian: return 5;
    case Kind::none: break;
  }
  return 0;
}

// 64-bit keys for hashing, from a fixed splitmix64 sequence (deterministic across runs).
struct Keys {
  std::uint64_t cell[64][64]{};  // [square][encoded cell & 0x3f]
  std::uint64_t light_to_move = 0;
  std::uint64_t team[2][3]{};
  constexpr Keys() {
    std::uint64_t x = 0x9E3779B97F4A7C15ULL;
    auto next = [&x] {
      std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
      return z ^ (z >> 31);
    };
    for (auto& sq : cell)
      for (auto& v : sq) v = next();
    light_to_move = next();
    for (auto& s : team)
      for (auto& v : s) v = next();
    // An empty square adds nothing to a key, so that put() needs no test (the values
    // drawn for it above are never used: every other key stays as it was).
    for (auto& sq : cell) sq[0] = 0;
  }
};

// Whether a cell code (masked to kind and side) is a Tank's or a Bomber's, for put().
constexpr auto kBlockerCode = [] {
  std::array<bool, 32> blocker{};
  for (int code = 0; code < 32; ++code) blocker[static_cast<std::size_t>(code)] = is_blocker(static_cast<Kind>(code & 0x0f));
  return blocker;
}();
// Computed by the compiler, so that the incremental hash of every set() does not ask a
// function-local static whether it is ready yet.
constexpr Keys kKeys;

}  // namespace

const char* side_name(Side s) { return s == Side::dark ? "Dark" : "Light"; }


void Position::set(Square s, Piece p) { put(s, encode(p)); }

void Position::put(Square s, std::uint8_t code) {
  // Written without tests where it can be: whether a square was or becomes empty, and
  // what stands there, vary from move to move, and mispredicted tests cost more here than
  // the arithmetic. (Empty cells have a key of 0.)
  auto& cell = cells_[static_cast<std::size_t>(s)];
  const auto& square_keys = kKeys.cell[static_cast<std::size_t>(s)];
  const std::uint64_t bit = std::uint64_t{1} << s;
  const std::uint8_t old = cell;
  board_hash_ ^= square_keys[old & 0x3f] ^ square_keys[code & 0x3f];
  side_squares_[0] &= ~bit;
  side_squares_[1] &= ~bit;
  side_squares_[(code & kSideBit) ? 1 : 0] |= code != 0 ? bit : 0;
  blocker_squares_ = (blocker_squares_ & ~bit) | (kBlockerCode[code & 0x1f] ? bit : 0);
  // A Commander leaving or taken leaves its side without one (a position holds at most
  // one per side: FENs with more are refused).
  if ((old & kKindBits) == static_cast<std::uint8_t>(Kind::commander)) {
    Square& known = commander_[(old & kSideBit) ? 1 : 0];
    if (known == s) known = kNoSquare;
  }
  cell = code;
  if ((code & kKindBits) == static_cast<std::uint8_t>(Kind::commander)) commander_[(code & kSideBit) ? 1 : 0] = s;
}

Position Position::start() { return start(false, false); }

Position Position::start(bool dark_team, bool light_team) {
  // §2: Light's army; Dark's is its point mirror.
  static constexpr struct { Kind kind; const char* square; } kLight[] = {
      {Kind::commander, "a1"}, {Kind::fighter, "a2"},   {Kind::fighter, "b1"},
      {Kind::tank, "a3"},      {Kind::bomber, "b2"},    {Kind::tank, "c1"},
      {Kind::submarine, "a4"}, {Kind::helicopter, "b3"}, {Kind::helicopter, "c2"},
      {Kind::submarine, "d1"}, {Kind::amphibian, "a5"}, {Kind::amphibian, "b4"},
      {Kind::destroyer, "c3"}, {Kind::amphibian, "d2"}, {Kind::amphibian, "e1"},
  };
  // Set up once (every game without a FEN starts here).
  static const Position armies = [] {
    Position start;
    for (const auto& e : kLight) {
      const Square s = *kBoard.parse(e.square);
      start.set(s, Piece{e.kind, Side::light, false});
      const Square mirror = kBoard.at(7 - kBoard.file_of(s), 7 - kBoard.rank_of(s));
      start.set(mirror, Piece{e.kind, Side::dark, false});
    }
    return start;
  }();
  Position p = armies;
  p.team_[0] = dark_team ? TeamTurn::land_sea : TeamTurn::single;
  p.team_[1] = light_team ? TeamTurn::land_sea : TeamTurn::single;
  return p;
}



// ---------------------------------------------------------------------------------------
// FEN (§10)

std::string Position::fen() const {
  std::string out;
  write_fen(out);
  return out;
}

namespace {
/// The files of a rank's eight cells (read as one word, file f its byte f: a little-endian
/// machine's reading of the cells in memory) that hold a
/// piece, as bits (bit f: file f): each nonzero byte's top bit found without a test, then
/// the eight bits gathered by one multiplication.
constexpr unsigned occupied_files(std::uint64_t cells) {
  constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7FULL;
  const std::uint64_t top = (((cells & kLow7) + kLow7) | cells) & ~kLow7;  // 0x80 in each nonzero byte
  return static_cast<unsigned>(((top >> 7) * 0x0102040810204080ULL) >> 56);
}
static_assert([] {
  for (unsigned mask = 0; mask < 256; ++mask) {
    std::uint64_t cells = 0;
    for (unsigned f = 0; f < 8; ++f)
      if ((mask >> f) & 1U) cells |= std::uint64_t{0x80U | f} << (8 * f);  // any nonzero byte
    if (occupied_files(cells) != mask || occupied_files(cells >> 7 & 0x0101010101010101ULL) != mask) return false;
  }
  return true;
}());

// The letter of each cell code's kind and side (the cell encoding, cic.h).
constexpr auto kLetters = [] {
  std::array<char, 32> letters{};
  for (int code = 1; code < 32; ++code) {
    if ((code & Position::kKindBits) >= kKindCount) continue;  // no kind has that code
    const char l = kind_letter(static_cast<Kind>(code & Position::kKindBits));
    letters[static_cast<std::size_t>(code)] = (code & kSideBit) ? static_cast<char>(l - 'A' + 'a') : l;
  }
  return letters;
}();
// A rank's text (§10: a digit for a run of empty cells, '+' before an enhanced piece)
// depends on its eight cells alone, and a position shares most of its ranks with the
// position before it: each thread keeps the texts of the ranks it wrote last, a few per
// rank (by the rank's cells read as one 64-bit word), and writes a rank it has seen by one
// copy. 2 KiB: small enough to stay in the nearest cache while JSON streams out.
struct RankText {
  std::uint64_t cells = 0;
  std::array<char, 16> text{};  // eight pieces with their '+' at most
  std::uint8_t length = 0;      // 0: nothing kept here (every rank's text has a character)
};
// A rank's pattern of occupied cells (bit f: file f) gives its text but for the letters:
// each item a digit (a run of empty cells) or 0x80 | the file of a piece, eight items
// whether used or not, and the text's length.
struct RankPattern {
  std::array<std::uint8_t, 8> item{};
  std::uint8_t length = 0;
};
constexpr auto kPatterns = [] {
  std::array<RankPattern, 256> patterns{};
  for (unsigned mask = 0; mask < 256; ++mask) {
    RankPattern& p = patterns[mask];
    unsigned empty = 0;
    for (unsigned f = 0; f < 8; ++f) {
      if (((mask >> f) & 1U) == 0) {
        ++empty;
        continue;
      }
      if (empty) p.item[p.length++] = static_cast<std::uint8_t>('0' + empty);
      empty = 0;
      p.item[p.length++] = static_cast<std::uint8_t>(0x80 | f);
    }
    if (empty) p.item[p.length++] = static_cast<std::uint8_t>('0' + empty);
  }
  return patterns;
}();
// The enhanced bit of each of a rank's eight cells, as one word.
constexpr std::uint64_t kEnhancedWord = std::uint64_t{kEnhancedBit} * 0x0101010101010101ULL;
}  // namespace

void Position::write_fen(std::string& out) const {
  // Written into a buffer on the stack and copied once (JSON writes a FEN after every
  // move): at most 64 squares with '+' marks, 7 slashes, and the fields after them.
  // Each thread keeps a few texts per rank (RankText above).
  static constexpr unsigned kKeptPerRank = 8;
  thread_local std::array<RankText, 8 * kKeptPerRank> kept;
  char buf[208];  // 8 ranks of 16 and 7 slashes, the fields after them, and a copy's slack
  std::size_t n = 0;
  for (int r = 7; r >= 0; --r) {
    const std::uint8_t* row = &cells_[static_cast<std::size_t>(r * 8)];  // kBoard.at(0, r) onwards
    std::uint64_t cells;
    std::memcpy(&cells, row, sizeof cells);
    RankText& rank = kept[static_cast<std::size_t>(r) * kKeptPerRank +
                          static_cast<std::size_t>((cells * 0x9E3779B97F4A7C15ULL) >> 61)];
    // A rank made afresh is written byte by byte into both its kept text and the FEN (read
    // back at once as one 16-byte copy, bytes just stored singly would stall the load).
    if (rank.length != 0 && rank.cells == cells) {
      std::memcpy(buf + n, rank.text.data(), rank.text.size());
      n += rank.length;
    } else if ((cells & kEnhancedWord) == 0) {
      // Without enhanced pieces, from the rank's pattern of occupied cells: no test per cell.
      unsigned mask = 0;
      if constexpr (std::endian::native == std::endian::little) {
        mask = occupied_files(cells);  // file f is the word's byte f
      } else {
        for (unsigned f = 0; f < 8; ++f) mask |= (row[f] != 0 ? 1U : 0U) << f;
      }
      const RankPattern& pattern = kPatterns[mask];
      for (std::size_t i = 0; i < 8; ++i) {
        const std::uint8_t item = pattern.item[i];
        const char letter = kLetters[row[item & 7] & (kKindBits | kSideBit)];
        const char c = (item & 0x80) ? letter : static_cast<char>(item);
        rank.text[i] = c;
        buf[n + i] = c;
      }
      rank.cells = cells;
      rank.length = pattern.length;
      n += pattern.length;
    } else {
      std::uint8_t length = 0;
      int empty = 0;
      const auto put = [&](char c) {
        rank.text[length++] = c;
        buf[n++] = c;
      };
      for (int f = 0; f < 8; ++f) {
        const std::uint8_t c = row[f];
        if (c == 0) {
          ++empty;
          continue;
        }
        if (empty) put(static_cast<char>('0' + empty));
        empty = 0;
        if (c & kEnhancedBit) put('+');
        put(kLetters[c & (kKindBits | kSideBit)]);
      }
      if (empty) put(static_cast<char>('0' + empty));
      rank.cells = cells;
      rank.length = length;
    }
    if (r) buf[n++] = '/';
  }
  buf[n++] = ' ';
  buf[n++] = to_move_ == Side::dark ? 'd' : 'l';
  buf[n++] = ' ';
  if (team_[0] == TeamTurn::single && team_[1] == TeamTurn::single) {
    buf[n++] = '-';
  } else {
    for (auto t : team_) buf[n++] = t == TeamTurn::single ? '-' : t == TeamTurn::land_sea ? 's' : 'a';
  }
  const auto number = [&](int value) {
    buf[n++] = ' ';
    if (value >= 0 && value < 100) {  // most counters: one or two digits
      if (value >= 10) buf[n++] = static_cast<char>('0' + value / 10);
      buf[n++] = static_cast<char>('0' + value % 10);
      return;
    }
    char digits[16];
    const char* end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    for (const char* d = digits; d != end && n < sizeof buf; ++d) buf[n++] = *d;
  };
  number(quiet_plies_);
  number(move_number_);
  out.assign(buf, n);
}

namespace {
Error fen_error(std::size_t index, std::string message) {
  return Error{std::move(message), static_cast<int>(index + 1)};
}

// Reads a non-negative decimal number (at most 9 digits) at text[i..]; nullopt if none.
std::optional<int> read_count(std::string_view text, std::size_t& i) {
  const std::size_t begin = i;
  long long v = 0;
  while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
    v = v * 10 + (text[i] - '0');
    if (i - begin >= 9) return std::nullopt;
    ++i;
  }
  if (i == begin) return std::nullopt;
  return static_cast<int>(v);
}
}  // namespace

Result<Position> Position::from_fen(std::string_view fen) {
  Position p;
  std::size_t i = 0;
  // Field 1: the board, ranks 8..1.
  for (int r = 7; r >= 0; --r) {
    int f = 0;
    while (i < fen.size() && fen[i] != '/' && fen[i] != ' ') {
      const char c = fen[i];
      if (c >= '1' && c <= '8') {
        f += c - '0';
        if (f > 8) return fen_error(i, "rank " + std::to_string(r + 1) + " has more than 8 squares");
        ++i;
        continue;
      }
      bool enhanced = false;
      if (c == '+') {
        enhanced = true;
        ++i;
        if (i >= fen.size()) return fen_error(i - 1, "'+' must be followed by a piece letter");
      }
      const char l = fen[i];
      const Kind k = kind_from_letter(l);
      if (k == Kind::none || !((l >= 'A' && l <= 'Z') || (l >= 'a' && l <= 'z')))
        return fen_error(i, std::string("unexpected '") + l +
                                "' in the board: expected a piece letter (C F B T S H A K D), a digit 1-8 or '/'");
      if (f >= 8) return fen_error(i, "rank " + std::to_string(r + 1) + " has more than 8 squares");
      p.set(kBoard.at(f, r), Piece{k, (l >= 'a') ? Side::light : Side::dark, enhanced});
      ++f;
      ++i;
    }
    if (f != 8)
      return fen_error(i, "rank " + std::to_string(r + 1) + " has " + std::to_string(f) +
                              " squares; every rank needs 8");
    if (r > 0) {
      if (i >= fen.size() || fen[i] != '/')
        return fen_error(i, "expected '/' after rank " + std::to_string(r + 1) + " (8 ranks are needed)");
      ++i;
    }
  }
  auto expect_space = [&](const char* what) -> std::optional<Error> {
    if (i >= fen.size() || fen[i] != ' ')
      return fen_error(i, std::string("expected a space and then ") + what);
    ++i;
    return std::nullopt;
  };
  // Field 2: side to move.
  if (auto e = expect_space("the side to move (d or l)")) return *e;
  if (i >= fen.size() || (fen[i] != 'd' && fen[i] != 'l'))
    return fen_error(i, "the side to move must be 'd' (Dark) or 'l' (Light)");
  p.to_move_ = fen[i] == 'd' ? Side::dark : Side::light;
  ++i;
  // Field 3: team state.
  if (auto e = expect_space("the team state ('-' or two of s, a, -)")) return *e;
  if (i < fen.size() && fen[i] == '-' && (i + 1 == fen.size() || fen[i + 1] == ' ')) {
    ++i;
  } else {
    for (int s = 0; s < 2; ++s, ++i) {
      if (i >= fen.size() || (fen[i] != 's' && fen[i] != 'a' && fen[i] != '-'))
        return fen_error(i, "the team state is '-' or two characters, each 's', 'a' or '-'");
      p.team_[s] = fen[i] == 's' ? TeamTurn::land_sea : fen[i] == 'a' ? TeamTurn::air : TeamTurn::single;
    }
    if (p.team_[0] == TeamTurn::single && p.team_[1] == TeamTurn::single)
      return fen_error(i - 2, "write the team state of two single players as '-'");
  }
  // Fields 4 and 5: counters.
  if (auto e = expect_space("the no-progress ply count")) return *e;
  auto quiet = read_count(fen, i);
  if (!quiet) return fen_error(i, "the no-progress ply count must be a number");
  p.quiet_plies_ = *quiet;
  if (auto e = expect_space("the move number")) return *e;
  auto number = read_count(fen, i);
  if (!number || *number < 1) return fen_error(i, "the move number must be a number of at least 1");
  p.move_number_ = *number;
  if (i != fen.size()) return fen_error(i, "unexpected text after the move number");
  if (auto why = p.validate(); !why.empty()) return Error{why, 0};
  return p;
}

std::string Position::validate() const {
  int count[2][kKindCount] = {};
  int enhanced[2] = {};
  for (Square s = 0; s < 64; ++s) {
    const Piece p = at(s);
    if (p.empty()) continue;
    const int side = static_cast<int>(p.side);
    ++count[side][static_cast<int>(p.kind)];
    enhanced[side] += p.enhanced ? 1 : 0;
    const Zone z = zone_of(s);
    const auto where = [&] { return std::string(side_name(p.side)) + " " + kind_name(p.kind) + " on " + kBoard.name(s); };
    if (p.kind == Kind::tank && z != land_of(p.side))
      return "the " + where() + " is off its own Land (a Tank stays on its own Land, §4)";
    if ((p.kind == Kind::submarine || p.kind == Kind::destroyer) && z == land_of(opponent(p.side)))
      return "the " + where() + " stands on the opponent's Land (it moves only in the Sea, §4)";
    if (p.kind == Kind::amphibian && z == land_of(opponent(p.side)))
      return "the " + where() + " stands on the opponent's Land, so it would be a King Amphibian (write K)";
  }
  for (int side = 0; side < 2; ++side) {
    const char* name = side_name(static_cast<Side>(side));
    for (int k = 1; k < kKindCount; ++k) {
      const Kind kind = static_cast<Kind>(k);
      int n = count[side][k];
      if (kind == Kind::amphibian) n += count[side][static_cast<int>(Kind::king_amphibian)];
      if (kind == Kind::king_amphibian) continue;
      if (n > start_count(kind))
        return std::string(name) + " has " + std::to_string(n) + " " + kind_name(kind) +
               (kind == Kind::amphibian ? "s (King Amphibians included)" : "s") + "; an army has at most " +
               std::to_string(start_count(kind)) + " (§2)";
    }
    if (enhanced[side] > 5)
      return std::string(name) + " has " + std::to_string(enhanced[side]) +
             " enhanced pieces; a side may enhance at most 5 (§8)";
  }
  if (!has_commander(Side::dark) && !has_commander(Side::light))
    return "neither side has a Commander";
  return {};
}

// ---------------------------------------------------------------------------------------
// Move generation (§3, §4, §7, §8)



const std::array<HelicopterTarget, 16>& helicopter_ring() {
  static const std::array<HelicopterTarget, 16> ring = [] {
    std::array<HelicopterTarget, 16> r{};
    int n = 0;
    for (int df = -2; df <= 2; ++df)
      for (int dr = -2; dr <= 2; ++dr)
        if (std::max(std::abs(df), std::abs(dr)) == 2) r[static_cast<std::size_t>(n++)] = helicopter_target(df, dr);
    return r;
  }();
  return ring;
}

Move Position::move_of(Piece p, Square from, Square to) const {
  return move_of_cells(encode(p), cells_[static_cast<std::size_t>(to)], from, to);
}

Move Position::move_of_cells(std::uint8_t mover, std::uint8_t target, Square from, Square to) {
  const auto kind = static_cast<Kind>(mover & kKindBits);
  const Side side = (mover & kSideBit) ? Side::light : Side::dark;
  Move m{from, to, kind, Kind::none, false, false, false};
  if (target != 0) {
    if (target & kEnhancedBit) m.attack = true;  // §8: an attack, nothing moves
    else m.captured = static_cast<Kind>(target & kKindBits);
  }
  m.launch = !m.attack && !is_launched(kind, side, from);  // an attack moves nothing (§8)
  m.promotion = kind == Kind::amphibian && !m.attack && zone_of(to) == land_of(opponent(side));
  return m;
}

// §4, move by move: `visit` gets each move of the piece on `from` and returns false to
// stop; the result is false when it stopped. piece_moves and has_move are this.
template <class Visit>
bool Position::visit_piece_moves(Square from, Visit&& visit) const {
  const Piece p = at(from);
  if (p.empty()) return true;
  auto landable = [&](Square to) {
    const Piece t = at(to);
    return t.empty() || t.side != p.side;
  };

  if (p.kind == Kind::helicopter) {  // §4: the ring of 16, blockers cut it
    for (const auto& t : helicopter_ring()) {
      const Square to = kBoard.offset(from, t.step.df, t.step.dr);
      if (to == kNoSquare || !landable(to)) continue;
      bool blocked = false;
      for (int g = 0; g < t.guard_count && !blocked; ++g) {
        const Square gs = kBoard.offset(from, t.guards[g].df, t.guards[g].dr);
        blocked = gs != kNoSquare && is_blocker(at(gs).kind);
      }
      if (!blocked && !visit(move_of(p, from, to))) return false;
    }
    return true;
  }

  const bool launched = is_launched(p.kind, p.side, from);
  const bool jumper = may_jump(p.kind);
  const Zone enemy_land = land_of(opponent(p.side));
  for (const auto& d : directions_of(p.kind, launched)) {
    const Step s = to_board(d.step, p.side);
    int reach = d.max;
    // §4 Commander: two squares only with start, middle and end in the enemy Land.
    if (p.kind == Kind::commander && zone_of(from) != enemy_land) reach = 1;
    Square at_sq = from;
    for (int n = 1; n <= reach; ++n) {
      at_sq = kBoard.offset(at_sq, s.df, s.dr);
      if (at_sq == kNoSquare) break;
      if (p.kind == Kind::commander && n == 2 && zone_of(at_sq) != enemy_land) break;
      const Piece occupant = at(at_sq);
      if (landable(at_sq) && may_stand(p.kind, p.side, zone_of(at_sq)) && !visit(move_of(p, from, at_sq))) return false;
      if (occupant.empty()) continue;
      if (!jumper || is_blocker(occupant.kind)) break;  // §4: blockers are never jumped
    }
  }
  return true;
}

void Position::piece_moves(Square from, MoveList& out) const {
  visit_piece_moves(from, [&out](const Move& m) {
    out.push_back(m);
    return true;
  });
}

bool Position::has_move(Square from) const {
  return !visit_piece_moves(from, [](const Move&) { return false; });
}

namespace {

/// For each kind, side and square, the squares such a piece could move to from there on
/// an empty board, as bits (§4): its directions and reach (launched or not, as the square
/// says), the Commander's two squares only within the enemy Land, the Helicopter's ring,
/// and only squares its battlefield lets it stand on. What depends on the other pieces is
/// the way there (kWay).
constexpr auto kPattern = [] {
  std::array<std::array<std::array<std::uint64_t, 64>, 2>, kKindCount> t{};
  const auto on_board = [](int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; };
  for (int k = 1; k < kKindCount; ++k)
    for (int s = 0; s < 2; ++s)
      for (int from = 0; from < 64; ++from) {
        const auto kind = static_cast<Kind>(k);
        const auto side = static_cast<Side>(s);
        const int f0 = from % 8, r0 = from / 8;
        std::uint64_t to = 0;
        const auto add = [&](int f, int r) {
          const auto sq = static_cast<Square>(r * 8 + f);
          if (may_stand(kind, side, zone_of(sq))) to |= std::uint64_t{1} << sq;
        };
        if (kind == Kind::helicopter) {
          for (int df = -2; df <= 2; ++df)
            for (int dr = -2; dr <= 2; ++dr)
              if ((df == 2 || df == -2 || dr == 2 || dr == -2) && on_board(f0 + df, r0 + dr)) add(f0 + df, r0 + dr);
        } else {
          const Zone enemy_land = land_of(opponent(side));
          for (const Direction& d : directions_of(kind, is_launched(kind, side, static_cast<Square>(from)))) {
            const Step step = to_board(d.step, side);
            for (int n = 1, f = f0 + step.df, r = r0 + step.dr; n <= d.max && on_board(f, r);
                 ++n, f += step.df, r += step.dr) {
              // §4 Commander: two squares only with start, middle and end in the enemy Land.
              if (kind == Kind::commander && n == 2 &&
                  (zone_of(static_cast<Square>(from)) != enemy_land || zone_of(static_cast<Square>(r * 8 + f)) != enemy_land))
                break;
              add(f, r);
            }
          }
        }
        t[static_cast<std::size_t>(k)][static_cast<std::size_t>(s)][static_cast<std::size_t>(from)] = to;
      }
  return t;
}();

/// For each pair of squares, the squares in the way of a move from one to the other, as
/// bits: those strictly between along a file, a rank or a diagonal, or for a Helicopter's
/// (1, 2)-like ring square its two guards (§4). (64 x 64 x 8 bytes.)
constexpr auto kWay = [] {
  std::array<std::array<std::uint64_t, 64>, 64> t{};
  for (int from = 0; from < 64; ++from)
    for (int to = 0; to < 64; ++to) {
      const int df = to % 8 - from % 8, dr = to / 8 - from / 8;
      const int adf = df < 0 ? -df : df, adr = dr < 0 ? -dr : dr;
      std::uint64_t way = 0;
      if ((df == 0) != (dr == 0) || (df != 0 && adf == adr)) {  // a straight line
        const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
        for (int f = from % 8 + sf, r = from / 8 + sr; f != to % 8 || r != to / 8; f += sf, r += sr)
          way |= std::uint64_t{1} << (r * 8 + f);
      } else if ((adf == 1 && adr == 2) || (adf == 2 && adr == 1)) {
        const HelicopterTarget h = helicopter_target(df, dr);
        for (int g = 0; g < h.guard_count; ++g) way |= std::uint64_t{1} << (from + h.guards[g].dr * 8 + h.guards[g].df);
      }
      t[static_cast<std::size_t>(from)][static_cast<std::size_t>(to)] = way;
    }
  return t;
}();

/// Whether a kind passes over pieces (never over a Tank or Bomber, §4): the Submarine and
/// the Bomber along their lines, the Helicopter over its guards.
constexpr bool passes_over_pieces(Kind kind) { return may_jump(kind) || kind == Kind::helicopter; }

}  // namespace

// The same rules as visit_piece_moves, asked of one destination: `to` must be in the
// piece's pattern from `from`, and its way there open. (From the cells' codes, the
// squares' bits and two tables, with few tests: every move read goes through here, and
// tests whose answer varies from move to move are what costs.)
Move Position::move_to(Square from, Square to) const {
  const std::uint8_t mover = cells_[static_cast<std::size_t>(from)];
  const std::uint8_t target = cells_[static_cast<std::size_t>(to)];
  if (mover == 0) return {};
  if (target != 0 && ((target ^ mover) & kSideBit) == 0) return {};  // never onto its own side
  const auto kind = static_cast<Kind>(mover & kKindBits);
  const std::size_t side = (mover & kSideBit) ? 1 : 0;
  if (((kPattern[static_cast<std::size_t>(kind)][side][static_cast<std::size_t>(from)] >> to) & 1) == 0) return {};
  // The way: empty, or for a piece that passes over pieces, free of Tanks and Bombers.
  const std::uint64_t obstacles = passes_over_pieces(kind) ? blocker_squares_ : (side_squares_[0] | side_squares_[1]);
  if ((kWay[static_cast<std::size_t>(from)][static_cast<std::size_t>(to)] & obstacles) != 0) return {};
  return move_of_cells(mover, target, from, to);
}

bool Position::threatens_commander(Side attacker) const {
  const Square target = commander_square(opponent(attacker));
  if (target == kNoSquare) return false;
  // No piece reaches farther than three squares: only those within three are asked.
  static constexpr auto kWithinThree = [] {
    std::array<std::uint64_t, 64> near{};
    for (int t = 0; t < 64; ++t)
      for (int s = 0; s < 64; ++s) {
        const int df = s % 8 - t % 8, dr = s / 8 - t / 8;
        if (df >= -3 && df <= 3 && dr >= -3 && dr <= 3) near[static_cast<std::size_t>(t)] |= std::uint64_t{1} << s;
      }
    return near;
  }();
  for (std::uint64_t pieces = squares_of(attacker) & kWithinThree[static_cast<std::size_t>(target)]; pieces != 0;
       pieces &= pieces - 1)
    if (move_to(static_cast<Square>(std::countr_zero(pieces)), target).exists()) return true;
  return false;
}

std::uint64_t Position::squares_matching(std::uint8_t mask, std::uint8_t value) const {
  std::uint64_t out = 0;
#if defined(__SSE2__)
  const __m128i m = _mm_set1_epi8(static_cast<char>(mask));
  const __m128i v = _mm_set1_epi8(static_cast<char>(value));
  for (int i = 0; i < 4; ++i) {
    const __m128i cells = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells_.data() + 16 * i));
    const auto hits = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_and_si128(cells, m), v)));
    out |= static_cast<std::uint64_t>(hits) << (16 * i);
  }
#else
  for (std::size_t s = 0; s < 64; ++s)
    if ((cells_[s] & mask) == value) out |= std::uint64_t{1} << s;
#endif
  return out;
}

std::uint64_t Position::squares_of(Side side, Kind kind) const {
  const auto value = static_cast<std::uint8_t>(static_cast<std::uint8_t>(kind) | (side == Side::light ? kSideBit : 0));
  return squares_matching(kKindBits | kSideBit, value);
}

// §4: a piece in the way (for jumpers, a blocker in the way) is one whose removal would
// open a destination. Asked of piece_moves itself, so it can never disagree with it.
std::vector<Square> Position::obstructions(Square from) const {
  std::vector<Square> out;
  if (at(from).empty()) return out;
  MoveList now, opened;
  piece_moves(from, now);
  std::array<bool, 64> reachable{};
  for (const Move& m : now) reachable[static_cast<std::size_t>(m.to)] = true;
  for (Square q = 0; q < 64; ++q) {
    if (q == from || at(q).empty()) continue;
    Position without = *this;
    without.set(q, Piece{});
    opened.clear();
    without.piece_moves(from, opened);
    for (const Move& m : opened)
      if (m.to != q && !reachable[static_cast<std::size_t>(m.to)]) {
        out.push_back(q);
        break;
      }
  }
  return out;
}

bool Position::member_has_move(Side side, TeamTurn member) const {
  for (std::uint64_t pieces = squares_of(side); pieces != 0; pieces &= pieces - 1) {
    const auto s = static_cast<Square>(std::countr_zero(pieces));
    if (member != TeamTurn::single && member_of(at(s).kind) != member) continue;
    if (has_move(s)) return true;
  }
  return false;
}

TeamTurn Position::mover() const {
  const TeamTurn due = team_[static_cast<int>(to_move_)];
  if (due == TeamTurn::single) return due;
  if (member_has_move(to_move_, due)) return due;
  return due == TeamTurn::land_sea ? TeamTurn::air : TeamTurn::land_sea;  // §7 "if possible"
}

void Position::generate_for_side(Side side, TeamTurn member, MoveList& out) const {
  for (Square s = 0; s < 64; ++s) {
    const Piece p = at(s);
    if (p.empty() || p.side != side) continue;
    if (member != TeamTurn::single && member_of(p.kind) != member) continue;
    piece_moves(s, out);
  }
}

MoveList Position::legal_moves() const {
  MoveList out;
  legal_moves(out);
  return out;
}

void Position::legal_moves(MoveList& out) const {
  out.clear();
  if (!has_commander(Side::dark) || !has_commander(Side::light)) return;  // §5: decided
  generate_for_side(to_move_, mover(), out);
}

void Position::legal_moves_from(Square from, MoveList& out) const {
  const Piece p = at(from);
  if (p.empty() || p.side != to_move_) return;
  if (!has_commander(Side::dark) || !has_commander(Side::light)) return;  // §5: decided
  const TeamTurn who = mover();
  if (who != TeamTurn::single && member_of(p.kind) != who) return;
  piece_moves(from, out);
}

Status Position::status() const {
  if (!has_commander(Side::dark)) return Status::light_won;
  if (!has_commander(Side::light)) return Status::dark_won;
  // The member due has a move, or else the other one has (§7): mover() says which.
  if (!member_has_move(to_move_, mover())) return Status::stalemate;
  return Status::ongoing;
}

[[gnu::flatten]] void Position::play(const Move& m) {
  const Side side = to_move_;
  if (m.attack) {
    // §8: the attack removes the enhancement; nothing moves.
    put(m.to, static_cast<std::uint8_t>(cells_[static_cast<std::size_t>(m.to)] & ~kEnhancedBit));
  } else {
    std::uint8_t moving = cells_[static_cast<std::size_t>(m.from)];
    if (m.promotion)  // §4.5: promotion at once
      moving = static_cast<std::uint8_t>((moving & ~kKindBits) | static_cast<std::uint8_t>(Kind::king_amphibian));
    put(m.to, moving);
    put(m.from, 0);
  }
  if (team_[static_cast<int>(side)] != TeamTurn::single)  // §7: teammates alternate
    team_[static_cast<int>(side)] = member_of(m.piece) == TeamTurn::land_sea ? TeamTurn::air : TeamTurn::land_sea;
  const bool progress = m.captured != Kind::none || m.attack || m.promotion || m.launch;
  quiet_plies_ = progress ? 0 : quiet_plies_ + 1;  // §5.5 no-progress counter
  if (side == Side::light) ++move_number_;
  to_move_ = opponent(side);
}

Position Position::after(const Move& m) const {
  Position next = *this;
  next.play(m);
  return next;
}

std::uint64_t Position::key() const {
  const Keys& k = kKeys;
  std::uint64_t h = board_hash_;
  if (to_move_ == Side::light) h ^= k.light_to_move;
  for (int s = 0; s < 2; ++s) h ^= k.team[s][static_cast<int>(team_[static_cast<std::size_t>(s)])];
  return h;
}

namespace {

// What perft and divide need of Commander-In-Chief (cinc/game/perft.h).
struct PerftRules {
  static MoveList moves(const Position& pos) { return pos.legal_moves(); }
  static Position after(const Position& pos, const Move& m) { return pos.after(m); }
  static std::string text(const Position& pos, const Move& m) { return canonical_text(pos, m); }
  // The last ply: the moves listed into one list kept for the thread, and counted (no new
  // list, grown again, per position).
  static std::uint64_t count(const Position& pos) {
    thread_local MoveList scratch;
    pos.legal_moves(scratch);
    return scratch.size();
  }
};

}  // namespace

std::uint64_t perft(const Position& pos, int depth) { return count_paths<PerftRules>(pos, depth); }

std::vector<std::pair<std::string, std::uint64_t>> divide(const Position& pos, int depth) {
  return divide_paths<PerftRules>(pos, depth);
}

}  // namespace cinc::game::cic
