#include "Workflow.h"

#include "FirestoreEvent.h"
#include "WorkflowDocuments.h"
#include "delivery/SimulatedCrash.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "saga/SagaEventType.h"
#include "store/DocumentStore.h"
#include "store/StoreError.h"
#include "workflow/handler/Decision.h"
#include "workflow/handler/HandlerError.h"
#include "workflow/order/OrderEvent.h"
#include "workflow/order/OrderEventType.h"

#include <QCoreApplication>

#include <stdexcept>

namespace atlas {
namespace {

[[noreturn]] void crashAfterCommit(Decision& decision)
{
    decision.crashed("after-commit");
    throw SimulatedCrash(true, "after-commit");
}

// A store failure the handler did not anticipate. Contention is worth a
// retry; anything else (say, a receipt that already exists) needs a person.
HandlerError fromStoreError(const StoreError& error)
{
    if (error.code() == StoreErrorCode::Aborted)
        return HandlerError("CONTENTION", FailureClass::Retryable, error.message());
    return HandlerError("STORE_" + std::string(toString(error.code())), FailureClass::Permanent,
                        error.message());
}

// `decision` says what the handler read: a duplicate is described by the
// order state it read, or, when it trusted the marker without reading the
// order, by what the marker claims (which marker-before-effect writes
// before the effect exists).
std::string successSentence(const HandlerResult& result, const Decision& decision)
{
    if (result.action == "duplicate") {
        if (const auto existed = decision.orderExisted()) {
            const Json& state = decision.orderState();
            if (*existed && state.is_string())
                return filled(Translated::translate("atlas::Workflow",
                                                    "was a duplicate: nothing written (order %1 is "
                                                    "%2)"),
                              result.orderId, state.get<std::string>());
            return filled(
                Translated::translate("atlas::Workflow",
                                      "was a duplicate: nothing written (order %1 does not "
                                      "exist)"),
                result.orderId);
        }
        return filled(Translated::translate("atlas::Workflow",
                                            "was a duplicate: nothing written (its inbox marker "
                                            "records order %1 as %2; the order itself was not "
                                            "read)"),
                      result.orderId, result.resultState);
    }
    if (result.action == "already-completed")
        return filled(Translated::translate("atlas::Workflow",
                                            "repeated a payment already applied: only the inbox "
                                            "marker was written (order %1 stays COMPLETED)"),
                      result.orderId);
    if (result.action == "already-exists")
        return filled(Translated::translate("atlas::Workflow",
                                            "found order %1 already created: only the inbox "
                                            "marker was written"),
                      result.orderId);
    // The action (created, applied, ...) is the outcome's name, kept as it is.
    std::string text = filled(Translated::translate("atlas::Workflow", "%1 order %2"),
                              result.action, result.orderId);
    for (const auto& t : result.transitions)
        text += " (" + (t.from.empty() ? Translated::translate("atlas::Workflow", "new") : t.from) +
                " -> " + t.to + ')';
    return text;
}

// A saga step in one sentence: what the state machine decided and why.
std::string sagaSentence(const HandlerResult& result, const Decision& decision)
{
    if (result.action == "duplicate")
        return filled(Translated::translate("atlas::Workflow",
                                            "was a duplicate: its inbox marker exists, nothing "
                                            "written (the saga of order %1 was left %2)"),
                      result.orderId, result.resultState);
    const Json& saga = decision.member("saga");
    const Json step = saga.is_object() ? saga : Json::object();
    const std::string why = step.value("why", std::string());
    const Json from = step.value("from", Json());
    const std::string start = from.is_string() ? from.get<std::string>()
                                               : Translated::translate("atlas::Workflow", "new");
    if (result.action == "stale")
        return filled(Translated::translate("atlas::Workflow",
                                            "was stale: %1, so only the inbox marker was written "
                                            "(the saga of order %2 stays %3)"),
                      why, result.orderId, result.resultState);
    std::string text =
        filled(Translated::translate("atlas::Workflow", "%1 the saga of order %2 (%3 -> %4): %5"),
               result.action, result.orderId, start, result.resultState, why);
    if (const Json command = step.value("command", Json()); command.is_string())
        text += filled(Translated::translate("atlas::Workflow", "; issued %1"),
                       command.get<std::string>());
    return text;
}

std::string describe(const CloudEvent& event, const ProcessOutcome& outcome)
{
    if (outcome.crashed()) {
        const Json& crash = outcome.decision.member("crash");
        const std::string point = crash.is_string() ? crash.get<std::string>() : std::string();
        if (point == "after-commit")
            return filled(Translated::translate("atlas::Workflow",
                                                "%1 %2 crashed after its final commit: the writes "
                                                "are durable but no ack was sent, so it will be "
                                                "redelivered after the ack deadline."),
                          event.type, event.id);
        if (point == "between-writes")
            return filled(Translated::translate("atlas::Workflow",
                                                "%1 %2 crashed between its two commits: the first "
                                                "is durable, the second never happened; the "
                                                "attempt counts as failed."),
                          event.type, event.id);
        return filled(Translated::translate("atlas::Workflow",
                                            "%1 %2 crashed before its final commit: that "
                                            "transaction rolled back and the attempt counts as "
                                            "failed."),
                      event.type, event.id);
    }
    if (outcome.parked)
        return filled(outcome.reply == ProcessOutcome::Reply::Ack
                          ? Translated::translate("atlas::Workflow",
                                                  "%1 %2 was rejected with %3 (permanent): "
                                                  "parked in %4 for review and acked.")
                          : Translated::translate("atlas::Workflow",
                                                  "%1 %2 was rejected with %3 (permanent): "
                                                  "parked in %4 for review; the ack was lost."),
                      event.type, event.id, outcome.errorCode,
                      WorkflowDocuments::deadLetterPath(event.inboxId()));
    if (!outcome.errorCode.empty())
        return filled(Translated::translate("atlas::Workflow",
                                            "%1 %2 failed with %3 (retryable): nacked so the "
                                            "channel retries."),
                      event.type, event.id, outcome.errorCode);
    const std::string done =
        isSagaEvent(event.type) ? sagaSentence(outcome.result, outcome.decision)
        : outcome.result.action == "recorded"
            ? filled(Translated::translate("atlas::Workflow", "was recorded in %1"),
                     FirestoreEvent::logPath(event))
        : outcome.result.action == "duplicate" && FirestoreEvent::isFirestoreEvent(event.type)
            ? Translated::translate("atlas::Workflow",
                                    "was a duplicate: its inbox marker exists, nothing written")
            : successSentence(outcome.result, outcome.decision);
    return filled(outcome.reply == ProcessOutcome::Reply::Ack
                      ? Translated::translate("atlas::Workflow", "%1 %2 %3; acked.")
                      : Translated::translate("atlas::Workflow",
                                              "%1 %2 %3; the ack was lost, so it will be "
                                              "redelivered after the ack deadline."),
                  event.type, event.id, done);
}

} // namespace

Workflow::Workflow(DocumentStore& store)
    : transactions_(store), handler_(store, transactions_), audit_(store),
      saga_(store, transactions_), parked_(store)
{
}

void Workflow::setStrategy(const std::string& eventType, HandlerStrategy strategy)
{
    if (!orderEventTypeFromString(eventType))
        throw std::invalid_argument(filled(
            QCoreApplication::translate("atlas::Workflow",
                                        "no handler for event type '%1': strategies apply to "
                                        "ORDER_CREATED, ORDER_RESERVED, PAYMENT_REQUESTED, "
                                        "PAYMENT_SUCCEEDED, PAYMENT_FAILED and ORDER_CANCELLED"),
            eventType));
    strategies_[eventType] = strategy;
}

HandlerStrategy Workflow::strategy(const std::string& eventType) const
{
    const auto it = strategies_.find(eventType);
    return it == strategies_.end() ? HandlerStrategy::InboxInTransaction : it->second;
}

void Workflow::setStrategyForAll(HandlerStrategy strategy)
{
    for (const auto type : kOrderEventTypes)
        strategies_[std::string(toString(type))] = strategy;
}

void Workflow::assignFrom(const Workflow& other)
{
    if (&other == this)
        return;
    if (!transactions_.idle() || !other.transactions_.idle())
        throw std::logic_error("a workflow cannot be copied in the middle of a handler's pass");
    strategies_ = other.strategies_;
    markerRetention_ = other.markerRetention_;
    handler_.setMarkerRetention(other.handler_.markerRetention());
    audit_.setMarkerRetention(other.audit_.markerRetention());
    saga_.setMarkerRetention(other.saga_.markerRetention());
    saga_.setReservationTimeout(other.saga_.reservationTimeout());
}

void Workflow::setMarkerRetention(Millis retention)
{
    markerRetention_ = retention;
    handler_.setMarkerRetention(retention);
    audit_.setMarkerRetention(retention);
    saga_.setMarkerRetention(retention);
}

HandlerResult Workflow::run(const CloudEvent& event, Fault fault, Decision& decision)
{
    try {
        if (FirestoreEvent::isFirestoreEvent(event.type))
            return audit_.handle(event, fault, decision);
        if (isSagaEvent(event.type)) {
            auto result = saga_.handle(event, fault, decision);
            result.transitions = decision.transitions();
            return result;
        }
        const auto orderEvent = OrderEvent::from(event);
        auto result = handler_.handle(orderEvent, strategy(event.type), fault, decision);
        result.transitions = decision.transitions();
        return result; // the caller adds the decision once it is final

    } catch (HandlerError& error) {
        decision.failed(error);
        error.setDecision(decision.json());
        throw;
    } catch (const StoreError& storeError) {
        auto error = fromStoreError(storeError);
        decision.failed(error);
        error.setDecision(decision.json());
        throw error;
    }
}

HandlerResult Workflow::handle(const CloudEvent& event, Fault fault)
{
    Decision decision(strategy(event.type), event, fault);
    auto result = run(event, fault, decision);
    if (fault == Fault::CrashAfterCommit)
        crashAfterCommit(decision);
    result.decision = decision.json();
    return result;
}

ProcessOutcome Workflow::attempt(const CloudEvent& event, Fault fault)
{
    using Reply = ProcessOutcome::Reply;
    ProcessOutcome out;
    out.result.orderId = event.orderId;
    Decision decision(strategy(event.type), event, fault);
    const Reply ack = fault == Fault::LostAck ? Reply::NoAck : Reply::Ack;
    try {
        out.result = run(event, fault, decision);
        if (fault == Fault::CrashAfterCommit)
            crashAfterCommit(decision); // out.result keeps what the attempt committed
        out.reply = ack;
    } catch (const HandlerError& error) {
        out.errorCode = error.code();
        out.errorMessage = error.what();
        out.failureClass = error.failureClass();
        out.reply = error.retryable() ? Reply::Nack : ack;
    } catch (const SimulatedCrash& crash) {
        out.errorCode = "SIMULATED_CRASH";
        out.errorMessage = crash.what();
        out.reply = crash.afterCommit() ? Reply::NoAck : Reply::Nack;
    }
    // A crash between commits still leaves the first commit's transition behind.
    out.result.transitions = decision.transitions();
    out.decision = std::move(decision);
    return out;
}

ProcessOutcome Workflow::process(const CloudEvent& event, Fault fault)
{
    auto out = attempt(event, fault);
    if (out.failureClass == FailureClass::Permanent) {
        parked_.park(event, out);
        out.parked = true;
        out.result.action = "parked";
    }
    out.detail = describe(event, out);
    return out;
}

ProcessOutcome Workflow::replay(const std::string& parkedId, Fault fault)
{
    const CloudEvent event = parked_.event(parkedId);
    auto out = attempt(event, fault);
    // A crash kills the operator's process too: the record is left as it was.
    if (!out.crashed())
        parked_.recordReplay(parkedId, out);
    if (out.failureClass == FailureClass::Permanent) {
        out.parked = true;
        out.result.action = "parked";
    }
    out.detail =
        filled(Translated::translate("atlas::Workflow", "Replay: %1"), describe(event, out));
    return out;
}

void Workflow::resolve(const std::string& parkedId, const std::string& note)
{
    parked_.resolve(parkedId, note);
}

void Workflow::discard(const std::string& parkedId)
{
    parked_.discard(parkedId);
}

} // namespace atlas
