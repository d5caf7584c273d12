#include "OrderStateMachine.h"

#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "workflow/handler/HandlerError.h"

#include <algorithm>
#include <utility>

namespace atlas {
namespace {

using S = OrderState;

constexpr auto kAllowed = std::to_array<std::pair<S, S>>({
    {S::Created, S::Reserved},
    {S::Reserved, S::PaymentPending},
    // The lesson completes from either: a payment may succeed without a
    // separate PAYMENT_REQUESTED having been seen first.
    {S::Reserved, S::Completed},
    {S::PaymentPending, S::Completed},
    {S::Reserved, S::PaymentFailed},
    {S::PaymentPending, S::PaymentFailed},
    {S::PaymentFailed, S::PaymentPending}, // the customer retries the payment
    {S::Created, S::Cancelled},
    {S::Reserved, S::Cancelled},
    {S::PaymentPending, S::Cancelled},
    {S::PaymentFailed, S::Cancelled},
});

} // namespace

bool OrderStateMachine::allows(OrderState from, OrderState to)
{
    return std::find(kAllowed.begin(), kAllowed.end(), std::pair{from, to}) != kAllowed.end();
}

bool OrderStateMachine::allows(std::string_view from, OrderState to)
{
    const auto state = orderStateFromString(from);
    return state && allows(*state, to);
}

std::string OrderStateMachine::invalidTransitionCode(std::string_view from, OrderState to)
{
    return "INVALID_TRANSITION_" + std::string(from.empty() ? "UNKNOWN" : from) + "_TO_" +
           std::string(toString(to));
}

void OrderStateMachine::require(std::string_view from, OrderState to, std::string_view orderId)
{
    if (allows(from, to))
        return;
    throw HandlerError(invalidTransitionCode(from, to), FailureClass::Permanent,
                       from.empty()
                           ? filled(Translated::translate("atlas::HandlerError",
                                                          "order %1 is in no known state and "
                                                          "may not move to %2"),
                                    orderId, toString(to))
                           : filled(Translated::translate("atlas::HandlerError",
                                                          "order %1 is %2 and may not move to %3"),
                                    orderId, from, toString(to)));
}

} // namespace atlas
