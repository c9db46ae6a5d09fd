// The JSON writer's strings and numbers (libtools/writing/json_writer.h) against nlohmann::json, whose
// layout `cinc json` promises (docs/notation.md §7): every string escaped as nlohmann's
// dump() escapes it, with bytes that are not UTF-8 replaced by U+FFFD as its "replace"
// handler replaces them; numbers written as it writes them. Both ways of writing a string
// are held to it: at a cursor (json_text::write_quoted, the compact moves) and through the
// writer (JsonWriter::string, which writes a long text a part at a time).
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "writing/json_writer.h"

using cinc::tools::JsonWriter;
namespace json_text = cinc::tools::json_text;

namespace {

/// nlohmann::json's compact text of a string, invalid UTF-8 replaced.
std::string reference(const std::string& text) {
  return nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string through_cursor(const std::string& text) {
  std::string out(json_text::quoted_bound(text), '\0');
  char* end = json_text::write_quoted(out.data(), text);
  REQUIRE(static_cast<std::size_t>(end - out.data()) <= out.size());
  out.resize(static_cast<std::size_t>(end - out.data()));
  return out;
}

std::string through_writer(const std::string& text) {
  std::string out;
  {
    JsonWriter w(out);
    w.string(text);
  }
  return out;
}

/// A text made of pieces that each need something different: plain bytes, quotes,
/// backslashes, control characters, UTF-8 of each length, and bytes that are not UTF-8
/// (a lone continuation byte, truncated sequences, an overlong form, a surrogate, a byte
/// above U+10FFFF).
std::string random_text(std::mt19937& random, std::size_t length) {
  static const std::vector<std::string> pieces = {
      "a", "bcdefgh", "0123456789", "\"", "\\", "\x01", "\x1f", "\t", "\n", "\x7f", "\xc3\xa9", "\xe2\x82\xac",
      "\xf0\x9f\x98\x80", "\x80", "\xc3", "\xe2\x82", "\xf0\x9f\x98", "\xc0\xaf", "\xed\xa0\x80", "\xf5\x80\x80\x80",
      "\xff", std::string(1, '\0')};
  std::string text;
  std::uniform_int_distribution<std::size_t> pick(0, pieces.size() - 1);
  while (text.size() < length) text += pieces[pick(random)];
  return text;
}

}  // namespace

TEST_CASE("json_text: strings escaped as nlohmann::json escapes them, at a cursor and through the writer") {
  // Every short text of the plain and the special bytes a move or a FEN holds, each length
  // up to 40 (the word-wide paths switch at 4, 8 and 16 bytes, and the 16-byte one takes
  // its last step overlapping the one before), with the bytes either side of the bounds of
  // the 16-byte test (0x1f and 0x20, 0x7f and 0x80, 0xff).
  for (std::size_t length = 0; length <= 40; ++length) {
    for (const char special : {'a', '"', '\\', '\n', '\x05', '\x80', '\x1f', ' ', '\x7f', '\xff', '\0'}) {
      for (std::size_t at = 0; at <= length; ++at) {
        std::string text(length, 'x');
        if (at < length) text[at] = special;
        CAPTURE(text);
        CHECK(through_cursor(text) == reference(text));
        CHECK(through_writer(text) == reference(text));
      }
    }
  }
  std::mt19937 random(2026);
  for (int round = 0; round < 2000; ++round) {
    const std::string text = random_text(random, std::uniform_int_distribution<std::size_t>(0, 80)(random));
    CAPTURE(text);
    CHECK(through_cursor(text) == reference(text));
    CHECK(through_writer(text) == reference(text));
  }
}

TEST_CASE("json_text: a text longer than the writer's part of 16 KiB, with characters across the part's end") {
  std::mt19937 random(27);
  // Lengths around one and two parts, so that a sequence of 2, 3 or 4 bytes, an escape or
  // a broken sequence falls on each part's end.
  for (std::size_t length : {16383U, 16384U, 16385U, 16386U, 16387U, 32768U, 32771U, 70000U}) {
    for (int round = 0; round < 6; ++round) {
      const std::string text = random_text(random, length);
      CAPTURE(length);
      CHECK(through_writer(text) == reference(text));
      CHECK(through_cursor(text) == reference(text));
    }
  }
}

TEST_CASE("json_text: numbers as nlohmann::json writes them") {
  // Each of nlohmann's layouts (the point after the digits up to 15 places in, inside them,
  // "0.000ddd" down to four zeros, the exponent form), on both sides of its edges.
  for (const double value : {0.0, -0.0, 1.0, 59.0, 99999.0, 100000.0, 123456.5, -3.0, 0.5, 2672.25, 1e14, 999999999999999.0,
                             1e15, 1.5e15, 1e16, 12345678901234567.0, 1e21, 0.001, 0.0001, 0.00012, 0.00001, 1e-7, -2.5e-9,
                             123456789.0, 3.14159, 1.0 / 3.0, std::numeric_limits<double>::max(),
                             std::numeric_limits<double>::min(), std::numeric_limits<double>::denorm_min(),
                             std::numeric_limits<double>::infinity(), std::numeric_limits<double>::quiet_NaN()}) {
    std::string out(json_text::kNumberBound, '\0');
    out.resize(static_cast<std::size_t>(json_text::write_number(out.data(), value) - out.data()));
    CAPTURE(value);
    CHECK(out == nlohmann::json(value).dump());
  }
  for (const std::int64_t value : {std::int64_t{0}, std::int64_t{-1}, std::int64_t{123}, std::numeric_limits<std::int64_t>::min(),
                                   std::numeric_limits<std::int64_t>::max()}) {
    std::string out(json_text::kIntegerBound, '\0');
    out.resize(static_cast<std::size_t>(json_text::write_integer(out.data(), value) - out.data()));
    CHECK(out == nlohmann::json(value).dump());
  }
}

TEST_CASE("JsonWriter: a document laid out as nlohmann::json's dump(2) and dump() lay it out") {
  // The shapes the commands write (validate, score, draws, standings): nested objects and
  // arrays, empty ones, null, booleans, counts, doubles; and the same members written
  // inside a container opened before the writer (continue_container), as the standings'
  // tables are written a piece at a time.
  nlohmann::ordered_json doc;
  doc["file"] = "a \"b\".cgn";
  doc["game"] = 3;
  doc["count"] = std::numeric_limits<std::uint64_t>::max();
  doc["none"] = nullptr;
  doc["valid"] = false;
  doc["points"] = 1.5;
  doc["whole"] = 2.0;
  doc["empty_array"] = nlohmann::ordered_json::array();
  doc["empty_object"] = nlohmann::ordered_json::object();
  doc["list"] = {1, 2, 3};
  doc["nested"] = {{"x", {{"y", nlohmann::ordered_json::array({"é", "\n"})}}}, {"z", -0.25}};
  const auto write_members = [](JsonWriter& w) {
    w.key("file");
    w.string("a \"b\".cgn");
    w.key("game");
    w.number(3);
    w.key("count");
    w.number(std::numeric_limits<std::uint64_t>::max());
    w.key("none");
    w.null();
    w.key("valid");
    w.boolean(false);
    w.key("points");
    w.number(1.5);
    w.key("whole");
    w.number(2.0);
    w.key("empty_array");
    w.begin_array();
    w.end_array();
    w.key("empty_object");
    w.begin_object();
    w.end_object();
    w.key("list");
    w.begin_array();
    for (int i = 1; i <= 3; ++i) w.number(i);
    w.end_array();
    w.key("nested");
    w.begin_object();
    w.key("x");
    w.begin_object();
    w.key(std::string("y"));
    w.begin_array();
    w.string("é");
    w.string("\n");
    w.end_array();
    w.end_object();
    w.key("z");
    w.number(-0.25);
    w.end_object();
  };
  for (const int indent : {0, 2}) {
    CAPTURE(indent);
    std::string whole;
    {
      JsonWriter w(whole, indent);
      w.begin_object();
      write_members(w);
      w.end_object();
    }
    CHECK(whole == doc.dump(indent == 0 ? -1 : indent));
    std::string pieces = "{";
    {
      JsonWriter w(pieces, indent, 1);
      w.continue_container(true);
      write_members(w);
      w.end_continued();
    }
    pieces += indent > 0 ? "\n}" : "}";
    CHECK(pieces == doc.dump(indent == 0 ? -1 : indent));
  }
}

TEST_CASE("JsonWriter: a string that is not UTF-8 refused as nlohmann::json's dump() refuses it") {
  // InvalidUtf8::reject throws where dump() throws, with its words (type_error 316: the byte
  // and its index, or the incomplete sequence at the end); any other text is written alike.
  std::mt19937 random(39);
  int refused = 0;
  for (int round = 0; round < 3000; ++round) {
    const std::string text = random_text(random, std::uniform_int_distribution<std::size_t>(0, 40)(random));
    CAPTURE(text);
    std::string expected, expected_error;
    try {
      expected = nlohmann::json(text).dump();
    } catch (const nlohmann::json::type_error& e) {
      expected_error = e.what();
    }
    std::string out, error;
    try {
      JsonWriter w(out, 0, 0, cinc::tools::InvalidUtf8::reject);
      w.string(text);
    } catch (const cinc::tools::InvalidUtf8Error& e) {
      error = e.what();
    }
    CHECK(error == expected_error);
    if (expected_error.empty()) CHECK(out == expected);
    else ++refused;
  }
  CHECK(refused > 100);
}
