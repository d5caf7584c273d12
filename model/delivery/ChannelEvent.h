#pragma once

#include "store/clock/SimClock.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace atlas {

// One state change of the channel, as the Lab journals it. Every change emits
// exactly one event, including the ones timers cause (ack-deadline expiry,
// retention), so the journal alone explains what happened to a message.
struct ChannelEvent
{
    enum class Kind {
        Published,
        Duplicated,
        Reordered,
        FaultInjected,
        AttemptStarted,
        Acked,
        AckLost,
        Nacked, // a failure with nothing left to retry (the message was already settled)
        RetryScheduled,
        RedeliveryScheduled,
        DeadLettered,
        Dropped,
        Expired,
        Redriven,
        RedriveHeld, // the redrive loop guard kept a dead letter in the topic
        // The ack deadline passed while the handler was still running: the
        // push request timed out and the message is redelivered meanwhile.
        RedeliveredWhileRunning,
        // A reply (ack, nack or none) from an attempt whose deadline had
        // already passed: the channel no longer listens for it.
        LateReply,
    };

    Kind kind = Kind::Published;
    std::uint64_t messageId = 0;
    std::string messageKey;
    std::uint64_t deliveryId = 0;
    int attempt = 0;
    Millis due = 0;     // when the delivery (or redelivery) it concerns is due; 0 if none
    std::string detail; // a sentence for the learner: "retry 2 (attempt 3 of 5) in 20 s ..."

    friend bool operator==(const ChannelEvent&, const ChannelEvent&) = default;
};

std::string_view toString(ChannelEvent::Kind kind); // "published", "ack-lost", ...

} // namespace atlas
