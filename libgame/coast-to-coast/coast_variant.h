// Registration hook of Coast to Coast (used only by the generated registry, libgame/core/registry.cpp.in).
#pragma once
#include "cinc/game/variant.h"

namespace cinc::game::coast {
/// The Coast to Coast entry of the registry.
Variant make_variant();
}  // namespace cinc::game::coast
