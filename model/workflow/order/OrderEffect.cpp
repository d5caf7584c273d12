#include "OrderEffect.h"

#include "OrderEvent.h"
#include "OrderStateMachine.h"
#include "PaymentKeys.h"
#include "RevenueCounter.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "workflow/WorkflowDocuments.h"
#include "workflow/handler/Decision.h"
#include "workflow/handler/HandlerError.h"
#include "workflow/transaction/StagedWriter.h"

namespace atlas {

OrderEffect OrderEffect::apply(StagedWriter& writer, const OrderEvent& event,
                               const DocumentSnapshot& order, Guard guard, Decision& decision,
                               const std::string& nowIso)
{
    const CloudEvent& cloud = event.cloud();
    const std::string path = event.orderPath();
    const std::string target(toString(event.target()));
    const bool guarded = guard == Guard::Guarded;
    // The guard checks the business key before anything else: a key held for
    // another payload is refused whatever state the order is in.
    const DocumentSnapshot heldKey =
        guarded ? PaymentKeys::read(writer, event, decision) : DocumentSnapshot({}, nullptr);
    PaymentKeys::require(heldKey, event, decision);

    if (!order.exists()) {
        if (!event.orderData())
            throw HandlerError("ORDER_NOT_FOUND", FailureClass::Retryable,
                               filled(Translated::translate("atlas::HandlerError",
                                                            "order %1 does not exist (yet): the "
                                                            "%2 event may have overtaken the "
                                                            "one that creates the order"),
                                      event.orderId(), cloud.type));
        Json doc = WorkflowDocuments::newOrder(cloud, *event.orderData(), event.target(),
                                               event.setsPaymentKey());
        if (guarded)
            writer.create(path, std::move(doc));
        else
            writer.set(path, std::move(doc));
        return {"created", target, Transition{event.orderId(), {}, target}, false};
    }

    const Json stored = order.get("state");
    const std::string from = stored.is_string() ? stored.get<std::string>() : std::string();
    if (guarded) {
        const bool created = event.type() == OrderEventType::OrderCreated;
        const bool completed =
            event.target() == OrderState::Completed && from == toString(OrderState::Completed);
        decision.checkedBusinessKey(created || completed);
        if (created)
            return {"already-exists", from, std::nullopt, true};
        if (completed)
            return {"already-completed", from, std::nullopt, true};
        OrderStateMachine::require(from, event.target(), event.orderId());
    }

    const Transition transition{event.orderId(), from, target};
    if (event.type() == OrderEventType::OrderCreated) {
        // Blind re-creation: the order starts over, losing its progress.
        writer.set(path, WorkflowDocuments::newOrder(cloud, *event.orderData(), event.target(),
                                                     event.setsPaymentKey()));
        return {"created", target, transition, false};
    }
    writer.update(path,
                  WorkflowDocuments::transition(cloud, event.target(), event.setsPaymentKey()));
    if (guarded)
        PaymentKeys::record(writer, heldKey, event, target);
    if (event.target() != OrderState::Completed)
        return {"applied", target, transition, false};

    // Blind: set() resets a receipt already sent back to READY, so it is sent again.
    Json receipt = WorkflowDocuments::receipt(cloud, nowIso);
    if (guarded)
        writer.create(WorkflowDocuments::receiptPath(event.orderId()), std::move(receipt));
    else
        writer.set(WorkflowDocuments::receiptPath(event.orderId()), std::move(receipt));
    const Json total = order.get("total");
    if (total.is_number())
        writer.merge(RevenueCounter::shardPath(RevenueCounter::shardFor(event.orderId())),
                     RevenueCounter::incrementPatch(total));
    return {"completed", target, transition, false};
}

} // namespace atlas
