// A JSON writer that renders straight into a string: no document tree, one append per
// token. Compact by default; indented as nlohmann::json's dump(N) indents when asked, so
// that a document made piece by piece reads like one dumped whole.
#pragma once
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace cinc::tools {

/// Appends JSON tokens to `out`, placing the commas, and with `indent` > 0 the line ends
/// and indentation (`depth` levels to begin with: a value written inside a larger
/// document). The caller writes a well-formed sequence (a key before each member's value);
/// the writer does not check it. While the writer lives it owns `out` (it grows it ahead
/// and writes into the room it made); its destructor gives `out` its final size.
class JsonWriter {
 public:
  explicit JsonWriter(std::string& out, int indent = 0, int depth = 0);
  ~JsonWriter();
  JsonWriter(const JsonWriter&) = delete;
  JsonWriter& operator=(const JsonWriter&) = delete;

  void begin_object();
  void end_object();
  void begin_array();
  void end_array();
  /// The key of the next member of the open object.
  void key(std::string_view name);
  /// A key written in the program (a literal that needs no escaping): one copy.
  template <std::size_t N>
  void key(const char (&name)[N]) {
    separate();
    char* p = room(N + 3);
    p[0] = '"';
    std::memcpy(p + 1, name, N - 1);
    p[N] = '"';
    p[N + 1] = ':';
    p[N + 2] = ' ';
    size_ += indent_ > 0 ? N + 3 : N + 2;
    after_key_ = true;
  }

  void string(std::string_view text);
  void number(std::int64_t value);
  void number(int value) { number(static_cast<std::int64_t>(value)); }
  void number(std::uint32_t value) { number(static_cast<std::int64_t>(value)); }
  /// As nlohmann::json writes a double: the shortest text that reads back the same, with
  /// ".0" after an integral value; null for infinities and NaN.
  void number(double value);
  void boolean(bool value);
  void null();

  /// The written text so far (while the writer lives).
  [[nodiscard]] std::string_view text() const { return {out_.data(), size_}; }

 private:
  /// Writes what goes before a value or a key: the comma and the line break.
  void separate();
  void newline();
  /// `text` between double quotes, escaped as nlohmann::json escapes it: quotes,
  /// backslashes and control characters; bytes that are not UTF-8 become U+FFFD.
  void quoted(std::string_view text);
  /// Room for `n` more bytes at the end of what is written.
  char* room(std::size_t n) {
    if (size_ + n > out_.size()) grow(n);
    return out_.data() + size_;
  }
  void grow(std::size_t n);
  void put(char c) {
    *room(1) = c;
    ++size_;
  }
  void put(std::string_view text) {
    if (text.empty()) return;
    std::memcpy(room(text.size()), text.data(), text.size());
    size_ += text.size();
  }

  std::string& out_;
  std::size_t size_;  ///< bytes of out_ written (out_ holds room beyond them)
  int indent_;
  int depth_;
  bool after_key_ = false;
  std::vector<unsigned char> first_;  ///< per open container: 1 while nothing is written in it
};

}  // namespace cinc::tools
