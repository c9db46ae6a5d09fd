// Event standings: match points, tie-breaks, crosstable, team and board tables
// (docs/scoring.md "cinc standings").
#include "cinc/game/standings.h"

#include "standings_external.h"
#include "standings_tie_breaks.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <functional>
#include <utility>

namespace cinc::game {

namespace {

bool is_bye_name(const std::string& name) {
  if (name.size() != 3) return false;
  std::string upper;
  for (char c : name) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return upper == "BYE";
}

// Half points of the first and second player for a counted result; false for any other.
// A forfeit scores as the game it stands for (docs/scoring.md "Byes, forfeits and
// unplayed games"): "+/-" a win of the first player, "-/+" of the second, "-/-" both lose.
bool half_points_of(const std::string& result, int& first, int& second) {
  if (result == "1-0" || result == "+/-") first = 2, second = 0;
  else if (result == "0-1" || result == "-/+") first = 0, second = 2;
  else if (result == "1/2-1/2") first = 1, second = 1;
  else if (result == "0-0" || result == "-/-") first = 0, second = 0;
  else return false;
  return true;
}

const char* symbol(int half_points) { return half_points == 2 ? "+" : half_points == 1 ? "=" : "-"; }

}  // namespace

namespace {

// The base letters of the Latin letters with accents (docs/scoring.md "The table": names in
// order), two bytes a code point ("a ", "ss"; "  " for a character kept as it is), made
// from Unicode's canonical decompositions (the letter before its marks) and a few letters
// written with two (ß ss, æ ae, œ oe, þ th) or with a stroke (ø o, đ d, ł l, ħ h):
// U+00C0 to U+024F (Latin-1 Supplement, Latin Extended-A and -B) and U+1E00 to U+1EFF
// (Latin Extended Additional, Vietnamese among them).
constexpr char kLatinFrom00C0[] =
    "a a a a a a aec e e e e i i i i d n o o o o o   o u u u u y thssa a a a a a aec e e e e i i i i "
    "d n o o o o o   o u u u u y thy a a a a a a c c c c c c c c d d d d e e e e e e e e e e g g g g "
    "g g g g h h h h i i i i i i i i i i i i j j k k k l l l l l l l l l l n n n n n n n     o o o o "
    "o o oeoer r r r r r s s s s s s s s t t t t     u u u u u u u u u u u u w w y y y z z z z z z s "
    "b                                   f                           o o                           u "
    "u                                       d d d l l l n n n a a i i o o u u u u u u u u u u   a a "
    "a a         g g k k o o o o     j d d d g g     n n a a         a a a a e e e e i i i i o o o o "
    "r r r r u u u u s s t t     h h             a a e e o o o o o o o o y y                         "
    "                                ";
constexpr char kLatinFrom1E00[] =
    "a a b b b b b b c c d d d d d d d d d d e e e e e e e e e e f f g g h h h h h h h h h h i i i i "
    "k k k k k k l l l l l l l l m m m m m m n n n n n n n n o o o o o o o o p p p p r r r r r r r r "
    "s s s s s s s s s s t t t t t t t t u u u u u u u u u u v v v v w w w w w w w w w w x x x x y y "
    "z z z z z z h t w y a s     ss  a a a a a a a a a a a a a a a a a a a a a a a a e e e e e e e e "
    "e e e e e e e e i i i i o o o o o o o o o o o o o o o o o o o o o o o o u u u u u u u u u u u u "
    "u u y y y y y y y y             ";

}  // namespace

std::string folded_name(std::string_view name) {
  std::string out;
  out.reserve(name.size());
  for (std::size_t i = 0; i < name.size();) {
    const auto c = static_cast<unsigned char>(name[i]);
    if (c < 0x80) {
      out += static_cast<char>(std::tolower(c));
      ++i;
      continue;
    }
    // A two- or three-byte UTF-8 sequence of a Latin block; any other bytes are kept.
    std::uint32_t cp = 0;
    std::size_t length = 1;
    if ((c & 0xE0) == 0xC0 && i + 1 < name.size() && (name[i + 1] & 0xC0) == 0x80) {
      cp = ((c & 0x1Fu) << 6) | (static_cast<unsigned char>(name[i + 1]) & 0x3Fu);
      length = 2;
    } else if ((c & 0xF0) == 0xE0 && i + 2 < name.size() && (name[i + 1] & 0xC0) == 0x80 && (name[i + 2] & 0xC0) == 0x80) {
      cp = ((c & 0x0Fu) << 12) | ((static_cast<unsigned char>(name[i + 1]) & 0x3Fu) << 6) |
           (static_cast<unsigned char>(name[i + 2]) & 0x3Fu);
      length = 3;
    }
    const char* base = nullptr;
    if (cp >= 0xC0 && cp < 0x250) base = kLatinFrom00C0 + 2 * (cp - 0xC0);
    else if (cp >= 0x1E00 && cp < 0x1F00) base = kLatinFrom1E00 + 2 * (cp - 0x1E00);
    if (base && base[0] != ' ') {
      out += base[0];
      if (base[1] != ' ') out += base[1];
    } else {
      out.append(name.substr(i, length));
    }
    i += length;
  }
  return out;
}

bool round_less(std::string_view a, std::string_view b) {
  // The numbers of a name of numbers separated by dots (each of at most 9 digits); none for
  // any other name.
  const auto numbers = [](std::string_view round, std::array<long, 8>& out) -> std::size_t {
    std::size_t count = 0;
    long n = 0;
    int digits = 0;
    for (const char c : round) {
      if (c >= '0' && c <= '9') {
        if (++digits > 9) return 0;
        n = n * 10 + (c - '0');
      } else if (c == '.' && digits > 0 && count + 1 < out.size()) {
        out[count++] = n;
        n = 0;
        digits = 0;
      } else {
        return 0;
      }
    }
    if (digits == 0) return 0;
    out[count++] = n;
    return count;
  };
  std::array<long, 8> x{}, y{};
  const std::size_t nx = numbers(a, x), ny = numbers(b, y);
  if ((nx == 0) != (ny == 0)) return nx != 0;
  if (nx != 0) {
    const bool equal = nx == ny && std::equal(x.begin(), x.begin() + static_cast<long>(nx), y.begin());
    if (!equal) return std::lexicographical_compare(x.begin(), x.begin() + static_cast<long>(nx), y.begin(), y.begin() + static_cast<long>(ny));
  }
  return a < b;
}

bool name_less(std::string_view a, std::string_view b) {
  // ASCII compared folded in place (most names); the first other byte folds both whole.
  const auto lower = [](char c) { return static_cast<unsigned char>(std::tolower(static_cast<unsigned char>(c))); };
  for (std::size_t i = 0;; ++i) {
    if (i == a.size() || i == b.size()) {
      if (a.size() == b.size()) return a < b;  // equal folded: by bytes
      const std::string_view rest = i == a.size() ? b : a;
      if (static_cast<unsigned char>(rest[i]) < 0x80) return i == a.size();  // a folded prefix of the other
      break;
    }
    if (static_cast<unsigned char>(a[i]) >= 0x80 || static_cast<unsigned char>(b[i]) >= 0x80) break;
    if (lower(a[i]) != lower(b[i])) return lower(a[i]) < lower(b[i]);
  }
  const std::string fa = folded_name(a), fb = folded_name(b);
  if (fa != fb) return fa < fb;
  return a < b;
}

void StringList::push_back(std::string_view s) {
  text_.insert(text_.end(), s.begin(), s.end());
  ends_.push_back(text_.size());
}

std::string GameCell::text() const {
  std::string text = symbol(half_points);
  if (kind == GameKind::bye) {
    text += "bye";
  } else {
    if (kind == GameKind::forfeit) text += "f";
    text += std::to_string(opponent);
    text += letter;
  }
  if (invalid) text += "!";
  return text;
}

std::string StandingRow::cell(std::size_t round) const {
  std::string out;
  for (const GameCell& c : games_in)
    if (c.round == round) out += (out.empty() ? "" : " ") + c.text();
  return out;
}

std::vector<Cell> StandingRow::cells() const {
  std::vector<Cell> out;
  for (const GameCell& c : games_in) {
    if (!out.empty() && out.back().round == c.round) out.back().text += " " + c.text();
    else out.push_back(Cell{c.round, c.text()});
  }
  return out;
}

std::vector<double> Standings::tie_break_values(const StandingRow& row) const {
  const std::size_t n = tie_breaks.size();
  if (storage && !storage->tie_break_values.empty()) {
    const auto index = static_cast<std::size_t>(&row - storage->rows.begin());
    const auto first = storage->tie_break_values.begin() + static_cast<std::ptrdiff_t>(index * n);
    return {first, first + static_cast<std::ptrdiff_t>(n)};
  }
  // The default order: the row's own figures (docs/scoring.md "The table").
  return {static_cast<double>(row.captured_points), row.sonneborn_berger, static_cast<double>(row.wins)};
}

std::size_t Standings::round_count() const { return spilled ? spilled->round_count() : rounds.size(); }

std::string Standings::round_name(std::size_t i) const {
  return spilled ? spilled->round_name(i) : std::string(rounds[i]);
}

void Standings::for_each_round(const std::function<void(std::string_view)>& fn) const {
  if (spilled) return spilled->for_each_round(fn);
  for (const std::string_view round : rounds) fn(round);
}

void Standings::for_each_unfinished(const std::function<void(std::string_view)>& fn) const {
  if (spilled) return spilled->for_each_listed(true, fn);
  for (const std::string_view where : unfinished) fn(where);
}

void Standings::for_each_invalid(const std::function<void(std::string_view)>& fn) const {
  if (spilled) return spilled->for_each_listed(false, fn);
  for (const std::string_view where : invalid) fn(where);
}

void Standings::for_each_row(const std::function<void(const StandingRow&)>& fn) const {
  if (spilled) return spilled->for_each_row(fn);
  for (const StandingRow& row : rows) fn(row);
}

std::uint32_t StandingsBuilder::Interner::id(std::string_view s) {
  if ((strings.size() + 1) * 2 > slots_.size()) grow();
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = std::hash<std::string_view>{}(s) & mask;; i = (i + 1) & mask) {
    if (slots_[i] == 0) {
      strings.push_back(s);
      slots_[i] = static_cast<std::uint32_t>(strings.size());
      return slots_[i] - 1;
    }
    if (strings[slots_[i] - 1] == s) return slots_[i] - 1;
  }
}

void StandingsBuilder::Interner::grow() {
  std::vector<std::uint32_t> slots(std::max<std::size_t>(16, slots_.size() * 2), 0);
  const std::size_t mask = slots.size() - 1;
  for (std::size_t id = 0; id < strings.size(); ++id) {
    std::size_t i = std::hash<std::string_view>{}(strings[id]) & mask;
    while (slots[i] != 0) i = (i + 1) & mask;
    slots[i] = static_cast<std::uint32_t>(id + 1);
  }
  slots_ = std::move(slots);
}

StandingsBuilder::StandingsBuilder(char first_letter, char second_letter, SpillOptions spill)
    : letters_{first_letter, second_letter}, spill_options_(std::move(spill)) {}
StandingsBuilder::~StandingsBuilder() = default;
StandingsBuilder::StandingsBuilder(StandingsBuilder&&) noexcept = default;
StandingsBuilder& StandingsBuilder::operator=(StandingsBuilder&&) noexcept = default;

// What the budget counts (state_bytes): a row (80 bytes), its name's end (8) and index
// slots (8) a player; a name's end and slots (16) and room for its share of the cells'
// sorting (16) a round; a listed game's end (8).
constexpr std::size_t kPlayerBytes = 96, kRoundBytes = 32, kEntryBytes = 16, kListedBytes = 8;

std::int32_t StandingsBuilder::player_id(const std::string& name) {
  const std::uint32_t id = names_.id(name);
  if (id == players_.size()) {
    players_.push_back(StandingRow{});
    state_bytes_ += kPlayerBytes + name.size();
  }
  return static_cast<std::int32_t>(id);
}

std::uint32_t StandingsBuilder::round_id(const std::string& round) {
  const std::size_t known = rounds_.strings.size();
  const std::uint32_t id = rounds_.id(round);
  if (rounds_.strings.size() != known) state_bytes_ += kRoundBytes + round.size();
  return id;
}

// One side of a counted game: its player, the opponent (none for a bye), what it adds to
// the player's totals, and its cell.
struct StandingsBuilder::Side {
  const std::string* player = nullptr;
  const std::string* opponent = nullptr;
  external::SideTotals totals;
  std::uint8_t side = 0, half_points = 0;
  GameKind kind = GameKind::played;
  bool invalid = false;
  std::int32_t opponent_rating = 0;
};

namespace {

// The external path's record of one side's cell (its totals, when they go with it, set by
// the caller): the player, the opponent (none for a bye), the round and how the game went.
external::SideRecord cell_record(std::string_view player, const std::string_view* opponent, std::string_view round,
                                 std::uint8_t side, std::uint8_t half_points, GameKind kind, bool invalid) {
  external::SideRecord r;
  r.player = player;
  if (opponent) r.opponent = *opponent;
  r.round = round;
  r.f.side = side;
  r.f.half_points = half_points;
  r.f.kind = kind;
  r.f.invalid = invalid;
  r.f.has_round = r.f.has_player = r.f.cell = true;
  return r;
}

}  // namespace

// Counts one side: in memory, its player's totals and an entry; spilled, a record.
void StandingsBuilder::take(std::uint32_t round, const std::string& round_name, const Side& s) {
  if (spill_) {
    const std::string_view opponent = s.opponent ? std::string_view(*s.opponent) : std::string_view();
    external::SideRecord r =
        cell_record(*s.player, s.opponent ? &opponent : nullptr, round_name, s.side, s.half_points, s.kind, s.invalid);
    r.f.totals = s.totals;
    spill_->add(std::move(r));
    return;
  }
  const std::int32_t id = player_id(*s.player);
  const std::int32_t opponent = s.opponent ? player_id(*s.opponent) : -1;
  s.totals.add_to(players_[static_cast<std::size_t>(id)]);
  entries_.push_back(Entry{id, opponent, round, s.side, s.half_points, s.kind, s.invalid});
  if (!is_default_tie_break_order(tie_breaks_)) opponent_ratings_.push_back(s.opponent_rating);
  state_bytes_ += kEntryBytes;
}

// Lists an unfinished (or an invalid) game: in memory, or on disk once spilled.
void StandingsBuilder::list(bool unfinished, const std::string& where) {
  if (spill_) return spill_->list(unfinished, where);
  (unfinished ? unfinished_ : invalid_).push_back(where);
  state_bytes_ += kListedBytes + where.size();
}

void StandingsBuilder::set_tie_breaks(std::vector<TieBreak> tie_breaks) {
  tie_breaks_ = std::move(tie_breaks);
  // docs/scoring.md "Tie-breaks": a table ranked by other tie-breaks stays in memory.
  if (!is_default_tie_break_order(tie_breaks_)) spill_options_.budget = std::numeric_limits<std::size_t>::max();
}

void StandingsBuilder::add(const EventGame& g) {
  // The round is known even when the game does not count (it has its column).
  const std::uint32_t round = spill_ ? 0 : round_id(g.round);
  auto known = [&](const std::string* player) {  // a player or round known, nothing counted
    if (!spill_) {
      if (player) player_id(*player);
      return;
    }
    external::SideRecord r;
    r.round = g.round;
    r.f.has_round = true;
    if (player) r.player = *player, r.f.has_player = true;
    spill_->add(std::move(r));
  };
  const std::string* names[2] = {&g.first, &g.second};
  if (g.kind == GameKind::bye) {
    // A bye (docs/scoring.md): the other player scores what the result says, 1 for '*'.
    const int bye_side = is_bye_name(g.first) ? 0 : 1;
    if (is_bye_name(*names[1 - bye_side])) {
      warnings_.push_back(g.where + ": both sides are BYE; not counted");
      known(nullptr);
      return;
    }
    int half[2] = {0, 0};
    if (!half_points_of(g.result, half[0], half[1]) || g.result == "0-0") half[1 - bye_side] = 2;
    Side s;
    s.player = names[1 - bye_side];
    s.totals.unplayed = 1;
    s.totals.half_points = half[1 - bye_side];
    s.totals.invalid = g.invalid ? 1 : 0;
    s.side = static_cast<std::uint8_t>(1 - bye_side);
    s.half_points = static_cast<std::uint8_t>(half[1 - bye_side]);
    s.kind = GameKind::bye;
    s.invalid = g.invalid;
    take(round, g.round, s);
    if (g.invalid) list(false, g.where);
  } else {
    int half[2] = {0, 0};
    if (!half_points_of(g.result, half[0], half[1]) ||
        ((g.result == "0-0" || g.result == "-/-") && g.kind != GameKind::forfeit)) {
      known(&g.first);  // players of an unfinished game get their (empty) rows
      known(&g.second);
      list(true, g.where);
      return;
    }
    if (g.invalid) list(false, g.where);
    for (int i = 0; i < 2; ++i) {
      Side s;
      s.player = names[i];
      s.opponent = names[1 - i];
      external::SideTotals& t = s.totals;
      t.half_points = half[i];
      t.invalid = g.invalid ? 1 : 0;
      if (g.kind == GameKind::played) {
        t.games = 1;
        t.wins = half[i] == 2 ? 1 : 0;
        t.draws = half[i] == 1 ? 1 : 0;
        t.losses = half[i] == 0 ? 1 : 0;
        t.captured = g.points[static_cast<std::size_t>(i)];
      } else {
        t.unplayed = 1;
      }
      s.side = static_cast<std::uint8_t>(i);
      s.half_points = static_cast<std::uint8_t>(half[i]);
      s.opponent_rating = g.ratings[static_cast<std::size_t>(1 - i)];
      s.kind = g.kind;
      s.invalid = g.invalid;
      take(round, g.round, s);
    }
    // Team events: each side's board result and the match of its team in this round.
    if (!g.teams[0].empty() && !g.teams[1].empty()) {
      if (!g.board.empty())
        for (int s = 0; s < 2; ++s) {
          BoardRow& row = boards_[BoardKey{g.board, *names[s]}];
          row.name = *names[s];
          row.team = g.teams[static_cast<std::size_t>(s)];
          ++row.games;
          row.points += half[s] / 2.0;
        }
      const bool in_order = g.teams[0] <= g.teams[1];
      Match& m = matches_[{g.round, g.teams[in_order ? 0 : 1], g.teams[in_order ? 1 : 0]}];
      m.points[0] += half[in_order ? 0 : 1] / 2.0;
      m.points[1] += half[in_order ? 1 : 0] / 2.0;
    }
  }
  if (!spill_ && state_bytes_ > spill_options_.budget) spill();
}

// Moves the state to disk (docs/scoring.md "Memory"): every round known, every player's
// totals so far, and every entry as a cell become records, and the memory is freed.
void StandingsBuilder::spill() {
  spill_ = std::make_unique<external::StandingsSpill>(spill_options_, std::array<char, 2>{letters_[0], letters_[1]});
  for (const std::string_view round : rounds_.strings) {
    external::SideRecord r;
    r.round = round;
    r.f.has_round = true;
    spill_->add(std::move(r));
  }
  for (std::size_t id = 0; id < players_.size(); ++id) {
    const StandingRow& p = players_[id];
    external::SideRecord r;
    r.player = names_.strings[id];
    r.f.has_player = true;
    r.f.totals = external::SideTotals{p.games, p.wins, p.draws, p.losses, p.unplayed, p.invalid, p.captured_points,
                                      static_cast<std::int32_t>(p.match_points * 2)};
    spill_->add(std::move(r));
  }
  for (const Entry& e : entries_) {
    // (The totals went with the players' records above.)
    const std::string_view opponent =
        e.opponent >= 0 ? std::string_view(names_.strings[static_cast<std::size_t>(e.opponent)]) : std::string_view();
    spill_->add(cell_record(names_.strings[static_cast<std::size_t>(e.player)], e.opponent >= 0 ? &opponent : nullptr,
                            rounds_.strings[e.round], e.side, e.half_points, e.kind, e.invalid));
  }
  for (const std::string_view where : unfinished_) spill_->list(true, where);
  for (const std::string_view where : invalid_) spill_->list(false, where);
  unfinished_ = StringList{};
  invalid_ = StringList{};
  players_ = {};
  entries_ = {};
  names_ = Interner{};
  rounds_ = Interner{};
  state_bytes_ = 0;
}

Standings StandingsBuilder::finish() && {
  Standings out;
  if (spill_) {
    // The external path (standings_external.h): the rows and rounds on disk.
    out.spilled = std::move(*spill_).finish(out.warnings, out.not_ranked);
    spill_.reset();
  } else {
    finish_in_memory(out);
  }
  out.unfinished = std::move(unfinished_);
  out.invalid = std::move(invalid_);
  out.warnings.insert(out.warnings.begin(), warnings_.begin(), warnings_.end());
  finish_teams(out);
  return out;
}

// The table from the state in memory: rounds ordered, Sonneborn-Berger, ranks, the rows
// put in rank order in place and their cells.
void StandingsBuilder::finish_in_memory(Standings& out) {
  auto storage = std::make_shared<StandingsStorage>();
  // Rounds in natural order; `order[id]` is a round's place in it.
  const StringList& rounds = rounds_.strings;
  std::vector<std::uint32_t> by_order(rounds.size());
  for (std::size_t i = 0; i < by_order.size(); ++i) by_order[i] = static_cast<std::uint32_t>(i);
  std::sort(by_order.begin(), by_order.end(),
            [&rounds](std::uint32_t a, std::uint32_t b) { return round_less(rounds[a], rounds[b]); });
  std::vector<std::uint32_t> order(rounds.size());
  for (std::size_t i = 0; i < by_order.size(); ++i) {
    order[by_order[i]] = static_cast<std::uint32_t>(i);
    out.rounds.push_back(rounds[by_order[i]]);
  }
  by_order = {};
  rounds_ = Interner{};
  // Sonneborn-Berger from the final match points, over the games played (docs/scoring.md).
  for (const Entry& e : entries_)
    if (e.kind == GameKind::played)
      players_[static_cast<std::size_t>(e.player)].sonneborn_berger +=
          e.half_points / 2.0 * players_[static_cast<std::size_t>(e.opponent)].match_points;

  PodBuffer<StandingRow>& rows = storage->rows;
  rows = std::move(players_);

  // Ranked by the four keys, then by name (each name is one player's).
  storage->names = std::move(names_.strings);
  names_ = Interner{};
  const StringList& names = storage->names;
  std::vector<std::int32_t> ranked;
  std::vector<bool> shares_rank;
  if (is_default_tie_break_order(tie_breaks_)) {
    ranked.resize(rows.size());
    for (std::size_t i = 0; i < ranked.size(); ++i) ranked[i] = static_cast<std::int32_t>(i);
    const auto& ps = rows;
    auto key_less = [&ps](std::int32_t a, std::int32_t b) {
      const auto keys = [&ps](std::int32_t i) {
        const StandingRow& p = ps[static_cast<std::size_t>(i)];
        return external::RankKeys{p.match_points, p.captured_points, p.sonneborn_berger, p.wins,
                                  p.games + p.unplayed > 0};
      };
      return external::ranks_above(keys(a), keys(b));
    };
    std::sort(ranked.begin(), ranked.end(), [&](std::int32_t a, std::int32_t b) {
      if (key_less(a, b)) return true;
      if (key_less(b, a)) return false;
      return name_less(names[static_cast<std::size_t>(a)], names[static_cast<std::size_t>(b)]);
    });
    shares_rank.resize(ranked.size());
    for (std::size_t i = 1; i < ranked.size(); ++i) shares_rank[i] = !key_less(ranked[i - 1], ranked[i]);
  } else {
    rank_by_tie_breaks(*storage, ranked, order);
    shares_rank = std::move(tie_break_shares_);
  }
  // The ranks, and the rows put in rank order in place (`row_of[id]`: a player's row).
  std::vector<std::int32_t> row_of(rows.size());
  for (std::size_t i = 0; i < ranked.size(); ++i) {
    const auto id = static_cast<std::size_t>(ranked[i]);
    row_of[id] = static_cast<std::int32_t>(i);
    StandingRow& p = rows[id];
    p.name = names[id];
    p.rank = shares_rank[i] ? rows[static_cast<std::size_t>(ranked[i - 1])].rank : static_cast<int>(i) + 1;
  }
  ranked = {};
  // The entries by row and the opponent's rank; then the rows put in rank order in place.
  for (Entry& e : entries_) {
    if (e.opponent >= 0) e.opponent = rows[static_cast<std::size_t>(e.opponent)].rank;
    e.player = row_of[static_cast<std::size_t>(e.player)];
  }
  for (std::size_t i = 0; i < rows.size(); ++i)
    while (static_cast<std::size_t>(row_of[i]) != i) {  // follow the cycle through i
      const auto j = static_cast<std::size_t>(row_of[i]);
      std::swap(rows[i], rows[j]);
      std::swap(row_of[i], row_of[j]);
    }
  row_of = {};
  // The cells row after row, in input order within a row, then sorted by round.
  std::vector<std::size_t> start(rows.size() + 1, 0);
  for (const Entry& e : entries_) ++start[static_cast<std::size_t>(e.player) + 1];
  for (std::size_t i = 1; i < start.size(); ++i) start[i] += start[i - 1];
  std::vector<GameCell>& cells = storage->cells;
  cells.resize(entries_.size());
  // start[r] counts along row r's cells as they are placed, ending at row r + 1's start;
  // shifted one place back after, it is every row's start again.
  for (const Entry& e : entries_)
    cells[start[static_cast<std::size_t>(e.player)]++] =
        GameCell{order[e.round], e.opponent, letters_[e.side], e.half_points, e.kind, e.invalid};
  entries_ = {};
  for (std::size_t r = start.size() - 1; r > 0; --r) start[r] = start[r - 1];
  start[0] = 0;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    StandingRow& row = rows[r];
    const auto first = cells.begin() + static_cast<std::ptrdiff_t>(start[r]);
    const auto last = cells.begin() + static_cast<std::ptrdiff_t>(start[r + 1]);
    std::stable_sort(first, last, [](const GameCell& x, const GameCell& y) { return x.round < y.round; });
    row.games_in = std::span<const GameCell>(cells.data() + start[r], start[r + 1] - start[r]);
    for (auto c = first; c != last; ++c)
      if (c != first && c->round == (c - 1)->round && out.rounds[c->round] != "?")
        out.warnings.push_back(std::string(row.name) + " has more than one game in round " + std::string(out.rounds[c->round]));
  }
  // Players without a counted game come last: not ranked, listed apart (docs/scoring.md).
  std::size_t ranked_rows = rows.size();
  while (ranked_rows > 0 && rows[ranked_rows - 1].games + rows[ranked_rows - 1].unplayed == 0) --ranked_rows;
  for (std::size_t r = ranked_rows; r < rows.size(); ++r) out.not_ranked.emplace_back(rows[r].name);
  out.rows = std::span<const StandingRow>(rows.begin(), ranked_rows);
  out.storage = std::move(storage);
  out.tie_breaks = tie_breaks_;
}

// The ranking by tie-breaks other than the default (standings_tie_breaks.h): `ranked` the
// player ids best first, the values put in rank order in the storage.
void StandingsBuilder::rank_by_tie_breaks(StandingsStorage& storage, std::vector<std::int32_t>& ranked,
                                          const std::vector<std::uint32_t>& round_order) {
  std::vector<tie_breaks::GameSide> sides;
  sides.reserve(entries_.size());
  for (std::size_t i = 0; i < entries_.size(); ++i) {
    const Entry& e = entries_[i];
    sides.push_back(tie_breaks::GameSide{e.player, e.opponent, round_order[e.round], e.side, e.half_points, e.kind,
                                         opponent_ratings_[i]});
  }
  opponent_ratings_ = {};
  tie_breaks::Ranking ranking =
      tie_breaks::rank(tie_breaks_, std::span<const StandingRow>(storage.rows.begin(), storage.rows.size()),
                       storage.names, sides, round_order.size());
  const std::size_t n = tie_breaks_.size();
  storage.tie_break_values.resize(ranking.values.size());
  for (std::size_t i = 0; i < ranking.ranked.size(); ++i) {
    const auto id = static_cast<std::size_t>(ranking.ranked[i]);
    std::copy_n(ranking.values.begin() + static_cast<std::ptrdiff_t>(id * n), n,
                storage.tie_break_values.begin() + static_cast<std::ptrdiff_t>(i * n));
  }
  ranked = std::move(ranking.ranked);
  tie_break_shares_ = std::move(ranking.shares_rank);
}

// Team events: matches scored 2-1-0 by game points, then the board tables.
void StandingsBuilder::finish_teams(Standings& out) {
  std::map<std::string, TeamRow> teams;
  for (const auto& [key, m] : matches_) {
    for (int s = 0; s < 2; ++s) {
      TeamRow& t = teams[key[static_cast<std::size_t>(s) + 1]];
      t.name = key[static_cast<std::size_t>(s) + 1];
      ++t.matches;
      t.game_points += m.points[s];
      const double mine = m.points[s], theirs = m.points[1 - s];
      if (mine > theirs) ++t.won, t.match_points += 2;
      else if (mine == theirs) ++t.drawn, t.match_points += 1;
      else ++t.lost;
    }
  }
  for (auto& [name, t] : teams) out.teams.push_back(t);
  auto team_less = [](const TeamRow& a, const TeamRow& b) {
    if (a.match_points != b.match_points) return a.match_points > b.match_points;
    return a.game_points > b.game_points;
  };
  std::stable_sort(out.teams.begin(), out.teams.end(), team_less);
  for (std::size_t i = 0; i < out.teams.size(); ++i)
    out.teams[i].rank = i > 0 && !team_less(out.teams[i - 1], out.teams[i]) ? out.teams[i - 1].rank
                                                                            : static_cast<int>(i) + 1;
  for (const auto& [key, row] : boards_) {
    if (out.boards.empty() || out.boards.back().board != key.board) out.boards.push_back(BoardTable{key.board, {}});
    out.boards.back().rows.push_back(row);
  }
  std::stable_sort(out.boards.begin(), out.boards.end(),
                   [](const BoardTable& a, const BoardTable& b) { return round_less(a.board, b.board); });
  for (BoardTable& b : out.boards)
    std::stable_sort(b.rows.begin(), b.rows.end(), [](const BoardRow& x, const BoardRow& y) {
      if (x.points != y.points) return x.points > y.points;
      return x.games < y.games;
    });
}

Standings compute_standings(const std::vector<EventGame>& games, char first_letter, char second_letter) {
  StandingsBuilder builder(first_letter, second_letter);
  for (const EventGame& g : games) builder.add(g);
  return std::move(builder).finish();
}

}  // namespace cinc::game
