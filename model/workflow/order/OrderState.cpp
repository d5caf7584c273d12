#include "OrderState.h"

#include <utility>

namespace atlas {
namespace {

constexpr std::array<std::pair<OrderState, std::string_view>, kOrderStates.size()> kNames{{
    {OrderState::Created, "CREATED"},
    {OrderState::Reserved, "RESERVED"},
    {OrderState::PaymentPending, "PAYMENT_PENDING"},
    {OrderState::Completed, "COMPLETED"},
    {OrderState::PaymentFailed, "PAYMENT_FAILED"},
    {OrderState::Cancelled, "CANCELLED"},
}};

} // namespace

std::string_view toString(OrderState state)
{
    for (const auto& [s, name] : kNames)
        if (s == state)
            return name;
    return "CREATED";
}

std::optional<OrderState> orderStateFromString(std::string_view name)
{
    for (const auto& [s, n] : kNames)
        if (n == name)
            return s;
    return std::nullopt;
}

} // namespace atlas
