#pragma once

#include "Grade.h"

namespace atlas {

class CostMeter;
class Lab;
struct Exercise;

// Grades the world as it is against an exercise's grading: pure reading, so
// the same world always gets the same grade.
class ExerciseGrader
{
public:
    static Grade grade(const Lab& lab, const Exercise& exercise, const CostMeter& costs);
};

} // namespace atlas
