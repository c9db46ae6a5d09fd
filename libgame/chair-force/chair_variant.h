// Registration hook of Chair Force (used only by the generated registry, libgame/core/registry.cpp.in).
#pragma once
#include "cinc/game/variant.h"

namespace cinc::game::chair {
/// The Chair Force entry of the registry.
Variant make_variant();
}  // namespace cinc::game::chair
