// Results as people type them when they are not written as CGN writes them
// (docs/errors.md, syntax.bad-result), for the reader and for `cinc fix`.
#pragma once
#include <cstddef>
#include <optional>
#include <string_view>

namespace cinc::notation {

/// The result a word of movetext stands for when it is a result typed another way than CGN
/// writes results: "1:0", "0:1", "1-O", "1:O", "O-1", "O:1" (a letter O), "1/2:1/2",
/// "0.5-0.5", "0.5:0.5". Nullptr for any other word. (A lone "1/2" is not one: it may be the
/// start of a result cut short.)
[[nodiscard]] const char* mistyped_result(std::string_view word);

/// A result written with white space inside it, as a word processor or a hurried hand
/// leaves it: "1 - 0", "0 -1", "1/2 - 1/2", "½ – ½".
struct SpacedResult {
  std::size_t length = 0;  ///< its bytes from the start of the text, the spaces inside included
  std::string_view meant;  ///< "1-0", "0-1" or "1/2-1/2"
};

/// The spaced result at the start of `text`, if one stands there: a side's score ("1", "0",
/// "1/2" or "½"), spaces or tabs and a dash ('-', or the en dash, em dash or minus sign
/// look-alikes) with at least one space or tab, the other side's score, and then the end of
/// the word (white space, the end of the text, or one of "{(;)[", or the '"' or ']' that
/// closes a tag value). The scores must make a
/// result: 1 and 0, 0 and 1, or a half each. Nothing is read across a line end.
[[nodiscard]] std::optional<SpacedResult> spaced_result(std::string_view text);

}  // namespace cinc::notation
