#pragma once

#include "WorldDump.h"
#include "LabFixtures.h"
#include "lab/inflight/InFlightAttempts.h"
#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "store/DocumentStore.h"
#include "workflow/order/RevenueCounter.h"

#include <sstream>
#include <string>

namespace atlas::fixtures {

inline const std::string kOrderPath = "orders/ord-ch10-001";
inline const std::string kInboxPath =
    "workflowEvents/atlasmart%3A%2F%2Fpayment-simulator%7Cevt-pay-success-ord-ch10-001-v1";

// A world with the lesson's order waiting for its payment, and retries on.
inline void setUpPaymentWorld(Lab& lab, const std::string& strategy, const std::string& mode)
{
    lab.execute("seedDocument", Json{{"path", kOrderPath}, {"data", lessonOrder()}});
    lab.execute("setStrategy", Json{{"eventType", "*"}, {"strategy", strategy}});
    lab.execute("setConcurrencyMode", Json{{"mode", mode}});
    lab.execute("setAutoRelay", Json{{"enabled", false}});
}

inline std::size_t countOutcome(const Lab& lab, const std::string& kind, const std::string& outcome)
{
    std::size_t n = 0;
    for (const auto& e : lab.journal().entries())
        n += e.kind == kind && e.outcome == outcome;
    return n;
}

inline double revenue(const Lab& lab)
{
    return RevenueCounter(lab.store()).total();
}

inline std::string orderState(const Lab& lab)
{
    const Json state = lab.store().get(kOrderPath).get("state");
    return state.is_string() ? state.get<std::string>() : state.dump();
}

// Every document and journal line, the clock and the attempts in flight:
// equal worlds print equal text.
inline std::string dumpWorld(const Lab& lab)
{
    return ::worldDump(lab) + "now " + std::to_string(lab.clock().now()) + "\nin flight " +
           std::to_string(lab.inFlight().attempts().size()) + '\n';
}

} // namespace atlas::fixtures
