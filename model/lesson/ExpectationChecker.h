#pragma once

#include "Expectation.h"
#include "ExpectationResult.h"

namespace atlas {

class Lab;

// Checks a lesson's expectation against the Lab's current world.
class ExpectationChecker
{
public:
    static ExpectationResult check(const Lab& lab, const Expectation& expectation);
};

} // namespace atlas
