// Registration hook of Commander-In-Chief (used only by the generated registry, libgame/core/registry.cpp.in).
#pragma once
#include "cinc/game/variant.h"

namespace cinc::game::cic {
/// The Commander-In-Chief entry of the registry.
Variant make_variant();
}  // namespace cinc::game::cic
