// Registration hook of Commander Chess (used only by the generated registry, libgame/core/registry.cpp.in).
#pragma once
#include "cinc/game/variant.h"

namespace cinc::game::cchess {
/// The Commander Chess entry of the registry.
Variant make_variant();
}  // namespace cinc::game::cchess
