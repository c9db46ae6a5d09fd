// Diagnostic lines and objects.
#include "diagnostics_format.h"

namespace cinc::tools {

std::string format_diagnostic(const std::string& file, const notation::Diagnostic& d) {
  std::string out = file + ":" + std::to_string(d.pos.line) + ":" + std::to_string(d.pos.column) + ": ";
  out += d.severity == notation::Severity::error ? "error: " : "warning: ";
  if (d.ply > 0) {
    out += "ply " + std::to_string(d.ply);
    if (!d.side.empty()) out += " (" + d.side + ")";
    if (!d.move_text.empty()) out += " \"" + d.move_text + "\"";
    out += ": ";
  }
  out += d.message;
  if (!d.suggestion.empty()) out += "; did you mean " + d.suggestion + "?";
  out += " [" + d.code + "]";
  return out;
}

nlohmann::ordered_json diagnostic_json(const notation::Diagnostic& d) {
  nlohmann::ordered_json j;
  j["severity"] = d.severity == notation::Severity::error ? "error" : "warning";
  j["code"] = d.code;
  j["line"] = d.pos.line;
  j["column"] = d.pos.column;
  j["ply"] = d.ply > 0 ? nlohmann::ordered_json(d.ply) : nlohmann::ordered_json(nullptr);
  j["side"] = d.side.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(d.side);
  j["move"] = d.move_text.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(d.move_text);
  j["message"] = d.message;
  j["suggestion"] = d.suggestion.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(d.suggestion);
  return j;
}

}  // namespace cinc::tools
