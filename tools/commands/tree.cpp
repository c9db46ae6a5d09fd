// `cinc tree FILE [--game N] -o OUT`: a game's variation tree through Graphviz (dot
// layout): SVG, PNG, PDF or the graph description (DOT).
#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>

#include "cinc/game/replay.h"
#include "commands.h"
#include "completion.h"
#include "diagram/render_gv.h"
#include "diagram/tree.h"
#include "io/io.h"
#include "reading/game_files.h"
#include "writing/diagnostics_format.h"

namespace cinc::tools {

namespace {

struct TreeOptions {
  std::string file;
  int game = 1;
  std::string output;
  std::string format;
  bool horizontal = false;
  int row_moves = 10;
  int dpi = 144;
};

int run_tree(const TreeOptions& opt) {
  std::optional<diagram::Format> format;
  if (!opt.format.empty()) {
    format = diagram::format_named(opt.format);
    if (!format) {
      std::cerr << "cinc tree: --format must be svg, png, pdf or dot, not '" << opt.format << "'\n";
      return kExitUsage;
    }
  } else if (opt.output.empty() || opt.output == "-") {
    format = diagram::Format::dot;
  } else {
    format = diagram::format_of_path(opt.output);
    if (!format) {
      std::cerr << "cinc tree: cannot tell the format from '" << opt.output
                << "': end it in .svg, .png, .pdf or .dot, or give --format\n";
      return kExitUsage;
    }
  }

  const std::string shown = opt.file == "-" ? "<stdin>" : opt.file;
  auto record = std::make_unique<notation::GameRecord>();  // replay points into it: keep it in place
  if (const int games = read_nth_game(opt.file, opt.game, *record); games < opt.game) {
    std::cerr << "cinc tree: " << shown << " has " << games << " game" << (games == 1 ? "" : "s") << ", not "
              << opt.game << "\n";
    return kExitInvalid;
  }
  const game::ReplayedGame replayed = game::replay(*record);
  int exit_code = kExitOk;
  if (!replayed.valid()) {
    // The tree is still drawn; the moves replay could not play are dashed in red.
    for (const auto& d : replayed.diagnostics)
      if (d.severity == notation::Severity::error) std::cerr << format_diagnostic(shown, d) << "\n";
    exit_code = kExitInvalid;
  }
  diagram::TreeStyle style;
  style.horizontal = opt.horizontal;
  style.row_moves = opt.row_moves;
  const std::string dot = diagram::tree_dot(*record, replayed, style);
  try {
    diagram::Renderer renderer;
    write_output(opt.output, renderer.render(dot, *format, "dot", opt.dpi));
  } catch (const diagram::RenderError& e) {
    std::cerr << "cinc tree: " << e.what() << "\n";
    return kExitUsage;
  }
  return exit_code;
}

}  // namespace

void add_tree_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<TreeOptions>();
  CLI::App* cmd = app.add_subcommand("tree", "Draw a game's variation tree (SVG, PNG, PDF or DOT)");
  add_encoding_option(*cmd);
  cmd->add_option("file", opt->file, "CGN file ('-' for standard input)")->type_name("FILE")->required();
  cmd->add_option("-g,--game", opt->game, "which game of the file, from 1")->check(CLI::PositiveNumber);
  cmd->add_option("-o,--output", opt->output,
                  "output file, its extension choosing the format (.svg .png .pdf .dot); default standard output (DOT)")
      ->type_name("FILE");
  cmd->add_option("--format", opt->format, "svg, png, pdf or dot (default: from the output's extension)")
      ->check(offered_values(diagram::format_names()));
  CLI::Option* horizontal =
      cmd->add_flag("--horizontal", opt->horizontal, "moves left to right instead of top to bottom");
  cmd->add_option("--row-moves", opt->row_moves,
                  "with --horizontal: the main line folded into rows of at most N moves (plies), "
                  "side lines hanging from their moves (default 10; 0: one row)")
      ->type_name("N")
      ->check(CLI::NonNegativeNumber)
      ->needs(horizontal);
  cmd->add_option("--dpi", opt->dpi, "PNG resolution (default 144)")->check(CLI::Range(24, 1200));
  cmd->footer("Exit 0 when drawn, 1 when the game has an error (the tree is still written, the moves that could "
              "not be played dashed in red), 2 for usage, output or Graphviz errors.");
  cmd->callback([opt, &exit_code] { exit_code = run_tree(*opt); });
}

}  // namespace cinc::tools
