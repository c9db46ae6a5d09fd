// Diagnostic lines and objects.
#include "writing/diagnostics_format.h"

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

void add_identity(nlohmann::ordered_json& object, const GameIdentity& id) {
  const auto or_null = [](const std::string& v) {
    return v.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(v);
  };
  object["event"] = or_null(id.event);
  object["round"] = or_null(id.round);
  object["board"] = or_null(id.board);
  nlohmann::ordered_json players = nlohmann::ordered_json::object();
  for (std::size_t s = 0; s < 2; ++s) players[id.sides[s]] = or_null(id.players[s]);
  object["players"] = std::move(players);
  object["result"] = or_null(id.result);
}

nlohmann::ordered_json checked_game_json(const CheckedGame& g, const std::optional<notation::Diagnostic>& copy) {
  nlohmann::ordered_json object;
  object["file"] = g.file;
  object["game"] = g.index;
  object["line"] = g.line;
  if (g.identity) add_identity(object, *g.identity);
  object["valid"] = g.valid;
  nlohmann::ordered_json diags = nlohmann::ordered_json::array();
  if (copy) diags.push_back(diagnostic_json(*copy));
  for (const auto& d : g.diagnostics) diags.push_back(diagnostic_json(d));
  object["diagnostics"] = std::move(diags);
  return object;
}

nlohmann::ordered_json file_note_json(const std::string& file, const notation::Diagnostic& d) {
  return nlohmann::ordered_json({{"file", file}, {"game", nullptr}, {"line", d.pos.line}, {"valid", true},
                                 {"diagnostics", nlohmann::ordered_json::array({diagnostic_json(d)})}});
}

}  // namespace cinc::tools
