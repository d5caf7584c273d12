#pragma once

#include "lesson/Expectation.h"

namespace atlas {

// Grading: a required outcome, said in the lessons' expectation language.
// A journal count counts the entries written since the exercise started.
struct OutcomeRule
{
    Expectation expect;
    int points = 0;
};

} // namespace atlas
