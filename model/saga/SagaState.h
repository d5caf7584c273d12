#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace atlas {

// Where an order's saga stands (orderSagas/{orderId}.state). The last four
// are final: no event moves a saga out of them, only an operator's repair
// before it gets there.
enum class SagaState {
    Created,
    Reserved,
    PaymentPending,
    Completed,
    PaymentFailed,
    ReservationExpired,
    Cancelled,
};

inline constexpr std::array kSagaStates{
    SagaState::Created,       SagaState::Reserved,           SagaState::PaymentPending,
    SagaState::Completed,     SagaState::PaymentFailed,      SagaState::ReservationExpired,
    SagaState::Cancelled,
};

std::string_view toString(SagaState state);
std::optional<SagaState> sagaStateFromString(std::string_view name);
bool isFinal(SagaState state);

} // namespace atlas
