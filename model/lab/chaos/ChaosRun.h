#pragma once

#include "ChaosConfig.h"
#include "ChaosEvents.h"
#include "delivery/CloudEvent.h"

#include <cstdint>

namespace atlas {

class Lab;

// Drives a Lab with a seeded stream of orders, payment results and faults.
// Runs in slices so a window can show progress and cancel between them;
// every random choice comes from the Lab's RNG, in a fixed order.
class ChaosRun
{
public:
    ChaosRun(Lab& lab, ChaosConfig config);

    // Publishes up to `count` more events with their faults, delivering as it
    // goes to keep `window` deliveries pending. Returns how many it published.
    std::uint64_t step(std::uint64_t count);
    // Delivers whatever is still pending, retries included.
    void finish();

    std::uint64_t published() const { return next_; }
    std::uint64_t total() const { return total_; }
    bool publishingDone() const { return next_ >= total_; }
    const ChaosConfig& config() const { return config_; }

private:
    CloudEvent makeEvent(std::uint64_t index);
    CloudEvent makeSagaEvent(std::uint64_t index);
    void applyFaults(std::uint64_t deliveryId);

    Lab& lab_;
    ChaosConfig config_;
    std::uint64_t total_ = 0;
    std::uint64_t next_ = 0;
    ChaosEvents events_;
};

} // namespace atlas
