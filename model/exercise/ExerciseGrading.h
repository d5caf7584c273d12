#pragma once

#include "CostRule.h"
#include "InvariantRule.h"
#include "OutcomeRule.h"

#include <vector>

namespace atlas {

// What a submitted exercise earns points for, in the order a grade lists them.
struct ExerciseGrading
{
    std::vector<InvariantRule> invariants;
    std::vector<OutcomeRule> outcomes;
    std::vector<CostRule> costs;

    int maxScore() const;
};

} // namespace atlas
