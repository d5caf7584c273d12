#pragma once

#include "ExploreFault.h"
#include "ExploreResult.h"

#include <string>
#include <string_view>

namespace atlas {

// How one durable result came out across every run the explorer searched.
enum class CellOutcome { ExactlyOnce, Duplicated, Lost, Parked };
std::string_view toString(CellOutcome outcome); // "exactly-once", "duplicated", ...

// One cell of the crash-point matrix: a strategy against one fault point.
struct MatrixCell
{
    std::string row;   // a handler strategy or a relay strategy
    bool relayRow = false;
    ExploreFault fault = ExploreFault::Duplicate;
    CellOutcome order = CellOutcome::ExactlyOnce; // the order's durable state
    CellOutcome email = CellOutcome::ExactlyOnce; // the receipt email
    ExploreResult result; // the search behind it; a red cell's trace is result.trace

    bool red() const
    {
        return order == CellOutcome::Duplicated || order == CellOutcome::Lost ||
               email == CellOutcome::Duplicated || email == CellOutcome::Lost;
    }
};

} // namespace atlas
