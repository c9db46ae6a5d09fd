// The syntax tree of a CGN game record: what the text says, with where it says it.
// No rules knowledge lives here; libgame gives the moves their meaning.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cinc/notation/pdn_board.h"

namespace cinc::notation {

/// A place in the source text. Lines and columns are 1-based; column counts bytes.
/// line == 0 means "no source position" (e.g. a record built from JSON).
struct SourcePos {
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  friend bool operator==(const SourcePos&, const SourcePos&) = default;
};

enum class Severity { error, warning };

/// One problem found in a record, syntax or meaning. `code` is a stable identifier
/// (documented in docs/errors.md); `message` is the sentence shown to a person.
struct Diagnostic {
  Severity severity = Severity::error;
  SourcePos pos;
  std::string code;
  std::string message;
  int ply = 0;             ///< 1-based ply of the move concerned, 0 when none
  std::string side;        ///< side name of the mover ("Dark"), empty when none
  std::string move_text;   ///< the move as written, empty when none
  /// What the writer most likely meant ("did you mean"): for an illegal move, the one legal
  /// move close to it (game/suggest.h); for a character, the character meant. Empty when none.
  std::string suggestion;
  /// For an illegal move with no one certain correction, the legal moves close to it,
  /// closest first, two or three (game/suggest.h, docs/errors.md "Suggestions"); empty otherwise.
  std::vector<std::string> suggestions;
};

/// A character the reader read as other text: a typographic look-alike in movetext, in the
/// syntax of a tag pair or in the Result tag's value (docs/notation.md §1.2), such as an en
/// dash read as '-'. `cinc fix` writes `meant` in its place.
struct LookAlikeRead {
  SourcePos pos;            ///< where its bytes start
  std::uint8_t length = 0;  ///< how many bytes it takes in the text (UTF-8)
  std::string meant;        ///< what it was read as ("" for a zero-width space)
};

/// A `[Name "value"]` pair; value is unescaped.
struct Tag {
  std::string name;
  std::string value;
  SourcePos pos;
};

/// A `[%name args]` command found inside a comment.
struct Command {
  std::string name;  ///< e.g. "clk"
  std::string args;  ///< the text after the name, trimmed, e.g. "0:01:05"
};

/// A comment. Its text has runs of white space folded to one space and is trimmed,
/// so that writing and re-reading it gives the same text.
struct Comment {
  std::string text;
  SourcePos pos;
};

struct Variation;

/// One move as written, with everything attached to it.
struct MoveNode {
  std::string text;                 ///< the move token without suffix glyphs ("Hf7-d5", "Bxb2+")
  SourcePos pos;                    ///< where the move token starts
  std::optional<int> number;        ///< the move number written before it, if any
  SourcePos number_pos;
  std::vector<int> nags;            ///< NAGs; suffix glyphs (! ? !! ?? !? ?!) become $1..$6
  std::vector<Comment> comments;    ///< comments after the move (before the next move)
  std::vector<Variation> variations;///< alternatives to this move, in order
};

/// A line of play: the main line of a game or one variation.
struct Variation {
  SourcePos open_pos;                       ///< position of the '(' (main line: none)
  std::vector<Comment> leading_comments;    ///< comments before the first move
  std::vector<MoveNode> moves;
};

/// One game as written.
struct GameRecord {
  SourcePos start;                  ///< where the game's first token starts
  std::vector<Tag> tags;            ///< in file order
  Variation main;
  std::string result;               ///< the result token (is_result_token), empty if missing
  SourcePos result_pos;
  std::vector<Diagnostic> diagnostics;  ///< syntax problems found while reading this game
  /// Warnings of the text between the game before and this one that belongs to no game (a
  /// result standing alone, input.stray-result), in order: the file's, never the game's
  /// (not in `diagnostics`, not counted against the game; docs/errors.md).
  std::vector<Diagnostic> notes;
  std::vector<LookAlikeRead> lookalikes;  ///< every look-alike read as what it stands for, in the order read
  /// Read with PDN's conventions (pdn.h): tags and result were converted to CGN's.
  bool pdn = false;
  /// With `pdn`: how the game draws its board (its GameType's options), by which its moves
  /// name their squares; the FEN tag has been converted already.
  PdnBoard pdn_board;
  /// Read with the cotulenh engine's conventions (cotulenh.h): its tags converted, its
  /// deploys written step by step joined; its FEN tag is for replay to read (libgame).
  bool cotulenh = false;

  /// The value of the first tag with this name, or nullptr.
  [[nodiscard]] const std::string* tag(std::string_view name) const;
  /// True when reading found an error (warnings do not count).
  [[nodiscard]] bool has_syntax_error() const;
};

/// Whether `text` is a whole result token (docs/notation.md §2): "1-0", "0-1", "1/2-1/2",
/// "*", or a forfeit (is_forfeit_result).
[[nodiscard]] bool is_result_token(std::string_view text);

/// Whether a result is a forfeit as crosstables write it (docs/notation.md §8): "+/-" the
/// first player won by forfeit, "-/+" the second, "-/-" both lost (a double forfeit).
[[nodiscard]] bool is_forfeit_result(std::string_view result);

/// Splits `[%name args]` commands out of a comment's text, in order.
[[nodiscard]] std::vector<Command> parse_commands(std::string_view comment_text);

/// Calls `visit(name, args)` for each `[%name args]` command of a comment's text, in order
/// (parse_commands without a copy: the views point into `comment_text`).
void for_each_command(std::string_view comment_text,
                      const std::function<void(std::string_view name, std::string_view args)>& visit);

/// Converts a move-suffix glyph ("!", "?", "!!", "??", "!?", "?!") to its NAG, or 0.
[[nodiscard]] int glyph_to_nag(std::string_view glyph);

/// Parses "H:MM:SS", "MM:SS" or "SS" with an optional ".d..." fraction into seconds.
[[nodiscard]] std::optional<double> parse_clock(std::string_view text);

}  // namespace cinc::notation
