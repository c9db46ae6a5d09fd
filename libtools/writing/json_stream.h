// Writing a JSON document of the form {"<key>": [item, ...], <more members>} one item at
// a time, byte for byte as nlohmann::json's dump(2) writes the whole document.
#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "io/io.h"

namespace cinc::tools {

/// `text` with every line indented by `spaces` more.
[[nodiscard]] std::string indent_lines(std::string_view text, int spaces);

/// Indented (`indent` 2, as dump(2) writes) or compact (`indent` 0: no spaces, each item
/// on a line of its own).
class JsonArrayDocument {
 public:
  JsonArrayDocument(OutputSink& sink, std::string key, int indent = 2)
      : sink_(sink), key_(std::move(key)), indent_(indent) {}

  /// Adds an item written by dump(2) (any thread may have made it); indented documents only.
  void add(std::string_view item_dumped);
  /// Adds an item rendered as it stands in the document: by JsonWriter with this
  /// document's indent, two levels deep (any thread may have made it).
  void add_rendered(std::string_view item);
  /// Closes the array, adds the members of `more` (an object) after it, closes the document.
  void finish(const nlohmann::ordered_json& more = nlohmann::ordered_json::object());

 private:
  OutputSink& sink_;
  std::string key_;
  int indent_;
  bool any_ = false;
};

}  // namespace cinc::tools
