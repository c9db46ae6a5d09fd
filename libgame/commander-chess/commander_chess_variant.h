// Registration hook of Commander Chess (used only by the generated registry, libgame/core/registry.cpp.in).
#pragma once
#include "cinc/game/variant.h"

namespace cinc::game::cchess {
/// The Commander Chess entry of the registry.
Variant make_variant();
/// Sets the hooks the tools use beyond playing (the cotulenh engine's move text):
/// commander_chess_tool_hooks.cpp.
void add_tool_hooks(Variant& v);
}  // namespace cinc::game::cchess
