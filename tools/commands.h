// The command line's own declarations: the options several commands share, and one function
// per subcommand (commands/<name>.cpp); each registers itself on the app and stores the exit code
// of its run in `exit_code` (0 success, 1 invalid input, 2 usage or I/O error).
#pragma once
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "reading/exit_codes.h"

namespace CLI {
class App;
}

namespace cinc::tools {

// The options several commands share (options.cpp).

/// Adds `-j,--jobs N` to a game-reading command: worker threads, 0 (the default) for one
/// per core. The output is the same for any N.
void add_jobs_option(CLI::App& command, unsigned& jobs);

/// Adds `--no-duplicates` to a command that looks for copies of earlier games
/// (game.duplicate): set, no game is remembered, so memory stays flat whatever the number
/// of games (the finder keeps about 16 bytes a game; docs/performance.md).
void add_no_duplicates_option(CLI::App& command, bool& no_duplicates);

/// Adds the record files a command reads (positional, at least one, "-" for standard
/// input), described by `what`; a folder among them stands for the .cgn and .pdn files under
/// it (record_paths, io.h), unless `expand_folders` says no once the command line is read
/// (`json --to-cgn`, which reads JSON).
void add_record_files_option(CLI::App& command, std::vector<std::string>& files, const std::string& what,
                             std::function<bool()> expand_folders = {});

/// Adds `--encoding NAME` to a command that reads records: how its inputs are encoded
/// (docs/notation.md §1.1), automatic by default.
void add_encoding_option(CLI::App& command);

/// Adds `--tie-breaks LIST` to `standings` and `html`: the tie-breaks after match points, in
/// order (docs/scoring.md "Tie-breaks"); an unknown name is a usage error naming the known ones.
void add_tie_breaks_option(CLI::App& command, std::string& list);

/// Adds --encoding (add_encoding_option), --progress and --quiet to a command that reads games: the progress line on standard
/// error (progress.h) forced, or never shown.
void add_progress_options(CLI::App& command);

/// `cinc validate FILE...`: replays every game and reports every problem.
void add_validate_command(CLI::App& app, int& exit_code);
/// `cinc perft --depth N`: move-path counts.
void add_perft_command(CLI::App& app, int& exit_code);
/// `cinc json FILE...` and `cinc json --to-cgn FILE.json`.
void add_json_command(CLI::App& app, int& exit_code);
/// `cinc score FILE...`: points, clocks, outcome of timed games.
void add_score_command(CLI::App& app, int& exit_code);
/// `cinc standings FILE...`: the event table.
void add_standings_command(CLI::App& app, int& exit_code);
/// `cinc draws FILE...`: draw claims and their checks.
void add_draws_command(CLI::App& app, int& exit_code);
/// `cinc cgn FILE...`: canonical CGN.
void add_cgn_command(CLI::App& app, int& exit_code);
/// `cinc pdn`: checkers games as PDN.
void add_pdn_command(CLI::App& app, int& exit_code);
/// `cinc fix FILE... -o OUT`: records written back corrected when every correction is certain.
void add_fix_command(CLI::App& app, int& exit_code);
/// `cinc fen FILE --ply P`: the position after a ply.
void add_fen_command(CLI::App& app, int& exit_code);
/// `cinc diagram FILE|--fen FEN -o OUT`: a position as a rulebook diagram (Graphviz).
void add_diagram_command(CLI::App& app, int& exit_code);
/// `cinc tree FILE -o OUT`: a game's variation tree (Graphviz).
void add_tree_command(CLI::App& app, int& exit_code);
/// `cinc analyse --fen FEN [--depth D | --time MS]`: the engine's best line and score.
void add_analyse_command(CLI::App& app, int& exit_code);
/// `cinc cards FILE...`: checks Chair Force card-set files and lists their cards.
void add_cards_command(CLI::App& app, int& exit_code);
/// A card-set file given with --cards has errors; main maps it to exit code 1.
class CardFileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};
/// Loads card-set files (--cards) and makes each set known by name; prints every problem
/// as FILE:LINE:COL and throws CardFileError when a file has errors.
void load_card_files(const std::vector<std::string>& files);
/// `cinc html FILE... -o OUT`: an event as one self-contained web page (docs/html.md).
void add_html_command(CLI::App& app, int& exit_code);
/// `cinc annotate FILE... -o OUT [--depth D]`: games annotated by the engine.
void add_annotate_command(CLI::App& app, int& exit_code);

}  // namespace cinc::tools
