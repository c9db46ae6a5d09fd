// Registration hook of Commander-In-Chief (used only by the generated registry, libgame/core/registry.cpp.in).
#pragma once
#include <utility>
#include <vector>

#include "cinc/game/cic.h"
#include "cinc/game/variant.h"

namespace cinc::game::cic {
/// The Commander-In-Chief entry of the registry.
Variant make_variant();

/// The position of one of this game's states (the state class is cic_variant.cpp's own).
using PositionOf = const Position& (*)(const GameState& state);
/// Sets the hooks the tools use beyond playing (a diagram's caption and --moves):
/// cic_tool_hooks.cpp.
void add_tool_hooks(Variant& v, PositionOf position_of);
/// The Sea as a BoardView's terrain, "sea" on each of its squares
/// (docs/rules/commander-in-chief.md §1): what diagrams shade.
[[nodiscard]] const std::vector<std::pair<Square, std::string>>& sea_terrain();
}  // namespace cinc::game::cic
