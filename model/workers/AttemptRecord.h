#pragma once

#include "AttemptOutcome.h"

#include <cstdint>

namespace atlas {

// One attempt as the run's log keeps it: which delivery, which worker.
struct AttemptRecord
{
    std::uint64_t delivery = 0;
    std::size_t message = 0;
    int attempt = 1; // of the delivery: 2 and more are redeliveries
    int worker = 0;
    AttemptOutcome outcome;
};

} // namespace atlas
