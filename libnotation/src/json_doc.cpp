// A strict JSON reader that keeps the line and column of every value and key.
#include "cinc/notation/json_doc.h"
#include "cinc/notation/utf8.h"

#include <cmath>
#include <cstdlib>

namespace cinc::notation {

const JsonValue* JsonValue::find(std::string_view key) const {
  for (const auto& [k, v] : members)
    if (k == key) return &v;
  return nullptr;
}

std::string JsonValue::kind_name() const {
  switch (kind) {
    case Kind::null: return "null";
    case Kind::boolean: return "a boolean";
    case Kind::number: return "a number";
    case Kind::string: return "a string";
    case Kind::array: return "an array";
    case Kind::object: return "an object";
  }
  return "a value";
}

namespace {

// Thrown inside the reader only, caught in parse_json: the first syntax error ends reading.
struct SyntaxError {
  SourcePos pos;
  std::string message;
};

class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  std::unique_ptr<JsonValue> document(std::vector<Diagnostic>& duplicates) {
    duplicates_ = &duplicates;
    // A leading byte order mark is not part of the text: column 1 is the byte after it, as
    // the record reader has it (it is skipped, not counted as a character).
    if (text_.size() >= 3 && text_.substr(0, 3) == "\xEF\xBB\xBF") i_ = 3;
    auto root = std::make_unique<JsonValue>();
    skip_space();
    value(*root, 0);
    skip_space();
    if (i_ < text_.size()) fail("unexpected " + shown() + " after the end of the document");
    return root;
  }

 private:
  [[noreturn]] void fail(std::string message) const { throw SyntaxError{pos(), std::move(message)}; }
  SourcePos pos() const { return SourcePos{line_, column_}; }
  std::string shown() const {
    if (i_ >= text_.size()) return "end of file";
    const unsigned char c = static_cast<unsigned char>(text_[i_]);
    if (c < 0x20 || c >= 0x7f) return "byte 0x" + std::string(1, "0123456789abcdef"[c >> 4]) + "0123456789abcdef"[c & 15];
    return "'" + std::string(1, text_[i_]) + "'";
  }
  void advance(std::size_t n = 1) {
    for (std::size_t k = 0; k < n && i_ < text_.size(); ++k, ++i_) {
      // A line ends at LF, CRLF or a lone CR, as everywhere in cinc (the CR of a CRLF pair
      // counts as the line's last character, the LF ends it).
      const bool cr_alone = text_[i_] == '\r' && (i_ + 1 >= text_.size() || text_[i_ + 1] != '\n');
      if (text_[i_] == '\n' || cr_alone) {
        ++line_;
        column_ = 1;
      } else if ((static_cast<unsigned char>(text_[i_]) & 0xC0) != 0x80) {
        ++column_;  // columns count characters, not UTF-8 continuation bytes
      }
    }
  }
  void skip_space() {
    while (i_ < text_.size() && (text_[i_] == ' ' || text_[i_] == '\t' || text_[i_] == '\n' || text_[i_] == '\r'))
      advance();
  }
  bool next_is(char c) const { return i_ < text_.size() && text_[i_] == c; }

  void value(JsonValue& v, int depth) {
    v.pos = pos();
    if (i_ >= text_.size()) fail("expected a value, found the end of the file");
    const char c = text_[i_];
    if (c == '{' || c == '[') {
      if (depth >= kMaxJsonDepth) fail("nesting deeper than " + std::to_string(kMaxJsonDepth) + " levels");
      if (c == '{') object(v, depth + 1);
      else array(v, depth + 1);
    } else if (c == '"') {
      v.kind = JsonValue::Kind::string;
      v.string = string_literal();
    } else if (c == '-' || (c >= '0' && c <= '9')) {
      number(v);
    } else if (text_.substr(i_, 4) == "true") {
      v.kind = JsonValue::Kind::boolean;
      v.boolean = true;
      advance(4);
    } else if (text_.substr(i_, 5) == "false") {
      v.kind = JsonValue::Kind::boolean;
      advance(5);
    } else if (text_.substr(i_, 4) == "null") {
      advance(4);
    } else {
      fail("expected a value (an object, array, string, number, true, false or null), found " + shown());
    }
  }

  void object(JsonValue& v, int depth) {
    v.kind = JsonValue::Kind::object;
    advance();  // '{'
    skip_space();
    if (next_is('}')) {
      advance();
      return;
    }
    while (true) {
      skip_space();
      if (!next_is('"')) fail("expected a member name in double quotes, found " + shown());
      const SourcePos key_pos = pos();
      std::string key = string_literal();
      skip_space();
      if (!next_is(':')) fail("expected ':' after the member name \"" + key + "\", found " + shown());
      advance();
      skip_space();
      JsonValue member;
      value(member, depth);
      if (v.find(key))
        duplicates_->push_back(Diagnostic{Severity::error, key_pos, "json.duplicate-key",
                                          "the member \"" + key + "\" is given twice in this object; the first one is used",
                                          0, {}, {}, {}, {}});
      v.members.push_back(JsonMember{std::move(key), std::move(member)});
      v.key_pos.push_back(key_pos);
      skip_space();
      if (next_is(',')) {
        advance();
        continue;
      }
      if (next_is('}')) {
        advance();
        return;
      }
      fail("expected ',' or '}' after a member, found " + shown());
    }
  }

  void array(JsonValue& v, int depth) {
    v.kind = JsonValue::Kind::array;
    advance();  // '['
    skip_space();
    if (next_is(']')) {
      advance();
      return;
    }
    while (true) {
      skip_space();
      v.items.emplace_back();
      value(v.items.back(), depth);
      skip_space();
      if (next_is(',')) {
        advance();
        continue;
      }
      if (next_is(']')) {
        advance();
        return;
      }
      fail("expected ',' or ']' after an array element, found " + shown());
    }
  }

  unsigned hex4() {
    unsigned cp = 0;
    for (int k = 0; k < 4; ++k) {
      if (i_ >= text_.size()) fail("a \\u escape needs four hexadecimal digits");
      const char h = text_[i_];
      unsigned d = 0;
      if (h >= '0' && h <= '9') d = static_cast<unsigned>(h - '0');
      else if (h >= 'a' && h <= 'f') d = static_cast<unsigned>(h - 'a' + 10);
      else if (h >= 'A' && h <= 'F') d = static_cast<unsigned>(h - 'A' + 10);
      else fail("a \\u escape needs four hexadecimal digits, found " + shown());
      cp = cp * 16 + d;
      advance();
    }
    return cp;
  }

  std::string string_literal() {
    advance();  // opening quote
    std::string out;
    while (true) {
      if (i_ >= text_.size()) fail("the string is not closed: a '\"' is missing");
      const char c = text_[i_];
      if (c == '"') {
        advance();
        return out;
      }
      if (static_cast<unsigned char>(c) < 0x20)
        fail("a control character (" + shown() + ") inside a string: write it as an escape such as \\n");
      if (c != '\\') {
        out += c;
        advance();
        continue;
      }
      const SourcePos backslash = pos();  // escape errors point at the '\' (the next byte may end a line)
      advance();
      if (i_ >= text_.size()) fail("the string is not closed: a '\"' is missing");
      const char e = text_[i_];
      advance();
      switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          unsigned cp = hex4();
          if (cp >= 0xD800 && cp < 0xDC00 && text_.substr(i_, 2) == "\\u") {
            advance(2);
            const unsigned low = hex4();
            if (low >= 0xDC00 && low < 0xE000) cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          }
          append_utf8(out, cp);
          break;
        }
        default: {
          const std::string which = static_cast<unsigned char>(e) < 0x20 ? std::string("(a control byte)") : std::string(1, e);
          throw SyntaxError{backslash, "\\" + which + " is not a JSON escape (use \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"};
        }
      }
    }
  }

  void number(JsonValue& v) {
    v.kind = JsonValue::Kind::number;
    const std::size_t start = i_;
    bool integral = true;
    if (next_is('-')) advance();
    if (!(i_ < text_.size() && text_[i_] >= '0' && text_[i_] <= '9')) fail("expected a digit in the number, found " + shown());
    if (next_is('0')) {
      advance();
    } else {
      while (i_ < text_.size() && text_[i_] >= '0' && text_[i_] <= '9') advance();
    }
    if (next_is('.')) {
      integral = false;
      advance();
      if (!(i_ < text_.size() && text_[i_] >= '0' && text_[i_] <= '9')) fail("expected a digit after the decimal point");
      while (i_ < text_.size() && text_[i_] >= '0' && text_[i_] <= '9') advance();
    }
    if (next_is('e') || next_is('E')) {
      integral = false;
      advance();
      if (next_is('+') || next_is('-')) advance();
      if (!(i_ < text_.size() && text_[i_] >= '0' && text_[i_] <= '9')) fail("expected a digit in the exponent");
      while (i_ < text_.size() && text_[i_] >= '0' && text_[i_] <= '9') advance();
    }
    const std::string digits(text_.substr(start, i_ - start));
    v.number = std::strtod(digits.c_str(), nullptr);
    if (!std::isfinite(v.number)) {
      v.number = 0;
      integral = false;
    }
    v.integral = integral;
  }

  std::string_view text_;
  std::size_t i_ = 0;
  std::uint32_t line_ = 1;
  std::uint32_t column_ = 1;
  std::vector<Diagnostic>* duplicates_ = nullptr;
};

}  // namespace

JsonParse parse_json(std::string_view text) {
  JsonParse out;
  if (text.size() > kMaxJsonBytes) {
    out.diagnostics.push_back(Diagnostic{Severity::error, SourcePos{1, 1}, "json.too-large",
                                         "the file has " + std::to_string(text.size()) + " bytes; at most " +
                                             std::to_string(kMaxJsonBytes) + " are read",
                                         0, {}, {}, {}, {}});
    return out;
  }
  try {
    Reader reader(text);
    out.root = reader.document(out.diagnostics);
  } catch (const SyntaxError& e) {
    out.root.reset();
    out.diagnostics.push_back(Diagnostic{Severity::error, e.pos, "json.syntax", e.message, 0, {}, {}, {}, {}});
  }
  return out;
}

}  // namespace cinc::notation
