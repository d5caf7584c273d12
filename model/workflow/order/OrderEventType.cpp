#include "OrderEventType.h"

namespace atlas {
namespace {

struct TypeInfo
{
    OrderEventType type;
    std::string_view name;
    OrderState target;
};

constexpr std::array<TypeInfo, kOrderEventTypes.size()> kTypes{{
    {OrderEventType::OrderCreated, "ORDER_CREATED", OrderState::Created},
    {OrderEventType::OrderReserved, "ORDER_RESERVED", OrderState::Reserved},
    {OrderEventType::PaymentRequested, "PAYMENT_REQUESTED", OrderState::PaymentPending},
    {OrderEventType::PaymentSucceeded, "PAYMENT_SUCCEEDED", OrderState::Completed},
    {OrderEventType::PaymentFailed, "PAYMENT_FAILED", OrderState::PaymentFailed},
    {OrderEventType::OrderCancelled, "ORDER_CANCELLED", OrderState::Cancelled},
}};

const TypeInfo& info(OrderEventType type)
{
    for (const auto& t : kTypes)
        if (t.type == type)
            return t;
    return kTypes.front();
}

} // namespace

std::string_view toString(OrderEventType type)
{
    return info(type).name;
}

std::optional<OrderEventType> orderEventTypeFromString(std::string_view name)
{
    for (const auto& t : kTypes)
        if (t.name == name)
            return t.type;
    return std::nullopt;
}

OrderState targetState(OrderEventType type)
{
    return info(type).target;
}

bool isPaymentResult(OrderEventType type)
{
    return type == OrderEventType::PaymentSucceeded || type == OrderEventType::PaymentFailed;
}

} // namespace atlas
