// fold_comment, fold_comment_into and fold_comment_view (notation/lexer.h) against the rule
// as the record keeps a comment (docs/notation.md): runs of blanks and line ends folded to
// one space, none at either end. A plain second implementation (split into words, joined by
// single spaces) is the reference, on hand-picked texts and on random ones whose spaces,
// tabs and line ends fall on every byte of the eight-byte words the quick check reads.
#include <doctest/doctest.h>

#include <random>
#include <string>
#include <string_view>

#include "cinc/notation/lexer.h"

namespace notation = cinc::notation;

namespace {

/// The words of `raw` (between blanks and line ends: ' ', '\t', '\v', '\f', '\n', '\r') joined by
/// one space.
std::string reference_fold(std::string_view raw) {
  std::string out, word;
  const auto flush = [&] {
    if (word.empty()) return;
    if (!out.empty()) out += ' ';
    out += word;
    word.clear();
  };
  for (const char c : raw) {
    if (c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\n' || c == '\r') flush();
    else word += c;
  }
  flush();
  return out;
}

void check_fold(const std::string& raw) {
  CAPTURE(raw);
  const std::string expected = reference_fold(raw);
  CHECK(notation::fold_comment(raw) == expected);
  std::string into = "earlier text";
  notation::fold_comment_into(raw, into);
  CHECK(into == expected);
  std::string room;
  const std::string_view view = notation::fold_comment_view(raw, room);
  CHECK(view == expected);
  // The raw text itself, with no copy, exactly when it is folded as written.
  CHECK((view.data() == raw.data()) == (expected == raw));
}

}  // namespace

TEST_CASE("fold_comment: hand-picked texts") {
  for (const std::string raw :
       {"", " ", "word", "two words", " leading", "trailing ", "two  spaces", "tab\there", "v\vf\ff", "line\nend", "crlf\r\nend",
        "[%emt 0:00:28] [%clk 0:44:32]", "the Bomber jumps in", "eight b  next word", "1234567 9", "1234567  9",
        "12345678 abcdefg  h", "abcdefgh abcdefgh abcdefgh", "abcdefg\x01 control byte", "caf\xc3\xa9  au lait",
        "ends with eight sp       "})
    check_fold(raw);
}

TEST_CASE("fold_comment: random texts, spaces at every place of the eight-byte words") {
  std::mt19937_64 rng(20261127);
  const std::string alphabet = "ab  \t\v\f\n\r\x01\xc3\xa9";
  for (int round = 0; round < 20000; ++round) {
    std::string raw;
    const std::size_t length = rng() % 41;
    for (std::size_t i = 0; i < length; ++i) {
      // Mostly letters and single spaces, as comments are; sometimes anything of the alphabet.
      raw += rng() % 4 ? (rng() % 5 ? 'x' : ' ') : alphabet[rng() % alphabet.size()];
    }
    check_fold(raw);
  }
}
