#pragma once

#include "lab/chaos/ConsumerFaults.h"
#include "lab/inflight/HandlerDurations.h"
#include "lab/inflight/InFlightAttempts.h"
#include "lab/monitor/InvariantMonitor.h"
#include "lab/timeline/Journal.h"
#include "lab/monitor/MetricsCollector.h"
#include "lab/monitor/MetricsHistory.h"
#include "DocumentTrigger.h"
#include "Rng.h"
#include "lab/inflight/TtlSweeper.h"
#include "delivery/DeliveryChannel.h"
#include "outbox/EmailProvider.h"
#include "outbox/OutboxRelay.h"
#include "saga/SagaTimeouts.h"
#include "rules/RulesSet.h"
#include "rules/RulesVerdict.h"
#include "store/DocumentStore.h"
#include "store/clock/SimClock.h"
#include "workflow/Workflow.h"

#include <map>
#include <memory>
#include <vector>

namespace atlas {

// Everything one run of the lab consists of. Rebuilt from scratch on reset
// and step back; members are declared in dependency order. A member added
// here must be copied by Lab::assignWorldFrom too, or a copied world parts
// from a replayed one.
struct LabWorld
{
    explicit LabWorld(std::uint64_t seed)
        : rng(seed), store(clock), channel(clock), workflow(store),
          provider(store, clock), relay(store, provider, clock), analytics(clock),
          ttl(store, rng), analyticsTtl(analytics, rng), sagaTimeouts(clock)
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
    // The timers that finish attempts in flight, by timer: the attempt. Only
    // a copy of the world (Lab::assignWorldFrom) needs them, to rebind.
    std::map<TimerId, std::uint64_t> passTimers;
    Journal journal;
    InvariantMonitor invariants;
    MetricsCollector metrics;
    MetricsHistory history;
    ConsumerFaults consumer;
    bool autoRelay = true;

    // The second named database (Lab::databaseNames()): its own documents,
    // TTL policies and triggers; nothing the workflow writes lands there.
    DocumentStore analytics;
    TtlSweeper ttl; // the default database's
    TtlSweeper analyticsTtl;
    std::vector<DocumentTrigger> triggers;
    int nextTriggerId = 1;

    // The reservations' timeouts (saga/), fed by the default database's commits.
    SagaTimeouts sagaTimeouts;
    // Client requests see these rules; server-side handlers never do.
    std::shared_ptr<const RulesSet> rules = RulesSet::chapter();
    std::vector<RulesVerdict> requests;
};

} // namespace atlas
