#pragma once

#include "ChaosConfig.h"
#include "delivery/CloudEvent.h"

#include <cstdint>
#include <string>
#include <vector>

namespace atlas {

class Rng;

// The events of a chaos stream: per order an ORDER_RESERVED then a payment
// result; events beyond two per order are new envelopes of a payment result
// (same paymentIdempotencyKey, new id). Shared by the Lab's ChaosRun and the
// concurrent workers' stream, so one seed means one stream in both.
class ChaosEvents
{
public:
    explicit ChaosEvents(const ChaosConfig& config);

    // Event `index` of the stream (indexes in order from 0), drawing from
    // `rng` exactly as the Lab's chaos run always has.
    CloudEvent make(std::uint64_t index, Rng& rng, const std::string& occurredAt);

    static std::string orderId(std::uint64_t k);

private:
    std::uint64_t orders_;
    double paymentFailureRate_;
    std::vector<bool> paymentFails_;
};

} // namespace atlas
