// `cinc html FILE... -o event.html`: an event published as one self-contained web page
// (docs/html.md). The page is made by libtools (html/page.h); this reads the options.
#include <CLI/CLI.hpp>
#include <memory>
#include <string>
#include <utility>

#include "commands.h"
#include "html/page.h"

namespace cinc::tools {

void add_html_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<html::PageOptions>();
  CLI::App* cmd = app.add_subcommand("html", "An event as one self-contained web page: standings, games, boards");
  add_encoding_option(*cmd);
  add_record_files_option(*cmd, opt->files,
                          "CGN or PDN files of the event ('-' for standard input), of any registered game");
  cmd->add_option("-o,--output", opt->output, "the page (written whole or not at all); default standard output")
      ->type_name("FILE");
  cmd->add_option("--title", opt->title, "the page's title (default: the event's name; \"Games of N events\" for several)");
  add_tie_breaks_option(*cmd, opt->tie_breaks);
  auto paths = std::make_shared<std::string>("relative");
  cmd->add_option("--show-paths", *paths,
                  "how the page names the record files: relative (default: as given, an absolute path under the "
                  "working directory made relative to it, any other its base name), base (base names only), "
                  "as-given (exactly as typed, absolute paths too)")
      ->check(CLI::IsMember({"relative", "base", "as-given"}));
  auto flags = std::make_shared<std::pair<bool, bool>>(false, false);  // --standings, --game-list
  CLI::Option* standings = cmd->add_flag("--standings", flags->first,
                                         "standings for every event, even one not played as a tournament (docs/html.md)");
  cmd->add_flag("--game-list", flags->second, "a game list with its filter and no standings, even for a tournament")
      ->excludes(standings);
  cmd->footer("The page needs no network: styles, script and data are inside it. Every game's problems are shown "
              "at their moves and also printed here; exit 1 when a game has an error (the page is still written), "
              "2 for usage or output errors. A collection that is not a tournament (no event with two games between named "
              "players) is shown as a game list without standings (docs/html.md).");
  cmd->callback([opt, paths, flags, &exit_code] {
    opt->shown_paths = *paths == "base"       ? html::ShownPaths::base
                       : *paths == "as-given" ? html::ShownPaths::as_given
                                              : html::ShownPaths::relative;
    opt->layout = flags->first    ? html::PageLayout::standings
                  : flags->second ? html::PageLayout::game_list
                                  : html::PageLayout::automatic;
    exit_code = html::write_page(*opt);
  });
}

}  // namespace cinc::tools
