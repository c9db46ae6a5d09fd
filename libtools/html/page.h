// The page of `cinc html` (docs/html.md): an event as one self-contained web page, its
// standings, every game with its moves, problems and draw claims, and a board to step
// through each game.
#pragma once
#include <string>
#include <vector>

namespace cinc::tools::html {

/// How the page names the record files (docs/html.md "File names").
enum class ShownPaths {
  relative,  ///< as given when relative; absolute: from the working directory when under it, else the base name
  base,      ///< the base name only
  as_given,  ///< exactly as given on the command line
};

/// Whether the page is a tournament's (standings) or a game list (docs/html.md "Tournament or collection").
enum class PageLayout {
  automatic,  ///< standings for the events played as tournaments; a game list when there are none
  standings,  ///< standings for every event (`--standings`)
  game_list,  ///< a game list, no standings (`--game-list`)
};

/// What the page is made of and where it goes.
struct PageOptions {
  std::vector<std::string> files;  ///< the record files of the event ("-": standard input)
  std::string output;              ///< the page's file; empty for standard output
  std::string title;               ///< the page's title; empty for the games' Event tags
  std::string tie_breaks;          ///< as `cinc standings --tie-breaks` (docs/scoring.md "Tie-breaks"); empty: tags, else default
  ShownPaths shown_paths = ShownPaths::relative;  ///< how file names appear on the page
  PageLayout layout = PageLayout::automatic;      ///< standings, a game list, or chosen from the games
};

/// The name the page gives a record file `given` as typed (or "<stdin>") under `mode`, with
/// `working_dir` the absolute working directory (docs/html.md "File names").
[[nodiscard]] std::string shown_file_name(const std::string& given, ShownPaths mode, const std::string& working_dir);

/// Whether a player's name is a placeholder rather than a person's (docs/html.md
/// "Tournament or collection"): empty, "?", "-", "NN", "N.N.", "unknown", or a side's
/// colour ("White", "Black", "Red", "Blue", "Dark", "Light"), in any case.
[[nodiscard]] bool placeholder_name(const std::string& name);

/// Reads every game of `options.files`, prints each game's problems on standard error and
/// writes the page (whole or not at all). Returns kExitOk, kExitInvalid when a game has an
/// error (the page is still written) or when there are no games (no page then); throws
/// IoError when a file cannot be read or the page cannot be written.
[[nodiscard]] int write_page(const PageOptions& options);

}  // namespace cinc::tools::html
