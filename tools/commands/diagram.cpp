// `cinc diagram FILE|--fen FEN -o OUT`: a position as a rulebook diagram, or a series of a
// game's positions (docs/diagrams.md). The drawing is libtools' (diagram/position_diagram.h);
// this reads the options.
#include <CLI/CLI.hpp>
#include <memory>

#include "commands.h"
#include "completion.h"
#include "diagram/position_diagram.h"
#include "diagram/render_gv.h"

namespace cinc::tools {

void add_diagram_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<diagram::DiagramOptions>();
  CLI::App* cmd = app.add_subcommand("diagram", "Draw a position as a rulebook diagram (SVG, PNG, PDF or DOT)");
  add_encoding_option(*cmd);
  cmd->add_option("file", opt->file, "CGN or PDN file ('-' for standard input), of any registered game; or give --fen")
      ->type_name("FILE");
  cmd->add_option("--fen", opt->fen, "draw this position instead of a record's");
  CLI::Option* variant = cmd->add_option("--variant", opt->variant,
                                        "the game of --fen (default commander-in-chief)")
                            ->check(offered_variants());
  cmd->add_option("-g,--game", opt->game, "which game of the file, from 1")->check(CLI::PositiveNumber);
  cmd->add_option("-p,--ply", opt->ply, "ply of the main line; 0 is the start (default: the last)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("-o,--output", opt->output,
                  "output file, its extension choosing the format (.svg .png .pdf .dot); a directory for a series; "
                  "default standard output (SVG)")->type_name("FILE");
  cmd->add_option("--format", opt->format, "svg, png, pdf or dot (default: from the output's extension)")
      ->check(offered_values(diagram::format_names()));
  cmd->add_flag("--square", opt->square,
                "the ordinary orientation, a1 bottom left (the default for checkers and Stack'Em)");
  cmd->add_flag("--diamond", opt->diamond,
                "turned 45 degrees, a1 the bottom corner (the default for Commander-In-Chief and Coast to Coast)");
  cmd->add_flag("--flip", opt->flip, "turn the board half round: h8 nearest the reader");
  cmd->add_flag("--names", opt->names, "write every square's name in it");
  cmd->add_flag("--numbers", opt->numbers,
                "write the PDN number (1-32) in every playing square (games on the dark squares: checkers, Stack'Em)");
  CLI::Option* caption = cmd->add_option("--caption", opt->caption, "caption text instead of the default one");
  cmd->add_flag("--no-caption", opt->no_caption, "no caption");
  cmd->add_option("--highlight", opt->highlights,
                  "SQUARE[:COLOUR] to highlight (repeatable); a square a1..h8, or a PDN number on the dark-square "
                  "games; colours G R Y B, green red yellow blue or #rrggbb; default green")
      ->allow_extra_args(false);
  cmd->add_option("--arrow", opt->arrows, "FROM-TO[:COLOUR] arrow (repeatable), e.g. f7-d5:red; default green")
      ->allow_extra_args(false);
  cmd->add_option("--mark", opt->marks, "SQUARE:TEXT on a square (repeatable), e.g. e5:- for a blocker's minus sign")
      ->allow_extra_args(false);
  cmd->add_flag("--last-move", opt->last_move, "tint the squares of the move that led to the position");
  cmd->add_option("--moves", opt->moves,
                  "SQUARE: mark where its piece may move (dots, rings on captures) and the pieces that cut its moves "
                  "(Commander-In-Chief only)");
  CLI::Option* air_defence =
      cmd->add_option("--air-defence", opt->air_defence,
                      "shade the points each side's air defence covers (Commander Chess only); alone: both")
          ->expected(0, 1)
          ->check(offered_values({"red", "blue", "both"}));
  cmd->add_flag("--no-comment-marks", opt->no_comment_marks, "leave out the comment's [%csl] and [%cal] marks");
  cmd->add_option("--every", opt->every, "a series: every N plies (and the last) into -o DIRECTORY")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--plies", opt->plies, "a series of these plies, e.g. 0,10,20-24, into -o DIRECTORY");
  cmd->add_option("--dpi", opt->dpi, "PNG resolution (default 144)")->check(CLI::Range(24, 1200));
  cmd->footer("Exit 0 when drawn, 1 when the record or FEN is invalid (a comment's unreadable mark is reported "
              "and left out; the diagram is still written), 2 for usage, output or Graphviz errors.");
  cmd->callback([opt, variant, caption, air_defence, &exit_code] {
    opt->variant_given = variant->count() > 0;
    opt->caption_given = caption->count() > 0;
    opt->air_defence_given = air_defence->count() > 0;
    exit_code = diagram::draw_diagrams(*opt);
  });
}

}  // namespace cinc::tools
