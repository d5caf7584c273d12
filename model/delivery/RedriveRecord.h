#pragma once

#include "MessageStatus.h"
#include "store/clock/SimClock.h"

#include <cstdint>

namespace atlas {

// One redrive of a dead letter: when, the message it republished as, and what
// became of that message (Pending until it settles; DeadLettered means it came
// back to the topic, into the same entry).
struct RedriveRecord
{
    Millis at = 0;
    std::uint64_t messageId = 0;
    std::uint64_t deliveryId = 0;
    MessageStatus outcome = MessageStatus::Pending;

    friend bool operator==(const RedriveRecord&, const RedriveRecord&) = default;
};

} // namespace atlas
