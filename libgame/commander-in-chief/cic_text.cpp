// Commander-In-Chief move text: parsing, the canonical form, resolving text against a
// position, and explaining why a move is illegal. Move syntax: docs/notation.md §3.1.
// Rules: docs/rules/commander-in-chief.md (cited as §n).
#include <algorithm>
#include <bit>
#include <cstdlib>
#include <optional>
#include <string>

#include "cic_internal.h"
#include "cinc/game/cic.h"

namespace cinc::game::cic {

namespace {

std::string piece_on(const Piece& p, Square s) {
  return std::string("the ") + side_name(p.side) + " " + kind_name(p.kind) + " on " + kBoard.name(s);
}

std::string zone_name(Zone z) {
  switch (z) {
    case Zone::light_land: return "Light's Land";
    case Zone::dark_land: return "Dark's Land";
    case Zone::sea: return "Sea";
  }
  return "?";
}

int sign(int v) { return (v > 0) - (v < 0); }

// The player-relative view of a grid step for `side` (the inverse of to_board).
Step to_player(Step s, Side side) { return side == Side::dark ? Step{-s.df, -s.dr} : s; }

std::string list_directions(std::span<const Direction> dirs) {
  std::string out;
  for (std::size_t i = 0; i < dirs.size(); ++i) {
    if (i) out += i + 1 == dirs.size() ? " or " : ", ";
    out += direction_name(dirs[i].step);
  }
  return out;
}

// A kind's name with its article: "an Amphibian", "a Tank" (only Amphibian starts with a vowel).
std::string with_article(Kind k) {
  const std::string name = kind_name(k);
  return std::string(name[0] == 'A' ? "an " : "a ") + name;
}

// A kind with its article and letter: "an Amphibian (A)", "a Tank (T)".
std::string named_with_letter(Kind k) { return with_article(k) + " (" + kind_letter(k) + ")"; }

// Why a piece's movement pattern, battlefield or path forbids from->to; empty if it does not.
std::string why_pattern(const Position& pos, Square from, Square to) {
  const Piece p = pos.at(from);
  const std::string who = with_article(p.kind);
  const Step grid{kBoard.file_of(to) - kBoard.file_of(from), kBoard.rank_of(to) - kBoard.rank_of(from)};
  const Zone dest_zone = zone_of(to);

  if (p.kind == Kind::helicopter) {
    if (std::max(std::abs(grid.df), std::abs(grid.dr)) != 2)
      return "a Helicopter moves exactly two squares away (to one of the 16 squares of its ring, §4)";
    for (const auto& t : helicopter_ring()) {
      if (t.step.df != grid.df || t.step.dr != grid.dr) continue;
      for (int g = 0; g < t.guard_count; ++g) {
        const Square gs = kBoard.offset(from, t.guards[g].df, t.guards[g].dr);
        if (gs != kNoSquare && is_blocker(pos.at(gs).kind))
          return piece_on(pos.at(gs), gs) + " blocks the Helicopter's way to " + kBoard.name(to) +
                 " (Tanks and Bombers cannot be jumped, §4)";
      }
    }
    return {};
  }

  const bool straight = grid.df == 0 || grid.dr == 0 || std::abs(grid.df) == std::abs(grid.dr);
  if (!straight) return who + " moves along a straight line (§4)";
  const int distance = std::max(std::abs(grid.df), std::abs(grid.dr));
  const Step unit{sign(grid.df), sign(grid.dr)};
  const Step player = to_player(unit, p.side);
  const bool launched = is_launched(p.kind, p.side, from);
  const auto& dirs = directions_of(p.kind, launched);
  const Direction* dir = nullptr;
  for (const auto& d : dirs)
    if (d.step.df == player.df && d.step.dr == player.dr) dir = &d;
  const std::string towards = kBoard.name(to) + " is " + direction_name(player) + " of it";

  if (!launched) {
    const char* first = p.kind == Kind::submarine ? "one square Forward" : "one square Forward, Forward Left or Forward Right";
    if (!dir || distance > 1)
      return std::string("it has not launched yet, and its first move must be ") + first +
             " into the Sea (§4 launch rule)";
    if (dest_zone != Zone::sea)
      return std::string("the ") + kind_name(p.kind) + " must launch into the Sea, and " + kBoard.name(to) +
             " is " + zone_name(dest_zone) + " (§4 launch rule)";
  }
  if (!dir) return who + " moves only " + list_directions(dirs) + "; " + towards + " (§4)";
  if (distance > dir->max)
    return who + " moves at most " + std::to_string(dir->max) + (dir->max == 1 ? " square " : " squares ") +
           direction_name(player) + " (§4)";
  if (p.kind == Kind::commander && distance == 2) {
    const Zone enemy = land_of(opponent(p.side));
    if (zone_of(from) != enemy || dest_zone != enemy)
      return "a Commander moves two squares only within the opponent's Land; elsewhere, and between "
             "Land and Sea, it moves one square (§4)";
  }
  if (!may_stand(p.kind, p.side, dest_zone)) {
    if (p.kind == Kind::tank)
      return "a Tank stays on its own Land, and " + kBoard.name(to) + " is " + zone_name(dest_zone) + " (§4)";
    return who + " stays in the Sea, and " + kBoard.name(to) + " is " + zone_name(dest_zone) + " (§4)";
  }
  // The path: every square strictly between must be empty, or jumpable by a jumper.
  Square s = from;
  for (int n = 1; n < distance; ++n) {
    s = kBoard.offset(s, unit.df, unit.dr);
    const Piece between = pos.at(s);
    if (between.empty()) continue;
    if (!may_jump(p.kind))
      return "the way to " + kBoard.name(to) + " is blocked by " + piece_on(between, s) + " (" + who +
             " cannot jump, §4)";
    if (is_blocker(between.kind))
      return piece_on(between, s) + " blocks the way to " + kBoard.name(to) +
             " (Tanks and Bombers cannot be jumped, §4)";
  }
  return {};
}

}  // namespace

const char* direction_name(Step s) {
  static constexpr struct { int df, dr; const char* name; } kNames[] = {
      {1, 1, "Forward"},       {-1, -1, "Backward"},      {-1, 1, "Left"},           {1, -1, "Right"},
      {0, 1, "Forward Left"},  {1, 0, "Forward Right"},   {-1, 0, "Backward Left"},  {0, -1, "Backward Right"},
  };
  for (const auto& n : kNames)
    if (n.df == s.df && n.dr == s.dr) return n.name;
  return "?";
}

std::string Position::why_illegal(Square from, Square to) const {
  const Piece p = at(from);
  if (p.empty()) return "there is no piece on " + kBoard.name(from);
  if (!has_commander(Side::dark) || !has_commander(Side::light))
    return "the game is over: a Commander has been captured (§5)";
  if (p.side != to_move_)
    return piece_on(p, from) + " cannot move: it is " + side_name(to_move_) + "'s turn";
  if (from == to) return "a move must go to another square";
  const Piece target = at(to);
  if (!target.empty() && target.side == p.side)
    return kBoard.name(to) + " is occupied by " + side_name(p.side) + "'s own " + kind_name(target.kind);
  if (auto why = why_pattern(*this, from, to); !why.empty()) return why;
  const TeamTurn who = mover();
  if (who != TeamTurn::single && member_of(p.kind) != who) {
    const char* due = who == TeamTurn::air ? "Air" : "Land-and-Sea";
    const char* owner = member_of(p.kind) == TeamTurn::air ? "Air" : "Land-and-Sea";
    return std::string("in this team game it is ") + side_name(to_move_) + "'s " + due +
           " player's turn (teammates alternate, §7), and the " + kind_name(p.kind) + " belongs to the " +
           owner + " player";
  }
  MoveList moves = legal_moves();
  for (const Move& m : moves)
    if (m.from == from && m.to == to) return {};
  return "not a legal move in this position";
}

namespace {

/// The square a two-character name ("d5") stands for on the 8x8 board, or nullopt: what
/// kBoard.parse says of two characters, without its general case (any board size).
[[gnu::always_inline]] inline std::optional<Square> square_named(char file, char rank) {
  if (file < 'a' || file > 'h' || rank < '1' || rank > '8') return std::nullopt;
  return kBoard.at(file - 'a', rank - '1');
}

/// What is wrong with a move text, found by scan_move_text; the sentence is made only then.
enum class TextProblem { none, pass, empty, not_a_piece, no_destination, bad_destination, bad_origin, bad_character, bad_text, dash_in_short_form };

/// Splits a move text into its parts (parse_move_text's work, every move read), saying
/// only what kind of problem it has; `detail` is the part of the text concerned.
TextProblem scan_move_text(std::string_view text, MoveText& mt, std::string_view& detail) {
  if (text.size() == 2 && text[0] == '-' && text[1] == '-') return TextProblem::pass;
  if (text.empty()) return TextProblem::empty;
  std::size_t i = 0;
  const char first = text[0];
  mt.piece = (first >= 'A' && first <= 'Z') ? kind_from_letter(first) : Kind::none;
  if (mt.piece == Kind::none) return TextProblem::not_a_piece;
  ++i;
  if (mt.piece == Kind::king_amphibian && i < text.size() && text[i] == 'A') ++i;  // "KA" accepted

  // Suffixes, from the end: '+' or '#', then "=K" (or "=KA").
  std::size_t end = text.size();
  if (end > i && (text[end - 1] == '+' || text[end - 1] == '#')) {
    (text[end - 1] == '+' ? mt.check_suffix : mt.mate_suffix) = true;
    --end;
  }
  if (end >= i + 2 && text[end - 2] == '=' && text[end - 1] == 'K') {
    mt.promotion_suffix = true;
    end -= 2;
  } else if (end >= i + 3 && text[end - 3] == '=' && text[end - 2] == 'K' && text[end - 1] == 'A') {
    mt.promotion_suffix = true;
    end -= 3;
  }
  std::string_view body = text.substr(i, end - i);
  if (body.size() < 2) return TextProblem::no_destination;
  const auto to = square_named(body[body.size() - 2], body.back());
  if (!to) return TextProblem::bad_destination;
  mt.to = *to;
  body.remove_suffix(2);
  if (!body.empty() && (body.back() == 'x' || body.back() == '-')) {
    (body.back() == 'x' ? mt.capture_mark : mt.dash_mark) = true;
    body.remove_suffix(1);
  }
  // What is left is the origin: nothing, a file, a rank or a square.
  detail = body;
  if (body.size() == 2) {
    const auto from = square_named(body[0], body[1]);
    if (!from) return TextProblem::bad_origin;
    mt.from_file = kBoard.file_of(*from);
    mt.from_rank = kBoard.rank_of(*from);
  } else if (body.size() == 1) {
    if (body[0] >= 'a' && body[0] <= 'h') mt.from_file = body[0] - 'a';
    else if (body[0] >= '1' && body[0] <= '8') mt.from_rank = body[0] - '1';
    else return TextProblem::bad_character;
  } else if (!body.empty()) {
    return TextProblem::bad_text;
  }
  if (mt.dash_mark && !mt.long_form()) return TextProblem::dash_in_short_form;
  return TextProblem::none;
}

/// The sentence for a problem scan_move_text found.
Error text_error(TextProblem problem, std::string_view text, std::string_view detail) {
  auto bad = [&](const std::string& why) {
    return Error{why + " in \"" + std::string(text) + "\" (expected e.g. Hf7-d5, Hd5 or Hfd5)", 1};
  };
  switch (problem) {
    case TextProblem::pass: return Error{"a pass ('--') is not allowed: a player must move on their turn (§2)", 1};
    case TextProblem::empty: return Error{"empty move", 1};
    case TextProblem::not_a_piece:
      return Error{std::string("'") + text[0] +
                       "' is not a piece letter: Commander-In-Chief moves start with C, F, B, T, S, H, A, K or D",
                   1};
    case TextProblem::no_destination: return bad("missing destination square");
    case TextProblem::bad_destination: return bad("the move must end with a destination square a1..h8");
    case TextProblem::bad_origin: {
      std::string what = "'";  // built by appending: GCC 12 warns falsely (-Wrestrict) of "'" + string
      what += detail;
      what += "' is not a square";
      return bad(what);
    }
    case TextProblem::bad_character: return bad(std::string("unexpected '") + detail[0] + "'");
    case TextProblem::bad_text: {
      std::string what = "unexpected '";
      what += detail;
      what += "'";
      return bad(what);
    }
    case TextProblem::dash_in_short_form: return bad("'-' is written only between two squares (long form)");
    case TextProblem::none: break;
  }
  return Error{"", 1};
}

}  // namespace

Result<MoveText> parse_move_text(std::string_view text) {
  MoveText mt;
  std::string_view detail;
  const TextProblem problem = scan_move_text(text, mt, detail);
  if (problem != TextProblem::none) return text_error(problem, text, detail);
  return mt;
}

void write_canonical_text(std::string& out, const Move& m, bool checks) {
  out.assign(1, kind_letter(m.piece));
  kBoard.append_name(out, m.from);
  out += m.is_capture_or_attack() ? 'x' : '-';
  kBoard.append_name(out, m.to);
  if (m.promotion) out += "=K";
  if (m.captured == Kind::commander) out += '#';
  else if (checks) out += '+';
}

std::string canonical_text(const Position& before, const Move& m) {
  std::string out;
  // '+': after the move the mover's pieces could capture (or attack) the enemy Commander.
  write_canonical_text(out, m,
                       m.captured != Kind::commander && before.after(m).threatens_commander(before.side_to_move()));
  return out;
}

std::string short_text(const Position& before, const Move& m) {
  bool clash = false, file_clash = false, rank_clash = false;
  MoveList others;
  for (Square s = 0; s < 64; ++s) {
    const Piece p = before.at(s);
    if (s != m.from && !p.empty() && p.kind == m.piece && p.side == before.side_to_move())
      before.legal_moves_from(s, others);
  }
  for (const Move& o : others) {
    if (o.to != m.to) continue;
    clash = true;
    file_clash |= kBoard.file_of(o.from) == kBoard.file_of(m.from);
    rank_clash |= kBoard.rank_of(o.from) == kBoard.rank_of(m.from);
  }
  const std::string from = kBoard.name(m.from);
  std::string out(1, kind_letter(m.piece));
  if (clash) out += !file_clash ? from.substr(0, 1) : !rank_clash ? from.substr(1) : from;
  if (m.is_capture_or_attack()) out += 'x';
  // The suffixes are those of the long form.
  const std::string canonical = canonical_text(before, m);
  out += canonical.substr(canonical.find_first_of("-x") + 1);
  return out;
}

namespace {

/// A failed resolution: its diagnostic code and message.
Resolution failure(std::string code, std::string message) {
  Resolution r;
  r.error_code = std::move(code);
  r.error = std::move(message);
  return r;
}

/// The game is over by stalemate: `side`, to move, has no legal move (§5).
Resolution stalemate(Side side) {
  return failure("move.after-end", std::string("the game is already over: ") + side_name(side) +
                                       " has no legal move, so it is drawn (§5)");
}

/// Finds the move of a long-form text (its piece on its from square; `moves` gets that piece's
/// moves), or says why there is none.
std::optional<Resolution> find_long_form(const Position& pos, const MoveText& mt, MoveList& moves,
                                         std::optional<Move>& found) {
  const Side side = pos.side_to_move();
  const Square from = kBoard.at(*mt.from_file, *mt.from_rank);
  const Piece p = pos.at(from);
  if (p.empty()) return failure("move.no-piece", "there is no piece on " + kBoard.name(from));
  if (p.side != side)
    return failure("move.wrong-side", piece_on(p, from) + " cannot move: it is " + side_name(side) + "'s turn");
  if (p.kind != mt.piece)
    return failure("move.wrong-piece", "the piece on " + kBoard.name(from) + " is " + named_with_letter(p.kind) +
                                           ", not " + named_with_letter(mt.piece));
  pos.legal_moves_from(from, moves);
  for (const Move& m : moves)
    if (m.to == mt.to) found = m;
  if (found) return std::nullopt;
  if (pos.legal_moves().empty()) return stalemate(side);
  std::string why = pos.why_illegal(from, mt.to);
  return failure("move.illegal", std::string(kind_name(p.kind)) + " on " + kBoard.name(from) + " cannot go to " +
                                     kBoard.name(mt.to) + ": " + why);
}

/// Why no piece can make a short-form text's move: the game is over, the side has no such
/// piece (`pieces`: those of the text's kind, file and rank), or none of them can reach the
/// destination (each one's reason).
Resolution no_piece_can(const Position& pos, const MoveText& mt, const std::vector<Square>& pieces) {
  const Side side = pos.side_to_move();
  const std::string kind = kind_name(mt.piece);
  if (pos.legal_moves().empty()) return stalemate(side);
  if (pieces.empty()) {
    std::string where;
    if (mt.from_file) where = std::string(" on file ") + static_cast<char>('a' + *mt.from_file);
    if (mt.from_rank) where = " on rank " + std::to_string(*mt.from_rank + 1);
    return failure("move.no-piece", std::string(side_name(side)) + " has no " + kind + where);
  }
  std::string message = "no " + kind + " can reach " + kBoard.name(mt.to) + ": ";
  for (std::size_t k = 0; k < pieces.size(); ++k) {
    if (k) message += "; ";
    message += "the one on " + kBoard.name(pieces[k]) + ": " + pos.why_illegal(pieces[k], mt.to);
  }
  if (pieces.size() == 1)
    message = kind + " on " + kBoard.name(pieces[0]) + " cannot go to " + kBoard.name(mt.to) + ": " +
              pos.why_illegal(pieces[0], mt.to);
  return failure("move.illegal", message);
}

/// A short-form text that more than one piece can make: the pieces, and the text that names each.
Resolution ambiguous(const Position& pos, const MoveText& mt, std::vector<Move>& candidates) {
  const std::string kind = kind_name(mt.piece);
  // Named in board order (a2 before b1), as a reader scans the files.
  std::sort(candidates.begin(), candidates.end(), [](const Move& a, const Move& b) {
    return kBoard.file_of(a.from) != kBoard.file_of(b.from) ? kBoard.file_of(a.from) < kBoard.file_of(b.from)
                                                            : kBoard.rank_of(a.from) < kBoard.rank_of(b.from);
  });
  std::string from_list, hints;
  for (std::size_t k = 0; k < candidates.size(); ++k) {
    const Square s = candidates[k].from;
    if (k) {
      from_list += k + 1 == candidates.size() ? " and " : ", ";
      hints += " or ";
    }
    from_list += kBoard.name(s);
    hints += short_text(pos, candidates[k]);
  }
  return failure("move.ambiguous", "ambiguous: the " + kind + "s on " + from_list +
                                       (candidates.size() == 2 ? " can both reach " : " can all reach ") +
                                       kBoard.name(mt.to) + "; write " + hints);
}

/// Finds the move of a short-form text (the one piece of its kind, on the file or rank it
/// names if any, that can reach its destination), or says why there is none or more than one.
std::optional<Resolution> find_short_form(const Position& pos, const MoveText& mt, MoveList& moves,
                                          std::optional<Move>& found) {
  const Side side = pos.side_to_move();
  std::vector<Move> candidates;
  std::vector<Square> pieces;  // own pieces of that kind matching the disambiguation
  for (Square s = 0; s < 64; ++s) {
    const Piece p = pos.at(s);
    if (p.empty() || p.side != side || p.kind != mt.piece) continue;
    if (mt.from_file && kBoard.file_of(s) != *mt.from_file) continue;
    if (mt.from_rank && kBoard.rank_of(s) != *mt.from_rank) continue;
    pieces.push_back(s);
  }
  for (const Square from : pieces) {
    moves.clear();
    pos.legal_moves_from(from, moves);
    for (const Move& m : moves)
      if (m.to == mt.to) candidates.push_back(m);
  }
  if (candidates.empty()) return no_piece_can(pos, mt, pieces);
  if (candidates.size() > 1) return ambiguous(pos, mt, candidates);
  found = candidates.front();
  return std::nullopt;
}

}  // namespace

Resolution resolve(const Position& pos, std::string_view text, bool canonical) {
  auto parsed = parse_move_text(text);
  if (!parsed) return failure("move.syntax", parsed.error().message);
  const MoveText& mt = *parsed;
  const Side side = pos.side_to_move();
  if (!pos.has_commander(Side::dark) || !pos.has_commander(Side::light))
    return failure("move.after-end", "the game is already over: a Commander has been captured (§5)");
  // Only the moves of the pieces the text can mean are generated; the whole move list
  // is needed only on the error path (is the game over by stalemate?).
  // A piece has at most 16 moves (the Helicopter's ring): one allocation, never a regrowth.
  MoveList moves;
  moves.reserve(32);
  std::optional<Move> found;
  if (std::optional<Resolution> failed =
          mt.long_form() ? find_long_form(pos, mt, moves, found) : find_short_form(pos, mt, moves, found))
    return std::move(*failed);

  const Move m = *found;
  Resolution r;
  // The capture mark must match the board (§11: a wrong x or - is an error).
  const Piece target = pos.at(m.to);
  if (m.is_capture_or_attack() && !mt.capture_mark)
    return failure("move.capture-mark", std::string("the move ") + (m.attack ? "attacks " : "takes ") +
                                            piece_on(target, m.to) + ": write 'x' before the destination");
  if (!m.is_capture_or_attack() && mt.capture_mark)
    return failure("move.capture-mark", kBoard.name(m.to) + " is empty, so nothing is taken: write '-' (long form) "
                                                            "or no mark (short form) instead of 'x'");
  r.move = m;
  // Optional suffixes are only checked (warnings).
  if (mt.promotion_suffix && !m.promotion) {
    r.warning_codes.push_back("move.suffix");
    r.warnings.push_back("'=K' written, but this move promotes nothing (an Amphibian is promoted on reaching the "
                         "opponent's Land)");
  }
  // The canonical text looks for a threat on the Commander ('+'): made only when asked
  // for, or when a written '+' must be checked.
  if (canonical || mt.check_suffix) r.canonical = canonical_text(pos, m);
  const bool threat = !r.canonical.empty() && r.canonical.back() == '+';
  if (!canonical) r.canonical.clear();
  if (mt.mate_suffix && m.captured != Kind::commander) {
    r.warning_codes.push_back("move.suffix");
    r.warnings.push_back("'#' written, but this move does not capture the Commander");
  }
  if (mt.check_suffix && !threat) {
    r.warning_codes.push_back("move.suffix");
    r.warnings.push_back("'+' written, but after this move no piece of " + std::string(side_name(side)) +
                         " can capture the enemy Commander");
  }
  return r;
}

namespace {

/// The move found for a text, when the text's capture mark and suffixes agree with it
/// (resolve() reports a wrong mark as an error and a wrong suffix with a warning) — all
/// but a '+', which needs the position after the move.
Move quietly_written(const MoveText& mt, Move m) {
  if (!m.exists()) return {};
  if (m.is_capture_or_attack() != mt.capture_mark) return {};
  if (mt.promotion_suffix && !m.promotion) return {};
  if (mt.mate_suffix && m.captured != Kind::commander) return {};
  if (mt.check_suffix && m.captured == Kind::commander) return {};
  return m;
}

/// The move a written text means in `pos` when resolve() finds it without a warning,
/// with the text's parts; else no move.
Move quiet_move_of(const Position& pos, const MoveText& mt) {
  if (!pos.has_commander(Side::dark) || !pos.has_commander(Side::light)) return {};  // §5
  const Side side = pos.side_to_move();
  if (!pos.team_turn_allows(mt.piece)) return {};  // §7: in a team game, only that teammate's pieces move
  // (Each way hands its move straight on: with one variable for both, GCC copies the move
  // about in pieces, and reading those back whole stalls.)
  if (mt.long_form()) {
    const Square from = kBoard.at(*mt.from_file, *mt.from_rank);
    const Piece p = pos.at(from);
    if (p.empty() || p.side != side || p.kind != mt.piece) return {};
    return quietly_written(mt, pos.move_to(from, mt.to));
  }
  // Every own piece of the written kind that fits the written file or rank; exactly one
  // of them may reach the square (more is ambiguous).
  std::uint64_t found = std::bit_cast<std::uint64_t>(Move{});
  for (std::uint64_t pieces = pos.squares_of(side, mt.piece); pieces != 0; pieces &= pieces - 1) {
    const auto s = static_cast<Square>(std::countr_zero(pieces));
    if (mt.from_file && kBoard.file_of(s) != *mt.from_file) continue;
    if (mt.from_rank && kBoard.rank_of(s) != *mt.from_rank) continue;
    const Move candidate = pos.move_to(s, mt.to);
    if (!candidate.exists()) continue;
    if (std::bit_cast<Move>(found).exists()) return {};
    found = std::bit_cast<std::uint64_t>(candidate);
  }
  return quietly_written(mt, std::bit_cast<Move>(found));
}

}  // namespace

Move play_quietly(Position& pos, std::string_view text) {
  MoveText mt;
  std::string_view detail;
  if (scan_move_text(text, mt, detail) != TextProblem::none) return {};
  const Move m = quiet_move_of(pos, mt);
  if (!m.exists()) return {};
  const Side side = pos.side_to_move();
  pos.play(m);
  // '+': now the mover's pieces could capture (or attack) the enemy Commander. (Asked of
  // the position as played: no copy for it.)
  if (mt.check_suffix && !pos.threatens_commander(side)) return {};
  return m;
}

Move resolve_quietly(const Position& pos, std::string_view text) {
  Position after = pos;
  return play_quietly(after, text);
}

}  // namespace cinc::game::cic
