#pragma once

#include "RelayStep.h"

#include <string>
#include <vector>

namespace atlas {

// Everything one OutboxRelay::runOnce pass did, in order.
struct RelayReport
{
    std::string relayId; // this pass's lease owner, e.g. "relay-3"
    std::vector<RelayStep> steps;
    bool crashed = false; // the pass stopped at an injected crash
};

} // namespace atlas
