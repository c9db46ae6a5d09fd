// Shell completion written from the command line definition itself: the commands, their
// options and the values they know come from the CLI::App that parses them, so the
// completion cannot drift from the program (the build writes the installed file with
// `cinc completion bash`; docs/install.md).
#pragma once
#include <CLI/CLI.hpp>
#include <string>
#include <vector>

namespace cinc::tools {

/// A check that accepts every value and names the usual ones: `--help` shows them as
/// TEXT:{a,b,c} (as for a CLI::IsMember check) and the shell completion offers them. For
/// an option whose command checks the value itself, with its own message (a game's name,
/// a diagram format).
[[nodiscard]] CLI::Validator offered_values(const std::vector<std::string>& values);
/// offered_values() of the registered games' names (game::variants()), for --variant.
[[nodiscard]] CLI::Validator offered_variants();

/// The bash completion script for `app`: every visible command and its options; for an
/// option's value, the set its check names ({a,b,c}: CLI::IsMember or offered_values),
/// files where the type is FILE, nothing for other values (a number, a FEN); files for
/// FILE arguments. Throws std::logic_error when a name or value is not a plain word.
[[nodiscard]] std::string bash_completion(const CLI::App& app);

/// `cinc completion bash [-o FILE]`: prints bash_completion() of the app. Hidden from
/// --help (it is for the build and for packagers, not a job of the tool).
void add_completion_command(CLI::App& app, int& exit_code);

}  // namespace cinc::tools
