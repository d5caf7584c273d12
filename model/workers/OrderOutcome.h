#pragma once

#include <cstdint>
#include <string>

namespace atlas {

// An order's durable outcome, as the invariants compare it.
struct OrderOutcome
{
    std::string state;
    std::int64_t total = 0;
    int receipts = 0; // outbox e-mails written for it

    friend bool operator==(const OrderOutcome&, const OrderOutcome&) = default;
};

} // namespace atlas
