#pragma once

#include <QString>

namespace atlas {

// The verdict on one expectation, worded for the learner.
struct ExpectationResult
{
    bool passed = false;
    QString claim;   // what was expected, e.g. `orders/ord-1 state = "COMPLETED"`
    QString actual;  // what the lab holds, e.g. `"PAYMENT_PENDING"`
    QString message; // the lesson's own words for it (may be empty)
};

} // namespace atlas
