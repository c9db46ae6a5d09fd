// Reading CGN text into game records, one game at a time.
#pragma once
#include <cstddef>
#include <memory>
#include <string_view>
#include <vector>

#include "cinc/notation/record.h"

namespace cinc::notation {

/// Reads the games of one CGN text in order. The text must outlive the reader.
/// Syntax problems are attached to the game they occur in; after an error the reader
/// skips to the start of the next game (a line starting with '[') so that one broken
/// game never hides the next.
class Reader {
 public:
  /// Reads `text`; `pdn_file` when it comes from a ".pdn" file (pdn.h), so that its games
  /// follow PDN's conventions even without a GameType tag.
  explicit Reader(std::string_view text, bool pdn_file = false);
  ~Reader();
  Reader(const Reader&) = delete;
  Reader& operator=(const Reader&) = delete;

  /// Reads the next game into `out`; returns false at the end of the text.
  bool next(GameRecord& out);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  bool pdn_file_ = false;
};

/// Reads every game of a text (convenience for small inputs and tests).
[[nodiscard]] std::vector<GameRecord> read_games(std::string_view text);

}  // namespace cinc::notation
