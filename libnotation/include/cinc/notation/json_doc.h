// A JSON document with the source position of every value and key: the syntax layer of
// files that people write by hand (Chair Force card sets, docs/chair-force-cards.md), so
// that a problem found later, in their meaning, can still name its line and column.
// Strict JSON (RFC 8259); nesting is bounded by kMaxJsonDepth, never by the stack.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cinc/notation/record.h"

namespace cinc::notation {

/// Deepest nesting of arrays and objects a document may have.
inline constexpr int kMaxJsonDepth = 32;
/// Largest document read (bytes); card sets are a few kilobytes.
inline constexpr std::size_t kMaxJsonBytes = 1u << 20;

struct JsonMember;

/// One JSON value and where it starts.
struct JsonValue {
  enum class Kind { null, boolean, number, string, array, object } kind = Kind::null;
  SourcePos pos;
  bool boolean = false;
  double number = 0;
  bool integral = false;  ///< the number was written without fraction or exponent
  std::string string;
  std::vector<JsonValue> items;                         ///< array elements
  std::vector<JsonMember> members;                      ///< object members in file order
  std::vector<SourcePos> key_pos;                       ///< where each member's key starts

  /// The member named `key`, or nullptr.
  [[nodiscard]] const JsonValue* find(std::string_view key) const;
  /// "an object", "a string", ... for messages.
  [[nodiscard]] std::string kind_name() const;
};

/// One member of an object: its key and value (a struct, not std::pair, so that the
/// recursive JsonValue is complete where the vector needs it — clang insists).
struct JsonMember {
  std::string first;   ///< the key
  JsonValue second;    ///< the value
};

/// The document, or the first syntax error (code "json.syntax") with its position.
struct JsonParse {
  std::unique_ptr<JsonValue> root;  ///< null when the text is not JSON
  std::vector<Diagnostic> diagnostics;
};

/// Reads a whole JSON text; duplicate keys are reported as errors ("json.duplicate-key")
/// but kept, so a caller sees the first of them through find().
[[nodiscard]] JsonParse parse_json(std::string_view text);

}  // namespace cinc::notation
