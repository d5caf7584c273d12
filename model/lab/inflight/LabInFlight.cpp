// Handlers in flight: attempts that take time on the sim clock. Each is
// stepped through passes of the handler (TransactionRunner): it starts (its
// last transaction reads and stays open), may wait for a lock (pessimistic)
// or be ABORTED at commit and run its transaction again (optimistic), and
// finishes when its time is up, reporting to the channel as any attempt does.
#include "lab/Lab.h"

#include "delivery/DurationText.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "lab/LabWorld.h"
#include "lab/commands/LabArgs.h"
#include "lab/commands/LabError.h"
#include "workflow/order/OrderEventType.h"
#include "workflow/transaction/LockWait.h"
#include "workflow/transaction/TransactionRetry.h"

namespace atlas {
namespace {

using State = InFlightAttempt::State;
using Pass = TransactionRunner::Pass;

std::string attemptName(std::uint64_t id)
{
    return filled(Translated::translate("atlas::Lab", "attempt #%1"), id);
}

// Clears the runner and the guard's attempt however a pass ends.
class PassScope
{
public:
    PassScope(LabWorld& w, Pass pass, InFlightAttempt& a) : w_(w)
    {
        w.workflow.transactions().begin(pass, a.tx, w.inFlight);
        w.inFlight.setCurrent(a.id);
    }
    ~PassScope()
    {
        w_.workflow.transactions().end();
        w_.inFlight.setCurrent(0);
    }
    PassScope(const PassScope&) = delete;
    PassScope& operator=(const PassScope&) = delete;

private:
    LabWorld& w_;
};

} // namespace

void Lab::journalAttempt(const InFlightAttempt& a, std::string outcome, std::string detail,
                         Json data)
{
    data["attempt"] = a.id;
    data["concurrencyMode"] = toString(world_->inFlight.mode());
    journal("handler", std::move(outcome), std::move(detail), std::move(data), a.event.key(),
            a.delivery.id, a.delivery.attempt);
}

void Lab::startAttempt(const Delivery& d, const CloudEvent& event, std::int64_t durationMs)
{
    LabWorld& w = *world_;
    const Millis now = w.clock.now();
    InFlightAttempt& a = w.inFlight.add(d, event, now, durationMs);
    w.channel.awaitReply(d, now);
    const Millis deadline = *w.channel.replyDeadline(d.id);
    const std::string work =
        durationMs == 0
            ? Translated::translate("atlas::Lab",
                                    "its handler takes no time, but attempts are in flight, so "
                                    "its transaction meets theirs")
            : filled(Translated::translate("atlas::Lab",
                                           "its handler works for %1 after its transaction "
                                           "reads, then commits"),
                     formatDuration(durationMs));
    journalAttempt(a, "started",
                   filled(Translated::translate("atlas::Lab",
                                                "%1 (delivery %2, %3 %4) started: %5; the channel "
                                                "waits for its ack until %6"),
                          attemptName(a.id), d.id, event.type, event.id, work,
                          formatElapsed(deadline - w.clock.epoch())),
                   jsonObject("durationMs", durationMs, "ackDeadline", SimClock::toIso(deadline)));
    openPass(a.id);
}

void Lab::openPass(std::uint64_t id)
{
    LabWorld& w = *world_;
    InFlightAttempt& a = *w.inFlight.find(id);
    const Millis now = w.clock.now();
    try {
        const PassScope scope(w, Pass::Open, a);
        (void)w.workflow.attempt(a.event, a.delivery.fault);
    } catch (const LockWait& wait) {
        a.tx.open.clear();
        a.tx.holding = false;
        a.state = State::Waiting;
        a.waitingOn = wait.holder;
        a.waitingFor = wait.path;
        a.waitingSince = now;
        a.contention.push_back(jsonObject("kind", "lock-wait", "path", wait.path, "holder",
                                          wait.holder, "since", SimClock::toIso(now)));
        journalAttempt(a, "lock-wait",
                       filled(Translated::translate("atlas::Lab",
                                                    "%1 reads %2, which the open transaction of %3 "
                                                    "has locked (pessimistic mode: a read-write "
                                                    "transaction locks what it reads): it waits "
                                                    "until that one commits"),
                              attemptName(id), wait.path, attemptName(wait.holder)),
                       jsonObject("path", wait.path, "holder", wait.holder));
        return;
    } catch (const std::exception&) {
        // Not final: the Close pass meets the same failure and reports it.
    }
    a.state = State::Running;
    a.runningSince = now;
    a.finishesAt = now + a.duration;
    if (a.duration == 0) {
        closePass(id);
        return;
    }
    // Only its finish removes an attempt, so the timer never needs cancelling.
    std::erase_if(w.passTimers, [&](const auto& timer) { return !w.clock.isPending(timer.first); });
    w.passTimers.emplace(w.clock.schedule(a.finishesAt, [this, id] { closePass(id); }), id);
}

void Lab::journalAbort(const InFlightAttempt& a)
{
    LabWorld& w = *world_;
    const int txAttempt = a.tx.txAttempt;
    const int max = AttemptTransactions::kMaxAttempts;
    Json changed = Json::array();
    std::string what;
    for (const auto& path : a.tx.changed) {
        const auto* change = w.inFlight.lastChange(path);
        const std::string by =
            change && change->by != 0
                ? attemptName(change->by)
                : Translated::translate("atlas::Lab", "a write outside the handlers");
        const Millis at = change ? change->at : w.clock.now();
        what += (what.empty() ? "" : "; ") +
                filled(Translated::translate("atlas::Lab", "%1 was committed by %2 at %3"), path,
                       by, formatElapsed(at - w.clock.epoch()));
        changed.push_back(
            jsonObject("path", path, "by", change ? change->by : 0, "at", SimClock::toIso(at)));
    }
    const std::string head = filled(
        Translated::translate("atlas::Lab",
                              "%1's transaction (try %2 of %3) was ABORTED at commit: it "
                              "read at %4, then %5"),
        attemptName(a.id), txAttempt, max, formatElapsed(a.runningSince - w.clock.epoch()), what);
    const std::string tail =
        a.tx.gaveUp
            ? Translated::translate("atlas::Lab",
                                    "; that was the last try, so the transaction fails: the "
                                    "handler reports CONTENTION (retryable) and the channel "
                                    "retries the event")
            : filled(Translated::translate("atlas::Lab",
                                           "; the transaction function runs again now, reading "
                                           "afresh, and works %1 again"),
                     formatDuration(a.duration));
    Json entry = jsonObject("kind", "aborted", "txAttempt", txAttempt, "at",
                            SimClock::toIso(w.clock.now()), "changed", changed);
    InFlightAttempt& stored = *w.inFlight.find(a.id);
    stored.contention.push_back(std::move(entry));
    journalAttempt(a, "aborted", head + tail,
                   jsonObject("txAttempt", txAttempt, "maxTxAttempts", max, "changed",
                              std::move(changed), "gaveUp", a.tx.gaveUp));
}

void Lab::closePass(std::uint64_t id)
{
    LabWorld& w = *world_;
    InFlightAttempt& a = *w.inFlight.find(id);
    // A reply due at the deadline itself is too late: the deadline goes first.
    w.channel.expireDeadlineIfDue(a.delivery.id);
    ProcessOutcome out;
    try {
        const PassScope scope(w, Pass::Close, a);
        out = w.workflow.process(a.event, a.delivery.fault);
    } catch (const TransactionRetry&) {
        journalAbort(a);
        ++a.tx.txAttempt;
        openPass(id);
        return;
    } catch (const std::exception& error) {
        out.reply = ProcessOutcome::Reply::Nack;
        out.errorCode = "UNEXPECTED_ERROR";
        out.failureClass = FailureClass::Retryable;
        out.detail = error.what();
    }
    if (a.tx.gaveUp)
        journalAbort(a);
    const Millis now = w.clock.now();
    Json info = jsonObjectWithRoom(
        8, "attempt", a.id, "concurrencyMode", toString(w.inFlight.mode()), "startedAt",
        SimClock::toIso(a.startedAt), "finishedAt", SimClock::toIso(now), "durationMs", a.duration,
        "txAttempts", a.tx.txAttempt, "contention", a.contention);
    if (w.channel.timedOut(a.delivery.id))
        info["pastAckDeadline"] = true;
    const Delivery delivery = a.delivery;
    const CloudEvent event = a.event;
    w.inFlight.remove(id);
    reportOutcome(delivery, event, std::move(out), std::move(info));
    resumeWaiters(id);
}

void Lab::resumeWaiters(std::uint64_t holder)
{
    LabWorld& w = *world_;
    for (const std::uint64_t id : w.inFlight.waitingOn(holder)) {
        InFlightAttempt* a = w.inFlight.find(id);
        if (!a || a->state != State::Waiting)
            continue;
        a->contention.back()["until"] = SimClock::toIso(w.clock.now());
        journalAttempt(
            *a, "resumed",
            filled(Translated::translate("atlas::Lab", "%1 is done, so its lock on %2 is free: %3 "
                                                       "(waiting since %4) reads the committed "
                                                       "state now and works %5 from here"),
                   attemptName(holder), a->waitingFor, attemptName(id),
                   formatElapsed(a->waitingSince - w.clock.epoch()), formatDuration(a->duration)),
            jsonObject("path", a->waitingFor, "holder", holder));
        a->waitingOn = 0;
        a->waitingFor.clear();
        openPass(id);
    }
}

// Moves the clock to the attempt's finish; what falls due before it (other
// attempts, ack deadlines) happens first, in sim-time order.
std::uint64_t Lab::finishNextAttempt(const InFlightAttempt& a, const std::string& why)
{
    SimClock& clock = world_->clock;
    const std::uint64_t id = a.id;
    const Millis from = clock.now();
    const Millis to = a.finishesAt;
    journal("clock", "advanced",
            filled(Translated::translate("atlas::Lab", "clock moved %1 to the finish of %2%3"),
                   formatDuration(to - from), attemptName(id), why));
    clock.advanceTo(to);
    return id;
}

Json Lab::cmdSetHandlerDuration(const Json& args)
{
    const LabArgs a("setHandlerDuration", args);
    const std::string eventType = a.string("eventType", "*");
    if (eventType != "*" && !orderEventTypeFromString(eventType))
        a.fail("eventType",
               filled(LabError::tr("\"*\" or one of %1"),
                      "ORDER_CREATED, ORDER_RESERVED, PAYMENT_REQUESTED, PAYMENT_SUCCEEDED, "
                      "PAYMENT_FAILED, ORDER_CANCELLED"));
    const Millis ms = a.integer("ms", 0, HandlerDurations::kMax);
    if (eventType == "*")
        world_->durations.setAll(ms);
    else
        world_->durations.set(eventType, ms);
    return Json::object();
}

Json Lab::cmdSetConcurrencyMode(const Json& args)
{
    const LabArgs a("setConcurrencyMode", args);
    const auto mode = concurrencyModeFromString(a.string("mode"));
    if (!mode)
        a.fail("mode", filled(LabError::tr("\"pessimistic\" or \"optimistic\"")));
    if (!world_->inFlight.empty())
        throw LabError(filled(LabError::tr("setConcurrencyMode: a database's mode cannot change "
                                           "under running transactions; finish the attempts in "
                                           "flight first")));
    world_->inFlight.setMode(*mode);
    return jsonObject("mode", toString(*mode));
}

Json Lab::cmdFinishAttempt(const Json& args)
{
    const LabArgs a("finishAttempt", args);
    auto& inFlight = world_->inFlight;
    if (inFlight.empty())
        throw LabError(filled(LabError::tr("finishAttempt: no handler attempt is in flight")));
    const Json selector = a.has("attempt") ? a.raw("attempt") : Json("next");
    const InFlightAttempt* target = nullptr;
    if (selector == "next") {
        target = inFlight.nextToFinish();
    } else if (selector.is_number_integer() && selector.get<std::int64_t>() >= 1) {
        target = inFlight.find(selector.get<std::uint64_t>());
        if (!target)
            throw LabError(filled(LabError::tr("finishAttempt: no attempt #%1 is in flight"),
                                  selector.dump()));
    } else {
        a.fail("attempt",
               filled(LabError::tr("an attempt id (as the in-flight list shows it) or \"next\"")));
    }
    if (target->state == State::Waiting)
        throw LabError(filled(LabError::tr("finishAttempt: %1 is waiting for %2's lock on %3; "
                                           "finish that one first"),
                              attemptName(target->id), attemptName(target->waitingOn),
                              target->waitingFor));
    const std::uint64_t id = finishNextAttempt(*target, std::string());
    return jsonObject("attempt", id, "finished", inFlight.find(id) == nullptr, "now",
                      world_->clock.nowIso());
}

} // namespace atlas
