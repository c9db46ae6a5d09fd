// Fuzz target: reader + replay through the rules of every registered game. Oracles:
// every diagnostic (syntax and rules) lies inside the input, a replayed move's ply is
// within the game, and a game whose replay found no error has only legal moves, so its
// positions read back from their FEN. And the quick replay (QuickReplay, what validate
// asks first) calls a game clean exactly when the full replay reports nothing about it
// (records converted from PDN or the cotulenh engine's conventions are never clean), and
// the fingerprint it makes of a clean game as it plays is the one of the game's tokens.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "cinc/game/copies.h"
#include "cinc/game/replay.h"
#include "cinc/notation/lexer.h"
#include "cinc/notation/pdn.h"
#include "cinc/notation/reader.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cinc;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto lines = fuzz::line_lengths(text);
  const bool pdn_file = size > 0 && (data[0] & 1) != 0;
  notation::Reader reader(text, pdn_file);
  notation::GameRecord game;
  notation::LexerOptions moves_only;
  moves_only.annotations = false;  // as validate reads them
  moves_only.pdn_file = pdn_file;
  notation::Lexer lexer(text, moves_only);
  notation::LexedGame lexed;
  game::QuickReplay quick;
  while (reader.next(game)) {
    const game::ReplayedGame replayed = game::replay(game);
    fuzz::require(lexer.next(lexed), "the lexer ends before the reader");
    game::GameFingerprint made;
    made.tags_and_result(lexed);
    const bool clean = quick.clean(lexed, pdn_file, made);
    if (clean)
      fuzz::require(made.value() == game::GameFingerprint::of(game, replayed),
                    "the fingerprint made while replaying quickly differs from the full replay's");
    const std::string* termination = game.tag("Termination");  // a draw claim takes the full way
    const bool converted = game.pdn || notation::follows_pdn(game, pdn_file) || (game.tag("Blue") && !lexed.tag("Variant")) ||
                           (termination && game::termination_claims_draw(*termination));
    if (clean || !converted)
      fuzz::require(clean == replayed.diagnostics.empty(),
                    std::string("the quick replay calls a game ") + (clean ? "clean" : "not clean") +
                        " and the full replay reports " + std::to_string(replayed.diagnostics.size()) + " things");
    fuzz::require_diagnostics_inside(lines, replayed.diagnostics);
    for (const auto& d : replayed.diagnostics) fuzz::require(d.ply >= 0, "a negative ply");
    int ply = 0;
    for (const auto& m : replayed.main.moves) fuzz::require(m.ply == ++ply, "main-line plies are not consecutive");
    // What the position-free check of an unchecked move refuses (Variant::text_problem), no
    // position accepts: a move played is never such a text (PDN games are not so checked).
    if (replayed.variant && replayed.variant->text_problem && !game.pdn)
      for (const auto& m : replayed.main.moves)
        fuzz::require(!replayed.variant->text_problem(m.node->text),
                      "a move played is refused by the check without a position: " + m.node->text);
    if (replayed.valid() && replayed.variant) {
      for (const auto& m : replayed.main.moves) {
        auto state = replayed.variant->from_fen(m.fen_after);
        fuzz::require(state.ok(), "the FEN after ply " + std::to_string(m.ply) + " does not read back: " + m.fen_after);
        fuzz::require((*state)->fen() == m.fen_after, "the FEN after a ply does not round-trip: " + m.fen_after);
      }
    }
  }
  return 0;
}
