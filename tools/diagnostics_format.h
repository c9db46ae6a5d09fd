// How diagnostics are shown: one line per problem for people, objects for JSON.
#pragma once
#include <nlohmann/json.hpp>
#include <string>

#include "cinc/notation/record.h"

namespace cinc::tools {

/// `FILE:LINE:COL: error: ply N (Side) "move": message; did you mean X? [code]`
[[nodiscard]] std::string format_diagnostic(const std::string& file, const notation::Diagnostic& d);

/// {"severity", "code", "line", "column", "ply", "side", "move", "message", "suggestion"}
[[nodiscard]] nlohmann::ordered_json diagnostic_json(const notation::Diagnostic& d);

}  // namespace cinc::tools
