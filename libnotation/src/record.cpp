// GameRecord queries.
#include "cinc/notation/record.h"

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

}  // namespace cinc::notation
