// Reading CGN text one game at a time as flat tokens: the whole syntax of a record (every
// rule, limit and diagnostic of the reader) without building its tree. Reader builds a
// GameRecord from these tokens; a command that only needs to know whether games are
// valid (cinc validate) replays the tokens directly, keeping nothing per move.
#pragma once
#include <cstddef>
#include <cstdint>
#include <deque>
#include <limits>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "cinc/notation/record.h"

namespace cinc::notation {

/// Where a reader stands in its text: the byte offset, the line there and the offset of
/// that line's first byte. Lets a reader restart on a later window of a file.
struct ReaderPosition {
  std::size_t offset = 0;
  std::size_t line_start = 0;
  std::uint32_t line = 1;
};

/// Where reading starts in a text that is a window of a larger one (GameStream, segments):
/// the text begins at a line start numbered `line`, reading begins `offset` bytes into it
/// (on that first line), and `file_start` says whether the text is the file's beginning,
/// where a byte order mark is skipped.
struct ReaderStart {
  std::size_t offset = 0;
  std::uint32_t line = 1;
  bool file_start = true;
};

/// One movetext token of a game, in text order.
struct Token {
  enum class Kind : std::uint8_t {
    move_number,      ///< "12." or "12...": `value` is the number
    move,             ///< a move as written, suffix glyphs split off into nag tokens; `value` is
                      ///< kHasVariations when variations (alternatives to it) follow it
    nag,              ///< "$3" or a glyph ("!?" is 5): `value` is the NAG
    comment,          ///< `text` is the raw text between '{' and '}', or after ';' to the line end
    open_variation,   ///< '('
    close_variation,  ///< ')'
  };
  static constexpr std::uint32_t kHasVariations = 1;
  Kind kind = Kind::move;
  std::uint32_t value = 0;
  std::string_view text;  ///< the move, or the comment's raw text (fold_comment gives a record's text)
  SourcePos pos;          ///< where the token starts ('{' or ';' for a comment)
};

/// A `[Name "value"]` pair as read; `value` is unescaped.
struct TagToken {
  std::string_view name;
  std::string_view value;
  SourcePos pos;
};

/// One game as the lexer read it. Views point into the lexer's text (or into `unescaped`),
/// so they are valid while that text lives and until the next game is read into this.
struct LexedGame {
  SourcePos start;                      ///< where the game's first token starts
  std::size_t start_offset = 0;         ///< the byte of `start` in the lexer's text
  std::vector<TagToken> tags;           ///< in file order
  std::vector<Token> tokens;            ///< the movetext, in order
  std::string_view result;              ///< the result token, empty if the game has none
  SourcePos result_pos;
  std::vector<Diagnostic> diagnostics;  ///< syntax problems, in text order (lexer.h: which end the game)
  std::vector<LookAlikeRead> lookalikes;  ///< every look-alike read as what it stands for, in the order read
  /// Warnings of the text before the game that belongs to no game (GameRecord::notes).
  std::vector<Diagnostic> notes;
  std::deque<std::string> unescaped;    ///< values of tags written with escapes

  /// The value of the first tag with this name, or nullptr.
  [[nodiscard]] const std::string_view* tag(std::string_view name) const;
  /// Empties it for the next game, keeping the memory.
  void clear();
};

/// Where and how a lexer reads.
struct LexerOptions {
  /// Where reading starts (a window of a larger text, see ReaderStart).
  ReaderStart start;
  /// A game that would begin at or after this byte is not read: the text there belongs to
  /// a later reader (segments.h), and the bytes after it are only looked at to end the
  /// game before it as the whole text would. Lexer::kNoStop: none.
  std::size_t stop = std::numeric_limits<std::size_t>::max();
  /// Comments and NAGs as tokens. Without, they are read and checked all the same (the
  /// same diagnostics) but not kept: for a reader of the moves only (the quick replay).
  bool annotations = true;
  /// Plain movetext read by the tight loop (false: every token by the general loop; the
  /// same tokens, more slowly: the tests hold the two to each other).
  bool plain_loop = true;
  /// The text is a ".pdn" file (pdn.h): its games that follow PDN's conventions
  /// (follows_pdn) are read with PDN's syntax too: its results "2-0", "0-2", "1-1" and
  /// "0-0", its move-strength mark '*' written on a move ("11-15*"), and tag names in any
  /// case without a warning (docs/rules/checkers.md §10). A game with a GameType tag
  /// follows them in any file.
  bool pdn_file = false;
};

/// Reads the games of one CGN text as tokens, in order. The text must outlive the lexer.
/// A syntax error in a game's movetext is recorded and reading goes on after it, so the
/// game's later syntax errors and its result are still read (docs/errors.md, "Reading on
/// after a syntax error"; at most limits::kMaxSyntaxErrors). Any other syntax problem (in a
/// tag pair, a comment, an escape line, a limit) ends the game with one diagnostic, and the
/// lexer skips to the start of the next game (a line starting with '[' and a letter), so one
/// broken game never hides the next.
class Lexer {
 public:
  static constexpr std::size_t kNoStop = std::numeric_limits<std::size_t>::max();

  /// Reads `text` as the options say.
  explicit Lexer(std::string_view text, LexerOptions options = {});
  ~Lexer();
  Lexer(const Lexer&) = delete;
  Lexer& operator=(const Lexer&) = delete;

  /// Reads the next game into `out`; returns false at the end of the text (or at `stop`).
  /// A result token that stands alone (no tag, move or comment before it, "1-0" on its
  /// own) is no game: its warning (input.stray-result) is a note of the file, in the next
  /// game's `notes` (not its diagnostics), or, when no game follows, from
  /// take_leftover_notes().
  bool next(LexedGame& out);

  /// After next() returned false: the warnings of stray results that no game followed.
  [[nodiscard]] std::vector<Diagnostic> take_leftover_notes();

  /// Skips what lies before the next game and belongs to no game: white space, line
  /// ends and valid escape lines (not a line over the length limit, nor an escape line with
  /// an error: the next game reports those). The next game's first line then starts at
  /// position().line_start. Reading goes on exactly as without it.
  void skip_gap();

  /// Where the next game's reading begins (after the last game read, or the start).
  [[nodiscard]] ReaderPosition position() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

/// A comment's text as a record keeps it: runs of white space (line ends included)
/// folded to one space, and trimmed, so that writing and re-reading it gives the same text.
[[nodiscard]] std::string fold_comment(std::string_view raw);
/// fold_comment into `out` (its text replaced, its memory kept).
void fold_comment_into(std::string_view raw, std::string& out);
/// fold_comment without a copy when the raw text is folded as written (most comments): `raw`
/// itself, else the text folded into `room` (valid while `raw` and `room` are).
[[nodiscard]] std::string_view fold_comment_view(std::string_view raw, std::string& room);

}  // namespace cinc::notation
