// `cinc standings FILE...`: an event's table from its games (match points, tie-breaks,
// crosstable by round), one per Event tag unless --merge, with team and board tables for
// team events. The tables are libtools' (events/standings_report.h); this reads the options.
#include <CLI/CLI.hpp>
#include <memory>

#include "commands.h"
#include "events/standings_report.h"

namespace cinc::tools {

void add_standings_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<StandingsOptions>();
  CLI::App* cmd = app.add_subcommand("standings", "An event's table: match points, tie-breaks, crosstable by round");
  add_encoding_option(*cmd);
  add_record_files_option(*cmd, opt->files, "CGN files of the event ('-' for standard input)");
  cmd->add_option("-o,--output", opt->output, "output file (written whole or not at all); default standard output")
      ->type_name("FILE");
  cmd->add_option("--format", opt->format, "text (default), csv or json")->check(CLI::IsMember({"text", "csv", "json"}));
  cmd->add_flag("--merge", opt->merge, "one table for all the games, whatever their Event tags");
  add_tie_breaks_option(*cmd, opt->tie_breaks);
  cmd->footer("A win is 1 point, a draw 1/2; a bye (a player named BYE) scores its result, 1 when '*'; a forfeit\n"
              "(a result +/-, -/+ or -/-, or [Termination \"forfeit\"]) counts for points only. Ties: captured points,\n"
              "Sonneborn-Berger, wins, unless --tie-breaks or the event's [TieBreaks \"LIST\"] tag names others.\n"
              "One table per Event tag unless --merge; team events ([DarkTeam], [Board]) add team and board tables.\n"
              "A game without a player's tag is left out (an error, exit 1); a copy of a game is counted once;\n"
              "games with '*' are listed as unfinished; a game with errors is counted and marked '!' (docs/scoring.md).\n"
              "A table whose state passes 1 MiB is made on disk, in temporary files in $TMPDIR (else /tmp), with the\n"
              "same output (docs/scoring.md \"Memory\").");
  cmd->callback([opt, &exit_code] { exit_code = write_standings(*opt); });
}

}  // namespace cinc::tools
