// The Lab's commands: argument checks first, then one call into the world.
#include "lab/Lab.h"

#include "LabArgs.h"
#include "LabError.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "lab/LabWorld.h"
#include "lab/chaos/ChaosConfig.h"
#include "lab/chaos/ChaosRun.h"
#include "store/DocumentPath.h"

namespace atlas {

const std::vector<std::pair<std::string, Lab::Handler>>& Lab::dispatchTable()
{
    static const std::vector<std::pair<std::string, Handler>> table{
        {"publish", &Lab::cmdPublish},
        {"deliverNext", &Lab::cmdDeliverNext},
        {"deliver", &Lab::cmdDeliver},
        {"deliverAll", &Lab::cmdDeliverAll},
        {"duplicate", &Lab::cmdDuplicate},
        {"reorder", &Lab::cmdReorder},
        {"moveDelivery", &Lab::cmdMoveDelivery},
        {"inject", &Lab::cmdInject},
        {"advanceClock", &Lab::cmdAdvanceClock},
        {"setRetryPolicy", &Lab::cmdSetRetryPolicy},
        {"setAckDeadline", &Lab::cmdSetAckDeadline},
        {"redrive", &Lab::cmdRedrive},
        {"reset", &Lab::cmdReset},
        {"seedDocument", &Lab::cmdSeedDocument},
        {"setStrategy", &Lab::cmdSetStrategy},
        {"setRelayStrategy", &Lab::cmdSetRelayStrategy},
        {"setProviderIdempotency", &Lab::cmdSetProviderIdempotency},
        {"setAutoRelay", &Lab::cmdSetAutoRelay},
        {"runRelay", &Lab::cmdRunRelay},
        {"injectRelayFault", &Lab::cmdInjectRelayFault},
        {"replayParked", &Lab::cmdReplayParked},
        {"resolveParked", &Lab::cmdResolveParked},
        {"discardParked", &Lab::cmdDiscardParked},
        {"runChaos", &Lab::cmdRunChaos},
        {"poison", &Lab::cmdPoison},
        {"setConsumerOffline", &Lab::cmdSetConsumerOffline},
        {"setRedriveLimit", &Lab::cmdSetRedriveLimit},
        {"setTtlPolicy", &Lab::cmdSetTtlPolicy},
        {"setMarkerRetention", &Lab::cmdSetMarkerRetention},
        {"deleteDocument", &Lab::cmdDeleteDocument},
        {"addTrigger", &Lab::cmdAddTrigger},
        {"removeTrigger", &Lab::cmdRemoveTrigger},
        {"resendReceipt", &Lab::cmdResendReceipt},
        {"markReconciled", &Lab::cmdMarkReconciled},
        {"setHandlerDuration", &Lab::cmdSetHandlerDuration},
        {"setConcurrencyMode", &Lab::cmdSetConcurrencyMode},
        {"finishAttempt", &Lab::cmdFinishAttempt},
        {"setSagaTimeout", &Lab::cmdSetSagaTimeout},
        {"repairSaga", &Lab::cmdRepairSaga},
        {"setRules", &Lab::cmdSetRules},
        {"clientRequest", &Lab::cmdClientRequest},
    };
    return table;
}

std::uint64_t Lab::selectDelivery(const Json& selector, const char* field) const
{
    const auto& queue = world_->channel.queue();
    const auto none = [&](const std::string& why) -> std::uint64_t {
        throw LabError(filled(LabError::tr("'%1' %2 matches no pending delivery (%3)"), field,
                              selector.dump(), why));
    };
    if (queue.empty())
        return none(filled(LabError::tr("the queue is empty")));
    if (selector.is_number_unsigned()) {
        const auto id = selector.get<std::uint64_t>();
        for (const auto& d : queue)
            if (d.id == id)
                return id;
        return none(filled(LabError::tr("no pending delivery has that id")));
    }
    if (selector == "first")
        return queue.front().id;
    if (selector == "latest") {
        std::uint64_t latest = 0;
        for (const auto& d : queue)
            latest = std::max(latest, d.id);
        return latest;
    }
    if (selector == "next") {
        const Delivery* next = world_->channel.nextDue();
        return next ? next->id : queue.front().id;
    }
    std::string key;
    if (selector.is_string())
        key = selector.get<std::string>();
    else if (selector.is_object() && selector.contains("message") &&
             selector["message"].is_string())
        key = selector["message"].get<std::string>();
    else
        throw LabError(filled(LabError::tr("'%1' must be a delivery id, \"first\", \"latest\", "
                                           "\"next\", a message key (source|id) or "
                                           "{\"message\": key}; found %2"),
                              field, selector.dump()));
    for (const auto& d : queue)
        if (d.messageKey == key)
            return d.id;
    return none(filled(LabError::tr("no pending delivery of message %1"), key));
}

std::optional<std::uint64_t> Lab::findDelivery(const Json& selector) const
{
    try {
        return selectDelivery(selector, "delivery");
    } catch (const LabError&) {
        return std::nullopt;
    }
}

std::uint64_t Lab::selectMessage(const Json& selector) const
{
    const auto& messages = world_->channel.messages();
    if (messages.empty())
        throw LabError(filled(LabError::tr("no message has been published yet")));
    if (selector.is_number_unsigned()) {
        if (!world_->channel.message(selector.get<std::uint64_t>()))
            throw LabError(filled(LabError::tr("no message has id %1"), selector.dump()));
        return selector.get<std::uint64_t>();
    }
    if (selector == "latest")
        return messages.back().id;
    if (selector.is_string()) {
        const auto& key = selector.get_ref<const std::string&>();
        for (auto it = messages.rbegin(); it != messages.rend(); ++it)
            if (it->key() == key)
                return it->id;
    }
    throw LabError(filled(LabError::tr("'message' must be a message id, \"latest\" or a "
                                       "published key (source|id); found %1"),
                          selector.dump()));
}

std::string Lab::selectParked(const Json& args) const
{
    const LabArgs a("parked event", args);
    const std::string id = a.string("id");
    const auto& store = world_->store;
    if (id == "latest") {
        DocumentPtr latest;
        for (const auto& doc : store.list("workflowDeadLetters"))
            if (!latest || doc->updateTime > latest->updateTime)
                latest = doc;
        if (!latest)
            throw LabError("no event is parked in workflowDeadLetters");
        return latest->id;
    }
    if (id.find('/') == std::string::npos && store.find("workflowDeadLetters", id))
        return id;
    const std::string encoded = DocumentPath::percentEncode(id);
    if (store.find("workflowDeadLetters", encoded))
        return encoded;
    throw LabError("no parked event '" + id + "' in workflowDeadLetters");
}

Json Lab::cmdPublish(const Json& args)
{
    const LabArgs a("publish", args);
    const std::uint64_t delivery = publishEvent(a.raw("event"));
    return Json{{"deliveryId", delivery}};
}

namespace {

std::optional<std::int64_t> durationArg(const LabArgs& a)
{
    if (!a.has("durationMs"))
        return std::nullopt;
    return a.integer("durationMs", 0, HandlerDurations::kMax);
}

} // namespace

Json Lab::cmdDeliverNext(const Json& args)
{
    const LabArgs a("deliverNext", args);
    const auto duration = durationArg(a);
    const bool delivered = deliverNextDue(duration);
    if (!delivered) {
        // Nothing queued, but handlers are still at work: the next thing
        // that happens is that one of them finishes.
        if (const InFlightAttempt* next = world_->inFlight.nextToFinish())
            return Json{{"delivered", false},
                        {"finished",
                         finishNextAttempt(
                             *next, Translated::translate("atlas::Lab", ": nothing is queued"))}};
        journal("channel", "idle",
                Translated::translate("atlas::Lab", "nothing to deliver: the queue is empty"));
    }
    return Json{{"delivered", delivered}};
}

Json Lab::cmdDeliver(const Json& args)
{
    const LabArgs a("deliver", args);
    const auto duration = durationArg(a);
    const std::uint64_t id = selectDelivery(a.raw("delivery"), "delivery");
    for (const auto& d : world_->channel.queue())
        if (d.id == id && d.due > world_->clock.now()) {
            const Millis wait = d.due - world_->clock.now();
            world_->clock.advanceTo(d.due);
            journal("clock", "advanced",
                    filled(Translated::translate("atlas::Lab",
                                                 "clock moved %1 s to the delivery's due time"),
                           wait / 1000));
            break;
        }
    const auto taken = world_->channel.take(id);
    if (!taken)
        throw LabError(filled(LabError::tr("delivery %1 left the queue before it ran"), id));
    runDelivery(*taken, duration);
    return Json{{"deliveryId", id}};
}

Json Lab::cmdDeliverAll(const Json& args)
{
    const LabArgs a("deliverAll", args);
    const auto maxSteps = a.integer("maxSteps", 1, 10'000'000, 1000);
    drain(static_cast<std::size_t>(maxSteps));
    return Json::object();
}

Json Lab::cmdDuplicate(const Json& args)
{
    const LabArgs a("duplicate", args);
    const std::uint64_t message =
        selectMessage(a.has("message") ? a.raw("message") : Json("latest"));
    try {
        return Json{{"deliveryId", world_->channel.duplicate(message)}};
    } catch (const std::invalid_argument& error) {
        throw LabError(error.what());
    }
}

Json Lab::cmdReorder(const Json& args)
{
    const LabArgs a("reorder", args);
    const std::uint64_t id = selectDelivery(a.raw("delivery"), "delivery");
    const std::uint64_t before = selectDelivery(a.raw("before"), "before");
    if (id == before || !world_->channel.reorder(id, before))
        throw LabError(
            filled(LabError::tr("reorder: cannot move delivery %1 before %2"), id, before));
    return Json::object();
}

Json Lab::cmdMoveDelivery(const Json& args)
{
    const LabArgs a("moveDelivery", args);
    const std::uint64_t id = selectDelivery(a.raw("delivery"), "delivery");
    const std::string direction = a.string("direction");
    if (direction != "up" && direction != "down")
        a.fail("direction", filled(LabError::tr("\"up\" or \"down\"")));
    const bool moved =
        direction == "up" ? world_->channel.moveUp(id) : world_->channel.moveDown(id);
    if (!moved)
        throw LabError(filled(
            direction == "up" ? LabError::tr("delivery %1 is already at the top of the queue")
                              : LabError::tr("delivery %1 is already at the bottom of the queue"),
            id));
    return Json::object();
}

Json Lab::cmdInject(const Json& args)
{
    const LabArgs a("inject", args);
    const std::uint64_t id = selectDelivery(a.raw("delivery"), "delivery");
    const auto fault = faultFromString(a.string("fault"));
    if (!fault)
        a.fail("fault", filled(LabError::tr("one of %1"),
                               "none, transient-error, permanent-error, crash-before-commit, "
                               "crash-between-writes, crash-after-commit, lost-ack"));
    world_->channel.inject(id, *fault);
    return Json::object();
}

Json Lab::cmdAdvanceClock(const Json& args)
{
    const LabArgs a("advanceClock", args);
    SimClock& clock = world_->clock;
    const Millis from = clock.now();
    if (a.boolean("toNextDue", false)) {
        const auto due = world_->channel.earliestDue();
        const auto timer = clock.nextDue();
        if (!due && !timer)
            throw LabError(filled(
                LabError::tr("advanceClock: nothing is scheduled, so there is no next due time")));
        clock.advanceTo(std::max(from, due ? *due : *timer));
    } else {
        clock.advance(a.integer("ms", 0, 30LL * 24 * 3600 * 1000));
    }
    journal("clock", "advanced",
            filled(Translated::translate("atlas::Lab", "clock moved %1 s to %2"),
                   std::to_string((clock.now() - from) / 1000.0), clock.nowIso()));
    return Json{{"now", clock.nowIso()}};
}

Json Lab::cmdSetRetryPolicy(const Json& args)
{
    const LabArgs a("setRetryPolicy", args);
    RetryPolicy p = world_->channel.policy();
    if (a.has("mode")) {
        const auto mode = retryModeFromString(a.string("mode"));
        if (!mode)
            a.fail("mode", filled(LabError::tr("\"off\", \"bounded\" or \"unlimited\"")));
        p.mode = *mode;
    }
    p.minBackoff = a.integer("minBackoffMs", 0, 600'000, p.minBackoff);
    p.maxBackoff = a.integer("maxBackoffMs", 0, 600'000, p.maxBackoff);
    p.maxDeliveryAttempts =
        static_cast<int>(a.integer("maxAttempts", 5, 100, p.maxDeliveryAttempts));
    p.deadLetterTopic = a.boolean("deadLetterTopic", p.deadLetterTopic);
    p.retention = a.integer("retentionMs", 600'000, 7LL * 24 * 3600 * 1000, p.retention);
    if (const std::string problem = p.validate(); !problem.empty())
        throw LabError("setRetryPolicy: " + problem);
    world_->channel.setPolicy(p);
    journal(
        "channel", "policy",
        filled(Translated::translate("atlas::Lab", "retry policy is now %1"), p.toJson().dump()),
        p.toJson());
    return p.toJson();
}

Json Lab::cmdSetAckDeadline(const Json& args)
{
    const LabArgs a("setAckDeadline", args);
    world_->channel.setAckDeadline(a.integer("ms", 10'000, 600'000));
    return Json::object();
}

Json Lab::cmdReset(const Json& args)
{
    const LabArgs a("reset", args);
    options_.seed = static_cast<std::uint64_t>(
        a.integer("seed", 0, INT64_MAX, static_cast<std::int64_t>(options_.seed)));
    rebuildWorld(options_.seed);
    journal("command", "reset",
            filled(Translated::translate("atlas::Lab", "a new world with seed %1"), options_.seed));
    return Json{{"seed", options_.seed}};
}

Json Lab::cmdSeedDocument(const Json& args)
{
    const LabArgs a("seedDocument", args);
    const Json& data = a.raw("data");
    if (!data.is_object())
        a.fail("data", filled(LabError::tr("a JSON object")));
    WriteBatch batch;
    batch.set(a.string("path"), data);
    database(databaseArg(a)).commit(batch);
    return Json::object();
}

Json Lab::cmdSetStrategy(const Json& args)
{
    const LabArgs a("setStrategy", args);
    const std::string eventType = a.string("eventType", "*");
    const auto strategy = handlerStrategyFromString(a.string("strategy"));
    if (!strategy)
        a.fail("strategy", filled(LabError::tr("one of %1"),
                                  "inbox-in-transaction, no-dedup, marker-before-effect, "
                                  "marker-after-effect, event-id-only, business-key-only"));
    if (eventType == "*")
        world_->workflow.setStrategyForAll(*strategy);
    else
        world_->workflow.setStrategy(eventType, *strategy);
    return Json::object();
}

Json Lab::cmdSetRelayStrategy(const Json& args)
{
    const LabArgs a("setRelayStrategy", args);
    const auto strategy = relayStrategyFromString(a.string("strategy"));
    if (!strategy)
        a.fail("strategy", filled(LabError::tr("one of %1"),
                                  "flag-before-send, flag-after-send, outbox-with-provider-key"));
    world_->relay.setStrategy(*strategy);
    return Json::object();
}

Json Lab::cmdSetProviderIdempotency(const Json& args)
{
    const LabArgs a("setProviderIdempotency", args);
    world_->provider.setIdempotency(
        a.boolean("enabled"), a.integer("windowMs", 1000, 30LL * 24 * 3600 * 1000, 86'400'000));
    return Json::object();
}

Json Lab::cmdSetAutoRelay(const Json& args)
{
    const LabArgs a("setAutoRelay", args);
    world_->autoRelay = a.boolean("enabled");
    return Json::object();
}

Json Lab::cmdRunRelay(const Json&)
{
    return relayOnce();
}

Json Lab::cmdInjectRelayFault(const Json& args)
{
    const LabArgs a("injectRelayFault", args);
    const auto fault = relayFaultFromString(a.string("fault"));
    if (!fault)
        a.fail("fault", filled(LabError::tr("one of %1"),
                               "none, provider-timeout-after-accept, provider-rejection, "
                               "relay-crash-between-send-and-mark, lease-expiry-during-send"));
    world_->relay.injectFault(*fault);
    return Json::object();
}

Json Lab::cmdReplayParked(const Json& args)
{
    const std::string id = selectParked(args);
    const LabArgs a("replayParked", args);
    const auto fault = faultFromString(a.string("fault", "none"));
    if (!fault)
        a.fail("fault", filled(LabError::tr("a fault name")));
    const ProcessOutcome out = world_->workflow.replay(id, *fault);
    journal("operator", "replayed", out.detail, out.decision);
    for (const auto& t : out.result.transitions)
        if (t.to == "COMPLETED")
            world_->invariants.onCompletion(t.orderId);
    runRelayIfAuto();
    return Json{{"id", id}};
}

Json Lab::cmdResolveParked(const Json& args)
{
    const std::string id = selectParked(args);
    const LabArgs a("resolveParked", args);
    world_->workflow.resolve(id, a.string("note"));
    journal("operator", "resolved",
            filled(Translated::translate("atlas::Lab", "parked event %1 resolved: %2"), id,
                   a.string("note")));
    return Json{{"id", id}};
}

Json Lab::cmdDiscardParked(const Json& args)
{
    const std::string id = selectParked(args);
    world_->workflow.discard(id);
    journal("operator", "discarded",
            filled(Translated::translate("atlas::Lab",
                                         "parked event %1 discarded (the record is kept)"),
                   id));
    return Json{{"id", id}};
}

Json Lab::cmdRunChaos(const Json& args)
{
    ChaosConfig config;
    try {
        config = ChaosConfig::fromJson(args);
    } catch (const std::invalid_argument& error) {
        throw LabError(error.what());
    }
    const LabArgs a("runChaos", args);
    const auto limit = static_cast<std::uint64_t>(
        a.integer("limit", 0, INT64_MAX, static_cast<std::int64_t>(config.totalEvents())));
    // false: the run was interrupted after `limit` events (a session saved
    // mid-run), so what was still pending stays pending.
    const bool drain = a.boolean("drain", true);
    ChaosRun run(*this, config);
    // In slices, so a replay can say how far it has come; the events and
    // their order do not depend on the slicing.
    constexpr std::uint64_t kSlice = 2000;
    while (run.published() < limit && !run.publishingDone()) {
        const std::uint64_t published =
            run.step(std::min<std::uint64_t>(kSlice, limit - run.published()));
        noteReplayWork(published);
    }
    if (drain)
        run.finish();
    noteReplayWork(1);
    return Json{{"published", run.published()}};
}

} // namespace atlas
