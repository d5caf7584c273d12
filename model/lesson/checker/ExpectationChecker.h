#pragma once

#include "lesson/Expectation.h"
#include "ExpectationResult.h"

#include <cstdint>

namespace atlas {

class Lab;

// Checks a lesson's expectation against the Lab's current world.
class ExpectationChecker
{
public:
    // `stepStart`: the journal's total before the step ran; the journal
    // entries after it are the step's (what a JournalCount counts).
    static ExpectationResult check(const Lab& lab, const Expectation& expectation,
                                   std::uint64_t stepStart = 0);
};

} // namespace atlas
