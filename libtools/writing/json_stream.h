// Writing a JSON document of the form {"<key>": [item, ...], <more members>} one item at
// a time, byte for byte as nlohmann::json's dump(2) (or, compact, its dump()) lays out the
// whole document.
#pragma once
#include <string>
#include <string_view>

#include "io/io.h"

namespace cinc::tools {

/// Indented (`indent` 2, as dump(2) writes) or compact (`indent` 0: no spaces, each item
/// on a line of its own).
class JsonArrayDocument {
 public:
  JsonArrayDocument(OutputSink& sink, std::string key, int indent = 2)
      : sink_(sink), key_(std::move(key)), indent_(indent) {}

  /// Adds an item rendered as it stands in the document: by JsonWriter with this
  /// document's indent, two levels deep (any thread may have made it).
  void add_rendered(std::string_view item);
  /// Closes the array and the document.
  void finish() { finish({}, {}); }
  /// Closes the array, adds the member `name` after it, its value rendered by JsonWriter
  /// with this document's indent one level deep, and closes the document.
  void finish(std::string_view name, std::string_view value);

 private:
  OutputSink& sink_;
  std::string key_;
  int indent_;
  bool any_ = false;
};

}  // namespace cinc::tools
