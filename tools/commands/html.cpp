// `cinc html FILE... -o event.html`: an event published as one self-contained web page
// (docs/html.md). The page is made by libtools (html/page.h); this reads the options.
#include <CLI/CLI.hpp>
#include <memory>

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
  cmd->add_option("--title", opt->title, "the page's title (default: the games' Event tags)");
  add_tie_breaks_option(*cmd, opt->tie_breaks);
  cmd->footer("The page needs no network: styles, script and data are inside it. Every game's problems are shown "
              "at their moves and also printed here; exit 1 when a game has an error (the page is still written), "
              "2 for usage or output errors (docs/html.md).");
  cmd->callback([opt, &exit_code] { exit_code = html::write_page(*opt); });
}

}  // namespace cinc::tools
