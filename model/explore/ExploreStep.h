#pragma once

#include "ExploreFault.h"
#include "lab/commands/LabCommand.h"

#include <optional>
#include <string>
#include <vector>

namespace atlas {

// One move of the search: the Lab commands it runs (a fault is usually an
// injection and the delivery it hits) and, if it costs budget, its fault.
struct ExploreStep
{
    std::string label; // "deliver the next delivery", "lose the ack of delivery 2"
    std::vector<LabCommand> commands;
    std::optional<ExploreFault> fault;
};

} // namespace atlas
