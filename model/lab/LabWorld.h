#pragma once

#include "HandlerDurations.h"
#include "InFlightAttempts.h"
#include "InvariantMonitor.h"
#include "Journal.h"
#include "MetricsCollector.h"
#include "MetricsHistory.h"
#include "Rng.h"
#include "delivery/DeliveryChannel.h"
#include "outbox/EmailProvider.h"
#include "outbox/OutboxRelay.h"
#include "store/DocumentStore.h"
#include "store/SimClock.h"
#include "workflow/Workflow.h"

#include <memory>

namespace atlas {

// Everything one run of the lab consists of. Rebuilt from scratch on reset
// and step back; members are declared in dependency order.
struct LabWorld
{
    explicit LabWorld(std::uint64_t seed)
        : rng(seed), store(clock), channel(clock), workflow(store),
          provider(store, clock), relay(store, provider, clock)
    {
    }

    SimClock clock;
    Rng rng;
    DocumentStore store;
    DeliveryChannel channel;
    Workflow workflow;
    EmailProvider provider;
    OutboxRelay relay;
    HandlerDurations durations;
    InFlightAttempts inFlight;
    Journal journal;
    InvariantMonitor invariants;
    MetricsCollector metrics;
    MetricsHistory history;
    bool autoRelay = true;
};

} // namespace atlas
