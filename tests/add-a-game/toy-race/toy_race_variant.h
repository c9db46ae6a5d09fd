// Registration hook of Toy Race (used only by the generated registry).
#pragma once
#include "cinc/game/variant.h"

namespace cinc::game::toy_race {
/// The Toy Race entry of the registry.
Variant make_variant();
}  // namespace cinc::game::toy_race
