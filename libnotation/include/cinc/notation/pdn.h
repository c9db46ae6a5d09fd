// PDN (Portable Draughts Notation), the record format of checkers players, as a dialect of
// CGN (docs/rules/checkers.md §10). The syntax is the same but for a few forms the lexer
// reads in PDN games (lexer.h, LexerOptions::pdn_file); the conventions that differ are
// converted here: the game is named by a GameType tag instead of [Variant "checkers"], the
// second player (our Red) is called White, the board may be numbered or lettered from
// another corner (GameType's options), and PDN 3.0's results "1-1" and "0-0" have CGN's
// "1/2-1/2" and "-/-". A result names the first player's score first in both ("1-0": the
// first player, Black, won: the PDN 2.0 standard), so results are not turned round.
#pragma once
#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "cinc/notation/lexer.h"
#include "cinc/notation/pdn_board.h"
#include "cinc/notation/record.h"

namespace cinc::notation {

/// Whether a file name says PDN (ends in ".pdn", any case).
[[nodiscard]] bool is_pdn_path(std::string_view path);

/// Whether a record follows PDN's conventions: it has a GameType tag, or a Variant tag that
/// names English checkers as other programs do ("American/English"), or it comes from a
/// PDN file and names no Variant.
[[nodiscard]] bool follows_pdn(const GameRecord& record, bool from_pdn_file);
/// The same of a game as the lexer read it (before any conversion).
[[nodiscard]] bool follows_pdn(const LexedGame& game, bool from_pdn_file);

/// Whether a Variant tag's value names English checkers as another program writes it
/// ("American/English", "English draughts", "American Checkers"; not cinc's own "checkers").
[[nodiscard]] bool names_english_checkers(std::string_view variant);

/// The square a PDN game names ("11", "011" or "c3"), as the number of that square on the
/// usual English board (1..32: 1 = b8 in cinc's names, Black's men on 1..12), or 0 when it
/// names no playing square of `board` (a number outside 1..32, a light square, not a square).
[[nodiscard]] int standard_square(const PdnBoard& board, std::string_view name);
/// The name `board` gives the square numbered `standard` on the usual board: its number,
/// or with `letters` its a1..h8 name.
[[nodiscard]] std::string pdn_square_name(const PdnBoard& board, int standard, bool letters);
/// The usual board with `board`'s names of the sides: what a game's moves are read on once
/// import_pdn has written them in the usual board's numbers.
[[nodiscard]] PdnBoard usual_board_of(const PdnBoard& board);
/// The sides as a PDN game names them, first player first: Black and White, or White and
/// Black when White starts.
[[nodiscard]] std::array<std::string, 2> pdn_side_names(const PdnBoard& board);

/// A GameType tag's value read: the game's number and, for English checkers (21), its board.
struct GameType {
  int number = -1;  ///< -1 when the value does not start with a number
  PdnBoard board;   ///< the options, or the usual board when none are given
  /// A sentence when the value is not PDN's form or asks for what cinc does not read (a
  /// board other than 8x8, SAN moves); the column of the field at fault in `column`.
  std::string problem;
  std::size_t column = 0;
};
/// Reads a GameType tag's value: "21", "21,W,8,8,A0,1" (PDN 3.0's form,
/// "[0-9]+(,[WB],[0-9]+,[0-9]+,[ANS][0123](,[01])?)?").
[[nodiscard]] GameType read_game_type(std::string_view value);

/// PDN's name of a game by its GameType number ("international draughts"), empty when
/// PDN 3.0 names none.
[[nodiscard]] std::string_view game_type_name(int number);

/// Converts a record read with PDN's conventions to CGN's, in place, and sets `record.pdn`
/// (and `record.pdn_board`): a GameType of English checkers, or a Variant tag naming it
/// as another program does, becomes [Variant "checkers"] (the GameType in its place); White
/// becomes Red (or, when White starts, White becomes Black and Black Red); the FEN, and the
/// moves written with a1..h8 or on another board, are written in the usual board's numbers
/// (numbers on the usual board mean the same in CGN); "1-1" becomes "1/2-1/2" and "0-0" "-/-". A game cinc does
/// not read (another GameType, or one that is recognisably another draughts game) is left
/// unconverted, with one error that names it (`tag.unsupported-gametype`,
/// `game.other-draughts`), and without its movetext's syntax errors: it is not replayed.
void import_pdn(GameRecord& record);

/// Whether import_pdn refused the game (another game than English checkers).
[[nodiscard]] bool pdn_refused(const GameRecord& record);

/// Converts a checkers record to PDN's conventions, in place (the inverse of import_pdn
/// for tags and results on the usual board; move texts are left to the caller).
void export_pdn(GameRecord& record);

/// A CGN result as PDN writes it: the same, but a double forfeit "-/-" is "0-0" (PDN 3.0).
[[nodiscard]] std::string pdn_result(std::string_view result);

}  // namespace cinc::notation
