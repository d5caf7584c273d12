#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace atlas {

// What the saga hears from the services around the order: the shop places
// it, the stock service reserves it, the payment service answers, the lab's
// timer says a reservation ran out, the customer cancels. Names are the
// CloudEvent `type` strings.
enum class SagaEventType {
    OrderPlaced,
    StockReserved,
    PaymentPending,
    PaymentSucceeded,
    PaymentFailed,
    ReservationExpired,
    OrderCancelled,
};

inline constexpr std::array kSagaEventTypes{
    SagaEventType::OrderPlaced,        SagaEventType::StockReserved,
    SagaEventType::PaymentPending,     SagaEventType::PaymentSucceeded,
    SagaEventType::PaymentFailed,      SagaEventType::ReservationExpired,
    SagaEventType::OrderCancelled,
};

std::string_view toString(SagaEventType type);
std::optional<SagaEventType> sagaEventTypeFromString(std::string_view name);
// Every saga event type starts with this; the workflow routes on it.
inline constexpr std::string_view kSagaTypePrefix = "SAGA_";
inline bool isSagaEvent(std::string_view type)
{
    return type.starts_with(kSagaTypePrefix);
}

} // namespace atlas
