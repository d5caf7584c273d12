#pragma once

#include "store/clock/SimClock.h"

#include <cstdint>
#include <string>

namespace atlas {

// A started delivery whose ack was lost: the channel redelivers its message
// when `deadline` passes unless the message is settled first. The queue view
// shows these so a learner can see the redelivery coming.
struct AwaitingAck
{
    std::uint64_t deliveryId = 0;
    std::uint64_t messageId = 0;
    std::string messageKey;
    int attempt = 0;    // the attempt whose ack was lost
    std::string reason; // why no ack came: "lost-ack", "crash-after-commit", ...
    Millis deadline = 0;
};

} // namespace atlas
