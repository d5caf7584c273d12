#pragma once

#include "RulesConsidered.h"
#include "RulesRequest.h"

#include <optional>
#include <vector>

namespace atlas {

// The answer to one request: allowed or denied, the allow statement that
// decided it (none when no rule applies) and why, in a sentence.
struct RulesVerdict
{
    RulesRequest request;
    bool allowed = false;
    std::optional<RulesConsidered> decidedBy;
    std::string reason; // "allowed by line 12: …", "denied: no rule allows …"
    std::vector<RulesConsidered> considered; // in rules-text order

    Json toJson() const;
};

} // namespace atlas
