#pragma once

#include "store/json/Json.h"

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
    // Structured facts for the "why" inspector as their JSON text (empty:
    // none). A chaos run writes about six entries an event and, past the
    // retention limit, drops as many: a dropped entry then frees one string,
    // not a tree of cold nodes, and a recording copies the text as it is.
    std::string dataText;

    // The facts, parsed anew on each call (null when there are none).
    Json data() const;
    void setData(const Json& data);
    Json toJson() const;
};

} // namespace atlas
