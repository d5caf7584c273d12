#pragma once

#include "lab/commands/LabCommand.h"

#include <cstdint>
#include <string>
#include <vector>

namespace atlas {

// One line of the Lab's history: a whole command log. A branch other than the
// first shares its first `forkAt` commands with its parent and differs from
// it at the next one (or is a fresh start, forkAt 0, such as a reset).
struct TimelineBranch
{
    std::uint64_t id = 0;
    std::uint64_t parent = 0; // 0: the first branch, which has none
    std::size_t forkAt = 0;
    std::string name;
    // The seed of the world its first command runs in (replay starts there).
    std::uint64_t seed = 1;
    std::vector<LabCommand> commands; // the shared prefix included
};

} // namespace atlas
