// Reading CGN text into game records, one game at a time.
#pragma once
#include <cstddef>
#include <memory>
#include <string_view>
#include <vector>

#include "cinc/notation/lexer.h"
#include "cinc/notation/record.h"

namespace cinc::notation {

/// Reads the games of one CGN text in order: the lexer's tokens (lexer.h) built into
/// records. The text must outlive the reader. Syntax problems are attached to the game
/// they occur in; the reader reads on after an error in the movetext, and after any other
/// it skips to the start of the next game (a line starting with '[') so that one broken
/// game never hides the next (Lexer).
class Reader {
 public:
  /// Reads `text`; `pdn_file` when it comes from a ".pdn" file (pdn.h), so that its games
  /// follow PDN's conventions even without a GameType tag.
  explicit Reader(std::string_view text, bool pdn_file = false);
  /// Reads `text` from `start`: a window of a larger text (see ReaderStart).
  Reader(std::string_view text, bool pdn_file, ReaderStart start);

  /// Reads the next game into `out`; returns false at the end of the text.
  bool next(GameRecord& out);

  /// After next() returned false: the notes of text after the last game that belongs to
  /// no game (Lexer::take_leftover_notes).
  [[nodiscard]] std::vector<Diagnostic> take_leftover_notes() { return lexer_.take_leftover_notes(); }

  /// Skips what lies before the next game and belongs to no game (Lexer::skip_gap).
  void skip_gap() { lexer_.skip_gap(); }

  /// Where the next game's reading begins (after the last game read, or the start).
  [[nodiscard]] ReaderPosition position() const { return lexer_.position(); }

 private:
  Lexer lexer_;
  LexedGame lexed_;
  bool pdn_file_ = false;
};

/// The record of a game the lexer read, converted from PDN's or the cotulenh engine's
/// conventions when it follows them (`pdn_file`: it comes from a ".pdn" file).
void build_record(const LexedGame& lexed, bool pdn_file, GameRecord& out);

/// Reads every game of a text (convenience for small inputs and tests).
[[nodiscard]] std::vector<GameRecord> read_games(std::string_view text);

}  // namespace cinc::notation
