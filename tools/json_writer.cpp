// JSON rendered straight into a string.
#include "json_writer.h"

#include <charconv>
#include <cmath>
#include <cstring>

namespace cinc::tools {

JsonWriter::JsonWriter(std::string& out, int indent, int depth) : out_(out), indent_(indent), depth_(depth) {}

void JsonWriter::newline() {
  out_.push_back('\n');
  out_.append(static_cast<std::size_t>(indent_ * depth_), ' ');
}

void JsonWriter::separate() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (first_.empty()) return;
  if (!first_.back()) out_.push_back(',');
  first_.back() = false;
  if (indent_ > 0) newline();
}

void JsonWriter::begin_object() {
  separate();
  out_.push_back('{');
  first_.push_back(true);
  ++depth_;
}

void JsonWriter::end_object() {
  --depth_;
  const bool empty = first_.back();
  first_.pop_back();
  if (!empty && indent_ > 0) newline();
  out_.push_back('}');
}

void JsonWriter::begin_array() {
  separate();
  out_.push_back('[');
  first_.push_back(true);
  ++depth_;
}

void JsonWriter::end_array() {
  --depth_;
  const bool empty = first_.back();
  first_.pop_back();
  if (!empty && indent_ > 0) newline();
  out_.push_back(']');
}

void JsonWriter::key(std::string_view name) {
  separate();
  out_.push_back('"');
  escape(out_, name);
  out_.append(indent_ > 0 ? "\": " : "\":");
  after_key_ = true;
}

void JsonWriter::string(std::string_view text) {
  separate();
  out_.push_back('"');
  escape(out_, text);
  out_.push_back('"');
}

void JsonWriter::number(std::int64_t value) {
  separate();
  char buf[24];
  const auto end = std::to_chars(buf, buf + sizeof buf, value).ptr;
  out_.append(buf, end);
}

void JsonWriter::number(double value) {
  separate();
  if (!std::isfinite(value)) {
    out_.append("null");
    return;
  }
  char buf[40];
  const auto end = std::to_chars(buf, buf + sizeof buf, value).ptr;
  out_.append(buf, end);
  // nlohmann::json marks a double whose shortest form has neither point nor exponent.
  if (std::memchr(buf, '.', static_cast<std::size_t>(end - buf)) == nullptr &&
      std::memchr(buf, 'e', static_cast<std::size_t>(end - buf)) == nullptr)
    out_.append(".0");
}

void JsonWriter::boolean(bool value) {
  separate();
  out_.append(value ? "true" : "false");
}

void JsonWriter::null() {
  separate();
  out_.append("null");
}

namespace {

/// The length of the well-formed UTF-8 sequence at `s[i]` (RFC 3629: no overlong forms, no
/// surrogates, nothing past U+10FFFF), or 0 with `bad_at` the offset of the first byte that
/// does not belong (0: the lead byte itself).
std::size_t utf8_sequence(std::string_view s, std::size_t i, std::size_t& bad_at) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
  const unsigned char lead = byte(0);
  std::size_t length = 0;
  unsigned char low = 0x80, high = 0xBF;  // the second byte's range
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    if (lead == 0xE0) low = 0xA0;
    if (lead == 0xED) high = 0x9F;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    if (lead == 0xF0) low = 0x90;
    if (lead == 0xF4) high = 0x8F;
  } else {
    bad_at = 0;
    return 0;
  }
  for (std::size_t k = 1; k < length; ++k) {
    if (i + k >= s.size()) {
      bad_at = k;
      return 0;
    }
    const unsigned char b = byte(k);
    const bool ok = k == 1 ? (b >= low && b <= high) : (b >= 0x80 && b <= 0xBF);
    if (!ok) {
      bad_at = k;
      return 0;
    }
  }
  return length;
}

}  // namespace

void JsonWriter::escape(std::string& out, std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::size_t i = 0;
  while (i < text.size()) {
    // The run of bytes that need nothing, copied at once.
    std::size_t run = i;
    while (run < text.size()) {
      const auto c = static_cast<unsigned char>(text[run]);
      if (c < 0x20 || c == '"' || c == '\\' || c >= 0x80) break;
      ++run;
    }
    out.append(text.data() + i, run - i);
    i = run;
    if (i == text.size()) break;
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 0x80) {
      std::size_t bad_at = 0;
      const std::size_t length = utf8_sequence(text, i, bad_at);
      if (length > 0) {
        out.append(text.data() + i, length);
        i += length;
      } else {
        out.append("\xEF\xBF\xBD");  // U+FFFD, and the byte that broke the sequence read again
        i += bad_at == 0 ? 1 : bad_at;
      }
      continue;
    }
    switch (c) {
      case '"': out.append("\\\""); break;
      case '\\': out.append("\\\\"); break;
      case '\b': out.append("\\b"); break;
      case '\f': out.append("\\f"); break;
      case '\n': out.append("\\n"); break;
      case '\r': out.append("\\r"); break;
      case '\t': out.append("\\t"); break;
      default: {
        const char u[6] = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 15]};
        out.append(u, 6);
      }
    }
    ++i;
  }
}

}  // namespace cinc::tools
