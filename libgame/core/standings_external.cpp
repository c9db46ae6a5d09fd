// The external path of an event's table: temporary files, external sorts and the eight
// steps that make the table from a spilled builder's records (standings_external.h,
// docs/scoring.md "Memory").
#include "standings_external.h"

#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace cinc::game::external {

bool ranks_above(const RankKeys& x, const RankKeys& y) {
  if (x.counted != y.counted) return x.counted;
  if (x.match_points != y.match_points) return x.match_points > y.match_points;
  if (x.captured != y.captured) return x.captured > y.captured;
  if (x.sonneborn_berger != y.sonneborn_berger) return x.sonneborn_berger > y.sonneborn_berger;
  return x.wins > y.wins;
}

void SideTotals::add_to(SideTotals& t) const {
  t.games += games, t.wins += wins, t.draws += draws, t.losses += losses;
  t.unplayed += unplayed, t.invalid += invalid, t.captured += captured, t.half_points += half_points;
}

void SideTotals::add_to(StandingRow& row) const {
  row.games += games, row.wins += wins, row.draws += draws, row.losses += losses;
  row.unplayed += unplayed, row.invalid += invalid, row.captured_points += captured;
  row.match_points += half_points / 2.0;
}

// ---- Temporary files ----

namespace {

std::string temp_dir_of(const SpillOptions& options) {
  if (!options.temp_dir.empty()) return options.temp_dir;
  const char* tmp = std::getenv("TMPDIR");
  return tmp && *tmp ? tmp : "/tmp";
}

}  // namespace

TempFile::TempFile(const std::string& dir) : dir_(dir) {
  std::string path = dir + "/cinc-standings.XXXXXX";
  const int fd = ::mkstemp(path.data());
  if (fd < 0) fail("cannot make a temporary file");
  ::unlink(path.c_str());  // gone when closed, whatever way the program ends
  file_ = ::fdopen(fd, "w+b");
  if (!file_) {
    ::close(fd);
    fail("cannot open a temporary file");
  }
}

TempFile::~TempFile() {
  if (file_) std::fclose(file_);
}

void TempFile::fail(const char* what) const {
  throw SpillError(std::string(what) + " in " + dir_ + ": " + std::strerror(errno) +
                   " (a large table is made on disk there: set TMPDIR to a writable directory with room)");
}

void TempFile::write(const void* data, std::size_t n) {
  // The stream is this object's alone: no locking (a record is several small writes).
  if (n != 0 && ::fwrite_unlocked(data, 1, n, file_) != n) fail("cannot write a temporary file");
}

bool TempFile::read(void* data, std::size_t n) {
  const std::size_t got = ::fread_unlocked(data, 1, n, file_);
  if (got == n) return true;
  if (got == 0 && ::feof_unlocked(file_)) return false;
  fail("cannot read a temporary file");
}

void TempFile::read_at(void* data, std::size_t n, std::uint64_t offset) const {
  auto* out = static_cast<char*>(data);
  while (n > 0) {
    const ssize_t got = ::pread(::fileno(file_), out, n, static_cast<off_t>(offset));
    if (got <= 0) fail("cannot read a temporary file");
    out += got, n -= static_cast<std::size_t>(got), offset += static_cast<std::uint64_t>(got);
  }
}

void TempFile::rewind() {
  if (std::fflush(file_) != 0) fail("cannot write a temporary file");
  if (std::fseek(file_, 0, SEEK_SET) != 0) fail("cannot read a temporary file");
}

// ---- Records ----

namespace {

void write_string(TempFile& f, std::string_view s) {
  const auto n = static_cast<std::uint32_t>(s.size());
  f.write(&n, sizeof n);
  f.write(s.data(), s.size());
}

// A string as write_string wrote it; false at the end of the file, before its length.
bool read_string_or_end(TempFile& f, std::string& s) {
  std::uint32_t n = 0;
  if (!f.read(&n, sizeof n)) return false;
  s.resize(n);
  if (n != 0 && !f.read(s.data(), n)) throw SpillError("a temporary file ends inside a record");
  return true;
}

// A string of a record (which must be there).
void read_string(TempFile& f, std::string& s) {
  if (!read_string_or_end(f, s)) throw SpillError("a temporary file ends inside a record");
}

}  // namespace

void write_record(TempFile& f, const SideRecord& r) {
  f.write(&r.f, sizeof r.f);
  write_string(f, r.player);
  write_string(f, r.opponent);
  write_string(f, r.round);
}

bool read_record(TempFile& f, SideRecord& r) {
  if (!f.read(&r.f, sizeof r.f)) return false;
  read_string(f, r.player);
  read_string(f, r.opponent);
  read_string(f, r.round);
  return true;
}

std::size_t record_bytes(const SideRecord& r) { return r.player.size() + r.opponent.size() + r.round.size(); }

void write_record(TempFile& f, const PlayerRecord& r) {
  f.write(&r.f, sizeof r.f);
  write_string(f, r.name);
}

bool read_record(TempFile& f, PlayerRecord& r) {
  if (!f.read(&r.f, sizeof r.f)) return false;
  read_string(f, r.name);
  return true;
}

std::size_t record_bytes(const PlayerRecord& r) { return r.name.size(); }

void write_record(TempFile& f, const RowRecord& r) {
  write_record(f, r.player);
  const std::uint64_t n = r.cells.size();
  f.write(&n, sizeof n);
  f.write(r.cells.data(), n * sizeof(GameCell));
}

bool read_record(TempFile& f, RowRecord& r) {
  if (!read_record(f, r.player)) return false;
  std::uint64_t n = 0;
  if (!f.read(&n, sizeof n)) throw SpillError("a temporary file ends inside a record");
  r.cells.resize(n);
  if (n != 0 && !f.read(r.cells.data(), n * sizeof(GameCell))) throw SpillError("a temporary file ends inside a record");
  return true;
}

std::size_t record_bytes(const RowRecord& r) { return r.player.name.size() + r.cells.size() * sizeof(GameCell); }

// ---- The eight steps ----

namespace {

// The records of a sorted file read one by one, for a merge join.
template <class T>
class Cursor {
 public:
  explicit Cursor(TempFile& f) : file_(f) {
    file_.rewind();
    ok_ = read_record(file_, record_);
  }
  [[nodiscard]] bool ok() const { return ok_; }
  [[nodiscard]] T& get() { return record_; }
  void next() { ok_ = read_record(file_, record_); }

 private:
  TempFile& file_;
  T record_;
  bool ok_ = false;
};

// The player named `name` in `players` (sorted by name; names asked in order).
PlayerRecord& seek(Cursor<PlayerRecord>& players, const std::string& name) {
  while (players.ok() && players.get().name < name) players.next();
  if (!players.ok() || players.get().name != name) throw std::logic_error("standings: a player of a game has no row");
  return players.get();
}

// A player's ranking keys on the external path (its match points kept doubled).
bool key_less(const PlayerRecord::Fixed& x, const PlayerRecord::Fixed& y) {
  const auto keys = [](const PlayerRecord::Fixed& p) {
    return RankKeys{p.totals.half_points / 2.0, p.totals.captured, p.sonneborn_berger, p.totals.wins,
                    p.totals.games + p.totals.unplayed > 0};
  };
  return ranks_above(keys(x), keys(y));
}

std::string read_round(const TempFile& names, const TempFile& ends, std::size_t i) {
  std::uint64_t bounds[2] = {0, 0};
  if (i == 0) ends.read_at(&bounds[1], sizeof bounds[1], 0);
  else ends.read_at(bounds, sizeof bounds, (i - 1) * sizeof(std::uint64_t));
  std::string name(bounds[1] - bounds[0], '\0');
  if (!name.empty()) names.read_at(name.data(), name.size(), bounds[0]);
  return name;
}

// Step 1: numbers the rounds in order (the records come by round) and writes each round's name
// once (`round_names`, and where each ends in `round_ends`); the records of a player go on to
// `by_player`. Returns the number of rounds.
std::size_t number_rounds(Sorter<SideRecord>& by_round, TempFile& round_names, TempFile& round_ends,
                          Sorter<SideRecord>& by_player) {
  std::size_t rounds = 0;
  std::uint64_t end = 0;
  SideRecord r;
  std::string last;
  while (by_round.next(r)) {
    if (r.f.has_round) {
      if (rounds == 0 || r.round != last) {
        round_names.write(r.round.data(), r.round.size());
        end += r.round.size();
        round_ends.write(&end, sizeof end);
        ++rounds;
        last = r.round;
      }
      r.f.round_index = static_cast<std::uint32_t>(rounds - 1);
      r.round.clear();
    }
    if (r.f.has_player) by_player.add(std::move(r));
  }
  return rounds;
}

// Step 2: each player's totals (the records come by player), written to `players` by name; the
// records of a cell go on to `by_opponent`.
void total_players(Sorter<SideRecord>& by_player, TempFile& players, Sorter<SideRecord>& by_opponent) {
  SideRecord r;
  PlayerRecord p;
  bool open = false;
  while (by_player.next(r)) {
    if (!open || r.player != p.name) {
      if (open) write_record(players, p);
      p = PlayerRecord{};
      p.name = r.player;
      open = true;
    }
    r.f.totals.add_to(p.f.totals);
    if (r.f.cell) by_opponent.add(std::move(r));
  }
  if (open) write_record(players, p);
}

// Step 4: Sonneborn-Berger, by a join of the cells (by opponent) with the players (by name):
// each game played adds its points (1, 1/2, 0) times the opponent's final match points
// (docs/scoring.md "Byes, forfeits and unplayed games"), one share a game into `shares`.
void sonneborn_berger_shares(TempFile& cells_by_opponent, TempFile& players, Sorter<PlayerRecord>& shares) {
  Cursor<SideRecord> cell(cells_by_opponent);
  Cursor<PlayerRecord> opponents(players);
  for (; cell.ok(); cell.next()) {
    const SideRecord& r = cell.get();
    if (r.f.kind != GameKind::played) continue;
    PlayerRecord share;
    share.name = r.player;
    share.f.sonneborn_berger = r.f.half_points / 2.0 * (seek(opponents, r.opponent).f.totals.half_points / 2.0);
    shares.add(std::move(share));
  }
}

// Step 5: each player with the sum of its shares (both by name), into `ranked`.
void add_shares(TempFile& players, Sorter<PlayerRecord>& shares, Sorter<PlayerRecord>& ranked) {
  PlayerRecord share;
  bool have = shares.next(share);
  for (Cursor<PlayerRecord> p(players); p.ok(); p.next()) {
    for (; have && share.name == p.get().name; have = shares.next(share))
      p.get().f.sonneborn_berger += share.f.sonneborn_berger;
    ranked.add(std::move(p.get()));
  }
}

// Step 6: the ranks (rows equal on the four keys share one) and row numbers of the players in
// rank order, into `named_sort`.
void number_ranks(Sorter<PlayerRecord>& ranked, Sorter<PlayerRecord>& named_sort) {
  PlayerRecord p;
  PlayerRecord::Fixed previous;
  for (std::uint64_t i = 0; ranked.next(p); ++i) {
    p.f.rank = i > 0 && !key_less(previous, p.f) ? previous.rank : static_cast<std::int32_t>(i + 1);
    p.f.row = i;
    previous = p.f;
    named_sort.add(std::move(p));
  }
}

// Each cell's opponent rank, by a join of the cells (by opponent) with the ranked players (by
// name), into `by_row_cells`.
void add_opponent_ranks(TempFile& cells_by_opponent, TempFile& named, Sorter<SideRecord>& by_row_cells) {
  Cursor<SideRecord> cell(cells_by_opponent);
  Cursor<PlayerRecord> opponents(named);
  for (; cell.ok(); cell.next()) {
    SideRecord& r = cell.get();
    if (r.f.kind != GameKind::bye) r.f.opponent_rank = seek(opponents, r.opponent).f.rank;
    r.opponent.clear();
    by_row_cells.add(std::move(r));
  }
}

// Step 7: whole rows, each player's line (by name) with its cells (by player), into `rows_sort`.
void gather_rows(TempFile& named, Sorter<SideRecord>& by_row_cells, std::array<char, 2> letters,
                 Sorter<RowRecord>& rows_sort) {
  SideRecord c;
  bool have = by_row_cells.next(c);
  for (Cursor<PlayerRecord> p(named); p.ok(); p.next()) {
    RowRecord row;
    row.player = std::move(p.get());
    for (; have && c.player == row.player.name; have = by_row_cells.next(c))
      row.cells.push_back(GameCell{c.f.round_index, c.f.opponent_rank, letters[c.f.side], c.f.half_points,
                                   c.f.kind, c.f.invalid});
    rows_sort.add(std::move(row));
  }
}

// Step 8: the rows in order into `rows`, to be read as the table is written; a player with two
// games in a round is warned of (but in the round "?" of games without a Round tag); a player
// without a counted game goes to `not_ranked` (they come last, in name order).
void write_rows(Sorter<RowRecord>& rows_sort, const TempFile& round_names, const TempFile& round_ends, TempFile& rows,
                std::vector<std::string>& warnings, std::vector<std::string>& not_ranked) {
  RowRecord row;
  while (rows_sort.next(row)) {
    if (row.player.f.totals.games + row.player.f.totals.unplayed == 0) {
      not_ranked.push_back(row.player.name);
      continue;
    }
    for (std::size_t i = 1; i < row.cells.size(); ++i)
      if (row.cells[i].round == row.cells[i - 1].round) {
        const std::string round = read_round(round_names, round_ends, row.cells[i].round);
        if (round != "?") warnings.push_back(row.player.name + " has more than one game in round " + round);
      }
    write_record(rows, row);
  }
}

}  // namespace

StandingsSpill::StandingsSpill(const SpillOptions& options, std::array<char, 2> letters)
    : dir_(temp_dir_of(options)), budget_(options.budget / 2), letters_(letters),
      log_(dir_),  // a directory that cannot be written fails here, at once
      unfinished_(dir_), invalid_(dir_) {}

void StandingsSpill::add(SideRecord record) {
  record.f.seq = seq_++;
  write_record(log_, record);
}

void StandingsSpill::list(bool unfinished, std::string_view where) {
  write_string(unfinished ? unfinished_ : invalid_, where);
}

std::shared_ptr<const SpilledTable> StandingsSpill::finish(std::vector<std::string>& warnings,
                                                           std::vector<std::string>& not_ranked) && {
  auto by_name = [](const SideRecord& a, const SideRecord& b) { return a.player < b.player; };
  // The records by round (records of no round first), then in input order.
  Sorter<SideRecord> by_round(dir_, budget_, [](const SideRecord& a, const SideRecord& b) {
    if (a.f.has_round != b.f.has_round) return !a.f.has_round;
    if (a.round != b.round) return round_less(a.round, b.round);
    return a.f.seq < b.f.seq;
  });
  {
    log_.rewind();
    SideRecord r;
    while (read_record(log_, r)) by_round.add(std::move(r));
    log_ = TempFile(dir_);  // the log's file is closed
  }
  // 1. The rounds in order, each numbered and its name written once.
  TempFile round_names(dir_), round_ends(dir_);
  Sorter<SideRecord> by_player(dir_, budget_, by_name);
  const std::size_t rounds = number_rounds(by_round, round_names, round_ends, by_player);
  round_names.rewind();
  round_ends.rewind();
  // 2. Each player's totals, by name; the cells go on by opponent.
  TempFile players(dir_);
  Sorter<SideRecord> by_opponent(dir_, budget_, [](const SideRecord& a, const SideRecord& b) {
    return a.opponent < b.opponent;
  });
  total_players(by_player, players, by_opponent);
  // 3. The cells by opponent, kept for two joins.
  TempFile cells_by_opponent(dir_);
  {
    SideRecord r;
    while (by_opponent.next(r)) write_record(cells_by_opponent, r);
  }
  // 4. Sonneborn-Berger shares, by player.
  Sorter<PlayerRecord> shares(dir_, budget_, [](const PlayerRecord& a, const PlayerRecord& b) { return a.name < b.name; });
  sonneborn_berger_shares(cells_by_opponent, players, shares);
  // 5. The players in rank order (ties by name, as in memory: name_less, then bytes).
  Sorter<PlayerRecord> ranked(dir_, budget_, [](const PlayerRecord& a, const PlayerRecord& b) {
    if (key_less(a.f, b.f)) return true;
    if (key_less(b.f, a.f)) return false;
    return name_less(a.name, b.name);
  });
  add_shares(players, shares, ranked);
  // 6. Ranks and row numbers, by name.
  Sorter<PlayerRecord> named_sort(dir_, budget_, [](const PlayerRecord& a, const PlayerRecord& b) { return a.name < b.name; });
  number_ranks(ranked, named_sort);
  TempFile named(dir_);
  {
    PlayerRecord p;
    while (named_sort.next(p)) write_record(named, p);
  }
  // Each cell's opponent rank; the cells by player, round and input order.
  Sorter<SideRecord> by_row_cells(dir_, budget_, [](const SideRecord& a, const SideRecord& b) {
    if (a.player != b.player) return a.player < b.player;
    if (a.f.round_index != b.f.round_index) return a.f.round_index < b.f.round_index;
    return a.f.seq < b.f.seq;
  });
  add_opponent_ranks(cells_by_opponent, named, by_row_cells);
  // 7. Whole rows: each player's line and cells.
  Sorter<RowRecord> rows_sort(dir_, budget_, [](const RowRecord& a, const RowRecord& b) {
    return a.player.f.row < b.player.f.row;
  });
  gather_rows(named, by_row_cells, letters_, rows_sort);
  // 8. The rows in order; a player with two games in a round is warned of.
  TempFile rows(dir_);
  write_rows(rows_sort, round_names, round_ends, rows, warnings, not_ranked);
  return std::make_shared<SpilledTable>(std::move(round_names), std::move(round_ends), rounds, std::move(rows),
                                        std::move(unfinished_), std::move(invalid_));
}
}  // namespace cinc::game::external

namespace cinc::game {

std::string SpilledTable::round_name(std::size_t i) const { return external::read_round(round_names_, round_ends_, i); }

void SpilledTable::for_each_round(const std::function<void(std::string_view)>& fn) const {
  round_names_.rewind();
  round_ends_.rewind();
  std::uint64_t start = 0, end = 0;
  std::string name;
  for (std::size_t i = 0; i < rounds_; ++i, start = end) {
    if (!round_ends_.read(&end, sizeof end)) throw SpillError("a temporary file ends inside a record");
    name.resize(end - start);
    if (!name.empty() && !round_names_.read(name.data(), name.size()))
      throw SpillError("a temporary file ends inside a record");
    fn(name);
  }
}

void SpilledTable::for_each_listed(bool unfinished, const std::function<void(std::string_view)>& fn) const {
  external::TempFile& f = unfinished ? unfinished_ : invalid_;
  f.rewind();
  std::string where;
  while (external::read_string_or_end(f, where)) fn(where);
}

void SpilledTable::for_each_row(const std::function<void(const StandingRow&)>& fn) const {
  rows_.rewind();
  external::RowRecord r;
  while (external::read_record(rows_, r)) {
    StandingRow row;
    row.name = r.player.name;
    row.rank = r.player.f.rank;
    r.player.f.totals.add_to(row);
    row.sonneborn_berger = r.player.f.sonneborn_berger;
    row.games_in = std::span<const GameCell>(r.cells.data(), r.cells.size());
    fn(row);
  }
}

}  // namespace cinc::game
