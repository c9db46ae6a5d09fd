// The external path of an event's table (docs/scoring.md "Memory"), internal to libgame.
//
// A StandingsBuilder holds its table in memory until its state passes the budget
// (SpillOptions). It then moves to disk: every counted side of a game becomes a SideRecord
// (player, opponent, round, what it adds to the player's totals, its cell), appended to a
// file while the games are read. finish() then makes the table by external sorts (Sorter:
// records in memory up to half the budget, sorted and written as runs to temporary files,
// then merged) and merge joins of sorted files:
//
//   1. by round (natural order), then input order: the rounds get their places in the
//      table's order and are written to a file of names;
//   2. by player: the sums are the players' totals (written by name);
//   3. by opponent (kept as a file, read twice): joined with the totals, the
//      Sonneborn-Berger shares of the games played (4. summed by player);
//   5. by the four ranking keys, then name: ranks and row numbers;
//   6. by name: the ranked players, joined with (3) for each cell's opponent rank;
//   7. by player, round and input order: each player's cells in order, joined with (6)
//      into whole rows; 8. by row number: the rows file the table is read from.
//
// Where the order of equal records would show in the table, the order is total (a name, a
// row or the input order decides last; sums of quarter points are exact in any order), so
// the table is the same whatever the runs, and the same as the in-memory path's. At most
// two sorts hold records at once. Temporary files are unlinked as soon as they are made:
// none is left behind on any exit.
#pragma once
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <memory>
#include <queue>
#include <string>
#include <string_view>
#include <vector>

#include "cinc/game/standings.h"

namespace cinc::game::external {

// What one side of a game adds to its player's totals (docs/scoring.md "The table").
struct SideTotals {
  std::int32_t games = 0, wins = 0, draws = 0, losses = 0, unplayed = 0, invalid = 0, captured = 0;
  std::int32_t half_points = 0;  // match points x 2
  void add_to(SideTotals& t) const;
  void add_to(StandingRow& row) const;
};

// One record of the external path: a player's counted side of a game (a cell), or only
// what makes a player or a round known (a game not counted), or, at the moment the builder
// spills, a player's totals so far.
struct SideRecord {
  std::string player, opponent, round;  // opponent "" for a bye
  struct Fixed {
    std::uint64_t seq = 0;             // input order of the cells
    SideTotals totals;                 // what it adds to the player's totals
    std::int32_t opponent_rank = -1;   // set by step 6
    std::uint32_t round_index = 0;     // set by step 1
    std::uint8_t side = 0, half_points = 0;
    GameKind kind = GameKind::played;
    bool invalid = false;
    bool has_round = false, has_player = false, cell = false;
  } f;
};

// The keys a table ranks by (docs/scoring.md "The table"), as both paths hold them.
struct RankKeys {
  double match_points = 0;
  std::int32_t captured = 0;
  double sonneborn_berger = 0;
  std::int32_t wins = 0;
  bool counted = true;  // the player has a counted game (docs/scoring.md: else not ranked, listed apart)
};
// Whether `x` ranks above `y`: a counted game against none, then more match points, more
// captured points, a higher Sonneborn-Berger, more wins over the board. (Neither above the
// other: a shared rank.)
bool ranks_above(const RankKeys& x, const RankKeys& y);

// A player's line: totals, Sonneborn-Berger, rank and row number.
struct PlayerRecord {
  std::string name;
  struct Fixed {
    SideTotals totals;
    double sonneborn_berger = 0;
    std::int32_t rank = 0;
    std::uint64_t row = 0;
  } f;
};

// A whole row: the player's line and its cells in order.
struct RowRecord {
  PlayerRecord player;
  std::vector<GameCell> cells;
};

// A temporary file in `dir`, unlinked at once (it goes when closed, on any exit). Errors
// throw SpillError naming the directory.
class TempFile {
 public:
  explicit TempFile(const std::string& dir);
  ~TempFile();
  TempFile(TempFile&& o) noexcept : file_(o.file_), dir_(std::move(o.dir_)) { o.file_ = nullptr; }
  TempFile& operator=(TempFile&& o) noexcept {
    std::swap(file_, o.file_);
    std::swap(dir_, o.dir_);
    return *this;
  }
  TempFile(const TempFile&) = delete;
  // Appends bytes (throws SpillError when they cannot be written: a full disk).
  void write(const void* data, std::size_t n);
  // Reads exactly `n` bytes; false at the end of the file before any (a torn record throws).
  bool read(void* data, std::size_t n);
  // Reads `n` bytes at `offset` without moving the position (for random access).
  void read_at(void* data, std::size_t n, std::uint64_t offset) const;
  // Flushes what was written and goes back to the start, for reading.
  void rewind();

 private:
  [[noreturn]] void fail(const char* what) const;
  std::FILE* file_ = nullptr;
  std::string dir_;
};

// Record I/O: each record written as its fixed part, then its strings (and cells).
void write_record(TempFile& f, const SideRecord& r);
bool read_record(TempFile& f, SideRecord& r);
std::size_t record_bytes(const SideRecord& r);
void write_record(TempFile& f, const PlayerRecord& r);
bool read_record(TempFile& f, PlayerRecord& r);
std::size_t record_bytes(const PlayerRecord& r);
void write_record(TempFile& f, const RowRecord& r);
bool read_record(TempFile& f, RowRecord& r);
std::size_t record_bytes(const RowRecord& r);

// An external sort of records of type T by `less` (a total order where the order of equal
// records would matter): records are kept in memory up to `budget` bytes (as record_bytes
// and sizeof count them), then sorted and written as a run; next() gives them all in order,
// merging the runs. Runs are merged as they come, kFanIn of one size into one of the next
// (so that few files are open at once, whatever the input); with no run written, it sorts
// in memory only. Once the last record is given, its memory and files are freed.
template <class T>
class Sorter {
 public:
  using Less = std::function<bool(const T&, const T&)>;
  static constexpr std::size_t kFanIn = 32;

  Sorter(std::string dir, std::size_t budget, Less less)
      : dir_(std::move(dir)), budget_(std::max<std::size_t>(budget, 1)), less_(std::move(less)) {}
  Sorter(const Sorter&) = delete;  // its heap points back at it
  Sorter& operator=(const Sorter&) = delete;

  // Adds a record (before the first next()).
  void add(T record) {
    // Room for the budget's records at once: the buffer never grows by doubling past it.
    if (buffer_.capacity() == 0) buffer_.reserve(std::min<std::size_t>(budget_ / sizeof(T) + 1, 1u << 20));
    bytes_ += record_bytes(record) + sizeof(T);
    buffer_.push_back(std::move(record));
    if (bytes_ > budget_) write_run();
  }
  // The next record in order; false after the last (the memory and files are then freed).
  bool next(T& out) {
    if (!started_) start();
    if (runs_.empty()) {
      if (position_ == buffer_.size()) return release();
      out = std::move(buffer_[position_++]);
      return true;
    }
    if (heap_.empty()) return release();
    const std::size_t i = heap_.top();
    heap_.pop();
    out = std::move(heads_[i]);
    if (read_record(runs_[i], heads_[i])) heap_.push(i);
    return true;
  }

 private:
  bool release() {
    buffer_ = {};
    heads_ = {};
    runs_.clear();
    levels_.clear();
    return false;
  }
  void write_run() {
    std::sort(buffer_.begin(), buffer_.end(), less_);
    TempFile run(dir_);
    for (const T& r : buffer_) write_record(run, r);
    run.rewind();
    runs_.push_back(std::move(run));
    levels_.push_back(0);
    buffer_.clear();
    bytes_ = 0;
    // kFanIn runs of one level become one of the next (levels only fall along runs_).
    while (runs_.size() >= kFanIn && levels_[runs_.size() - kFanIn] == levels_.back()) merge_last(kFanIn);
  }
  // Merges the last `count` runs into one, a level up.
  void merge_last(std::size_t count) {
    const std::size_t first = runs_.size() - count;
    std::vector<T> heads(count);
    auto greater = [&](std::size_t a, std::size_t b) { return less_(heads[b], heads[a]); };
    std::priority_queue<std::size_t, std::vector<std::size_t>, decltype(greater)> heap(greater);
    for (std::size_t i = 0; i < count; ++i)
      if (read_record(runs_[first + i], heads[i])) heap.push(i);
    TempFile out(dir_);
    while (!heap.empty()) {
      const std::size_t i = heap.top();
      heap.pop();
      write_record(out, heads[i]);
      if (read_record(runs_[first + i], heads[i])) heap.push(i);
    }
    out.rewind();
    const int level = levels_.back() + 1;
    runs_.erase(runs_.begin() + static_cast<std::ptrdiff_t>(first), runs_.end());
    levels_.resize(first);
    runs_.push_back(std::move(out));
    levels_.push_back(level);
  }
  void start() {
    started_ = true;
    if (runs_.empty()) {
      std::sort(buffer_.begin(), buffer_.end(), less_);
      return;
    }
    if (!buffer_.empty()) write_run();
    buffer_ = {};
    if (runs_.size() > kFanIn) merge_last(runs_.size() - kFanIn + 1);
    heads_.resize(runs_.size());
    for (std::size_t i = 0; i < runs_.size(); ++i)
      if (read_record(runs_[i], heads_[i])) heap_.push(i);
  }

  struct Greater {
    const Sorter* s;
    bool operator()(std::size_t a, std::size_t b) const { return s->less_(s->heads_[b], s->heads_[a]); }
  };
  std::string dir_;
  std::size_t budget_;
  Less less_;
  std::vector<T> buffer_;
  std::size_t bytes_ = 0, position_ = 0;
  bool started_ = false;
  std::vector<TempFile> runs_;
  std::vector<int> levels_;  // how many merges made each run
  std::vector<T> heads_;
  std::priority_queue<std::size_t, std::vector<std::size_t>, Greater> heap_{Greater{this}};
};

// The state of a builder that has spilled: its records in a file, and its lists of games.
class StandingsSpill {
 public:
  StandingsSpill(const SpillOptions& options, std::array<char, 2> letters);
  // Takes one record (in input order: `seq` is given here).
  void add(SideRecord record);
  // Lists an unfinished game (or an invalid one), in order.
  void list(bool unfinished, std::string_view where);
  // Steps 1-8: the table on disk; the warnings of players with two games in a round, in
  // row order, appended to `warnings`, and the players without a counted game (not ranked,
  // not among the rows) to `not_ranked`, in name order.
  [[nodiscard]] std::shared_ptr<const SpilledTable> finish(std::vector<std::string>& warnings,
                                                           std::vector<std::string>& not_ranked) &&;

 private:
  std::string dir_;
  std::size_t budget_;
  std::array<char, 2> letters_;
  std::uint64_t seq_ = 0;
  // The records as they come, sorted only by finish(): while the games are read, the
  // spilled state is a file's buffer (the search for copies of games grows meanwhile).
  TempFile log_;
  TempFile unfinished_, invalid_;  // "where"s, each its length and bytes
};

}  // namespace cinc::game::external

namespace cinc::game {

// A table on disk (Standings::spilled): its rounds (names end to end, and where each
// ends) and its rows in order, read back as the table is written.
class SpilledTable {
 public:
  SpilledTable(external::TempFile round_names, external::TempFile round_ends, std::size_t rounds,
               external::TempFile rows, external::TempFile unfinished, external::TempFile invalid)
      : round_names_(std::move(round_names)), round_ends_(std::move(round_ends)), rounds_(rounds),
        rows_(std::move(rows)), unfinished_(std::move(unfinished)), invalid_(std::move(invalid)) {}
  [[nodiscard]] std::size_t round_count() const { return rounds_; }
  [[nodiscard]] std::string round_name(std::size_t i) const;
  void for_each_round(const std::function<void(std::string_view)>& fn) const;
  void for_each_row(const std::function<void(const StandingRow&)>& fn) const;
  // The unfinished games (or the invalid ones) listed, in order.
  void for_each_listed(bool unfinished, const std::function<void(std::string_view)>& fn) const;

 private:
  mutable external::TempFile round_names_, round_ends_;  // read in order by for_each_round, else at offsets
  std::size_t rounds_;
  mutable external::TempFile rows_;  // read from the start at each for_each_row
  mutable external::TempFile unfinished_, invalid_;
};

}  // namespace cinc::game
