// What the tools need of Chair Force beyond playing it (variant.h): its card sets as
// `cinc cards` lists them and `--cards FILE` makes them known (docs/chair-force-cards.md).
#include <memory>
#include <optional>
#include <string>

#include "chair_variant.h"
#include "cinc/game/chair_cards.h"

namespace cinc::game::chair {

namespace {

// One step of a card's effect in words: "destroy man adjacent", "move 2 forward".
std::string step_text(const Step& s) {
  std::string out = op_name(s.op);
  if (s.op == Op::destroy && s.piece != PieceFilter::any) out += s.piece == PieceFilter::man ? " man" : " king";
  if (s.adjacent) out += " adjacent";
  if (s.within) out += " within " + std::to_string(s.within);
  if (s.row_min != 1 || s.row_max != 8) out += " rows " + std::to_string(s.row_min) + "-" + std::to_string(s.row_max);
  if (s.op == Op::move) out += " " + std::to_string(s.steps) + (s.forward_only ? " forward" : " any way");
  if (s.op == Op::shield) out += " " + std::to_string(s.turns) + " turns";
  if (s.op == Op::draw) out += " " + std::to_string(s.count);
  return out;
}

// A set as a listing shows it: each card with its effect's steps in words.
CardSetView view_of(const CardSet& set) {
  CardSetView out{set.name, set.title, set.origin, {}};
  for (const Card& c : set.cards) {
    std::string effect;
    for (const Step& s : c.effect) effect += (effect.empty() ? "" : "; ") + step_text(s);
    out.cards.push_back({c.id, c.name, c.cost, c.copies, std::move(effect)});
  }
  return out;
}

std::optional<CardSetView> load(std::string_view json_text, std::vector<notation::Diagnostic>& problems,
                                bool make_known) {
  CardSetLoad loaded = load_card_set(json_text);
  problems.insert(problems.end(), loaded.diagnostics.begin(), loaded.diagnostics.end());
  if (!loaded.set) return std::nullopt;
  CardSetView out = view_of(*loaded.set);
  if (make_known) register_card_set(std::move(loaded.set));
  return out;
}

}  // namespace

void add_tool_hooks(Variant& v) {
  v.cards.load = load;
  v.cards.example = [] { return view_of(*example_card_set()); };
}

}  // namespace cinc::game::chair
