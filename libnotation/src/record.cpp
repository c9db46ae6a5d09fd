// GameRecord queries, and the results people type that CGN writes otherwise (typed_result.h).
#include "cinc/notation/record.h"

#include <utility>

#include "cgn_grammar.h"
#include "cinc/notation/typed_result.h"

namespace cinc::notation {

const std::string* GameRecord::tag(std::string_view name) const {
  for (const Tag& t : tags) {
    if (t.name == name) return &t.value;
  }
  return nullptr;
}

bool GameRecord::has_syntax_error() const {
  for (const Diagnostic& d : diagnostics) {
    if (d.severity == Severity::error) return true;
  }
  return false;
}

bool is_result_token(std::string_view text) {
  const char* first = text.data();
  const char* const last = first + text.size();
  std::string_view token;
  return detail::match_result(first, last, token) && first == last;
}

bool is_forfeit_result(std::string_view result) { return result == "+/-" || result == "-/+" || result == "-/-"; }

const char* mistyped_result(std::string_view word) {
  static constexpr std::pair<std::string_view, const char*> kTyped[] = {
      {"1:0", "1-0"},         {"0:1", "0-1"},         {"1-O", "1-0"},         {"1:O", "1-0"},
      {"O-1", "0-1"},         {"O:1", "0-1"},         {"1/2:1/2", "1/2-1/2"}, {"0.5-0.5", "1/2-1/2"},
      {"0.5:0.5", "1/2-1/2"}};
  for (const auto& [typed, meant] : kTyped)
    if (word == typed) return meant;
  return nullptr;
}

std::optional<SpacedResult> spaced_result(std::string_view text) {
  enum class Score { none, zero, one, half };
  std::size_t i = 0;
  // One side's score at i (the longest that stands there: "1/2" before "1").
  const auto score = [&]() {
    if (text.substr(i, 3) == "1/2") {
      i += 3;
      return Score::half;
    }
    if (text.substr(i, 2) == "\xC2\xBD") {  // U+00BD VULGAR FRACTION ONE HALF
      i += 2;
      return Score::half;
    }
    if (i < text.size() && (text[i] == '0' || text[i] == '1')) return text[i++] == '0' ? Score::zero : Score::one;
    return Score::none;
  };
  const auto spaces = [&]() {
    const std::size_t from = i;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    return i - from;
  };
  const Score first = score();
  if (first == Score::none) return std::nullopt;
  std::size_t spaced = spaces();
  if (i < text.size() && text[i] == '-') {
    ++i;
  } else if (const std::string_view d = text.substr(i, 3);
             d == "\xE2\x80\x93" || d == "\xE2\x80\x94" || d == "\xE2\x88\x92") {  // en dash, em dash, minus sign
    i += 3;
  } else {
    return std::nullopt;
  }
  spaced += spaces();
  const Score second = score();
  if (spaced == 0 || second == Score::none) return std::nullopt;  // none: a result as written, or a look-alike one
  if (i < text.size() && std::string_view(" \t\r\n{(;)[\"]").find(text[i]) == std::string_view::npos) return std::nullopt;
  if (first == Score::one && second == Score::zero) return SpacedResult{i, "1-0"};
  if (first == Score::zero && second == Score::one) return SpacedResult{i, "0-1"};
  if (first == Score::half && second == Score::half) return SpacedResult{i, "1/2-1/2"};
  return std::nullopt;
}

}  // namespace cinc::notation
