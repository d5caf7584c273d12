#pragma once

#include "store/Json.h"

#include <cstdint>
#include <string>

namespace atlas {

// One thing that happened in the lab. `kind` is coarse (command, channel,
// handler-result, relay, operator, clock); `outcome` is the precise result
// within it (duplicate, completed, retry-scheduled, dead-lettered, ...).
struct JournalEntry
{
    std::uint64_t seq = 0;
    std::int64_t time = 0; // SimClock milliseconds
    std::string kind;
    std::string outcome;
    std::string messageKey; // source|id, when the entry concerns an event
    std::uint64_t deliveryId = 0;
    int attempt = 0;
    std::string detail; // one sentence a learner can read
    Json data;          // structured facts for the "why" inspector (may be null)

    Json toJson() const;
};

} // namespace atlas
