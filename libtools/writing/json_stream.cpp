// JSON documents written item by item.
#include "writing/json_stream.h"

namespace cinc::tools {

std::string indent_lines(std::string_view text, int spaces) {
  const std::string pad(static_cast<std::size_t>(spaces), ' ');
  std::string out = pad;
  out.reserve(text.size() + text.size() / 8);
  for (const char c : text) {
    out.push_back(c);
    if (c == '\n') out += pad;  // strings are escaped by dump(): every '\n' ends a line
  }
  return out;
}

void JsonArrayDocument::add(std::string_view item_dumped) {
  sink_.write(any_ ? ",\n" : "{\n  " + nlohmann::ordered_json(key_).dump() + ": [\n");
  sink_.write(indent_lines(item_dumped, 4));
  any_ = true;
}

void JsonArrayDocument::add_rendered(std::string_view item) {
  // (Between items a literal: no string is made per item.)
  if (indent_ == 0) {
    if (any_) sink_.write(",\n");
    else sink_.write("{" + nlohmann::ordered_json(key_).dump() + ":[\n");
  } else {
    if (any_) sink_.write(",\n    ");
    else sink_.write("{\n  " + nlohmann::ordered_json(key_).dump() + ": [\n    ");
  }
  sink_.write(item);
  any_ = true;
}

void JsonArrayDocument::finish(const nlohmann::ordered_json& more) {
  if (indent_ == 0) {
    sink_.write(any_ ? "\n]" : "{" + nlohmann::ordered_json(key_).dump() + ":[]");
    for (const auto& [name, value] : more.items())
      sink_.write("," + nlohmann::ordered_json(name).dump() + ":" + value.dump());
    sink_.write("}\n");
    return;
  }
  if (any_) sink_.write("\n  ]");
  else sink_.write("{\n  " + nlohmann::ordered_json(key_).dump() + ": []");
  for (const auto& [name, value] : more.items()) {
    sink_.write(",\n  " + nlohmann::ordered_json(name).dump() + ": ");
    const std::string dumped = value.dump(2);
    // The value's first line follows the key; the rest are indented one level.
    sink_.write(indent_lines(dumped, 2).substr(2));
  }
  sink_.write("\n}\n");
}

}  // namespace cinc::tools
