#include "SagaState.h"

#include <utility>

namespace atlas {
namespace {

constexpr std::array<std::pair<SagaState, std::string_view>, kSagaStates.size()> kNames{{
    {SagaState::Created, "CREATED"},
    {SagaState::Reserved, "RESERVED"},
    {SagaState::PaymentPending, "PAYMENT_PENDING"},
    {SagaState::Completed, "COMPLETED"},
    {SagaState::PaymentFailed, "PAYMENT_FAILED"},
    {SagaState::ReservationExpired, "RESERVATION_EXPIRED"},
    {SagaState::Cancelled, "CANCELLED"},
}};

} // namespace

std::string_view toString(SagaState state)
{
    for (const auto& [s, name] : kNames)
        if (s == state)
            return name;
    return "CREATED";
}

std::optional<SagaState> sagaStateFromString(std::string_view name)
{
    for (const auto& [s, n] : kNames)
        if (n == name)
            return s;
    return std::nullopt;
}

bool isFinal(SagaState state)
{
    return state == SagaState::Completed || state == SagaState::PaymentFailed ||
           state == SagaState::ReservationExpired || state == SagaState::Cancelled;
}

} // namespace atlas
