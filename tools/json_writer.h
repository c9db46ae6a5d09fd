// A JSON writer that renders straight into a string: no document tree, one append per
// token. Compact by default; indented as nlohmann::json's dump(N) indents when asked, so
// that a document made piece by piece reads like one dumped whole.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cinc::tools {

/// Appends JSON tokens to `out`, placing the commas, and with `indent` > 0 the line ends
/// and indentation (`depth` levels to begin with: a value written inside a larger
/// document). The caller writes a well-formed sequence (a key before each member's value);
/// the writer does not check it.
class JsonWriter {
 public:
  explicit JsonWriter(std::string& out, int indent = 0, int depth = 0);

  void begin_object();
  void end_object();
  void begin_array();
  void end_array();
  /// The key of the next member of the open object.
  void key(std::string_view name);

  void string(std::string_view text);
  void number(std::int64_t value);
  void number(int value) { number(static_cast<std::int64_t>(value)); }
  void number(std::uint32_t value) { number(static_cast<std::int64_t>(value)); }
  /// As nlohmann::json writes a double: the shortest text that reads back the same, with
  /// ".0" after an integral value; null for infinities and NaN.
  void number(double value);
  void boolean(bool value);
  void null();

  /// `text` (a JSON string's contents) escaped as nlohmann::json escapes it: quotes,
  /// backslashes and control characters; bytes that are not UTF-8 become U+FFFD.
  static void escape(std::string& out, std::string_view text);

 private:
  /// Writes what goes before a value or a key: the comma and the line break.
  void separate();
  void newline();

  std::string& out_;
  int indent_;
  int depth_;
  bool after_key_ = false;
  std::vector<bool> first_;  ///< per open container: nothing written in it yet
};

}  // namespace cinc::tools
