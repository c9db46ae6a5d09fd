// Private: typographic look-alikes of CGN's ASCII characters, as word processors and web
// pages write them (docs/notation.md §1.2), and the names of code points for messages.
#pragma once
#include <cstddef>
#include <optional>
#include <string>

namespace cinc::notation::detail {

/// A character that stands for ASCII text: the code point's name and the text meant.
struct LookAlike {
  unsigned code_point = 0;
  std::string name;   ///< "U+2013 EN DASH"
  std::string meant;  ///< "-" ("" for a zero-width space)
  bool space = false; ///< white space (a separator, not part of a token)
};

/// The code point of the well-formed UTF-8 sequence of `n` bytes at p.
unsigned decode_utf8(const char* p, std::size_t n);

/// The look-alike the code point is, or nullopt.
std::optional<LookAlike> find_lookalike(unsigned code_point);

/// "U+2013 EN DASH" for a code point this file knows, "U+00E9" for any other.
std::string code_point_name(unsigned code_point);

}  // namespace cinc::notation::detail
