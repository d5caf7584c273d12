#pragma once

#include "ExploreFault.h"

#include <cstddef>
#include <string>
#include <vector>

namespace atlas {

// The budget and the alphabet of one search.
struct ExploreOptions
{
    int maxFaults = 2; // K: at most this many faults on any one path
    std::vector<ExploreFault> faults{kExploreFaults.begin(), kExploreFaults.end()};
    std::string strategy;      // handler strategy for every event type; empty: the scenario's
    std::string relayStrategy; // empty: the scenario's
    // A path this long stops branching: the rest of the run is delivered
    // without faults, and a run that still does not settle is a violation.
    int maxDepth = 24;
    std::size_t maxStates = 500'000; // explored states; the search reports it was cut
    int threads = 2;
};

} // namespace atlas
