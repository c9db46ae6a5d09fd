// Diagnostic lines and objects.
#include "writing/diagnostics_format.h"

namespace cinc::tools {

namespace {

/// The moves of a "did you mean", as a sentence: "A", "A or B", "A, B or C" (docs/errors.md).
std::string either_of(const std::vector<std::string>& moves) {
  std::string out;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (i) out += i + 1 == moves.size() ? " or " : ", ";
    out += moves[i];
  }
  return out;
}

}  // namespace

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
  else if (!d.suggestions.empty()) out += "; did you mean " + either_of(d.suggestions) + "?";
  out += " [" + d.code + "]";
  return out;
}

void write_diagnostic_json(JsonWriter& w, const notation::Diagnostic& d) {
  w.begin_object();
  w.key("severity");
  w.string(d.severity == notation::Severity::error ? "error" : "warning");
  w.key("code");
  w.string(d.code);
  w.key("line");
  w.number(d.pos.line);
  w.key("column");
  w.number(d.pos.column);
  w.key("ply");
  if (d.ply > 0) w.number(d.ply);
  else w.null();
  w.key("side");
  if (d.side.empty()) w.null();
  else w.string(d.side);
  w.key("move");
  if (d.move_text.empty()) w.null();
  else w.string(d.move_text);
  w.key("message");
  w.string(d.message);
  w.key("suggestion");  // the "did you mean" (docs/errors.md), null when none
  if (d.suggestion.empty()) w.null();
  else w.string(d.suggestion);
  w.key("suggestions");  // every move suggested, closest first: the one above, or those when no one is certain
  w.begin_array();
  if (!d.suggestion.empty()) w.string(d.suggestion);
  else
    for (const std::string& move : d.suggestions) w.string(move);
  w.end_array();
  w.end_object();
}

namespace {

/// `text`, or null when it is empty.
void string_or_null(JsonWriter& w, const std::string& text) {
  if (text.empty()) w.null();
  else w.string(text);
}

/// The text `write` writes, compact, read back as a document.
template <class Write>
nlohmann::ordered_json read_back(Write&& write) {
  std::string text;
  {
    JsonWriter w(text, 0, 0, InvalidUtf8::reject);
    write(w);
  }
  return nlohmann::ordered_json::parse(text);
}

}  // namespace

void write_identity_members(JsonWriter& w, const game::GameIdentity& id) {
  w.key("event");
  string_or_null(w, id.event);
  w.key("round");
  string_or_null(w, id.round);
  w.key("board");
  string_or_null(w, id.board);
  w.key("players");
  w.begin_object();
  // (Two sides of one name would be one member, holding the second side's player.)
  if (id.sides[0] != id.sides[1]) {
    w.key(id.sides[0]);
    string_or_null(w, id.players[0]);
  }
  w.key(id.sides[1]);
  string_or_null(w, id.players[1]);
  w.end_object();
  w.key("result");
  string_or_null(w, id.result);
}

void write_checked_game_json(JsonWriter& w, const CheckedGame& g, const std::optional<notation::Diagnostic>& copy) {
  w.begin_object();
  w.key("file");
  w.string(g.file);
  w.key("game");
  w.number(g.index);
  w.key("line");
  w.number(g.line);
  if (g.identity) write_identity_members(w, *g.identity);
  w.key("valid");
  w.boolean(g.valid);
  w.key("diagnostics");
  w.begin_array();
  if (copy) write_diagnostic_json(w, *copy);
  for (const auto& d : g.diagnostics) write_diagnostic_json(w, d);
  w.end_array();
  w.end_object();
}

void write_file_note_json(JsonWriter& w, const std::string& file, const notation::Diagnostic& d, bool valid) {
  w.begin_object();
  w.key("file");
  w.string(file);
  w.key("game");
  w.null();
  w.key("line");
  w.number(d.pos.line);
  w.key("valid");
  w.boolean(valid);
  w.key("diagnostics");
  w.begin_array();
  write_diagnostic_json(w, d);
  w.end_array();
  w.end_object();
}

nlohmann::ordered_json diagnostic_json(const notation::Diagnostic& d) {
  return read_back([&](JsonWriter& w) { write_diagnostic_json(w, d); });
}

void add_identity(nlohmann::ordered_json& object, const game::GameIdentity& id) {
  const nlohmann::ordered_json members = read_back([&](JsonWriter& w) {
    w.begin_object();
    write_identity_members(w, id);
    w.end_object();
  });
  for (const auto& [name, value] : members.items()) object[name] = value;
}

nlohmann::ordered_json checked_game_json(const CheckedGame& g, const std::optional<notation::Diagnostic>& copy) {
  return read_back([&](JsonWriter& w) { write_checked_game_json(w, g, copy); });
}

nlohmann::ordered_json file_note_json(const std::string& file, const notation::Diagnostic& d) {
  return read_back([&](JsonWriter& w) { write_file_note_json(w, file, d); });
}

}  // namespace cinc::tools
