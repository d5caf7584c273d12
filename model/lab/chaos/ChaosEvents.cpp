#include "ChaosEvents.h"

#include "lab/Rng.h"

#include <cstdio>

namespace atlas {

ChaosEvents::ChaosEvents(const ChaosConfig& config)
    : orders_(config.orders), paymentFailureRate_(config.paymentFailureRate),
      paymentFails_(config.orders, false)
{
}

std::string ChaosEvents::orderId(std::uint64_t k)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "ord-%06llu", static_cast<unsigned long long>(k + 1));
    return buf;
}

// The event as CloudEvent::fromJson would read the flat JSON form
// {source, id, type, orderId, correlationId, occurredAt, customerId, items,
// total} (payment events: paymentIdempotencyKey instead of the last three),
// built directly: a chaos run publishes 100,000 of them.
CloudEvent ChaosEvents::make(std::uint64_t index, Rng& rng, const std::string& occurredAt)
{
    const std::uint64_t orders = orders_;
    std::uint64_t k = 0;
    const char* type = nullptr;
    int version = 1;
    if (index < 2 * orders) {
        k = index / 2;
        if (index % 2 == 0) {
            type = "ORDER_RESERVED";
        } else {
            paymentFails_[k] = rng.chance(paymentFailureRate_);
            type = paymentFails_[k] ? "PAYMENT_FAILED" : "PAYMENT_SUCCEEDED";
        }
    } else {
        // A new envelope for an existing payment: same business key, new id.
        const std::uint64_t extra = index - 2 * orders;
        k = extra % orders;
        version = static_cast<int>(2 + extra / orders);
        for (std::uint64_t probe = 0; probe < orders && paymentFails_[k]; ++probe)
            k = (k + 1) % orders;
        type = paymentFails_[k] ? "PAYMENT_FAILED" : "PAYMENT_SUCCEEDED";
    }
    const bool reserved = index < 2 * orders && index % 2 == 0;
    CloudEvent e;
    e.orderId = orderId(k);
    if (reserved) {
        e.source = "atlasmart://orders";
        e.id = "evt-reserved-" + e.orderId;
    } else {
        e.source = "atlasmart://payment-simulator";
        e.id = "evt-pay-" + e.orderId + "-v" + std::to_string(version);
    }
    e.type = type;
    e.correlationId = "corr-" + e.orderId;
    e.occurredAt = occurredAt;
    if (reserved) {
        const std::int64_t qty = rng.between(1, 3);
        const std::int64_t price = rng.between(5, 120);
        std::string customer = "cust-" + std::to_string(rng.between(1, 500));
        std::string sku = "sku-" + std::to_string(rng.between(1, 40));
        Json items(Json::value_t::array);
        items.push_back(jsonObject("sku", std::move(sku), "qty", qty, "price", price));
        // Whole units keep revenue sums exact.
        e.data = jsonObject("customerId", std::move(customer), "items", std::move(items), "total",
                            qty * price);
    } else {
        e.paymentIdempotencyKey = "payment-" + e.orderId;
    }
    return e;
}

} // namespace atlas
