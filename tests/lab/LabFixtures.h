#pragma once

#include "store/json/Json.h"

#include <string>

namespace atlas::fixtures {

// The lesson's own order and payment event (shared/seed chapter 10).
inline Json lessonOrder(const std::string& state = "PAYMENT_PENDING")
{
    return Json{{"customerId", "cust-ch10"},
                {"items", Json::array({Json{{"sku", "sku-lamp"}, {"qty", 1}, {"price", 42}}})},
                {"total", 42},
                {"state", state}};
}

inline Json paymentEvent(const std::string& type = "PAYMENT_SUCCEEDED",
                         const std::string& id = "evt-pay-success-ord-ch10-001-v1")
{
    return Json{{"source", "atlasmart://payment-simulator"},
                {"id", id},
                {"type", type},
                {"orderId", "ord-ch10-001"},
                {"paymentIdempotencyKey", "payment-ord-ch10-001"},
                {"correlationId", "corr-ch10-001"},
                {"occurredAt", "2026-09-16T18:30:00Z"}};
}

inline Json reservedEvent(const std::string& orderId = "ord-ch10-001")
{
    return Json{{"source", "atlasmart://orders"},
                {"id", "evt-reserved-" + orderId},
                {"type", "ORDER_RESERVED"},
                {"orderId", orderId},
                {"customerId", "cust-ch10"},
                {"items", Json::array({Json{{"sku", "sku-lamp"}, {"qty", 1}, {"price", 42}}})},
                {"total", 42},
                {"correlationId", "corr-" + orderId}};
}

} // namespace atlas::fixtures
