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

}  // namespace

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
