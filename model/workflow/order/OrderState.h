#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace atlas {

// The life of an AtlasMart order. Names are the stored `state` strings.
enum class OrderState {
    Created,
    Reserved,
    PaymentPending,
    Completed,
    PaymentFailed,
    Cancelled,
};

inline constexpr std::array kOrderStates{
    OrderState::Created,   OrderState::Reserved,      OrderState::PaymentPending,
    OrderState::Completed, OrderState::PaymentFailed, OrderState::Cancelled,
};

std::string_view toString(OrderState state);
std::optional<OrderState> orderStateFromString(std::string_view name);

} // namespace atlas
