#pragma once

#include "workflow/order/Transition.h"
#include "store/json/Json.h"

#include <string>
#include <vector>

namespace atlas {

// What one handler run did, for the journal and the "why" inspector.
struct HandlerResult
{
    // created | applied | completed | duplicate | already-completed |
    // already-exists | parked
    std::string action;
    std::string resultState; // the order's state afterwards (a duplicate: the marker's)
    std::string orderId;
    std::vector<Transition> transitions; // committed ones only
    Json decision = Json::object();
};

} // namespace atlas
