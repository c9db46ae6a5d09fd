// Registration hook of Stack'Em (used only by the generated registry, libgame/core/registry.cpp.in).
#pragma once
#include "cinc/game/variant.h"

namespace cinc::game::stackem {
/// The Stack'Em entry of the registry.
Variant make_variant();
}  // namespace cinc::game::stackem
