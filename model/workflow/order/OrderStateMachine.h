#pragma once

#include "OrderState.h"

#include <string>
#include <string_view>

namespace atlas {

// Which order transitions AtlasMart allows. Everything not listed is an
// impossible transition: the guarded handlers reject it with
// INVALID_TRANSITION_<FROM>_TO_<TO> (permanent) rather than undo the order.
class OrderStateMachine
{
public:
    static bool allows(OrderState from, OrderState to);
    // `from` is the stored string, so an order seeded with a state the lab
    // does not know is rejected by name instead of crashing the handler.
    static bool allows(std::string_view from, OrderState to);
    static std::string invalidTransitionCode(std::string_view from, OrderState to);
    // Throws HandlerError(INVALID_TRANSITION_*, Permanent) when not allowed.
    static void require(std::string_view from, OrderState to, std::string_view orderId);
};

} // namespace atlas
