// A JSON writer that renders straight into a string: no document tree, one append per
// token. Compact by default; indented as nlohmann::json's dump(N) indents when asked, so
// that a document made piece by piece reads like one dumped whole.
#pragma once
#include <charconv>
#include <cstdint>
#include <cstring>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

namespace cinc::tools {

/// What a writer does with a string that is not UTF-8.
enum class InvalidUtf8 {
  replace,  ///< each byte that breaks a sequence becomes U+FFFD (`cinc json`'s games)
  reject,   ///< throws InvalidUtf8Error, as nlohmann::json's dump() does (the other documents)
};

/// A string that is not UTF-8 met by a writer that rejects it: what() says where, in the
/// words of nlohmann::json's type_error 316 ("[json.exception.type_error.316] invalid UTF-8
/// byte at index 6: 0xFF"), which the documents' earlier writer threw.
class InvalidUtf8Error : public std::exception {
 public:
  explicit InvalidUtf8Error(std::string message) : message_(std::move(message)) {}
  [[nodiscard]] const char* what() const noexcept override { return message_.c_str(); }

 private:
  std::string message_;
};

/// Throws InvalidUtf8Error at the first byte of `text` that breaks a UTF-8 sequence.
void check_utf8(std::string_view text);

/// JSON text written at a cursor the caller has made room for (JsonWriter::reserve): each
/// function writes at `p` and returns the end of what it wrote.
namespace json_text {

/// The most bytes write_quoted() writes for `text`: six a byte (\u00XX) and the quotes,
/// and 8 of slack for its word-wide copying.
constexpr std::size_t quoted_bound(std::string_view text) { return 6 * text.size() + 10; }
/// `text` between double quotes, escaped as nlohmann::json escapes it: quotes, backslashes
/// and control characters; bytes that are not UTF-8 become U+FFFD.
char* write_quoted(char* p, std::string_view text);
/// The most bytes write_number() writes.
constexpr std::size_t kNumberBound = 48;
/// As nlohmann::json writes a double: the shortest text that reads back the same, with
/// ".0" after an integral value; null for infinities and NaN.
char* write_number(char* p, double value);
/// The most bytes write_integer() writes.
constexpr std::size_t kIntegerBound = 24;
inline char* write_integer(char* p, std::int64_t value) {
  // Most integers of a game are small (plies, move numbers, points): one or two digits.
  if (static_cast<std::uint64_t>(value) < 10) {
    *p = static_cast<char>('0' + value);
    return p + 1;
  }
  if (static_cast<std::uint64_t>(value) < 100) {
    p[0] = static_cast<char>('0' + value / 10);
    p[1] = static_cast<char>('0' + value % 10);
    return p + 2;
  }
  return std::to_chars(p, p + kIntegerBound, value).ptr;
}
/// A literal of the program (JSON text as it stands: a key with its colon, a comma).
template <std::size_t N>
char* write_literal(char* p, const char (&text)[N]) {
  std::memcpy(p, text, N - 1);  // of a size known here: a few moves, no call
  return p + N - 1;
}
/// `text` between double quotes as write_quoted() writes it, in a string of its own; throws
/// InvalidUtf8Error when it is not UTF-8 (as a writer with InvalidUtf8::reject).
[[nodiscard]] std::string quoted(std::string_view text);
/// Text made earlier as JSON, copied as it stands.
inline char* write_json(char* p, std::string_view text) {
  std::memcpy(p, text.data(), text.size());
  return p + text.size();
}

}  // namespace json_text

/// Appends JSON tokens to `out`, placing the commas, and with `indent` > 0 the line ends
/// and indentation (`depth` levels to begin with: a value written inside a larger
/// document); a string that is not UTF-8 is written or refused as `invalid` says. The caller writes a well-formed sequence (a key before each member's value);
/// the writer does not check it. While the writer lives it owns `out` (it grows it ahead
/// and writes into the room it made); its destructor gives `out` its final size.
class JsonWriter {
 public:
  explicit JsonWriter(std::string& out, int indent = 0, int depth = 0, InvalidUtf8 invalid = InvalidUtf8::replace);
  ~JsonWriter();
  JsonWriter(const JsonWriter&) = delete;
  JsonWriter& operator=(const JsonWriter&) = delete;

  // The writer's calls are made once per token of documents of hundreds of megabytes
  // (`cinc json`): the short ones are defined here, to be inlined.
  void begin_object() { open('{'); }
  void end_object() { close('}'); }
  void begin_array() { open('['); }
  void end_array() { close(']'); }
  /// Goes on inside a container opened before this writer (its bracket written by the
  /// caller, `depth` levels deep as constructed): the members or items written next are
  /// separated and indented as the container's own, the first of them after what it already
  /// holds when `empty` is false. end_continued() leaves it without closing it.
  void continue_container(bool empty) { first_.push_back(empty ? 1 : 0); }
  /// Leaves the container continue_container() went on in, its bracket left to the caller.
  void end_continued() { first_.pop_back(); }
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
    size_ = static_cast<std::size_t>(json_text::write_integer(room(json_text::kIntegerBound), value) - out_.data());
  }
  void number(int value) { number(static_cast<std::int64_t>(value)); }
  void number(std::uint32_t value) { number(static_cast<std::int64_t>(value)); }
  /// A count (a size_t): its digits, as nlohmann::json writes an unsigned number.
  void number(std::uint64_t value) {
    separate();
    char* p = room(json_text::kIntegerBound);
    size_ = static_cast<std::size_t>(std::to_chars(p, p + json_text::kIntegerBound, value).ptr - out_.data());
  }
  /// As nlohmann::json writes a double: the shortest text that reads back the same, with
  /// ".0" after an integral value; null for infinities and NaN.
  void number(double value) {
    separate();
    size_ = static_cast<std::size_t>(json_text::write_number(room(json_text::kNumberBound), value) - out_.data());
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

  // A part of a document whose shape the caller knows (the compact moves of `cinc json`, a
  // few hundred bytes a move), written by the caller itself at a cursor with json_text's
  // functions: reserve() makes the room, wrote() takes the cursor back. Nothing is placed
  // or checked in between, so the caller writes well-formed compact JSON; it first calls
  // begin_raw_value() when the part is a value of an open container.
  /// Writes what goes before the value (as any value's first call does).
  void begin_raw_value() { separate(); }
  /// Room for `n` bytes after what is written: the cursor to write them at.
  [[nodiscard]] char* reserve(std::size_t n) { return room(n); }
  /// The caller wrote up to `end` (inside the room reserve() made).
  void wrote(const char* end) { size_ = static_cast<std::size_t>(end - out_.data()); }
  /// A string inside such a part (escaped as string() escapes it; no comma placed): for a
  /// text of any length, as it makes its own room a part at a time.
  void part_string(std::string_view text) { quoted(text); }

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
  /// A literal of the program (json_text::write_literal: a copy of a size known here).
  template <std::size_t N>
  void put_literal(const char (&text)[N]) {
    json_text::write_literal(room(N - 1), text);
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
  bool reject_invalid_;
  /// The longest text quoted() writes in one piece (0 when rejecting invalid UTF-8).
  std::size_t whole_limit_;
  /// The part a longer text is written in.
  static constexpr std::size_t kPart = 16384;
  bool after_key_ = false;
  std::vector<unsigned char> first_;  ///< per open container: 1 while nothing is written in it
};

}  // namespace cinc::tools
