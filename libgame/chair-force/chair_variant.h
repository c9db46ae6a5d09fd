// Registration hook of Chair Force (used only by the generated registry, libgame/core/registry.cpp.in).
#pragma once
#include "cinc/game/variant.h"

namespace cinc::game::chair {
/// The Chair Force entry of the registry.
Variant make_variant();
/// Sets the hooks the tools use beyond playing (its card sets): chair_tool_hooks.cpp.
void add_tool_hooks(Variant& v);
}  // namespace cinc::game::chair
