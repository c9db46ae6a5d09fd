// The shared read-replay-report loop of the game-reading commands.
#include "game_files.h"

#include <iostream>

#include "cinc/notation/pdn.h"

#include "cinc/notation/reader.h"
#include "commands.h"
#include "diagnostics_format.h"
#include "io.h"

namespace cinc::tools {

int for_each_game(const std::vector<std::string>& files, const game::ReplayOptions& options, bool report_errors,
                  const std::function<void(const FileGame&)>& visit) {
  int exit_code = kExitOk;
  for (const std::string& file : files) {
    const std::string content = read_input(file);
    const std::string shown = file == "-" ? "<stdin>" : file;
    notation::Reader reader(content, notation::is_pdn_path(file));
    notation::GameRecord record;
    int index = 0;
    while (reader.next(record)) {
      ++index;
      const game::ReplayedGame replayed = game::replay(record, options);
      if (!replayed.valid()) {
        exit_code = kExitInvalid;
        if (report_errors)
          for (const auto& d : replayed.diagnostics)
            if (d.severity == notation::Severity::error) std::cerr << format_diagnostic(shown, d) << "\n";
      }
      visit(FileGame{shown, index, record, replayed});
    }
  }
  return exit_code;
}

}  // namespace cinc::tools
