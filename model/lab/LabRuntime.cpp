// How the Lab runs deliveries: take one from the channel, hand it to the
// workflow, report the reply back, and journal every consequence.
#include "Lab.h"

#include "LabWorld.h"
#include "delivery/ChannelEvent.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "lab/timeline/JournalData.h"
#include "store/json/JsonObjectText.h"

#include <algorithm>

namespace atlas {
namespace {

std::string handlerOutcome(const ProcessOutcome& out)
{
    if (out.parked)
        return "parked";
    if (out.errorCode.empty())
        return out.result.action;
    if (!out.failureClass)
        return "crash";
    return *out.failureClass == FailureClass::Retryable ? "retry" : "error";
}

// What a poison event gets from the handler on every attempt: an error thrown
// before any write that the application does not know as permanent, so it is
// nacked rather than parked.
ProcessOutcome poisonOutcome(const CloudEvent& event)
{
    ProcessOutcome out;
    out.reply = ProcessOutcome::Reply::Nack;
    out.errorCode = "POISON_MESSAGE";
    out.errorMessage = Translated::translate("atlas::HandlerError",
                                             "the handler throws on this event, on every attempt");
    out.failureClass = FailureClass::Retryable;
    out.result.orderId = event.orderId;
    out.decision.set("branch", "retry");
    out.decision.set("poison", true);
    out.decision.set("writes", Json::array());
    out.detail = filled(
        Translated::translate("atlas::Lab", "%1 %2: the handler threw POISON_MESSAGE before "
                                            "writing anything, as it does on every attempt of this "
                                            "event; not an error the application parks, so the "
                                            "channel is told to retry"),
        event.type, event.key());
    return out;
}

// A channel event's facts, a number and a time, as the journal's text: as
// toJsonText would write {"messageId": ..., "due": ...}.
void channelDataText(std::string& out, const ChannelEvent& e)
{
    JsonObjectText text(out);
    text.key("messageId");
    text.integer(e.messageId);
    if (e.due != 0) {
        text.key("due");
        text.time(e.due);
    }
    text.close();
}

// A relay step's facts, for the journal and the relayOnce command's steps;
// relayDataText writes their text.
Json relayData(const RelayStep& step)
{
    Json data = jsonObjectWithRoom(3, "record", step.recordId, "orderId", step.orderId);
    if (!step.providerMessageId.empty())
        data["providerMessageId"] = step.providerMessageId;
    return data;
}

void relayDataText(std::string& out, const RelayStep& step)
{
    JsonObjectText text(out);
    text.key("record");
    text.string(step.recordId);
    text.key("orderId");
    text.string(step.orderId);
    if (!step.providerMessageId.empty()) {
        text.key("providerMessageId");
        text.string(step.providerMessageId);
    }
    text.close();
}

} // namespace

void Lab::onChannelEvent(ChannelEvent&& e)
{
    LabWorld& w = *world_;
    switch (e.kind) {
    case ChannelEvent::Kind::AttemptStarted:
        w.metrics.onAttempt();
        break;
    case ChannelEvent::Kind::RetryScheduled:
    case ChannelEvent::Kind::RedeliveryScheduled:
    case ChannelEvent::Kind::RedeliveredWhileRunning:
        w.metrics.onRetryScheduled();
        break;
    case ChannelEvent::Kind::Dropped:
    case ChannelEvent::Kind::Expired:
        w.metrics.onDropped();
        w.invariants.onMessageLost(e.messageKey, e.detail);
        break;
    default:
        break;
    }
    JournalEntry entry = journalEntry("channel", std::string(toString(e.kind)), std::move(e.detail),
                                      std::move(e.messageKey), e.deliveryId, e.attempt);
    setJournalData(entry, [&](std::string& out) { channelDataText(out, e); });
    w.journal.append(std::move(entry));
}

std::uint64_t Lab::publishEvent(const Json& eventJson)
{
    return publishEvent(CloudEvent::fromJson(eventJson));
}

std::uint64_t Lab::publishEvent(const CloudEvent& event)
{
    world_->invariants.onPublished(event);
    return world_->channel.publish(event);
}

void Lab::runDelivery(const Delivery& d, std::optional<std::int64_t> durationMs)
{
    LabWorld& w = *world_;
    if (failWhileOffline(d))
        return;
    CloudEvent event = w.channel.message(d.messageId)->event.unpack();
    const Millis duration = durationMs ? *durationMs : w.durations.forType(event.type);
    // Nothing takes time and nothing is in flight: the attempt runs and
    // reports within this step, as it always has.
    if (duration == 0 && w.inFlight.empty()) {
        ProcessOutcome out = runHandler(event, d);
        reportOutcome(d, event, std::move(out), nullptr);
        return;
    }
    startAttempt(d, event, duration);
}

ProcessOutcome Lab::runHandler(const CloudEvent& event, const Delivery& d)
{
    ProcessOutcome out;
    try {
        out = world_->consumer.isPoisoned(event.key()) ? poisonOutcome(event)
                                                       : world_->workflow.process(event, d.fault);
    } catch (const std::exception& error) {
        // A failure the workflow did not classify: the platform sees an error.
        out.reply = ProcessOutcome::Reply::Nack;
        out.errorCode = "UNEXPECTED_ERROR";
        out.failureClass = FailureClass::Retryable;
        out.detail = error.what();
    }
    return out;
}

// What the handler's attempt came to: metrics, the journal, the reply to
// the channel. `inFlight` describes an attempt that took time (null if not).
void Lab::reportOutcome(const Delivery& d, const CloudEvent& event, ProcessOutcome out,
                        Json inFlight)
{
    LabWorld& w = *world_;
    const std::string outcome = handlerOutcome(out);
    if (outcome == "duplicate" || outcome == "already-completed")
        w.metrics.onDuplicateDetected();
    if (out.failureClass)
        w.metrics.onHandlerFailure(*out.failureClass == FailureClass::Retryable);
    else if (!out.errorCode.empty())
        w.metrics.onHandlerFailure(true); // a crash is retried like a transient failure
    for (const auto& t : out.result.transitions)
        if (t.to == "COMPLETED")
            w.invariants.onCompletion(t.orderId);

    Decision& data = out.decision;
    if (!out.errorCode.empty())
        data.set("error", out.errorCode);
    data.set("reply", out.reply == ProcessOutcome::Reply::Ack    ? "ack"
                      : out.reply == ProcessOutcome::Reply::Nack ? "nack"
                                                                 : "no-ack");
    std::string detail = std::move(out.detail);
    if (!inFlight.is_null()) {
        detail = filled(Translated::translate("atlas::Lab", "attempt #%1 finished: %2"),
                        inFlight.value("attempt", std::uint64_t{0}), detail);
        if (inFlight.value("pastAckDeadline", false))
            detail +=
                Translated::translate("atlas::Lab", " Its ack deadline had passed, so the channel "
                                                    "ignores this reply.");
        data.set("inFlight", std::move(inFlight));
    }
    journal("handler-result", outcome, std::move(detail), data, event.key(), d.id, d.attempt);

    switch (out.reply) {
    case ProcessOutcome::Reply::Ack:
        w.channel.ack(d);
        break;
    case ProcessOutcome::Reply::Nack:
        w.channel.nack(d, out.errorCode);
        break;
    case ProcessOutcome::Reply::NoAck:
        w.channel.noAck(
            d, d.fault == Fault::LostAck
                   ? Translated::translate("atlas::Lab", "the ack was lost on the way back")
                   : Translated::translate("atlas::Lab", "the handler crashed after committing"));
        break;
    }
    runRelayIfAuto();
}

bool Lab::deliverNextDue(std::optional<std::int64_t> durationMs)
{
    DeliveryChannel& ch = world_->channel;
    const Delivery* next = ch.nextDue();
    if (!next) {
        const auto due = ch.earliestDue();
        if (!due)
            return false;
        const Millis from = world_->clock.now();
        world_->clock.advanceTo(std::max(*due, from));
        journal(
            "clock", "advanced",
            filled(Translated::translate("atlas::Lab", "clock moved %1 s to the next due delivery"),
                   std::to_string((*due - from) / 1000.0).substr(0, 6)));
        next = ch.nextDue();
        if (!next)
            return false;
    }
    const auto taken = ch.take(next->id);
    if (!taken)
        return false;
    runDelivery(*taken, durationMs);
    return true;
}

void Lab::drain(std::size_t maxSteps)
{
    // Attempts in flight count as pending work: their finishes are timers.
    const auto pending = [this] {
        const auto& messages = world_->channel.messages();
        return !world_->inFlight.empty() ||
               std::any_of(messages.begin(), messages.end(),
                           [](const Message& m) { return m.status == MessageStatus::Pending; });
    };
    for (std::size_t step = 0; step < maxSteps; ++step) {
        if (deliverNextDue())
            continue;
        if (!pending() || !world_->clock.advanceToNextDue())
            break;
    }
}

void Lab::runRelayIfAuto()
{
    if (world_->autoRelay)
        relayPass(nullptr);
}

Json Lab::relayOnce()
{
    Json steps = Json::array();
    relayPass(&steps);
    return jsonObject("steps", std::move(steps));
}

// One relay pass, journaled; each step's facts also go to `steps` if given.
void Lab::relayPass(Json* steps)
{
    RelayReport report = world_->relay.runOnce();
    for (auto& step : report.steps) {
        if (steps)
            steps->push_back(relayData(step));
        JournalEntry entry = journalEntry("relay", std::string(toString(step.kind)),
                                          std::move(step.detail), {}, 0, 0);
        setJournalData(
            entry, [&](std::string& out) { relayDataText(out, step); },
            [&] { return relayData(step); });
        world_->journal.append(std::move(entry));
    }
}

void Lab::logCompletedChaos(const Json& args)
{
    inProgress_.reset();
    log_.push_back(LabCommand{"runChaos", args});
    recordInTimeline(log_.size() - 1, log_.back(),
                     log_.size() == 1 ? std::optional(options_.seed) : std::nullopt);
    recordMetrics();
    emit commandExecuted();
}

void Lab::noteChaosProgress(const Json& args, std::uint64_t published)
{
    LabCommand command{"runChaos", args};
    command.args["limit"] = published;
    command.args["drain"] = false;
    inProgress_ = std::move(command);
    emit checkpointReached();
}

} // namespace atlas
