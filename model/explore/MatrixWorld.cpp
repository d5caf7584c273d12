#include "MatrixWorld.h"

namespace atlas {
namespace {

Json paymentEvent(const char* type, const char* id, const char* key, const char* at)
{
    return Json{{"source", "atlasmart://payment-simulator"},
                {"id", id},
                {"type", type},
                {"orderId", MatrixWorld::kOrderId},
                {"paymentIdempotencyKey", key},
                {"correlationId", "corr-matrix-001"},
                {"occurredAt", at}};
}

ScenarioStep step(const char* narration, const char* command, Json args = Json::object())
{
    ScenarioStep s;
    s.narration = QString::fromUtf8(narration);
    s.command = QString::fromLatin1(command);
    s.args = std::move(args);
    return s;
}

} // namespace

Scenario MatrixWorld::scenario()
{
    Scenario s;
    s.id = QStringLiteral("matrix-world");
    s.title = QStringLiteral("One order, a failed payment attempt, then a successful one");
    s.summary = QStringLiteral(
        "Order ord-matrix-001's first payment attempt failed and a second was requested; the "
        "second attempt's success is the event under test.");
    s.setup.seed = 4242;
    s.setup.documents.push_back(
        {QStringLiteral("orders/ord-matrix-001"),
         Json{{"customerId", "cust-matrix-001"},
              {"items", Json::array({Json{{"sku", "lamp-aurora"}, {"qty", 1}, {"price", 42.5}}})},
              {"total", 42.5},
              {"state", "PAYMENT_PENDING"},
              {"paymentKey", nullptr}}});
    s.setup.strategies = {{QStringLiteral("*"), QStringLiteral("inbox-in-transaction")}};
    s.setup.retryPolicy = Json{{"mode", "bounded"},        {"minBackoffMs", 10000},
                               {"maxBackoffMs", 600000},   {"maxAttempts", 5},
                               {"deadLetterTopic", true}};
    s.setup.ackDeadlineMs = 10000;
    s.setup.autoRelay = false;
    s.steps.push_back(step("The first payment attempt fails.", "publish",
                           Json{{"event", paymentEvent("PAYMENT_FAILED",
                                                       "evt-pay-failed-ord-matrix-001-a1",
                                                       "payment-ord-matrix-001-a1",
                                                       "2026-09-16T18:29:00Z")}}));
    s.steps.push_back(step("The failure is delivered: the order is PAYMENT_FAILED.", "deliverNext"));
    s.steps.push_back(step("The customer tries again: a second payment is requested.", "publish",
                           Json{{"event", paymentEvent("PAYMENT_REQUESTED",
                                                       "evt-pay-requested-ord-matrix-001-a2",
                                                       "payment-ord-matrix-001-a2",
                                                       "2026-09-16T18:29:30Z")}}));
    s.steps.push_back(
        step("The request is delivered: the order is PAYMENT_PENDING again.", "deliverNext"));
    s.steps.push_back(step("The second attempt succeeds: this is the event under test.", "publish",
                           Json{{"event", paymentEvent("PAYMENT_SUCCEEDED",
                                                       "evt-pay-success-ord-matrix-001-a2",
                                                       "payment-ord-matrix-001-a2",
                                                       "2026-09-16T18:30:00Z")}}));
    return s;
}

} // namespace atlas
