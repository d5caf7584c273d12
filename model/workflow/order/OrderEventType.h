#pragma once

#include "OrderState.h"

#include <array>
#include <optional>
#include <string_view>

namespace atlas {

// The AtlasMart event types the workflow handles; names are the CloudEvent
// `type` strings.
enum class OrderEventType {
    OrderCreated,
    OrderReserved,
    PaymentRequested,
    PaymentSucceeded,
    PaymentFailed,
    OrderCancelled,
};

inline constexpr std::array kOrderEventTypes{
    OrderEventType::OrderCreated,     OrderEventType::OrderReserved,
    OrderEventType::PaymentRequested, OrderEventType::PaymentSucceeded,
    OrderEventType::PaymentFailed,    OrderEventType::OrderCancelled,
};

std::string_view toString(OrderEventType type);
std::optional<OrderEventType> orderEventTypeFromString(std::string_view name);
// The state an event of this type moves its order to.
OrderState targetState(OrderEventType type);
// A payment outcome: the event whose business idempotency key the order
// keeps as paymentKey. PAYMENT_REQUESTED shares its attempt's key but does
// not record it: the key marks an outcome that happened, not one asked for.
bool isPaymentResult(OrderEventType type);

} // namespace atlas
