#pragma once

#include "store/json/Json.h"

#include <cstdint>
#include <string>

namespace atlas {

// What a chaos run generates: per order an ORDER_RESERVED then a payment
// result; events beyond two per order are new envelopes of a payment result
// (same paymentIdempotencyKey, new id). Rates are per published event.
struct ChaosConfig
{
    std::uint64_t orders = 100;
    std::uint64_t events = 1000;
    double duplicateRate = 0.10;
    double reorderRate = 0.05;
    double lostAckRate = 0.02;
    double crashRate = 0.0;
    double transientRate = 0.0;
    double paymentFailureRate = 0.05; // share of orders whose payment fails
    std::size_t window = 8;           // deliveries kept pending while publishing
    // Order sagas run after the order events: four SAGA_* events each
    // (placed, stock reserved, payment pending, the payment's result).
    std::uint64_t sagas = 0;

    std::uint64_t totalEvents() const { return events + 4 * sagas; }

    // Throws std::invalid_argument naming the bad field and its range.
    static ChaosConfig fromJson(const Json& args);
    Json toJson() const;
};

} // namespace atlas
