#pragma once

#include "lesson/Scenario.h"

namespace atlas {

// The small world the crash-point matrix explores: one order whose first
// payment attempt failed and whose second is requested, then the second
// attempt's success. Its history (the failure and the request, delivered)
// is played as written; the success is the event under test, so a stale
// redelivery of the old failure is one of the faults the search can place.
struct MatrixWorld
{
    static Scenario scenario();
    static constexpr int kHistorySteps = 4;
    static constexpr const char* kOrderId = "ord-matrix-001";
};

} // namespace atlas
