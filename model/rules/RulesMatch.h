#pragma once

#include "RulesAllow.h"
#include "RulesSegment.h"

#include <string>
#include <vector>

namespace atlas {

// A `match /path { … }` block: its allows and nested matches.
struct RulesMatch
{
    std::vector<RulesSegment> segments;
    std::string path; // as written
    int line = 0;
    int column = 0;
    std::vector<RulesAllow> allows;
    std::vector<RulesMatch> children;
};

} // namespace atlas
