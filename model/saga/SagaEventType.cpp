#include "SagaEventType.h"

#include <utility>

namespace atlas {
namespace {

constexpr std::array<std::pair<SagaEventType, std::string_view>, kSagaEventTypes.size()> kNames{{
    {SagaEventType::OrderPlaced, "SAGA_ORDER_PLACED"},
    {SagaEventType::StockReserved, "SAGA_STOCK_RESERVED"},
    {SagaEventType::PaymentPending, "SAGA_PAYMENT_PENDING"},
    {SagaEventType::PaymentSucceeded, "SAGA_PAYMENT_SUCCEEDED"},
    {SagaEventType::PaymentFailed, "SAGA_PAYMENT_FAILED"},
    {SagaEventType::ReservationExpired, "SAGA_RESERVATION_EXPIRED"},
    {SagaEventType::OrderCancelled, "SAGA_ORDER_CANCELLED"},
}};

} // namespace

std::string_view toString(SagaEventType type)
{
    for (const auto& [t, name] : kNames)
        if (t == type)
            return name;
    return "SAGA_ORDER_PLACED";
}

std::optional<SagaEventType> sagaEventTypeFromString(std::string_view name)
{
    for (const auto& [t, n] : kNames)
        if (n == name)
            return t;
    return std::nullopt;
}

} // namespace atlas
