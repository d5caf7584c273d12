#pragma once

#include "SideSetup.h"

#include <optional>

namespace atlas {

// A scenario that plays on two worlds at once ("compare" in the lesson
// file): every step runs on both, each side with its own SideSetup.
struct CompareSetup
{
    enum class Side { Left, Right };

    SideSetup left;
    SideSetup right;

    const SideSetup& side(Side s) const { return s == Side::Left ? left : right; }
    static const char* name(Side s) { return s == Side::Left ? "left" : "right"; }
    // An expectation for `only` (unset: both sides) is checked on `side`.
    static bool applies(std::optional<Side> only, Side side) { return !only || *only == side; }
};

} // namespace atlas
