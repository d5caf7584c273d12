#pragma once

#include "OrderOutcome.h"
#include "lab/monitor/InvariantVerdict.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace atlas {

class PgSession;
struct ReferenceRun;

// The invariants of a workers' run, judged from what PostgreSQL holds
// against the reference: orders-match-reference (every order's state and
// total), one-receipt-email-per-order (at most one outbox e-mail per
// order, and one for each order the reference completed),
// revenue-counted-once (the shards' sum is the reference's revenue).
class WorkersVerdict
{
public:
    static std::vector<InvariantVerdict> check(PgSession& session, const ReferenceRun& reference);

    // The durable side, read from the run's schema.
    static std::map<std::string, OrderOutcome> readOrders(PgSession& session);
    static std::int64_t readRevenue(PgSession& session);
};

} // namespace atlas
