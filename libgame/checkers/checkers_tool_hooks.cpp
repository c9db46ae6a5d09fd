// What the tools need of standard checkers beyond playing it (variant.h): the PDN text of a
// move, which `cinc pdn` and `cinc annotate` write (docs/rules/checkers.md §10).
#include <algorithm>
#include <string>
#include <string_view>

#include "checkers_variant.h"
#include "cinc/game/draughts.h"

namespace cinc::game::checkers {

namespace {

// A canonical move ("c3xe5xg7") in PDN's numbers ("22x15x6") when every square of it is a
// dark one (§8); another text as it is.
std::string pdn_move_text(std::string_view canonical) {
  auto written = draughts::read_move(canonical, true);
  if (!written || written->pass) return std::string(canonical);
  const draughts::Path path{written->squares, written->jumps};
  const bool on_dark =
      std::all_of(path.squares.begin(), path.squares.end(), [](Square s) { return draughts::is_dark(s); });
  return on_dark ? draughts::pdn_text(path) : std::string(canonical);
}

}  // namespace

void add_tool_hooks(Variant& v) { v.pdn_move_text = pdn_move_text; }

}  // namespace cinc::game::checkers
