// An event's table from its games' results: match points, tie-breaks, crosstable, and for
// team events the board table (docs/scoring.md "cinc standings").
#pragma once
#include <array>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <iterator>
#include <limits>
#include <map>
#include <memory>
#include <new>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace cinc::game {

/// How a game counts (docs/scoring.md "Byes, forfeits and unplayed games").
enum class GameKind : std::uint8_t {
  played,   ///< played over the board: counts for points and every tie-break
  forfeit,  ///< `[Termination "forfeit"]` or a `+/-`, `-/+`, `-/-` result: points only
  bye,      ///< one side is BYE: the other player's points only
};

/// A tie-break of the table (docs/scoring.md "Tie-breaks"), after the FIDE Handbook C.07,
/// Tie-Break Regulations.
enum class TieBreak : std::uint8_t {
  captured,          ///< points captured in games played (cinc's own)
  sonneborn_berger,  ///< C.07 article 8.2 (games played only, as today's default)
  wins,              ///< games won over the board (C.07 article 7.2)
  buchholz,          ///< C.07 article 8.1, unplayed rounds against a dummy opponent (article 16)
  buchholz_cut1,     ///< Buchholz less its least significant value (C.07 article 14.1)
  buchholz_median,   ///< Buchholz less its least and most significant values (C.07 article 14.3)
  direct_encounter,  ///< points among the players tied before it (C.07 article 6)
  progressive,       ///< the sum of the running scores after each round (C.07 article 7.5)
  second_player,     ///< games played over the board as the second player (C.07 article 7.3)
  opponents_rating,  ///< average rating of the opponents met over the board (C.07 article 10.1)
};

/// A tie-break's names: what `--tie-breaks` and the TieBreaks tag accept (`name`, or
/// `alias`, any case), the table's column header, the JSON key and its name in a sentence.
struct TieBreakNames {
  TieBreak tie_break;
  const char* name;
  const char* alias;
  const char* column;
  const char* json_key;
  const char* title;
};

/// Every tie-break cinc knows, in the order docs/scoring.md lists them.
[[nodiscard]] std::span<const TieBreakNames> tie_break_catalogue();
/// The names of a tie-break (docs/scoring.md "Tie-breaks").
[[nodiscard]] const TieBreakNames& tie_break_names(TieBreak tie_break);
/// Today's order, the default: captured points, Sonneborn-Berger, wins.
[[nodiscard]] std::vector<TieBreak> default_tie_breaks();
/// Whether `order` is the default (without making a list).
[[nodiscard]] inline bool is_default_tie_break_order(std::span<const TieBreak> order) {
  return order.size() == 3 && order[0] == TieBreak::captured && order[1] == TieBreak::sonneborn_berger &&
         order[2] == TieBreak::wins;
}
/// Reads a comma-separated list of tie-break names (spaces around names ignored); on an
/// unknown, repeated or missing name, nothing, with `error` saying why and naming the known ones.
[[nodiscard]] std::optional<std::vector<TieBreak>> parse_tie_breaks(std::string_view list, std::string& error);

/// A name as the table orders names (docs/scoring.md "The table"): ASCII letters in lower
/// case, Latin letters with accents as their base letters (Á a, ß ss, ễ e), the rest as it is.
[[nodiscard]] std::string folded_name(std::string_view name);
/// Whether `a` comes before `b` in the table's order of names: by folded_name, then by bytes.
[[nodiscard]] bool name_less(std::string_view a, std::string_view b);
/// Whether round (or board) `a` comes before `b` in every table and on the page
/// (docs/scoring.md "Rounds"): names of numbers separated by dots ("2", "10", "1.2") by
/// their numbers in turn (1, 1.2, 1.10, 2, 10), before every other name ("?", "final"),
/// those in byte order; names equal so, by their bytes ("01" before "1").
[[nodiscard]] bool round_less(std::string_view a, std::string_view b);

/// One game of an event, as standings need it.
struct EventGame {
  std::string first;               ///< first player's name (or team name in team games); "BYE" for a bye
  std::string second;
  std::string round;               ///< the Round tag ("?" when missing)
  /// "1-0", "0-1", "1/2-1/2", "*", a forfeit "+/-", "-/+", "-/-" (docs/notation.md §8),
  /// or "0-0" (a double forfeit by the Termination tag: both lose)
  std::string result;
  std::array<int, 2> points{0, 0}; ///< captured points of both sides (counted as `cinc score` does)
  std::string where;               ///< "file:game" for messages
  GameKind kind = GameKind::played;
  bool invalid = false;            ///< the record has an error: counted as it states, and marked
  std::string board;               ///< the Board tag in a team event, else empty
  std::array<std::string, 2> teams; ///< the sides' team tags (`DarkTeam`...) in a team event, else empty
  std::array<int, 2> ratings{0, 0}; ///< the sides' rating tags (`DarkElo`...), 0 when none
};

/// A growing array of trivially copyable values in one malloc'd block that grows by
/// realloc: a large block grows where it is (the kernel remaps its pages) instead of being
/// copied into a new one beside the old, as a std::vector's doubling does, which holds both
/// at once (for a million players' rows, 80 MB and 160 MB). Pages not yet written take no
/// memory.
template <class T>
class PodBuffer {
  static_assert(std::is_trivially_copyable_v<T>);

 public:
  PodBuffer() = default;
  PodBuffer(const PodBuffer&) = delete;
  PodBuffer& operator=(const PodBuffer&) = delete;
  PodBuffer(PodBuffer&& o) noexcept : data_(o.data_), size_(o.size_), capacity_(o.capacity_) {
    o.data_ = nullptr;
    o.size_ = o.capacity_ = 0;
  }
  PodBuffer& operator=(PodBuffer&& o) noexcept {
    if (this != &o) {
      std::free(data_);
      data_ = o.data_;
      size_ = o.size_;
      capacity_ = o.capacity_;
      o.data_ = nullptr;
      o.size_ = o.capacity_ = 0;
    }
    return *this;
  }
  ~PodBuffer() { std::free(data_); }

  /// Appends a value (std::bad_alloc when memory runs out).
  void push_back(const T& v) {
    if (size_ == capacity_) {
      const std::size_t capacity = capacity_ < 16 ? 16 : capacity_ * 2;
      void* grown = std::realloc(data_, capacity * sizeof(T));
      if (!grown) throw std::bad_alloc();
      data_ = static_cast<T*>(grown);
      capacity_ = capacity;
    }
    std::memcpy(static_cast<void*>(data_ + size_), &v, sizeof(T));
    ++size_;
  }
  /// How many values it holds, whether none, the `i`th, and the values in order.
  [[nodiscard]] std::size_t size() const { return size_; }
  [[nodiscard]] bool empty() const { return size_ == 0; }
  [[nodiscard]] T& operator[](std::size_t i) { return data_[i]; }
  [[nodiscard]] const T& operator[](std::size_t i) const { return data_[i]; }
  [[nodiscard]] T* begin() { return data_; }
  [[nodiscard]] T* end() { return data_ + size_; }
  [[nodiscard]] const T* begin() const { return data_; }
  [[nodiscard]] const T* end() const { return data_ + size_; }

 private:
  T* data_ = nullptr;
  std::size_t size_ = 0, capacity_ = 0;
};

/// Strings kept end to end in one buffer (names, rounds, "where"s): their text and one
/// offset each, where a std::string costs 32 bytes and often a heap block. A view that
/// operator[] gives is valid until the list changes or is destroyed.
class StringList {
 public:
  /// Appends a string.
  void push_back(std::string_view s);
  /// How many strings it holds, and whether none.
  [[nodiscard]] std::size_t size() const { return ends_.size(); }
  [[nodiscard]] bool empty() const { return ends_.empty(); }
  /// The `i`th string (0-based).
  [[nodiscard]] std::string_view operator[](std::size_t i) const {
    const std::size_t start = i == 0 ? 0 : ends_[i - 1];
    return {text_.data() + start, ends_[i] - start};
  }
  /// Reads the strings in order (each a std::string_view).
  class const_iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = std::string_view;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = std::string_view;
    const_iterator() = default;
    const_iterator(const StringList* list, std::size_t i) : list_(list), i_(i) {}
    std::string_view operator*() const { return (*list_)[i_]; }
    const_iterator& operator++() { ++i_; return *this; }
    const_iterator operator++(int) { const_iterator old = *this; ++i_; return old; }
    friend bool operator==(const const_iterator& a, const const_iterator& b) { return a.i_ == b.i_; }
   private:
    const StringList* list_ = nullptr;
    std::size_t i_ = 0;
  };
  /// The first string and one past the last, for range-for.
  [[nodiscard]] const_iterator begin() const { return {this, 0}; }
  [[nodiscard]] const_iterator end() const { return {this, size()}; }
  /// The strings as std::strings (for comparing in tests and small lists).
  [[nodiscard]] std::vector<std::string> to_vector() const { return {begin(), end()}; }

 private:
  std::vector<char> text_;
  std::vector<std::size_t> ends_;  // where each string ends in text_
};

/// One game of a player as the crosstable shows it: 12 bytes, its text made on demand.
struct GameCell {
  std::uint32_t round = 0;      ///< index into Standings::rounds
  std::int32_t opponent = 0;    ///< the opponent's rank (unused for a bye)
  char letter = 'd';            ///< the player's side letter ('d' first player, 'l' second...)
  std::uint8_t half_points = 0; ///< 2 won, 1 drawn, 0 lost
  GameKind kind = GameKind::played;
  bool invalid = false;         ///< the record has an error
  /// "+3d" won against rank 3 as the first player, "=5l" drawn as the second, "-2d" lost;
  /// "+f3d" / "-f3d" won / lost by forfeit; "+bye" "=bye" "-bye" a bye; a trailing "!"
  /// marks a game whose record has an error.
  [[nodiscard]] std::string text() const;
};

/// One cell of the crosstable: a round (index into Standings::rounds) and what happened
/// (GameCell::text; two games in a round are joined by a space).
struct Cell {
  std::size_t round = 0;
  std::string text;
};

/// One player's (or team's) line of the table. Its name and cells point into the
/// Standings it came from (shared by its copies): valid while one of them lives.
struct StandingRow {
  std::string_view name;
  int rank = 0;              ///< 1-based; equal rows share a rank
  int games = 0, wins = 0, draws = 0, losses = 0;  ///< games played over the board
  int unplayed = 0;          ///< rounds scored without play: byes and forfeits (either way)
  int invalid = 0;           ///< counted games whose record has an error
  int captured_points = 0;   ///< first tie-break: total points captured (played games)
  double match_points = 0;   ///< 1 a win, 1/2 a draw, 0 a loss; byes and forfeits included
  double sonneborn_berger = 0;  ///< second tie-break: beaten opponents' match points + half the drawn ones' (played games)
  std::span<const GameCell> games_in;  ///< the player's games in round order (in input order within a round)
  /// The cell of round `round` (its games' texts joined by a space), or "" when the player has none there.
  [[nodiscard]] std::string cell(std::size_t round) const;
  /// The cells of the rounds the player has games in, in round order.
  [[nodiscard]] std::vector<Cell> cells() const;
};

/// One player's results on one board of a team event.
struct BoardRow {
  std::string name;
  std::string team;
  int games = 0;
  double points = 0;  ///< game points on this board (byes and forfeits included)
};

/// A board of a team event: its players, best first (points, then fewer games, then name).
struct BoardTable {
  std::string board;
  std::vector<BoardRow> rows;
};

/// A team's line in a team event: matches are the games of one round between two teams.
struct TeamRow {
  std::string name;
  int rank = 0;
  int matches = 0, won = 0, drawn = 0, lost = 0;
  int match_points = 0;      ///< 2 a match won (more game points), 1 drawn, 0 lost
  double game_points = 0;    ///< tie-break: the sum of its players' game points
};

/// When and where a table's state goes to disk (docs/scoring.md "Memory").
struct SpillOptions {
  /// The state a table may hold in memory, in bytes as StandingsBuilder::state_bytes
  /// counts them: one byte more and the builder moves to disk. The largest value: never.
  std::size_t budget = std::numeric_limits<std::size_t>::max();
  /// The directory of the temporary files; "" for $TMPDIR, else /tmp.
  std::string temp_dir;
};

/// The budget of `cinc standings` (docs/scoring.md "Memory"): 1 MiB of state, what about
/// 30,000 games between a few dozen players fill, or 3,600 games that each bring two new
/// players and a new round. It keeps the whole command within 16 MiB on a 1 GiB file.
inline constexpr std::size_t kStandingsSpillBudget = std::size_t{1} << 20;

/// A temporary file that cannot be made, written or read (a directory not writable, a
/// full disk): what() names the directory and what to do.
class SpillError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class SpilledTable;  // a table on disk (libgame/core/standings_external.h)

/// What a table's rows are, and what their names and cells point into.
struct StandingsStorage {
  PodBuffer<StandingRow> rows;  ///< best first
  StringList names;             ///< the players' names, in the order first seen
  std::vector<GameCell> cells;  ///< every row's games, row after row
  /// The values of a table ranked by other tie-breaks than the default: row after row, one
  /// per tie-break in Standings::tie_breaks' order (NaN where direct encounter does not apply).
  std::vector<double> tie_break_values;
};

/// The event table.
struct Standings {
  StringList rounds;                      ///< round names in natural order
  std::span<const StandingRow> rows;      ///< best first (in `storage`, shared by the table's copies)
  StringList unfinished;                  ///< games with result "*" (not counted), as "where" (empty when spilled)
  StringList invalid;                     ///< counted games whose record has an error, as "where" (empty when spilled)
  std::vector<std::string> warnings;      ///< e.g. a player meeting the same opponent twice in a round
  /// Players without a counted game (e.g. whose only game is unfinished): not ranked and not
  /// among the rows, in the order of names (name_less).
  std::vector<std::string> not_ranked;
  std::vector<TeamRow> teams;             ///< team events (games with team tags): by team, best first
  std::vector<BoardTable> boards;         ///< team events: one table per board, in natural order
  std::shared_ptr<const StandingsStorage> storage;  ///< the rows, and what they point into
  /// A table too large for memory (docs/scoring.md "Memory"): its rounds and rows are on
  /// disk, and `rounds` and `rows` are empty; read them with the functions below.
  std::shared_ptr<const SpilledTable> spilled;
  /// The tie-breaks the rows are ranked by, in order (docs/scoring.md "Tie-breaks").
  std::vector<TieBreak> tie_breaks = default_tie_breaks();

  /// Whether the table is ranked by the default tie-breaks (today's columns and layout).
  [[nodiscard]] bool default_tie_break_order() const { return is_default_tie_break_order(tie_breaks); }
  /// A row's values of `tie_breaks`, in order (NaN: direct encounter does not apply to it).
  [[nodiscard]] std::vector<double> tie_break_values(const StandingRow& row) const;

  /// How many rounds, the `i`th (in natural order), and each in order, on disk or not.
  [[nodiscard]] std::size_t round_count() const;
  [[nodiscard]] std::string round_name(std::size_t i) const;
  void for_each_round(const std::function<void(std::string_view)>& fn) const;
  /// Each row, best first, on disk or not (a row and what it points into are valid
  /// during the call only). Not for two readers at once.
  void for_each_row(const std::function<void(const StandingRow&)>& fn) const;
  /// The unfinished games, and the invalid ones, each in order, on disk or not.
  void for_each_unfinished(const std::function<void(std::string_view)>& fn) const;
  void for_each_invalid(const std::function<void(std::string_view)>& fn) const;
};

namespace external {
class StandingsSpill;
}

/// Builds an event's table game by game. What it keeps grows with the players (a row and
/// the name once each) and 32 bytes per game (never players x rounds), until that state
/// passes `SpillOptions::budget`: it then moves to temporary files and the table is made
/// by external sorts (libgame/core/standings_external.h), the same table byte for byte.
class StandingsBuilder {
 public:
  /// Side letters for the cells: `first_letter`/`second_letter` (e.g. 'd' Dark, 'l' Light);
  /// `spill`: when and where to move to disk (by default never).
  StandingsBuilder(char first_letter, char second_letter, SpillOptions spill = {});
  ~StandingsBuilder();
  StandingsBuilder(StandingsBuilder&&) noexcept;
  StandingsBuilder& operator=(StandingsBuilder&&) noexcept;
  /// The state held in memory, as the budget counts it: 96 bytes a player, 32 a round, 16
  /// a counted side of a game, 8 an unfinished or invalid game listed, and the bytes of the
  /// names of players and rounds and of the listed games' "where"s (0 once spilled; the
  /// team and board tables are not counted: they stay in memory).
  [[nodiscard]] std::size_t state_bytes() const { return state_bytes_; }
  /// Whether the state has moved to disk.
  [[nodiscard]] bool spilled() const { return spill_ != nullptr; }
  /// Ranks by `tie_breaks` (after match points) instead of the default; call it before the
  /// first game. A table ranked by other than the default stays in memory (docs/scoring.md
  /// "Tie-breaks").
  void set_tie_breaks(std::vector<TieBreak> tie_breaks);
  /// Counts one game (docs/scoring.md): a bye scores the other player what its result
  /// says (1 when `*`), a forfeit counts for match points only, `*` is listed unfinished.
  void add(const EventGame& game);
  /// Ranks players by match points, then captured points, then Sonneborn-Berger, then
  /// wins over the board; rows equal on all four share a rank (listed by name). The
  /// builder's state moves into the table: call it once, last.
  [[nodiscard]] Standings finish() &&;

 private:
  /// Interned strings: each once in a StringList, found by an open-addressing hash table
  /// of their ids (4 bytes a slot).
  class Interner {
   public:
    /// The id of `s` (0, 1, ... in the order first seen), added when new.
    std::uint32_t id(std::string_view s);
    StringList strings;

   private:
    void grow();
    std::vector<std::uint32_t> slots_;  // id + 1; 0 empty
  };
  struct Entry {  // one side of one counted game: 16 bytes
    std::int32_t player = 0;
    std::int32_t opponent = -1;  // -1: a bye
    std::uint32_t round = 0;
    std::uint8_t side = 0;
    std::uint8_t half_points = 0;  // 0, 1, 2
    GameKind kind = GameKind::played;
    bool invalid = false;
  };
  struct BoardKey {
    std::string board, player;
    bool operator<(const BoardKey& o) const { return board != o.board ? board < o.board : player < o.player; }
  };
  struct Match {  // two teams in one round
    double points[2] = {0, 0};
  };
  struct Side;
  std::int32_t player_id(const std::string& name);
  std::uint32_t round_id(const std::string& round);
  void take(std::uint32_t round, const std::string& round_name, const Side& side);
  void list(bool unfinished, const std::string& where);
  void spill();
  void finish_in_memory(Standings& out);
  void finish_teams(Standings& out);
  void rank_by_tie_breaks(StandingsStorage& storage, std::vector<std::int32_t>& ranked,
                          const std::vector<std::uint32_t>& round_order);

  char letters_[2];
  SpillOptions spill_options_;
  std::size_t state_bytes_ = 0;
  std::unique_ptr<external::StandingsSpill> spill_;  // set once spilled
  Interner names_;                   // the players' names; a name's id indexes players_
  // The players' totals (rank, name and games set by finish), then the table's rows.
  PodBuffer<StandingRow> players_;
  Interner rounds_;
  PodBuffer<Entry> entries_;
  StringList unfinished_, invalid_;
  std::vector<std::string> warnings_;
  std::map<BoardKey, BoardRow> boards_;
  std::map<std::array<std::string, 3>, Match> matches_;  // round, team, team (in name order)
  std::vector<TieBreak> tie_breaks_ = default_tie_breaks();
  std::vector<std::int32_t> opponent_ratings_;  // per entry, kept only when tie_breaks_ is not the default
  std::vector<bool> tie_break_shares_;          // set by rank_by_tie_breaks
};

/// The table of a whole list of games (a StandingsBuilder fed in order).
[[nodiscard]] Standings compute_standings(const std::vector<EventGame>& games, char first_letter, char second_letter);

}  // namespace cinc::game
