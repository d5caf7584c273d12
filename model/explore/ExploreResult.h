#pragma once

#include "ExploreStep.h"
#include "lab/monitor/InvariantVerdict.h"

#include <cstddef>
#include <string>
#include <vector>

namespace atlas {

// What one search found. With a violation, `trace` is a shortest path of
// moves from the world's start to the first state that breaks an invariant
// (or that cannot settle), explained step by step.
struct ExploreResult
{
    bool violated = false;
    InvariantVerdict verdict; // the broken invariant (id "convergence": the run never settles)
    std::vector<ExploreStep> trace;
    // Per step of the trace: what the lab did, in its journal's words.
    std::vector<std::string> because;
    // The first step after which delivering the rest without any further
    // fault still ends broken (0-based; -1 when unknown).
    int inevitableAt = -1;

    std::size_t explored = 0; // states reached, counting each arrival
    std::size_t distinct = 0; // different states among them
    std::size_t settledStates = 0;     // distinct states where nothing was left to do
    // ... of which an event ended parked or dead-lettered while its order
    // never completed.
    std::size_t parkedSettledStates = 0;
    int depth = 0;            // the deepest level searched
    bool exhausted = false;   // every state within the budget was searched
    bool cut = false;         // stopped at maxStates
    bool cancelled = false;
    double seconds = 0;
};

} // namespace atlas
