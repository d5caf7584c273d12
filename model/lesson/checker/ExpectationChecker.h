#pragma once

#include "lesson/Expectation.h"
#include "ExpectationResult.h"

#include <QCoreApplication>

#include <cstdint>

namespace atlas {

class Lab;

// Checks a lesson's expectation against the Lab's current world. Its claims
// and what it found are in the learner's language; the values in them
// (paths, fields, JSON, outcomes) are as the lesson and the Lab have them.
class ExpectationChecker
{
    Q_DECLARE_TR_FUNCTIONS(atlas::ExpectationChecker)

public:
    // `stepStart`: the journal's total before the step ran; the journal
    // entries after it are the step's (what a JournalCount counts).
    static ExpectationResult check(const Lab& lab, const Expectation& expectation,
                                   std::uint64_t stepStart = 0);
};

} // namespace atlas
