// An event's table as the tools show it: how a replayed game counts in the standings
// (shared by `cinc standings` and the page of `cinc html`) and the events of a run.
#pragma once
#include <array>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cinc/game/replay.h"
#include "cinc/game/score.h"
#include "cinc/game/standings.h"
#include "cinc/notation/record.h"
#include "reading/game_files.h"
#include "writing/json_writer.h"

namespace cinc::tools {

/// A game as the standings count it, or the error that leaves it out.
struct EventEntry {
  std::optional<game::EventGame> game;    ///< absent when the game cannot be counted
  std::optional<notation::Diagnostic> error;  ///< why not (`event.missing-player`)
  std::string event;                      ///< its Event tag ("" when none or "?")
  std::optional<std::string> tie_breaks;  ///< its TieBreaks tag (docs/scoring.md "Tie-breaks"), when it has one
};

/// A game as the standings count it (docs/scoring.md "cinc standings"): the side tags'
/// names (a side tag missing, empty or "?" is an error and leaves the game out), the Round,
/// the result (the result token, else the Result tag, else "*"), a bye (a side named BYE),
/// a forfeit (`[Termination "forfeit"]`, or "double forfeit" with `*`: both lose; or a
/// forfeit result `+/-`, `-/+`, `-/-`), the
/// record's validity, the rating tags (`DarkElo`, ...; a whole number above 0, else none), the Board and team tags (`DarkTeam`, ...), the points captured as
/// `cinc score` counts them, and `where` ("file:game") for messages.
[[nodiscard]] EventEntry event_game(const notation::GameRecord& record, const game::ReplayedGame& replayed,
                                    const game::ScoreReport& score, std::string where);

/// The letters of the crosstable's cells for a game's sides: the first letters of its
/// side names in lower case ('d' and 'l' for Dark and Light); {'d', 'l'} for an unknown game.
[[nodiscard]] std::array<char, 2> side_letters(const game::Variant* variant);

/// Match points or Sonneborn-Berger (multiples of 1/4): at most two decimals, no trailing zeros.
[[nodiscard]] std::string points_text(double v);

/// The tables of one run: one per Event tag, in the order first seen, or all in one
/// (`merge`). Each is built game by game, so memory grows with the players, not the games.
class EventTables {
 public:
  /// `spill`: when each table's state moves to disk (by default never: `cinc standings`
  /// gives game::kStandingsSpillBudget).
  /// `tie_breaks`: the order every table is ranked by (`--tie-breaks`), else each event's
  /// TieBreaks tag, else the default (docs/scoring.md "Tie-breaks").
  explicit EventTables(bool merge, game::SpillOptions spill = {},
                       std::optional<std::vector<game::TieBreak>> tie_breaks = std::nullopt)
      : merge_(merge), spill_(std::move(spill)), tie_breaks_(std::move(tie_breaks)) {}
  /// Counts a game in its event's table; `tie_breaks_tag`: the game's TieBreaks tag, if any.
  void add(const std::string& event, const game::EventGame& game, std::array<char, 2> letters,
           const std::optional<std::string>& tie_breaks_tag = std::nullopt);
  /// Adds a warning to an event's table (a duplicate game left out).
  void warn(const std::string& event, std::string text);
  struct Table {
    std::vector<std::string> events;  ///< the Event tags it holds (several when merged; "" none)
    game::Standings standings;
    std::array<char, 2> letters{'d', 'l'};
  };
  /// The finished tables, in the order their events were first seen (the tables' state
  /// moves into them: call it once, last).
  [[nodiscard]] std::vector<Table> finish();

 private:
  struct Open {
    std::vector<std::string> events;
    std::vector<std::string> warnings;
    std::optional<game::StandingsBuilder> builder;
    std::array<char, 2> letters{'d', 'l'};
    std::optional<std::string> tie_breaks_tag;  // the TieBreaks tag the table was ranked by
  };
  Open& open(const std::string& event);
  void start(Open& table, const game::EventGame& game, std::array<char, 2> letters,
             const std::optional<std::string>& tie_breaks_tag);

  bool merge_;
  game::SpillOptions spill_;
  std::optional<std::vector<game::TieBreak>> tie_breaks_;
  std::vector<Open> open_;
  std::map<std::string, std::size_t> index_;
};

/// The run of `cinc standings` (and of the Python module's `standings`), game by game:
/// a game without its players is left out with an error, a copy of an earlier game left
/// out with a warning (game.duplicate), the rest counted in its event's table.
class StandingsRun {
 public:
  /// `tie_breaks`: as EventTables' (`--tie-breaks`; else each event's TieBreaks tag).
  explicit StandingsRun(bool merge, game::SpillOptions spill = {},
                        std::optional<std::vector<game::TieBreak>> tie_breaks = std::nullopt)
      : tables_(merge, std::move(spill), std::move(tie_breaks)) {}
  /// Counts one replayed game (`index`: its number in `file`); returns what to report on
  /// it (event.missing-player, game.duplicate), nothing for a game counted.
  [[nodiscard]] std::optional<notation::Diagnostic> add(const std::string& file, int index,
                                                        const notation::GameRecord& record,
                                                        const game::ReplayedGame& replayed);
  /// A game was left out for want of its players (the exit code is then 1).
  [[nodiscard]] bool missing_players() const { return missing_; }
  /// "file:game: why" for every game left out for want of its players.
  [[nodiscard]] const std::vector<std::string>& left_out() const { return left_out_; }
  /// The finished tables (EventTables::finish: once, last). The search for copies is
  /// dropped first: its memory is free for the tables.
  [[nodiscard]] std::vector<EventTables::Table> finish() {
    duplicates_ = game::DuplicateFinder{};
    return tables_.finish();
  }

 private:
  EventTables tables_;
  game::DuplicateFinder duplicates_;
  std::vector<std::string> left_out_;
  bool missing_ = false;
};

// A table as JSON (docs/scoring.md, `standings --format json`): an object of the members
// event, events, rounds, standings (the rows), teams, boards, unfinished, invalid, warnings.

/// The members before the rows: event, events, rounds (without `rounds` when the caller
/// writes them).
void write_table_head_members(JsonWriter& w, const EventTables::Table& table, bool rounds = true);
/// One row of a table's `standings` array.
void write_table_row_json(JsonWriter& w, const EventTables::Table& table, const game::StandingRow& row);
/// The members after the rows: teams and boards.
void write_table_team_members(JsonWriter& w, const EventTables::Table& table);
/// The members after teams and boards: the unfinished and the invalid games, and the
/// players not ranked (`not_ranked`, only when there are any).
void write_table_list_members(JsonWriter& w, const EventTables::Table& table);
/// The last member: the table's warnings.
void write_table_warnings_member(JsonWriter& w, const EventTables::Table& table);

// The same as documents, for the Python module (which makes Python values of them):
// written by the functions above and read back.

/// The members before the rows (write_table_head_members) as an object.
[[nodiscard]] nlohmann::ordered_json table_head_json(const EventTables::Table& table, bool rounds = true);
/// One row (write_table_row_json).
[[nodiscard]] nlohmann::ordered_json table_row_json(const EventTables::Table& table, const game::StandingRow& row);
/// The members after the rows as an object: teams, boards, unfinished, invalid (without those
/// two when `lists` is false), warnings.
[[nodiscard]] nlohmann::ordered_json table_tail_json(const EventTables::Table& table, bool lists = true);

}  // namespace cinc::tools
