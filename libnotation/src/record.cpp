// GameRecord queries.
#include "cinc/notation/record.h"

#include "cgn_grammar.h"

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

}  // namespace cinc::notation
