#pragma once

#include <QString>

namespace atlas {

// Grading: an invariant that must hold when the learner submits.
struct InvariantRule
{
    QString invariant; // an invariant id, e.g. "single-completion"
    int points = 0;
};

} // namespace atlas
