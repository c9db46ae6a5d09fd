// The one explicit list of games the tools know. A new rules family adds one line here.
#include "chair_variant.h"
#include "checkers_variant.h"
#include "cic_variant.h"
#include "commander_chess_variant.h"
#include "cinc/game/variant.h"
#include "coast_variant.h"
#include "stackem_variant.h"

namespace cinc::game {

const std::vector<Variant>& variants() {
  static const std::vector<Variant> list = {
      cic::make_variant(),
      checkers::make_variant(),
      coast::make_variant(),
      stackem::make_variant(),
      cchess::make_variant(),
      chair::make_variant(),
  };
  return list;
}

const Variant* find_variant(std::string_view name) {
  for (const Variant& v : variants())
    if (v.name == name) return &v;
  return nullptr;
}

std::string variant_names() {
  std::string out;
  for (const Variant& v : variants()) {
    if (!out.empty()) out += ", ";
    out += v.name;
  }
  return out;
}

bool GameState::play_quietly(std::string_view text) {
  const PlayOutcome outcome = play(text);
  return outcome.played && outcome.warnings.empty();
}

std::string GameEnd::result_token() const {
  switch (kind) {
    case Kind::first_won: return "1-0";
    case Kind::second_won: return "0-1";
    case Kind::draw: return "1/2-1/2";
    case Kind::ongoing: break;
  }
  return "*";
}

}  // namespace cinc::game
