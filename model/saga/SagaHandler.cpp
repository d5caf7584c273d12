#include "SagaHandler.h"

#include "SagaDocuments.h"
#include "SagaEventType.h"
#include "SagaStateMachine.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "store/DocumentStore.h"
#include "store/FieldValue.h"
#include "workflow/WorkflowDocuments.h"
#include "workflow/handler/Decision.h"
#include "workflow/handler/HandlerError.h"
#include "workflow/handler/HandlerStrategy.h"
#include "workflow/handler/InjectedFaults.h"
#include "workflow/transaction/StagedWriter.h"
#include "workflow/transaction/TransactionRunner.h"

#include <QCoreApplication>

#include <stdexcept>

namespace atlas {
namespace {

using Kind = SagaStep::Kind;
using Stock = SagaStep::Stock;

std::optional<SagaState> stateOf(const DocumentSnapshot& saga)
{
    if (!saga.exists())
        return std::nullopt;
    const Json state = saga.get("state");
    const auto known = sagaStateFromString(state.is_string() ? state.get<std::string>() : "");
    if (!known)
        throw HandlerError("MALFORMED_SAGA", FailureClass::Permanent,
                           filled(Translated::translate("atlas::HandlerError",
                                                        "%1 has state %2, which is no saga state"),
                                  saga.path(), state.dump()));
    return known;
}

std::string actionOf(const SagaStep& step, std::optional<SagaState> from)
{
    switch (step.kind) {
    case Kind::Applied:
        return !from                            ? "created"
               : step.to == SagaState::Completed ? "completed"
                                                 : "applied";
    case Kind::Compensated:
        return "compensated";
    case Kind::Refunded:
        return "refunded";
    default:
        return "stale";
    }
}

// The state machine's reason in the learner's language; it is a literal.
const std::string& why(const SagaStep& step)
{
    return Translated::translate("atlas::Saga", step.why.data());
}

Json stepJson(const SagaStep& step, std::optional<SagaState> from)
{
    const char* stock[] = {"keep", "hold", "consume", "release", "release-late"};
    return jsonObject("step", SagaDocuments::kindName(step.kind), "from",
                      from ? Json(toString(*from)) : Json(), "to", toString(step.to), "stock",
                      stock[static_cast<int>(step.stock)], "command",
                      step.command.empty() ? Json() : Json(step.command), "why", why(step));
}

} // namespace

HandlerResult SagaHandler::handle(const CloudEvent& event, Fault fault, Decision& decision)
{
    InjectedFaults::throwIfRefused(fault);
    const auto type = sagaEventTypeFromString(event.type);
    if (!type)
        throw HandlerError(
            "MALFORMED_EVENT", FailureClass::Permanent,
            filled(Translated::translate("atlas::HandlerError", "no saga step is called %1"),
                   event.type));
    if (event.orderId.empty())
        throw HandlerError("MALFORMED_EVENT", FailureClass::Permanent,
                           Translated::translate("atlas::HandlerError",
                                                 "a saga event needs orderId (the order whose "
                                                 "saga it moves)"));
    const std::string inboxPath = WorkflowDocuments::inboxPath(event);
    const std::string sagaPath = SagaDocuments::sagaPath(event.orderId);
    const std::string reservationPath = SagaDocuments::reservationPath(event.orderId);
    decision.setOrderPath(sagaPath);
    return decision.committing([&] {
        return transactions_.run([&](Transaction& tx) {
            const auto marker = tx.get(inboxPath);
            decision.readInbox(marker);
            const auto saga = tx.get(sagaPath);
            decision.readOrder(saga);
            const auto reservation = tx.get(reservationPath);
            HandlerResult r;
            r.orderId = event.orderId;
            if (marker.exists()) {
                decision.setBranch("duplicate");
                r.action = "duplicate";
                const Json state = marker.get("sagaState");
                r.resultState = state.is_string() ? state.get<std::string>() : std::string();
                return r;
            }
            const auto from = stateOf(saga);
            const bool refunded = saga.exists() && saga.get("refund") == Json("ISSUED");
            const SagaStep step =
                SagaStateMachine::decide(from, *type, reservation.exists(), refunded);
            decision.setSaga(stepJson(step, from));
            if (step.kind == Kind::Early) {
                decision.setBranch("retry");
                throw HandlerError(
                    std::string(step.errorCode), FailureClass::Retryable,
                    filled(Translated::translate("atlas::HandlerError", "%1; retried until it is"),
                           why(step)));
            }
            decision.setBranch(SagaDocuments::kindName(step.kind));
            StagedWriter writer(tx, decision);
            apply(writer, event, saga, from, step, decision, Json());
            r.action = actionOf(step, from);
            r.resultState = std::string(toString(step.to));
            if (InjectedFaults::crashesBeforeSingleCommit(fault))
                InjectedFaults::crash(decision, "before-commit");
            return r;
        });
    });
}

void SagaHandler::apply(StagedWriter& writer, const CloudEvent& event, const DocumentSnapshot& saga,
                        std::optional<SagaState> from, const SagaStep& step, Decision& decision,
                        const Json& repair)
{
    const std::string& orderId = event.orderId;
    const Millis now = store_.clock().now();
    const std::string nowIso = SimClock::toIso(now);
    const std::string reservationPath = SagaDocuments::reservationPath(orderId);
    const std::string commandPath =
        step.command.empty() ? std::string() : SagaDocuments::commandPath(orderId, step.command);
    const std::string_view reason = SagaDocuments::releaseReason(event.type);

    if (step.kind != Kind::Stale) {
        Json history = saga.exists() ? saga.get("history") : Json::array();
        if (!history.is_array())
            history = Json::array();
        history.push_back(jsonObject("event", event.type, "eventId", event.id, "step",
                                     SagaDocuments::kindName(step.kind), "to", toString(step.to),
                                     "at", nowIso));
        Json fields = jsonObject("state", toString(step.to), "lastEventId", event.id, "history",
                                 std::move(history), "updatedAt", FieldValue::serverTimestamp());
        if (step.stock == Stock::Release || step.stock == Stock::ReleaseLate)
            fields["compensated"] = reason;
        if (step.kind == Kind::Refunded)
            fields["refund"] = "ISSUED";
        if (step.stock == Stock::Hold)
            fields["reservation"] = reservationPath;
        if (!repair.is_null())
            fields["repair"] = repair;
        if (saga.exists()) {
            writer.update(saga.path(), std::move(fields));
        } else {
            Json created = jsonObject("orderId", orderId, "reservation", nullptr, "compensated",
                                      nullptr, "refund", nullptr, "createdAt",
                                      FieldValue::serverTimestamp());
            for (auto it = fields.begin(); it != fields.end(); ++it)
                created[it.key()] = it.value();
            writer.create(SagaDocuments::sagaPath(orderId), std::move(created));
        }
        if (!from || *from != step.to)
            decision.stage(Transition{orderId, from ? std::string(toString(*from)) : "",
                                      std::string(toString(step.to))});
    }

    switch (step.stock) {
    case Stock::Keep:
        break;
    case Stock::Hold:
        writer.create(reservationPath,
                      jsonObject("orderId", orderId, "state", "HELD", "heldAt", nowIso,
                                 "expiresAt", SimClock::toIso(now + timeout_), "heldBy",
                                 event.key()));
        break;
    case Stock::Consume:
        writer.update(reservationPath, jsonObject("state", "CONSUMED", "consumedAt", nowIso));
        break;
    case Stock::Release:
        writer.update(reservationPath, jsonObject("state", "RELEASED", "releasedAt", nowIso,
                                                  "releasedBecause", reason, "releaseCommand",
                                                  commandPath));
        break;
    case Stock::ReleaseLate:
        writer.create(reservationPath,
                      jsonObject("orderId", orderId, "state", "RELEASED", "heldAt", nowIso,
                                 "expiresAt", nullptr, "heldBy", event.key(), "releasedAt",
                                 nowIso, "releasedBecause", reason, "releaseCommand",
                                 commandPath));
        break;
    }
    if (!commandPath.empty())
        writer.create(commandPath, jsonObject("orderId", orderId, "command", step.command,
                                              "state", "ISSUED", "causedBy", event.key(),
                                              "issuedAt", FieldValue::serverTimestamp()));
    Json marker = jsonObject("eventId", event.id, "source", event.source, "type", event.type,
                             "orderId", orderId, "sagaState", toString(step.to), "sagaStep",
                             SagaDocuments::kindName(step.kind), "correlationId",
                             event.correlationId, "processedAt", FieldValue::serverTimestamp());
    writer.create(WorkflowDocuments::inboxPath(event), retention_.stamp(std::move(marker), event, now));
}

SagaHandler::Repair SagaHandler::repair(const std::string& orderId, SagaState target,
                                        const std::string& reason)
{
    const CloudEvent event = SagaDocuments::repairEvent(orderId);
    Decision decision(HandlerStrategy::InboxInTransaction, event, Fault::None);
    decision.setOrderPath(SagaDocuments::sagaPath(orderId));
    Repair out;
    out.to = target;
    try {
        store_.runTransaction([&](Transaction& tx) {
            const auto marker = tx.get(WorkflowDocuments::inboxPath(event));
            decision.readInbox(marker);
            const auto saga = tx.get(SagaDocuments::sagaPath(orderId));
            decision.readOrder(saga);
            const auto reservation = tx.get(SagaDocuments::reservationPath(orderId));
            if (!saga.exists())
                throw std::invalid_argument(
                    filled(QCoreApplication::translate(
                               "atlas::Saga", "there is no saga for order %1 (orderSagas/%1)"),
                           orderId));
            if (marker.exists())
                throw std::invalid_argument(filled(
                    QCoreApplication::translate("atlas::Saga", "order %1 was already repaired"),
                    orderId));
            const auto from = stateOf(saga);
            const bool held = reservation.exists() && reservation.get("state") == Json("HELD");
            const SagaStep step = SagaStateMachine::repair(*from, target, held);
            decision.setSaga(stepJson(step, from));
            decision.setBranch("repaired");
            StagedWriter writer(tx, decision);
            apply(writer, event, saga, from, step, decision,
                  jsonObject("from", toString(*from), "to", toString(target), "reason", reason,
                             "at", store_.clock().nowIso()));
            out.from = *from;
            out.released = step.stock == Stock::Release;
        });
    } catch (const HandlerError& error) {
        throw std::invalid_argument(error.what());
    }
    decision.committed();
    out.decision = decision.json();
    return out;
}

} // namespace atlas
