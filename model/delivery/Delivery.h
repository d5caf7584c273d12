#pragma once

#include "Fault.h"
#include "store/clock/SimClock.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace atlas {

// One attempt the channel will make (or is making) to push a message to the
// handler. A message can have several deliveries: retries, redeliveries after
// a lost ack, and duplicates the transport (or the learner) adds.
struct Delivery
{
    enum class Cause {
        First,       // the publish's own delivery
        Retry,       // after a nack, once the backoff has passed
        AckDeadline, // the previous attempt was never acked in time
        Duplicate,   // at-least-once: the same message pushed again
        Redrive,     // an operator republished a dead letter
    };

    std::uint64_t id = 0; // unique per channel: 1, 2, 3...
    std::uint64_t messageId = 0;
    std::string messageKey; // event source|id
    // The attempt number this delivery will be when started: the message's
    // attempts so far + 1 when queued, recomputed by take() because other
    // deliveries of the same message may start first.
    int attempt = 0;
    Millis due = 0;
    Fault fault = Fault::None; // injected for this attempt only
    Cause cause = Cause::First;

    friend bool operator==(const Delivery&, const Delivery&) = default;
};

std::string_view toString(Delivery::Cause cause); // "first", "retry", "ack-deadline", ...

} // namespace atlas
