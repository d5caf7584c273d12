#pragma once

#include "MessageStatus.h"
#include "PackedEvent.h"
#include "store/clock/SimClock.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace atlas {

// One published message. Publishing the same source+id twice makes two
// messages, as in Pub/Sub: deduplicating them is the handler's job.
struct Message
{
    std::uint64_t id = 0;
    PackedEvent event; // unpack() for the CloudEvent
    Millis publishedAt = 0;
    std::uint64_t invocations = 0; // handler invocations (the unlimited-retry cost)
    std::uint64_t redriveOf = 0; // the dead-lettered message this one republishes; 0 if none
    std::string lastError;
    // Deliveries started: the first, every retry after a failure, every
    // redelivery after an ack-deadline expiry, and any duplicate. Beside
    // `status`, so the two share eight bytes (the channel keeps every message).
    int attempts = 0;
    MessageStatus status = MessageStatus::Pending;

    std::string_view key() const { return event.key(); } // event source|id
};

} // namespace atlas
