// Registration hook of Commander Chess (used only by registry.cpp).
#pragma once
#include "cinc/game/variant.h"

namespace cinc::game::cchess {
/// The Commander Chess entry of the registry.
Variant make_variant();
}  // namespace cinc::game::cchess
