// The options that several commands share (commands.h): record files and the folders
// among them, --jobs, --no-duplicates, --encoding, --tie-breaks, --progress and --quiet. Each command
// adds those it takes; what they set lives in libtools (io/io.h, io/progress.h).
#include <CLI/CLI.hpp>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "cinc/game/standings.h"
#include "commands.h"
#include "io/io.h"
#include "io/progress.h"

void cinc::tools::add_jobs_option(CLI::App& command, unsigned& jobs) {
  command.add_option("-j,--jobs", jobs, "worker threads; 0 (the default) for one per core; the output is the same for any number")
      ->check(CLI::Range(0u, 1024u));
}

void cinc::tools::add_record_files_option(CLI::App& command, std::vector<std::string>& files, const std::string& what,
                                          std::function<bool()> expand_folders) {
  command.add_option("files", files, what + "; a folder stands for the .cgn and .pdn files under it")
      ->type_name("FILE")
      ->required();
  command.parse_complete_callback([&files, expand_folders = std::move(expand_folders)] {
    if (!expand_folders || expand_folders()) files = record_paths(files);
  });
}

void cinc::tools::add_no_duplicates_option(CLI::App& command, bool& no_duplicates) {
  command.add_flag("--no-duplicates", no_duplicates,
                   "do not look for copies of earlier games (game.duplicate); memory then stays flat whatever the "
                   "number of games (the search keeps about 16 bytes a game)");
}

void cinc::tools::add_encoding_option(CLI::App& command) {
  command
      .add_option_function<std::string>(
          "--encoding",
          [](const std::string& name) {
            if (const auto encoding = notation::encoding_from_name(name)) set_input_encoding(*encoding);
          },
          "how the input files are encoded: auto (the default: UTF-8, UTF-16 with a byte order mark, bytes that are "
          "not UTF-8 read as Windows-1252), utf-8, utf-16le, utf-16be, latin-1 or windows-1252")
      ->type_name("NAME")
      ->check(CLI::IsMember({"auto", "utf-8", "utf-16le", "utf-16be", "latin-1", "windows-1252"}, CLI::ignore_case));
}

void cinc::tools::add_progress_options(CLI::App& command) {
  add_encoding_option(command);  // a command with a progress line reads games
  auto* progress = command.add_flag_callback(
      "--progress", [] { set_progress_mode(ProgressMode::always); },
      "show a progress line on standard error (files, games, MB, MB/s, time left) even when it is no terminal");
  // validate's own --quiet (errors only) keeps its meaning there.
  if (command.get_option_no_throw("--quiet") == nullptr)
    command.add_flag_callback("--quiet", [] { set_progress_mode(ProgressMode::never); }, "never show the progress line")
        ->excludes(progress);
}

void cinc::tools::add_tie_breaks_option(CLI::App& command, std::string& list) {
  const CLI::Validator known(
      [](std::string& value) {
        std::string error;
        return game::parse_tie_breaks(value, error) ? std::string() : error;
      },
      "", "tie-break names");
  command
      .add_option("--tie-breaks", list,
                  "the tie-breaks after match points, in order, comma-separated: captured (cp), sonneborn-berger (sb), wins (won), "
                  "buchholz (bh), buchholz-cut1 (bh-c1), buchholz-median (bh-m1), direct-encounter (de), progressive "
                  "(ps), second-player (bpg), opponents-rating (aro); default: each event's [TieBreaks] tag, else "
                  "captured,sonneborn-berger,wins (docs/scoring.md \"Tie-breaks\")")
      ->type_name("LIST")
      ->check(known);
}
