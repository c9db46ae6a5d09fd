// A JSON writer that renders straight into a string: no document tree, one append per
// token. Compact by default; indented as nlohmann::json's dump(N) indents when asked, so
// that a document made piece by piece reads like one dumped whole.
#pragma once
#include <charconv>
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

  // The writer's calls are made once per token of documents of hundreds of megabytes
  // (`cinc json`): the short ones are defined here, to be inlined.
  void begin_object() { open('{'); }
  void end_object() { close('}'); }
  void begin_array() { open('['); }
  void end_array() { close(']'); }
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

  void string(std::string_view text) {
    separate();
    quoted(text);
  }
  void number(std::int64_t value) {
    separate();
    raw_number(value);
  }
  void number(int value) { number(static_cast<std::int64_t>(value)); }
  void number(std::uint32_t value) { number(static_cast<std::int64_t>(value)); }
  /// As nlohmann::json writes a double: the shortest text that reads back the same, with
  /// ".0" after an integral value; null for infinities and NaN.
  void number(double value) {
    separate();
    put_number(value);
  }
  void boolean(bool value) {
    separate();
    if (value) put_literal("true");
    else put_literal("false");
  }
  void null() {
    separate();
    put_literal("null");
  }

  // A value whose text the caller writes itself, piece by piece, for a part of a document
  // whose shape it knows (the compact moves of `cinc json`, a few hundred bytes a move): the
  // raw_* calls place no comma, line break or indentation and check nothing, so the caller
  // writes well-formed compact JSON between begin_raw_value() and the next call of another kind.
  /// Writes what goes before the value (as any value's first call does).
  void begin_raw_value() { separate(); }
  /// JSON text written as it stands (a literal of the program: a key with its colon, a comma).
  template <std::size_t N>
  void raw(const char (&text)[N]) {
    put_literal(text);
  }
  /// JSON text made earlier (by a writer) and written as it stands.
  void raw_json(std::string_view text) { put(text); }
  /// A string as a JSON string (quoted and escaped as string() does).
  void raw_string(std::string_view text) { quoted(text); }
  /// A number as number() writes it.
  void raw_number(std::int64_t value) {
    char* p = room(24);
    size_ += static_cast<std::size_t>(std::to_chars(p, p + 24, value).ptr - p);
  }
  void raw_number(double value) { put_number(value); }

  /// The written text so far (while the writer lives).
  [[nodiscard]] std::string_view text() const { return {out_.data(), size_}; }

 private:
  /// Writes what goes before a value or a key: the comma and the line break.
  void separate() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (first_.empty()) return;
    if (first_.back() == 0) put(',');
    first_.back() = 0;
    if (indent_ > 0) newline();
  }
  void open(char bracket) {
    separate();
    put(bracket);
    first_.push_back(1);
    ++depth_;
  }
  void close(char bracket) {
    --depth_;
    const bool empty = first_.back() != 0;
    first_.pop_back();
    if (!empty && indent_ > 0) newline();
    put(bracket);
  }
  void newline();
  void put_number(double value);
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
  /// A literal of the program: copied without a call to memcpy.
  template <std::size_t N>
  void put_literal(const char (&text)[N]) {
    char* p = room(N - 1);
    for (std::size_t i = 0; i + 1 < N; ++i) p[i] = text[i];
    size_ += N - 1;
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
