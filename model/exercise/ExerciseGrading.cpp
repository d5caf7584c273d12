#include "ExerciseGrading.h"

namespace atlas {

int ExerciseGrading::maxScore() const
{
    int total = 0;
    for (const auto& rule : invariants)
        total += rule.points;
    for (const auto& rule : outcomes)
        total += rule.points;
    for (const auto& rule : costs)
        total += rule.points;
    return total;
}

} // namespace atlas
