// Commander Chess move text (docs/rules/commander-chess.md §9.2, cited as §n): the canonical
// CGN of a turn, and the resolution of written moves — CGN long and short forms, the rule
// table's piece codes, and the reference engine's SAN/LAN (§9.3) — with a reason for every
// move that is not legal.
#include <algorithm>
#include <set>

#include "cinc/game/commander_chess.h"
#include "commander_chess_internal.h"

namespace cinc::game::cchess {

namespace {

std::string step_tail(const Step& s) {
  std::string out(1, kind_letter(s.piece));
  out += '>';
  if (s.action != Action::move) out += action_mark(s.action);
  out += kBoard.name(s.to);
  return out;
}

std::string piece_phrase(Kind k) {
  const std::string name = kind_name(k);
  const bool vowel = name[0] == 'A' || name[0] == 'E' || name[0] == 'I';
  return std::string(vowel ? "an " : "a ") + name + " (" + kind_letter(k) + ")";
}

// One written step or move, as far as the text says.
struct WrittenStep {
  std::vector<Kind> kinds;          // the piece letter's readings (a table code may read two ways)
  std::uint16_t group = 0;          // the kinds of a stack written in parentheses, "(NI)"; 0 if none
  std::uint16_t heroic = 0;         // the kinds written with the engine's heroic mark, "(+NI)", "+T"
  std::optional<Square> from;       // full origin
  std::optional<int> from_file;     // disambiguation by file
  std::optional<std::string> from_rank;  // disambiguation by rank, as written ("1" may be 1, 10, 11, 12)
  std::optional<Action> action;     // nullopt: no mark written (a plain move)
  Square to = kNoSquare;
};

// The kinds of the pieces in a leading "(...)" group ('+' marks skipped), or 0.
std::uint16_t group_mask(std::string_view text) {
  if (!text.empty() && text.front() == '+') text.remove_prefix(1);
  if (text.empty() || text.front() != '(') return 0;
  std::uint16_t mask = 0;
  for (std::size_t i = 1; i < text.size() && text[i] != ')'; ++i)
    if (auto k = kind_of_letter(text[i])) mask = static_cast<std::uint16_t>(mask | 1u << static_cast<unsigned>(*k));
  return mask;
}

std::uint16_t mask_of(const Stack& st) { return st.empty() ? 0 : st.mask(); }

// The kinds written with the engine's heroic mark in a piece or stack, "+T", "(+N+T)", "(+NT)"
// (a '+' marks the letter after it).
std::uint16_t marks_of(std::string_view text) {
  std::uint16_t mask = 0;
  bool plus = false;
  for (const char c : text) {
    if (c == '+') {
      plus = true;
    } else if (const auto k = kind_of_letter(c)) {
      if (plus) mask = static_cast<std::uint16_t>(mask | 1u << static_cast<unsigned>(*k));
      plus = false;
    }
  }
  return mask;
}

// The kinds of the heroic pieces of a stack, as a mask.
std::uint16_t heroic_of(const Stack& st) {
  std::uint16_t mask = 0;
  for (int i = 0; i < st.size(); ++i)
    if (st.piece(i).heroic) mask = static_cast<std::uint16_t>(mask | 1u << static_cast<unsigned>(st.piece(i).kind));
  return mask;
}

// The kind of a single piece written as "+T" or "T" as a mask, or 0.
std::uint16_t mask_of_letter(std::string_view text) {
  if (!text.empty() && text.front() == '+') text.remove_prefix(1);
  if (text.size() != 1) return 0;
  const auto k = kind_of_letter(text.front());
  return k ? static_cast<std::uint16_t>(1u << static_cast<unsigned>(*k)) : 0;
}

// The engine's order of origins (its move list runs from a12 to k1, rank by rank): smaller first.
int engine_order(Square s) { return (11 - kBoard.rank_of(s)) * 11 + kBoard.file_of(s); }

// Whether a rank written as a disambiguation fits the point's rank: the engine writes only the
// first character of the rank, so "1" stands for ranks 1, 10, 11 and 12.
bool rank_fits(const std::string& written, Square s) {
  const std::string rank = kBoard.name(s).substr(1);
  return written.size() == 1 ? rank.front() == written.front() : rank == written;
}

// The trailing square of `text` (ranks 1..12), and the text before it.
std::optional<Square> trailing_square(std::string_view text, std::string_view& before) {
  for (std::size_t len : {3u, 2u}) {
    if (text.size() < len) continue;
    if (auto s = kBoard.parse(text.substr(text.size() - len))) {
      before = text.substr(0, text.size() - len);
      return s;
    }
  }
  return std::nullopt;
}

// Reads the piece part at the start of `text`: '+', a stack "(NFT)", a letter or a table code (§9.2).
// Returns every reading as (kinds, rest).
std::vector<std::pair<Kind, std::string_view>> read_piece(std::string_view text) {
  std::vector<std::pair<Kind, std::string_view>> out;
  if (!text.empty() && text.front() == '+') text.remove_prefix(1);
  if (text.empty()) return out;
  if (text.front() == '(') {
    const std::size_t close = text.find(')');
    if (close == std::string_view::npos || close < 2) return out;
    std::size_t first = 1;
    if (text[first] == '+') ++first;
    if (auto k = kind_of_letter(text[first])) out.emplace_back(*k, text.substr(close + 1));
    return out;
  }
  static const std::array<std::pair<std::string_view, Kind>, 4> kSeedCodes = {{{"In", Kind::infantry},
                                                                               {"Aa", Kind::anti_air},
                                                                               {"Ms", Kind::missile},
                                                                               {"Af", Kind::air_force}}};
  for (const auto& [code, kind] : kSeedCodes)
    if (text.substr(0, 2) == code) out.emplace_back(kind, text.substr(2));
  if (auto k = kind_of_letter(text.front())) out.emplace_back(*k, text.substr(1));
  return out;
}

std::optional<Action> mark_action(char c) {
  switch (c) {
    case '-': return Action::move;
    case 'x': return Action::capture;
    case '_': return Action::stay_capture;
    case '@': return Action::suicide;
    case '&': return Action::combine;
    default: return std::nullopt;
  }
}

// Reads "<piece>[disambiguation][mark]<to>" (a whole move): one WrittenStep per reading of the
// piece letter (a table code such as "Af" may also read as a letter and a file). Empty if none.
std::vector<WrittenStep> read_move(std::string_view text) {
  std::vector<WrittenStep> out;
  const std::uint16_t group = group_mask(text);
  for (const auto& [kind, rest] : read_piece(text)) {
    std::string_view before;
    const auto to = trailing_square(rest, before);
    if (!to) continue;
    WrittenStep w;
    w.kinds.push_back(kind);
    w.group = group;
    w.to = *to;
    if (!before.empty()) {
      if (auto a = mark_action(before.back())) {
        w.action = a;
        before.remove_suffix(1);
      }
    }
    if (!before.empty()) {
      if (auto s = kBoard.parse(before)) w.from = s;
      else if (before.size() == 1 && before[0] >= 'a' && before[0] <= 'k') w.from_file = before[0] - 'a';
      else if (kBoard.parse(std::string("a") + std::string(before))) w.from_rank = std::string(before);
      else continue;
    }
    out.push_back(w);
  }
  return out;
}

bool step_matches(const Step& s, const WrittenStep& w) {
  if (std::find(w.kinds.begin(), w.kinds.end(), s.piece) == w.kinds.end()) return false;
  if (s.to != w.to) return false;
  if (w.from && *w.from != s.from) return false;
  if (w.from_file && *w.from_file != kBoard.file_of(s.from)) return false;
  if (w.from_rank && !rank_fits(*w.from_rank, s.from)) return false;
  return s.action == w.action.value_or(Action::move);
}

std::string list(const std::vector<std::string>& items, std::size_t max = 12) {
  std::string out;
  for (std::size_t i = 0; i < items.size() && i < max; ++i) out += (i ? ", " : "") + items[i];
  if (items.size() > max) out += ", … (" + std::to_string(items.size()) + " in all)";
  return out;
}

Resolution failure(std::string code, std::string message) {
  Resolution r;
  r.error_code = std::move(code);
  r.error = std::move(message);
  return r;
}

// The turn when exactly one was found, an ambiguity listing them when several, else nothing.
std::optional<Resolution> found_one(std::string_view text, const std::vector<const Turn*>& found, const char* what,
                                    const char* fix) {
  if (found.empty()) return std::nullopt;
  if (found.size() == 1) {
    Resolution r;
    r.turn = *found.front();
    return r;
  }
  std::vector<std::string> options;
  for (const Turn* t : found) options.push_back(canonical_text(*t));
  return failure("move.ambiguous", "\"" + std::string(text) + "\" fits " + std::to_string(found.size()) + " " + what +
                                       ": " + list(options) + "; " + fix);
}

// ---- whole moves ---------------------------------------------------------------------------

Resolution resolve_move(const Position& pos, std::string_view text, const std::vector<WrittenStep>& readings,
                        const std::vector<Turn>& legal) {
  const Side us = pos.side_to_move();
  // The plain letter's reading (read last) comes first, so a canonical long form such as
  // "Af1-h3" is always the Artillery's; a table code ("Af" Air Force) is read only when the
  // letter's reading finds no move.
  std::vector<const Turn*> found;
  const WrittenStep* used = nullptr;
  for (auto w = readings.rbegin(); w != readings.rend() && found.empty(); ++w) {
    used = &*w;
    for (const Turn& t : legal)
      if (!t.deploy && step_matches(t.steps[0], *w) && (!w->group || pos.at(t.origin()).mask() == w->group))
        found.push_back(&t);
  }
  // The engine writes a rank of two digits as its first one: "N1c10" fits a Navy on rank 1,
  // 10, 11 or 12. Its own reading takes the first of its move list, which runs from rank 12
  // down (§9.3).
  if (found.size() > 1 && used->from_rank && used->from_rank->size() == 1) {
    std::vector<std::string> options;
    for (const Turn* t : found) options.push_back(canonical_text(*t));
    const Turn* first = *std::min_element(found.begin(), found.end(), [](const Turn* a, const Turn* b) {
      return engine_order(a->origin()) < engine_order(b->origin());
    });
    std::sort(found.begin(), found.end(),
              [](const Turn* a, const Turn* b) { return engine_order(a->origin()) < engine_order(b->origin()); });
    Resolution r;
    r.turn = *first;
    for (const Turn* t : found) r.readings.push_back(*t);
    r.warning_code = "move.engine-ambiguous";
    r.warning = "\"" + std::string(text) + "\" fits " + std::to_string(found.size()) + " moves (" + list(options) +
                "): the cotulenh engine writes only the first digit of a rank; read as " + canonical_text(*first) +
                ", the first in its move order";
    return r;
  }
  if (auto r = found_one(text, found, "moves", "name the origin point")) return *r;
  // Explain with the reading that names an origin, else the plain letter's (read last).
  const auto named = std::find_if(readings.begin(), readings.end(), [](const WrittenStep& r) { return r.from.has_value(); });
  const WrittenStep& w = named != readings.end() ? *named : readings.back();
  const Kind kind = w.kinds.front();
  if (w.from) {
    const Stack& st = pos.at(*w.from);
    if (st.empty()) return failure("move.no-piece", "there is no piece on " + kBoard.name(*w.from));
    if (st.side() != us)
      return failure("move.wrong-side", "the piece on " + kBoard.name(*w.from) + " is " + side_name(st.side()) +
                                            "'s; " + side_name(us) + " is to move");
    if (std::find(w.kinds.begin(), w.kinds.end(), st.carrier().kind) == w.kinds.end())
      return failure("move.wrong-piece",
                     "the piece on " + kBoard.name(*w.from) + " is " + piece_phrase(st.carrier().kind) +
                         (st.size() > 1 ? " carrying " + std::to_string(st.size() - 1) + " piece(s)" : "") +
                         ", not " + piece_phrase(kind));
  } else if (pos.count(us, kind) == 0) {
    return failure("move.no-piece", std::string(side_name(us)) + " has no " + kind_name(kind));
  }
  // The right squares with another mark?
  std::vector<std::string> marks;
  for (const Turn& t : legal) {
    if (t.deploy) continue;
    WrittenStep any_mark = w;
    any_mark.action = t.steps[0].action;
    if (step_matches(t.steps[0], any_mark)) marks.push_back(canonical_text(t));
  }
  if (!marks.empty())
    return failure("move.capture-mark", "\"" + std::string(text) + "\" has the wrong mark for what it does: write " +
                                            list(marks) + " (- move, x capture, _ stay capture, @ suicide, & combine)");
  // Refused only by Commander safety?
  for (Square s = 0; s < kPoints; ++s) {
    const Stack& st = pos.at(s);
    if (st.empty() || st.side() != us) continue;
    for (const Step& step : detail::unchecked_steps(pos, s)) {
      if (!step_matches(step, w)) continue;
      const std::string why = detail::safety_problem(pos, step);
      if (!why.empty())
        return failure("move.illegal", std::string(kind_name(step.piece)) + " " + kBoard.name(step.from) +
                                           action_mark(step.action) + kBoard.name(step.to) + " " + why + " (§6)");
    }
  }
  // Where could it go?
  std::vector<std::string> options;
  for (const Turn& t : legal) {
    const Step& s = t.steps[0];
    if (t.deploy || s.piece != kind) continue;
    if (w.from && s.from != *w.from) continue;
    options.push_back(canonical_text(t));
  }
  const std::string who = std::string(side_name(us)) + " " + kind_name(kind) + (w.from ? " on " + kBoard.name(*w.from) : "");
  if (options.empty()) return failure("move.illegal", who + " has no legal move");
  return failure("move.illegal", who + " cannot go to " + kBoard.name(w.to) + " that way: its legal moves are " +
                                     list(options));
}

// ---- deploys -------------------------------------------------------------------------------

// ---- the cotulenh engine's notation (§9.3) ------------------------------------------------

// A piece or stack as the engine writes it: "T", "+T", "(NFT)", "(+NF)": the carrier, then its
// passengers (the table's order, which is the engine's), '+' before a heroic one.
std::string engine_piece(const Stack& st) {
  std::string out;
  if (st.size() > 1) out += '(';
  for (int i = 0; i < st.size(); ++i) {
    if (st.piece(i).heroic) out += '+';
    out += kind_letter(st.piece(i).kind);
  }
  if (st.size() > 1) out += ')';
  return out;
}

// The engine's separator before the target: nothing for a move, then x _ @ &.
std::string engine_mark(Action a) { return a == Action::move ? std::string() : std::string(1, action_mark(a)); }

// The engine's LAN of a whole move: "Tf4f6", "(NFT)c4xc6".
std::string engine_move_lan(const Position& pos, const Turn& t) {
  const Step& s = t.steps[0];
  return engine_piece(pos.at(s.from)) + kBoard.name(s.from) + engine_mark(s.action) + kBoard.name(s.to);
}

// The engine's SAN of a deploy, "(NT)<F>e6,T>xc6", or its LAN, "c4:(NT):F>e6,T>xc6": the moves
// as it keeps them and the pieces that stayed.
std::string engine_deploy(const Position& pos, const Turn& t, bool lan) {
  Stack stayed;
  const std::vector<detail::EngineMove> moves = detail::engine_moves(pos, t, stayed);
  std::string steps;
  for (const detail::EngineMove& m : moves)
    steps += (steps.empty() ? "" : ",") + engine_piece(m.pieces) + ">" + engine_mark(m.action) + kBoard.name(m.to);
  if (lan) return kBoard.name(t.origin()) + ":" + (stayed.empty() ? "" : engine_piece(stayed)) + ":" + steps;
  return (stayed.empty() ? "" : engine_piece(stayed) + "<") + steps;
}

// The turn as the engine's records write it, for messages.
std::string engine_text(const Position& pos, const Turn& t) {
  return t.deploy ? engine_deploy(pos, t, false) : engine_move_lan(pos, t);
}

// A deploy as written: its point when named, its steps, and, in the engine's forms, the
// pieces it says stayed.
struct WrittenDeploy {
  std::optional<Square> origin;
  std::vector<WrittenStep> steps;
  // The engine's forms (SAN "(NT)<F>e6,T>c6", LAN "c4:(NT):F>e6,T>c6") list the moves as the
  // engine keeps them (a recombination is no step of its own: "(FT)>g4") and the pieces that
  // stayed; CGN's "c4:F>e6:T>c6" lists every step as made.
  bool engine = false;
  std::optional<std::uint16_t> stayed;  // the pieces written as staying; none written in a SAN without '<'
  std::uint16_t stayed_heroic = 0;      // those of them written with the heroic mark
};

// The pieces written as staying: "(NT)", "+T", or nothing.
std::uint16_t stayed_mask(std::string_view part) {
  const std::uint16_t group = group_mask(part);
  return group ? group : mask_of_letter(part);
}

// Reads a deploy token: "c4:F>e6:T>xc6" (CGN), "c4:(NT):F>e6,T>c6" (engine LAN),
// "(NT)<F>e6,T>c6" / "F>e6,T>c6" (engine SAN). False when the text is not one.
bool read_deploy(std::string_view text, WrittenDeploy& out) {
  std::size_t colon = text.find(':');
  out.engine = true;
  if (colon != std::string_view::npos && colon <= 3) {
    out.origin = kBoard.parse(text.substr(0, colon));
    if (!out.origin) return false;
    text.remove_prefix(colon + 1);
    // After the point the engine's LAN names the pieces that stay ("c4:(NT):…", "c4::…"),
    // where CGN goes on with a step.
    const std::size_t next = text.find(':');
    const std::string_view part = text.substr(0, next);
    out.engine = part.find('>') == std::string_view::npos;
    if (out.engine) {
      if (next == std::string_view::npos) return false;
      out.stayed = stayed_mask(part);
      out.stayed_heroic = marks_of(part);
      text.remove_prefix(next + 1);
    }
  } else if (const std::size_t lt = text.find('<'); lt != std::string_view::npos) {
    const std::string_view part = text.substr(0, lt);
    out.stayed = stayed_mask(part);
    out.stayed_heroic = marks_of(part);
    text.remove_prefix(lt + 1);
  }
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find_first_of(out.engine ? "," : ":", start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view part = text.substr(start, end - start);
    start = end + 1;
    const std::size_t gt = part.find('>');
    if (gt == std::string_view::npos) return false;
    WrittenStep w;
    w.group = group_mask(part.substr(0, gt));
    w.heroic = marks_of(part.substr(0, gt));
    const auto readings = read_piece(part.substr(0, gt));
    for (const auto& [kind, rest] : readings)
      if (rest.empty() || kBoard.parse(rest)) w.kinds.push_back(kind);
    if (w.kinds.empty()) return false;
    std::string_view after = part.substr(gt + 1);
    if (!after.empty()) {
      if (auto a = mark_action(after.front())) {
        w.action = a;
        after.remove_prefix(1);
      }
    }
    const auto to = kBoard.parse(after);
    if (!to) return false;
    w.to = *to;
    out.steps.push_back(w);
  }
  return !out.steps.empty();
}

// Whether a deploy turn is the written one: CGN's steps one for one, or the engine's moves
// and the pieces that stayed — with `marks`, the heroic marks too, as the engine writes them
// (a piece with the mark it had when the turn began, one that joined an earlier step without
// it, §5): two orders of a recombination, or the stacks of two points, may differ in them only.
bool deploy_matches(const Position& pos, const Turn& t, const WrittenDeploy& w, bool marks) {
  if (!w.engine) {
    if (t.count != w.steps.size()) return false;
    for (std::size_t i = 0; i < w.steps.size(); ++i) {
      WrittenStep step = w.steps[i];
      step.from = t.origin();
      if (!step_matches(t.steps[i], step)) return false;
    }
    return true;
  }
  Stack stayed;
  const std::vector<detail::EngineMove> moves = detail::engine_moves(pos, t, stayed);
  if (moves.size() != w.steps.size() || (w.stayed && mask_of(stayed) != *w.stayed)) return false;
  if (marks && w.stayed && heroic_of(stayed) != w.stayed_heroic) return false;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const WrittenStep& step = w.steps[i];
    const detail::EngineMove& m = moves[i];
    const std::uint16_t kinds = step.group ? step.group : mask_of(Stack::single(Side::red, Piece{step.kinds.back()}));
    if (m.pieces.mask() != kinds || m.to != step.to || m.action != step.action.value_or(Action::move)) return false;
    if (marks && heroic_of(m.pieces) != step.heroic) return false;
  }
  return true;
}

Resolution resolve_deploy(const Position& pos, std::string_view text, const WrittenDeploy& deploy,
                          const std::vector<Turn>& legal) {
  const Side us = pos.side_to_move();
  const std::optional<Square>& origin = deploy.origin;
  const std::vector<WrittenStep>& written = deploy.steps;
  if (origin) {
    const Stack& st = pos.at(*origin);
    if (st.empty()) return failure("move.no-piece", "there is no stack on " + kBoard.name(*origin) + " to deploy");
    if (st.side() != us)
      return failure("move.wrong-side", "the stack on " + kBoard.name(*origin) + " is " + side_name(st.side()) +
                                            "'s; " + side_name(us) + " is to move");
    if (st.size() < 2)
      return failure("move.illegal", "the " + std::string(kind_name(st.carrier().kind)) + " on " +
                                         kBoard.name(*origin) + " carries nothing, so it cannot deploy (§5)");
  }
  std::vector<const Turn*> candidates;
  for (const Turn& t : legal)
    if (t.deploy && (!origin || t.origin() == *origin)) candidates.push_back(&t);
  // The engine's forms are matched with their heroic marks first, then, when no deploy has them
  // all, without (a record's marks are not held against it).
  std::vector<const Turn*> found;
  for (const bool marks : {true, false}) {
    if (marks && !deploy.engine) continue;
    for (const Turn* t : candidates)
      if (deploy_matches(pos, *t, deploy, marks)) found.push_back(t);
    if (!found.empty()) break;
  }
  if (!found.empty()) {
    // The engine's forms name no step twice: deploys from one point that fit are the same moves
    // (a recombination made in either order). From two points, the engine's SAN names neither:
    // read as the first in its move order.
    const Turn* first = *std::min_element(found.begin(), found.end(), [](const Turn* a, const Turn* b) {
      return engine_order(a->origin()) < engine_order(b->origin());
    });
    Resolution r;
    r.turn = *first;
    std::set<Square> points;
    for (const Turn* t : found) points.insert(t->origin());
    if (points.size() > 1) {
      std::vector<std::string> options;
      for (const Square p : points) options.push_back("from " + kBoard.name(p));
      std::sort(found.begin(), found.end(),
                [](const Turn* a, const Turn* b) { return engine_order(a->origin()) < engine_order(b->origin()); });
      for (const Turn* t : found)
        if (r.readings.empty() || r.readings.back().origin() != t->origin()) r.readings.push_back(*t);
      r.warning_code = "move.engine-ambiguous";
      r.warning = "\"" + std::string(text) + "\" fits deploys " + list(options) +
                  ": the cotulenh engine writes no point for a deploy; read as " + canonical_text(*first) +
                  ", the first in its move order";
    }
    return r;
  }
  if (deploy.engine) {
    // What the engine would have written for the deploys of the stacks that hold the pieces.
    std::set<std::string> options;
    for (const Turn* t : candidates)
      if (pos.at(t->origin()).has(written.front().kinds.back())) options.insert(engine_text(pos, *t));
    const std::string where = origin ? " from " + kBoard.name(*origin) : "";
    if (options.empty()) return failure("move.illegal", "no legal deploy" + where + " has its pieces (§5)");
    return failure("move.illegal", "no legal deploy" + where + " is written \"" + std::string(text) +
                                       "\": the cotulenh engine writes them " +
                                       list(std::vector<std::string>(options.begin(), options.end())) + " (§5)");
  }
  // The first written step no legal deploy continues with.
  std::vector<const Turn*> alive = candidates;
  for (std::size_t i = 0; i < written.size(); ++i) {
    std::vector<const Turn*> next;
    std::set<std::string> options;
    for (const Turn* t : alive) {
      if (t->count <= i) continue;
      options.insert(step_tail(t->steps[i]));
      WrittenStep w = written[i];
      w.from = t->origin();
      if (step_matches(t->steps[i], w)) next.push_back(t);
    }
    if (next.empty()) {
      const std::string where = origin ? " from " + kBoard.name(*origin) : "";
      if (options.empty())
        return failure("move.illegal", "no legal deploy" + where + (i == 0 ? "" : " goes on after step " + std::to_string(i)) + " (§5)");
      return failure("move.illegal", "deploy step " + std::to_string(i + 1) + where + " is not legal" +
                                         (i == 0 ? "" : " after the steps before it") + ": the legal steps are " +
                                         list(std::vector<std::string>(options.begin(), options.end())) + " (§5)");
    }
    alive = std::move(next);
  }
  return failure("move.illegal", "the deploy cannot end after its step " + std::to_string(written.size()) +
                                     ": what stays on the stack's point must be a valid stack that may stand there, "
                                     "and the " + side_name(us) + " Commander must be safe (§5, §6)");
}

}  // namespace

std::string canonical_text(const Turn& t) {
  if (!t.deploy) {
    const Step& s = t.steps[0];
    return std::string(1, kind_letter(s.piece)) + kBoard.name(s.from) + action_mark(s.action) + kBoard.name(s.to);
  }
  std::string out = kBoard.name(t.origin());
  for (int i = 0; i < t.count; ++i) out += ":" + step_tail(t.steps[static_cast<std::size_t>(i)]);
  return out;
}

std::vector<std::string> cotulenh_tokens(const Position& pos, const Turn& t) {
  if (!t.deploy) return {engine_move_lan(pos, t)};
  // The engine's reader takes a deploy step by step and ends it only when no piece may step on.
  if (!detail::deploy_complete(pos, t)) return {engine_deploy(pos, t, true)};
  const Stack& original = pos.at(t.origin());
  std::vector<std::string> out;
  for (int i = 0; i < t.count; ++i) {
    const Step& s = t.steps[static_cast<std::size_t>(i)];
    const Piece piece = original.piece(original.index_of(s.piece));  // as the turn found it
    out.push_back(engine_piece(Stack::single(original.side(), piece)) + kBoard.name(s.from) + ">" +
                  engine_mark(s.action) + kBoard.name(s.to));
  }
  return out;
}

Resolution resolve(const Position& pos, std::string_view text) { return resolve(pos, text, pos.legal_turns()); }

Resolution resolve(const Position& pos, std::string_view text, const std::vector<Turn>& legal) {
  std::string_view core = text;
  while (!core.empty() && (core.back() == '+' || core.back() == '#' || core.back() == '^' || core.back() == '!' ||
                           core.back() == '?'))
    core.remove_suffix(1);
  if (core.find_first_of(">,<") != std::string_view::npos ||
      (core.find(':') != std::string_view::npos)) {
    WrittenDeploy deploy;
    if (read_deploy(core, deploy)) return resolve_deploy(pos, text, deploy, legal);
  } else {
    const std::vector<WrittenStep> readings = read_move(core);
    if (!readings.empty()) return resolve_move(pos, text, readings, legal);
  }
  return failure("move.syntax", "\"" + std::string(text) +
                                    "\" is not a Commander Chess move: expected e.g. Tf4-f6, Ic5xc6, Ad3_b2, Fe2@e9, "
                                    "Ic5&c4 or a deploy c4:F>e6:T>c6 (docs/rules/commander-chess.md §9.2)");
}

}  // namespace cinc::game::cchess
