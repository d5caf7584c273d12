// A Lab taking over another Lab's world without replaying its log: what the
// explorer derives its states with. The refusals are not translated: only
// the explorer meets them, and it falls back to replaying.
#include "Lab.h"

#include "LabWorld.h"
#include "lab/commands/LabError.h"

namespace atlas {

std::string Lab::cloneBlocker() const
{
    const LabWorld& w = *world_;
    for (const std::string& name : databaseNames()) {
        const DocumentStore& store = database(name);
        if (store.isPersistent())
            return "database " + name + " is a file";
        if (!store.isClonable())
            return "database " + name + " has flushed documents to its rows";
    }
    if (inProgress_)
        return "a chaos run is under way";
    if (replay_)
        return "a replay is under way";
    if (w.inFlight.current() != 0)
        return "a handler's pass is under way";
    return {};
}

void Lab::assignWorldFrom(const Lab& other)
{
    if (&other == this)
        return;
    // Everything that can refuse is checked before anything changes.
    std::string blocker = other.cloneBlocker();
    if (blocker.empty())
        for (const std::string& name : databaseNames())
            if (database(name).isPersistent())
                blocker = "this lab's database " + name + " is a file";
    if (blocker.empty() && (inProgress_ || replay_))
        blocker = "this lab is in the middle of a chaos run or replay";
    if (blocker.empty() && world_->inFlight.current() != 0)
        blocker = "this lab is in the middle of a handler's pass";
    if (!blocker.empty())
        throw LabError("the world cannot be copied: " + blocker);

    LabWorld& w = *world_;
    const LabWorld& o = *other.world_;
    try {
        w.workflow.assignFrom(o.workflow); // refuses mid-pass, before anything is copied
    } catch (const std::logic_error& error) {
        throw LabError(std::string("the world cannot be copied: ") + error.what());
    }

    // The clock first: the timers' owners rebind their timers on it.
    w.clock.assignFrom(o.clock);
    w.rng = o.rng;
    w.store.assignFrom(o.store);
    w.channel.assignFrom(o.channel);
    w.provider.assignFrom(o.provider);
    w.relay.assignFrom(o.relay);
    w.durations = o.durations;
    w.inFlight = o.inFlight;
    w.passTimers.clear();
    for (const auto& [timer, attempt] : o.passTimers)
        if (w.clock.rebindTimer(timer, [this, id = attempt] { closePass(id); }))
            w.passTimers.emplace(timer, attempt);
    w.journal.assignFrom(o.journal);
    w.invariants = o.invariants;
    w.metrics = o.metrics;
    w.history = o.history;
    w.consumer = o.consumer;
    if (const auto timer = w.consumer.onlineTimer())
        w.clock.rebindTimer(*timer, [this] { endOfflineWindow(); });
    w.autoRelay = o.autoRelay;
    w.analytics.assignFrom(o.analytics);
    w.ttl.assignFrom(o.ttl);
    w.analyticsTtl.assignFrom(o.analyticsTtl);
    w.triggers = o.triggers;
    w.nextTriggerId = o.nextTriggerId;
    w.sagaTimeouts.assignFrom(o.sagaTimeouts);
    w.rules = o.rules; // immutable, shared
    w.requests = o.requests;

    options_ = other.options_;
    LabCommand::assignLog(log_, other.log_);
    timeline_.assignFrom(other.timeline_);

    // A timer nobody rebound would throw when it fired, far from the cause.
    if (const std::size_t unbound = w.clock.unboundTimers(); unbound != 0) {
        replayTo(log_.size());
        throw LabError("the world cannot be copied: " + std::to_string(unbound) +
                       " of its timers belong to no one who copies them (the world was rebuilt "
                       "from the log instead)");
    }
    emit worldAssigned();
    emit worldRebuilt();
    emit timelineChanged();
}

} // namespace atlas
