// cinc: one binary, one subcommand per job. The only try/catch that maps failures to
// the documented exit codes lives here.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <exception>
#include <iostream>

#include "cinc/game/suggest.h"
#include "commands.h"
#include "completion.h"
#include "io/io.h"
#include "version.h"

namespace {

/// The command word of a command line that names no command (`cinc validat x.cgn`), or
/// empty: the first word that is no option, no option's value and no command's name.
std::string unknown_command(const CLI::App& app, int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string word = argv[i];
    if (word.empty() || word[0] == '-') continue;
    const std::string previous = argv[i - 1];
    if (previous == "--cards" || word.ends_with(".json")) continue;  // --cards FILE...
    for (const CLI::App* command : app.get_subcommands({}))
      if (command->get_name() == word) return {};
    return word;
  }
  return {};
}

/// "unknown command 'validat'; did you mean 'validate'?" (the one command one or two
/// edits away), or the list of commands.
std::string unknown_command_message(const CLI::App& app, const std::string& word) {
  std::string closest;
  std::size_t best = word.size() <= 4 ? 2 : 3;  // more than this many edits is no typo
  bool tie = false;
  std::string names;
  for (const CLI::App* command : app.get_subcommands({})) {
    const std::string& name = command->get_name();
    names += (names.empty() ? "" : ", ") + name;
    std::size_t distance = cinc::game::edit_distance(word, name);
    if (name.starts_with(word) && word.size() >= 3) distance = std::min<std::size_t>(distance, 1);
    if (distance < best) {
      best = distance;
      closest = name;
      tie = false;
    } else if (distance == best) {
      tie = true;
    }
  }
  std::string out = "cinc: unknown command '" + word + "'";
  if (!closest.empty() && !tie) return out + "; did you mean '" + closest + "'?";
  return out + "; the commands are " + names + " (cinc --help says what each does)";
}

}  // namespace

int main(int argc, char** argv) {
  using namespace cinc::tools;
  CLI::App app{"cinc - game records of Commander-In-Chief and its family of checkerboard games.\n"
               "Exit codes: 0 success, 1 a record has an error, 2 usage or input/output error.",
               "cinc"};  // named, so that usage lines say "cinc", not the path it was started by
  app.set_version_flag("--version", std::string(version_text()));
  app.require_subcommand(1);
  app.fallthrough(false);
  int exit_code = kExitOk;
  // Chair Force card sets beyond the built-in example, given before the command.
  app.add_option_function<std::vector<std::string>>("--cards", load_card_files,
                                                    "Chair Force card-set JSON file(s) to know by name (before the command)")
      ->type_name("FILE")
      ->trigger_on_parse();
  add_validate_command(app, exit_code);
  add_perft_command(app, exit_code);
  add_json_command(app, exit_code);
  add_fen_command(app, exit_code);
  add_cgn_command(app, exit_code);
  add_fix_command(app, exit_code);
  add_pdn_command(app, exit_code);
  add_score_command(app, exit_code);
  add_standings_command(app, exit_code);
  add_draws_command(app, exit_code);
  add_diagram_command(app, exit_code);
  add_tree_command(app, exit_code);
  add_html_command(app, exit_code);
  add_analyse_command(app, exit_code);
  add_annotate_command(app, exit_code);
  add_cards_command(app, exit_code);
  add_completion_command(app, exit_code);
  try {
    // The arguments alone (CLI11 takes them reversed): parse(argc, argv) would name the
    // program by the path it was started by in every usage line.
    std::vector<std::string> args(argv + 1, argv + argc);
    std::reverse(args.begin(), args.end());
    app.parse(args);
  } catch (const CLI::ParseError& e) {
    if (const std::string word = unknown_command(app, argc, argv); !word.empty() && e.get_exit_code() != 0) {
      std::cerr << unknown_command_message(app, word) << "\n";
      return kExitUsage;
    }
    const int code = app.exit(e);
    return code == 0 ? kExitOk : kExitUsage;
  } catch (const CardFileError& e) {
    std::cerr << "cinc: " << e.what() << "\n";
    return kExitInvalid;
  } catch (const IoError& e) {
    std::cerr << "cinc: " << e.what() << "\n";
    return kExitUsage;
  } catch (const std::exception& e) {
    std::cerr << "cinc: " << e.what() << "\n";
    return kExitUsage;
  }
  return exit_code;
}
