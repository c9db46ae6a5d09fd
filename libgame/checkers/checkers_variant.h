// Registration hook of standard checkers (used only by the generated registry, libgame/core/registry.cpp.in).
#pragma once
#include "cinc/game/variant.h"

namespace cinc::game::checkers {
/// The standard checkers entry of the registry.
Variant make_variant();
}  // namespace cinc::game::checkers
