#pragma once

#include <cstdint>

namespace atlas {

// Running totals over a channel's life, for the metrics panel. Each counts
// calls or timer outcomes, never derived state, so they survive redrives.
struct ChannelCounters
{
    std::uint64_t published = 0; // publish() calls (redrives count separately)
    std::uint64_t attempts = 0;  // deliveries started (= handler invocations)
    std::uint64_t acks = 0;
    std::uint64_t nacks = 0;
    std::uint64_t ackLost = 0; // noAck() calls
    std::uint64_t retriesScheduled = 0;
    std::uint64_t redeliveries = 0; // ack-deadline expiries that queued a redelivery
    std::uint64_t duplicatesInjected = 0;
    std::uint64_t deadLettered = 0;
    std::uint64_t dropped = 0;
    std::uint64_t expired = 0;
    std::uint64_t redriven = 0;
    std::uint64_t redrivesHeld = 0; // redrives the loop guard refused

    friend bool operator==(const ChannelCounters&, const ChannelCounters&) = default;
};

} // namespace atlas
