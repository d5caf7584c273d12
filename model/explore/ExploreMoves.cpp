#include "ExploreMoves.h"

#include "delivery/DeliveryChannel.h"
#include "lab/inflight/InFlightAttempts.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"
#include "outbox/OutboxRecord.h"
#include "outbox/OutboxRelay.h"
#include "store/DocumentStore.h"
#include "store/clock/SimClock.h"

#include <algorithm>
#include <set>
#include <string>

namespace atlas {
namespace {

// The suffix of a new envelope's event id: the same payment, a new event.
constexpr const char* kEnvelopeSuffix = "-new-envelope";

std::string deliveryName(std::uint64_t id)
{
    return "delivery " + std::to_string(id);
}

// The delivery deliverNext would take: the first due now, else the earliest.
const Delivery* nextDelivery(const DeliveryChannel& channel)
{
    if (const Delivery* due = channel.nextDue())
        return due;
    const Delivery* earliest = nullptr;
    for (const Delivery& d : channel.queue())
        if (!earliest || d.due < earliest->due)
            earliest = &d;
    return earliest;
}

struct RelayWork
{
    bool dueNow = false;
    std::optional<Millis> nextAt; // the earliest time a record in flight comes due
};

RelayWork relayWork(const Lab& lab)
{
    RelayWork work;
    const Millis now = lab.clock().now();
    const DocumentStore& store = lab.store();
    for (const std::string& id : lab.relay().recordsInFlight()) {
        const auto record = store.find(OutboxRecord::kCollection, id);
        if (!record)
            continue;
        if (OutboxRecord::isDue(record->data, now)) {
            work.dueNow = true;
            continue;
        }
        const bool ready = OutboxRecord::text(record->data, "state") == "READY";
        if (const auto at =
                OutboxRecord::time(record->data, ready ? "nextAttemptAt" : "leaseExpiresAt"))
            work.nextAt = work.nextAt ? std::min(*work.nextAt, *at) : *at;
    }
    if (lab.relay().answersInFlight() > 0)
        work.dueNow = true; // the next pass lands the slow answer
    return work;
}

ExploreStep relayAfterWait(Millis wait)
{
    return {"wait " + std::to_string(wait / 1000) + " s for the outbox record, then run the relay",
            {{"advanceClock", Json{{"ms", wait}}}, {"runRelay", Json::object()}},
            std::nullopt};
}

Fault handlerFault(ExploreFault fault)
{
    switch (fault) {
    case ExploreFault::LostAck:
        return Fault::LostAck;
    case ExploreFault::CrashBeforeCommit:
        return Fault::CrashBeforeCommit;
    case ExploreFault::CrashBetweenWrites:
        return Fault::CrashBetweenWrites;
    case ExploreFault::CrashAfterCommit:
        return Fault::CrashAfterCommit;
    case ExploreFault::TransientError:
        return Fault::TransientError;
    default:
        return Fault::None;
    }
}

const char* relayFaultName(ExploreFault fault)
{
    switch (fault) {
    case ExploreFault::ProviderTimeoutAfterAccept:
        return "provider-timeout-after-accept";
    case ExploreFault::RelayCrashAfterSend:
        return "relay-crash-between-send-and-mark";
    default:
        return "lease-expiry-during-send";
    }
}

void addFaults(const Lab& lab, ExploreFault fault, std::vector<ExploreStep>& out)
{
    const DeliveryChannel& channel = lab.channel();
    const Delivery* next = nextDelivery(channel);
    switch (fault) {
    case ExploreFault::Duplicate: {
        // duplicate{message: key} pushes the latest message with that key.
        std::set<std::string> seen;
        for (const Message& m : channel.messages())
            if (const auto [key, added] = seen.emplace(m.key()); added)
                out.push_back({"the channel pushes " + *key + " again",
                               {{"duplicate", Json{{"message", *key}}}},
                               fault});
        break;
    }
    case ExploreFault::Reorder:
        for (const Delivery& d : channel.queue())
            if (next && d.id != next->id)
                out.push_back({deliveryName(d.id) + " (" + d.messageKey + ") overtakes " +
                                   deliveryName(next->id),
                               {{"deliver", Json{{"delivery", d.id}}}},
                               fault});
        break;
    case ExploreFault::NewEnvelope: {
        std::set<std::string> covered;
        for (const Message& m : channel.messages()) {
            const CloudEvent event = m.event.unpack();
            if (event.paymentIdempotencyKey.empty())
                continue;
            const bool isCopy = event.id.ends_with(kEnvelopeSuffix);
            const std::string original =
                isCopy ? event.id.substr(0, event.id.size() - std::string(kEnvelopeSuffix).size())
                       : event.id;
            if (isCopy)
                covered.insert(event.source + "|" + original);
        }
        for (const Message& m : channel.messages()) {
            const CloudEvent event = m.event.unpack();
            if (event.paymentIdempotencyKey.empty() || event.id.ends_with(kEnvelopeSuffix) ||
                !covered.emplace(m.key()).second)
                continue;
            Json copy = event.toJson();
            copy["id"] = event.id + kEnvelopeSuffix;
            out.push_back({"a new envelope (" + event.id + kEnvelopeSuffix +
                               ") carries business key " + event.paymentIdempotencyKey + " again",
                           {{"publish", Json{{"event", std::move(copy)}}}},
                           fault});
        }
        break;
    }
    case ExploreFault::ProviderTimeoutAfterAccept:
    case ExploreFault::RelayCrashAfterSend:
    case ExploreFault::LeaseExpiry:
        if (relayWork(lab).dueNow && lab.relay().answersInFlight() == 0)
            out.push_back({std::string("the relay's send meets ") + relayFaultName(fault),
                           {{"injectRelayFault", Json{{"fault", relayFaultName(fault)}}},
                            {"runRelay", Json::object()}},
                           fault});
        break;
    default:
        if (next)
            out.push_back({std::string(toString(fault)) + " hits " + deliveryName(next->id) +
                               " (" + next->messageKey + ")",
                           {{"inject", Json{{"delivery", next->id},
                                            {"fault", std::string(toString(handlerFault(fault)))}}},
                            {"deliver", Json{{"delivery", next->id}}}},
                           fault});
        break;
    }
}

} // namespace

std::optional<ExploreStep> ExploreMoves::freeMove(const Lab& lab)
{
    const DeliveryChannel& channel = lab.channel();
    if (!channel.queue().empty())
        return ExploreStep{"deliver the next delivery", {{"deliverNext", Json::object()}}, {}};
    const RelayWork relay = relayWork(lab);
    if (relay.dueNow)
        return ExploreStep{"run the outbox relay", {{"runRelay", Json::object()}}, {}};
    if (!lab.inFlight().empty())
        return ExploreStep{"the next handler in flight finishes",
                           {{"finishAttempt", Json{{"attempt", "next"}}}},
                           {}};
    if (!channel.awaitingAck().empty() && lab.clock().nextDue())
        return ExploreStep{"wait for the next deadline",
                           {{"advanceClock", Json{{"toNextDue", true}}}},
                           {}};
    if (relay.nextAt)
        return relayAfterWait(std::max<Millis>(0, *relay.nextAt - lab.clock().now()));
    return std::nullopt;
}

std::vector<ExploreStep> ExploreMoves::next(const Lab& lab, bool faultsLeft,
                                            const std::vector<ExploreFault>& allowed)
{
    std::vector<ExploreStep> out;
    const DeliveryChannel& channel = lab.channel();
    if (!channel.queue().empty())
        out.push_back({"deliver the next delivery", {{"deliverNext", Json::object()}}, {}});
    const RelayWork relay = relayWork(lab);
    if (relay.dueNow)
        out.push_back({"run the outbox relay", {{"runRelay", Json::object()}}, {}});
    else if (relay.nextAt)
        out.push_back(relayAfterWait(std::max<Millis>(0, *relay.nextAt - lab.clock().now())));
    if (!lab.inFlight().empty())
        out.push_back({"the next handler in flight finishes",
                       {{"finishAttempt", Json{{"attempt", "next"}}}},
                       {}});
    if (channel.queue().empty() && !channel.awaitingAck().empty() && lab.clock().nextDue())
        out.push_back(
            {"wait for the next deadline", {{"advanceClock", Json{{"toNextDue", true}}}}, {}});
    if (faultsLeft)
        for (const ExploreFault fault : allowed)
            addFaults(lab, fault, out);
    return out;
}

bool ExploreMoves::settle(Lab& lab, int maxMoves)
{
    for (int i = 0; i < maxMoves; ++i) {
        const auto move = freeMove(lab);
        if (!move)
            return true;
        for (const LabCommand& command : move->commands)
            lab.execute(command);
    }
    return settled(lab);
}

} // namespace atlas
