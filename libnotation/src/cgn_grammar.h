// Private: the token grammar of CGN, written with Boost.Spirit X3 in cgn_grammar.cpp.
// Only plain functions are exposed here so that no other translation unit includes X3.
// Each match_* function tries to recognise one token starting exactly at `first`.
// On success it advances `first` past the token, stores views into the input and
// returns true; on failure it leaves `first` unchanged and returns false.
// None of them recurses: nesting of variations is handled by the reader's own stack.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace cinc::notation::detail {

using It = const char*;

/// A result token: "1-0", "0-1", "1/2-1/2", "*", or a forfeit "+/-", "-/+", "-/-".
bool match_result(It& first, It last, std::string_view& token);

/// A move number: one or more digits followed by zero or more '.'.
/// `digits` is the digit run, `dots` the number of periods.
bool match_move_number(It& first, It last, std::string_view& digits, std::size_t& dots);

/// A move token: a letter followed by a maximal run of [A-Za-z0-9:=+#@_&>x-],
/// or the pass token "--".
bool match_move_token(It& first, It last, std::string_view& token);
/// The move characters of a move token after its first letter, byte by byte: the table of
/// the grammar's own run (the lexer's loop over plain movetext reads a move's letter and
/// this run without calling the grammar: the first alternative of match_move_token).
extern const std::array<bool, 256>& kMoveCharacters;
/// A move token of the cotulenh engine's Commander Chess records: an optional '+', a letter
/// or a stack in parentheses "(NFT)", then move characters, '<', ',' and more stack groups.
bool match_stack_move_token(It& first, It last, std::string_view& token);
/// A PDN numeric move ("11-15", "11x18x25") at `first`.
bool match_numeric_move(It& first, It last, std::string_view& token);

/// A maximal run of suffix glyph characters ('!' and '?').
bool match_glyph(It& first, It last, std::string_view& glyph);

/// A numeric annotation glyph: '$' followed by one or more digits (`digits` excludes '$').
bool match_nag(It& first, It last, std::string_view& digits);

/// A tag name: a letter followed by letters, digits and underscores.
bool match_tag_name(It& first, It last, std::string_view& name);

/// Spaces and tabs (the white space allowed inside a tag pair); always succeeds.
void skip_blanks(It& first, It last);

/// A command "[%name args]" inside comment text. `args` is untrimmed.
bool match_command(It& first, It last, std::string_view& name, std::string_view& args);

/// The fields of a clock value "H:MM:SS", "M:SS" or "SS" with an optional fraction.
struct ClockFields {
  std::uint64_t field[3] = {0, 0, 0};  ///< in the order written
  std::size_t count = 0;                ///< how many fields were written (1..3)
  std::string_view fraction;            ///< digits after '.', empty when none
};

/// A whole clock value; the entire text must match.
bool match_clock(std::string_view text, ClockFields& out);

/// Converts a run of decimal digits to a number, saturating at `cap + 1`.
std::uint64_t digits_value(std::string_view digits, std::uint64_t cap);

}  // namespace cinc::notation::detail
