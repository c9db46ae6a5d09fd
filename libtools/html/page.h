// The page of `cinc html` (docs/html.md): an event as one self-contained web page, its
// standings, every game with its moves, problems and draw claims, and a board to step
// through each game.
#pragma once
#include <string>
#include <vector>

namespace cinc::tools::html {

/// What the page is made of and where it goes.
struct PageOptions {
  std::vector<std::string> files;  ///< the record files of the event ("-": standard input)
  std::string output;              ///< the page's file; empty for standard output
  std::string title;               ///< the page's title; empty for the games' Event tags
  std::string tie_breaks;          ///< as `cinc standings --tie-breaks` (docs/scoring.md "Tie-breaks"); empty: tags, else default
};

/// Reads every game of `options.files`, prints each game's problems on standard error and
/// writes the page (whole or not at all). Returns kExitOk, kExitInvalid when a game has an
/// error (the page is still written) or when there are no games (no page then); throws
/// IoError when a file cannot be read or the page cannot be written.
[[nodiscard]] int write_page(const PageOptions& options);

}  // namespace cinc::tools::html
