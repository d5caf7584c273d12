#include "OrderHandler.h"

#include "Decision.h"
#include "HandlerError.h"
#include "InjectedFaults.h"
#include "store/DocumentStore.h"
#include "workflow/WorkflowDocuments.h"
#include "workflow/order/OrderEffect.h"
#include "workflow/order/OrderEvent.h"
#include "workflow/order/PaymentKeys.h"
#include "workflow/transaction/StagedWriter.h"
#include "workflow/transaction/TransactionRunner.h"

#include <optional>
#include <type_traits>

namespace atlas {
namespace {

using Guard = OrderEffect::Guard;

HandlerResult duplicate(const OrderEvent& event, const Json& resultState, Decision& decision)
{
    decision.setBranch("duplicate");
    HandlerResult result;
    result.action = "duplicate";
    result.resultState = resultState.is_string() ? resultState.get<std::string>() : std::string();
    result.orderId = event.orderId();
    return result;
}

HandlerResult applied(const OrderEvent& event, const OrderEffect& effect, Decision& decision)
{
    decision.setBranch(effect.action);
    HandlerResult result;
    result.action = effect.action;
    result.resultState = effect.resultState;
    result.orderId = event.orderId();
    if (effect.transition)
        decision.stage(*effect.transition); // reported by the caller once committed
    return result;
}

} // namespace

template <class Fn> auto OrderHandler::commit(Decision& decision, Fn&& fn)
{
    return decision.committing([&] { return transactions_.run(std::forward<Fn>(fn)); });
}

Json OrderHandler::stampedMarker(const CloudEvent& event, const std::string& resultState,
                                 bool duplicateBusinessOutcome) const
{
    return retention_.stamp(
        WorkflowDocuments::inboxMarker(event, resultState, duplicateBusinessOutcome), event,
        store_.clock().now());
}

HandlerResult OrderHandler::handle(const OrderEvent& event, HandlerStrategy strategy, Fault fault,
                                   Decision& decision)
{
    decision.setOrderPath(event.orderPath());
    InjectedFaults::throwIfRefused(fault);

    HandlerResult result;
    switch (strategy) {
    case HandlerStrategy::InboxInTransaction:
        result = inboxInTransaction(event, fault, decision);
        break;
    case HandlerStrategy::NoDedup:
        result = noDedup(event, fault, decision);
        break;
    case HandlerStrategy::MarkerBeforeEffect:
        result = markerBeforeEffect(event, fault, decision);
        break;
    case HandlerStrategy::MarkerAfterEffect:
        result = markerAfterEffect(event, fault, decision);
        break;
    case HandlerStrategy::EventIdOnly:
        result = eventIdOnly(event, fault, decision);
        break;
    case HandlerStrategy::BusinessKeyOnly:
        result = businessKeyOnly(event, fault, decision);
        break;
    }
    return result;
}

// The inbox marker and the effect in one transaction. With the state guard
// this is the correct handler; without it (event-id-only) a new envelope for
// the same payment passes the marker check and repeats the effect.
HandlerResult OrderHandler::markerInTransaction(const OrderEvent& event, Fault fault,
                                                Decision& decision, Guard guard)
{
    const std::string& inboxPath = decision.inboxDocument();
    const std::string nowIso = store_.clock().nowIso();
    return commit(decision, [&](Transaction& tx) {
        const auto marker = tx.get(inboxPath);
        const auto order = tx.get(event.orderPath());
        decision.readInbox(marker);
        decision.readOrder(order);
        HandlerResult result;
        if (marker.exists()) {
            result = duplicate(event, marker.get("resultState"), decision);
        } else {
            StagedWriter writer(tx, decision);
            const auto effect = OrderEffect::apply(writer, event, order, guard, decision, nowIso);
            writer.create(inboxPath,
                          stampedMarker(event.cloud(), effect.resultState,
                                        guard == Guard::Guarded && effect.businessDuplicate));
            result = applied(event, effect, decision);
        }
        if (InjectedFaults::crashesBeforeSingleCommit(fault))
            InjectedFaults::crash(decision, "before-commit");
        return result;
    });
}

HandlerResult OrderHandler::noDedup(const OrderEvent& event, Fault fault, Decision& decision)
{
    const std::string nowIso = store_.clock().nowIso();
    return commit(decision, [&](Transaction& tx) {
        const auto order = tx.get(event.orderPath());
        decision.readOrder(order);
        StagedWriter writer(tx, decision);
        const auto effect =
            OrderEffect::apply(writer, event, order, Guard::Blind, decision, nowIso);
        const auto result = applied(event, effect, decision);
        if (InjectedFaults::crashesBeforeSingleCommit(fault))
            InjectedFaults::crash(decision, "before-commit");
        return result;
    });
}

HandlerResult OrderHandler::markerBeforeEffect(const OrderEvent& event, Fault fault,
                                               Decision& decision)
{
    const std::string& inboxPath = decision.inboxDocument();
    const std::string target(toString(event.target()));
    // First commit: claim the event. The marker promises the target state
    // before anything has produced it.
    auto claimed = commit(decision, [&](Transaction& tx) -> std::optional<HandlerResult> {
        const auto marker = tx.get(inboxPath);
        decision.readInbox(marker);
        if (marker.exists()) {
            auto result = duplicate(event, marker.get("resultState"), decision);
            if (fault == Fault::CrashBeforeCommit)
                InjectedFaults::crash(decision, "before-commit");
            return result;
        }
        decision.setBranch("marker-written");
        StagedWriter(tx, decision).create(inboxPath, stampedMarker(event.cloud(), target, false));
        return std::nullopt;
    });
    if (claimed)
        return *claimed;
    if (fault == Fault::CrashBetweenWrites)
        InjectedFaults::crash(decision, "between-writes");

    const std::string nowIso = store_.clock().nowIso();
    return commit(decision, [&](Transaction& tx) {
        const auto order = tx.get(event.orderPath());
        decision.readOrder(order);
        StagedWriter writer(tx, decision);
        const auto effect =
            OrderEffect::apply(writer, event, order, Guard::Guarded, decision, nowIso);
        if (effect.businessDuplicate)
            writer.merge(inboxPath, Json{{"resultState", effect.resultState},
                                         {"duplicateBusinessOutcome", true}});
        const auto result = applied(event, effect, decision);
        if (fault == Fault::CrashBeforeCommit)
            InjectedFaults::crash(decision, "before-commit");
        return result;
    });
}

HandlerResult OrderHandler::markerAfterEffect(const OrderEvent& event, Fault fault,
                                              Decision& decision)
{
    const std::string& inboxPath = decision.inboxDocument();
    const std::string nowIso = store_.clock().nowIso();
    bool duplicateSeen = false;
    // First commit: the effect, applied blindly because the marker alone
    // is trusted to stop repeats.
    auto result = commit(decision, [&](Transaction& tx) {
        const auto marker = tx.get(inboxPath);
        const auto order = tx.get(event.orderPath());
        decision.readInbox(marker);
        decision.readOrder(order);
        if (marker.exists()) {
            duplicateSeen = true;
            auto seen = duplicate(event, marker.get("resultState"), decision);
            if (fault == Fault::CrashBeforeCommit)
                InjectedFaults::crash(decision, "before-commit");
            return seen;
        }
        StagedWriter writer(tx, decision);
        return applied(event,
                       OrderEffect::apply(writer, event, order, Guard::Blind, decision, nowIso),
                       decision);
    });
    if (duplicateSeen)
        return result;
    if (fault == Fault::CrashBetweenWrites)
        InjectedFaults::crash(decision, "between-writes");

    commit(decision, [&](Transaction& tx) {
        StagedWriter(tx, decision)
            .create(inboxPath, stampedMarker(event.cloud(), result.resultState, false));
        if (fault == Fault::CrashBeforeCommit)
            InjectedFaults::crash(decision, "before-commit");
    });
    return result;
}

HandlerResult OrderHandler::inboxInTransaction(const OrderEvent& event, Fault fault,
                                               Decision& decision)
{
    return markerInTransaction(event, fault, decision, Guard::Guarded);
}

HandlerResult OrderHandler::eventIdOnly(const OrderEvent& event, Fault fault, Decision& decision)
{
    return markerInTransaction(event, fault, decision, Guard::Blind);
}

HandlerResult OrderHandler::businessKeyOnly(const OrderEvent& event, Fault fault,
                                            Decision& decision)
{
    const std::string& key = event.cloud().paymentIdempotencyKey;
    const std::string nowIso = store_.clock().nowIso();
    return commit(decision, [&](Transaction& tx) {
        const auto order = tx.get(event.orderPath());
        decision.readOrder(order);
        StagedWriter writer(tx, decision);
        // The key is all this strategy checks: a key held for another payload
        // is a conflict; otherwise only the order's own latest key counts, so
        // a stale result under an older key of the same order is applied.
        const auto heldKey = PaymentKeys::read(writer, event, decision);
        PaymentKeys::require(heldKey, event, decision);
        HandlerResult result;
        const bool seen = order.exists() && !key.empty() && order.get("paymentKey") == Json(key);
        if (order.exists() && !key.empty())
            decision.checkedBusinessKey(seen);
        if (seen) {
            result = duplicate(event, order.get("state"), decision);
        } else {
            const auto effect =
                OrderEffect::apply(writer, event, order, Guard::Blind, decision, nowIso);
            PaymentKeys::record(writer, heldKey, event, effect.resultState);
            result = applied(event, effect, decision);
        }
        if (InjectedFaults::crashesBeforeSingleCommit(fault))
            InjectedFaults::crash(decision, "before-commit");
        return result;
    });
}

} // namespace atlas
