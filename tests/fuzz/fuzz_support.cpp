// The record digest the writer and JSON oracles compare.
#include "fuzz_support.h"

namespace cinc::fuzz {

namespace {

void digest_line(const notation::Variation& line, std::string& out) {
  out += "(";
  for (const auto& c : line.leading_comments) out += "{" + c.text + "}";
  for (const auto& m : line.moves) {
    out += " " + m.text;
    for (int n : m.nags) out += " $" + std::to_string(n);
    for (const auto& c : m.comments) out += " {" + c.text + "}";
    for (const auto& v : m.variations) digest_line(v, out);
  }
  out += ")";
}

std::string at(notation::SourcePos p) { return "@" + std::to_string(p.line) + ":" + std::to_string(p.column); }

void digest_line_with_positions(const notation::Variation& line, std::string& out) {
  out += "(" + at(line.open_pos);
  for (const auto& c : line.leading_comments) out += "{" + c.text + "}" + at(c.pos);
  for (const auto& m : line.moves) {
    if (m.number) out += " " + std::to_string(*m.number) + at(m.number_pos);
    out += " " + m.text + at(m.pos);
    for (int n : m.nags) out += " $" + std::to_string(n);
    for (const auto& c : m.comments) out += " {" + c.text + "}" + at(c.pos);
    for (const auto& v : m.variations) digest_line_with_positions(v, out);
  }
  out += ")";
}

}  // namespace

std::string record_digest(const notation::GameRecord& record) {
  std::string out = "game" + at(record.start) + (record.pdn ? " pdn\n" : "\n");
  for (const auto& t : record.tags) out += "[" + t.name + " \"" + t.value + "\"]" + at(t.pos) + "\n";
  digest_line_with_positions(record.main, out);
  out += "\n" + record.result + at(record.result_pos) + "\n";
  for (const auto& d : record.diagnostics) out += d.code + at(d.pos) + " " + d.message + "\n";
  for (const auto& d : record.notes) out += "note " + d.code + at(d.pos) + " " + d.message + "\n";
  return out;
}

bool tags_kept(const notation::GameRecord& original, const notation::GameRecord& copy) {
  for (const auto& t : original.tags) {
    const std::string* value = copy.tag(t.name);
    if (!value || *value != *original.tag(t.name)) return false;
  }
  return true;
}

std::string movetext_digest(const notation::GameRecord& record) {
  std::string out;
  digest_line(record.main, out);
  out += " " + record.result;
  return out;
}

}  // namespace cinc::fuzz
