// Registration hook of standard checkers (used only by the generated registry, libgame/core/registry.cpp.in).
#pragma once
#include "cinc/game/variant.h"

namespace cinc::game::checkers {
/// The standard checkers entry of the registry.
Variant make_variant();
/// Sets the hooks the tools use beyond playing (the PDN text of a move): checkers_tool_hooks.cpp.
void add_tool_hooks(Variant& v);
}  // namespace cinc::game::checkers
