#pragma once

// What the workflow tests share: the lesson's order and payment events, a
// world of one store and its workflow, and readable values for QCOMPARE.
#include "delivery/SimulatedCrash.h"
#include "store/DocumentStore.h"
#include "workflow/handler/HandlerError.h"
#include "workflow/order/OrderEventType.h"
#include "workflow/order/OrderStateMachine.h"
#include "workflow/ParkedEvents.h"
#include "workflow/order/RevenueCounter.h"
#include "workflow/Workflow.h"
#include "workflow/WorkflowDocuments.h"

#include <QtTest>

#include <optional>
#include <set>
#include <stdexcept>

namespace atlas::workflowtest {

inline const std::string kPaymentSource = "atlasmart://payment-simulator";
inline const std::string kOrderSource = "atlasmart://orders";
inline const std::string kOrderId = "ord-ch10-001";
inline const std::string kPaymentKey = "payment-ord-ch10-001";
inline const std::string kSuccessId = "evt-pay-success-ord-ch10-001-v1";
inline constexpr double kTotal = 129.5; // 2 x 24.75 + 80, exact in binary


// Strings without their quotes, anything else as JSON, so failures print.
inline QByteArray text(const Json& value)
{
    return QByteArray::fromStdString(value.is_string() ? value.get<std::string>() : value.dump());
}
inline QByteArray text(const std::string& value)
{
    return QByteArray::fromStdString(value);
}
// atlas::toString returns a string_view, which QCOMPARE's own toString lookup
// would trip over, so strategies are compared by name.
inline QByteArray text(HandlerStrategy strategy)
{
    return text(std::string(toString(strategy)));
}

inline Json lessonItems()
{
    return Json::array({Json{{"sku", "MUG-ATLAS"}, {"qty", 2}, {"price", 24.75}},
                        Json{{"sku", "TEE-ATLAS"}, {"qty", 1}, {"price", 80.0}}});
}

inline CloudEvent paymentEvent(const std::string& type, const std::string& id,
                        const std::string& key = kPaymentKey)
{
    CloudEvent e;
    e.source = kPaymentSource;
    e.id = id;
    e.type = type;
    e.orderId = kOrderId;
    e.paymentIdempotencyKey = key;
    e.correlationId = "corr-ch10-001";
    e.occurredAt = "2026-09-16T18:30:00Z";
    return e;
}

inline CloudEvent lessonSuccess()
{
    return paymentEvent("PAYMENT_SUCCEEDED", kSuccessId);
}

inline CloudEvent orderEvent(const std::string& type, const std::string& id, bool withOrderData)
{
    CloudEvent e;
    e.source = kOrderSource;
    e.id = id;
    e.type = type;
    e.orderId = kOrderId;
    e.correlationId = "corr-ch10-001";
    if (withOrderData)
        e.data = Json{{"customerId", "cust-ch10"}, {"items", lessonItems()}, {"total", kTotal}};
    return e;
}

template <class Fn> inline std::optional<HandlerError> handlerErrorFrom(Fn&& fn)
{
    try {
        fn();
    } catch (const HandlerError& error) {
        return error;
    }
    return std::nullopt;
}

inline int completions(const std::vector<ProcessOutcome>& outcomes)
{
    int n = 0;
    for (const auto& outcome : outcomes)
        for (const auto& t : outcome.result.transitions)
            n += t.to == "COMPLETED";
    return n;
}

struct World
{
    SimClock clock;
    DocumentStore store{clock};
    Workflow workflow{store};

    void seedOrder(const std::string& state)
    {
        store.runTransaction([&](Transaction& tx) {
            tx.create(WorkflowDocuments::orderPath(kOrderId), Json{{"customerId", "cust-ch10"},
                                                                   {"items", lessonItems()},
                                                                   {"total", kTotal},
                                                                   {"state", state},
                                                                   {"paymentKey", nullptr},
                                                                   {"lastEventId", nullptr},
                                                                   {"updatedAt", clock.nowIso()}});
        });
    }
    Json order() const { return store.get(WorkflowDocuments::orderPath(kOrderId)).data(); }
    QByteArray orderState() const { return text(order().value("state", Json())); }
    double revenue() const { return RevenueCounter(store).total(); }
    Json deadLetter(const CloudEvent& event) const
    {
        return store.get(WorkflowDocuments::deadLetterPath(event.inboxId())).data();
    }
};

} // namespace atlas::workflowtest
