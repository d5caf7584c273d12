#pragma once

#include "CloudEvent.h"
#include "store/SimClock.h"

#include <cstdint>
#include <string>

namespace atlas {

// A message on the dead-letter topic: the evidence an operator needs to decide
// whether to redrive it (the event, how often it was tried, the last error).
struct DeadLetterEntry
{
    std::uint64_t id = 0; // unique per channel: 1, 2, 3...
    std::uint64_t messageId = 0;
    std::string messageKey;
    CloudEvent event;
    int attempts = 0;
    std::string lastError;
    std::string reason; // "max delivery attempts (5) reached" or "retention (24 h) expired"
    Millis deadLetteredAt = 0;
};

} // namespace atlas
