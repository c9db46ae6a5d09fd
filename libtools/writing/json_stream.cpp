// JSON documents written item by item.
#include "writing/json_stream.h"

#include "writing/json_writer.h"

namespace cinc::tools {

void JsonArrayDocument::add_rendered(std::string_view item) {
  // (Between items a literal: no string is made per item.)
  if (indent_ == 0) {
    if (any_) sink_.write(",\n");
    else sink_.write("{" + json_text::quoted(key_) + ":[\n");
  } else {
    if (any_) sink_.write(",\n    ");
    else sink_.write("{\n  " + json_text::quoted(key_) + ": [\n    ");
  }
  sink_.write(item);
  any_ = true;
}

void JsonArrayDocument::finish(std::string_view name, std::string_view value) {
  if (indent_ == 0) {
    sink_.write(any_ ? "\n]" : "{" + json_text::quoted(key_) + ":[]");
    if (!name.empty()) sink_.write("," + json_text::quoted(name) + ":" + std::string(value));
    sink_.write("}\n");
    return;
  }
  if (any_) sink_.write("\n  ]");
  else sink_.write("{\n  " + json_text::quoted(key_) + ": []");
  if (!name.empty()) sink_.write(",\n  " + json_text::quoted(name) + ": " + std::string(value));
  sink_.write("\n}\n");
}

}  // namespace cinc::tools
