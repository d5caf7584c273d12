#pragma once

#include "lesson/player/CompareSetup.h"
#include "lesson/player/StepResult.h"

namespace atlas {

// One step of a compare scenario: what each side made of it, with the
// expectations checked on that side (those for both sides and its own).
struct CompareStepResult
{
    StepResult left;
    StepResult right;

    const StepResult& side(CompareSetup::Side s) const
    {
        return s == CompareSetup::Side::Left ? left : right;
    }
    bool passed() const { return left.passed() && right.passed(); }
};

} // namespace atlas
