#pragma once

#include "QueuedDelivery.h"
#include "delivery/CloudEvent.h"
#include "lab/chaos/ChaosConfig.h"

#include <cstdint>
#include <vector>

namespace atlas {

// The chaos stream the workers consume, built up front from the seed: the
// Lab's events (ChaosEvents), each published once and duplicated, reordered
// or given a fault as the chaos rates say, every draw from one seeded Rng in
// a fixed order. Same seed, same deliveries in the same order; only how the
// workers' threads interleave over them is left to the machine.
class WorkerStream
{
public:
    WorkerStream(std::uint64_t seed, const ChaosConfig& config);

    const std::vector<CloudEvent>& messages() const { return messages_; }
    // In publishing order (after the reorders).
    const std::vector<QueuedDelivery>& deliveries() const { return deliveries_; }
    std::uint64_t duplicates() const { return duplicates_; }

private:
    std::vector<CloudEvent> messages_;
    std::vector<QueuedDelivery> deliveries_;
    std::uint64_t duplicates_ = 0;
};

} // namespace atlas
