#pragma once

#include <string>

namespace atlas {

// One committed change of an order's state. `from` is empty when the event
// created the order. A blind re-completion is COMPLETED -> COMPLETED: it
// counts, because its effects (receipt, revenue) were applied again.
struct Transition
{
    std::string orderId;
    std::string from;
    std::string to;

    friend bool operator==(const Transition&, const Transition&) = default;
};

} // namespace atlas
