#include "delivery/SimulatedCrash.h"
#include "store/DocumentStore.h"
#include "workflow/HandlerError.h"
#include "workflow/OrderEventType.h"
#include "workflow/OrderStateMachine.h"
#include "workflow/ParkedEvents.h"
#include "workflow/RevenueCounter.h"
#include "workflow/Workflow.h"
#include "workflow/WorkflowDocuments.h"

#include <QtTest>

#include <optional>
#include <set>
#include <stdexcept>

using namespace atlas;
using namespace Qt::StringLiterals;

namespace {

const std::string kPaymentSource = "atlasmart://payment-simulator";
const std::string kOrderSource = "atlasmart://orders";
const std::string kOrderId = "ord-ch10-001";
const std::string kPaymentKey = "payment-ord-ch10-001";
const std::string kSuccessId = "evt-pay-success-ord-ch10-001-v1";
constexpr double kTotal = 129.5; // 2 x 24.75 + 80, exact in binary

// Strings without their quotes, anything else as JSON, so failures print.
QByteArray text(const Json& value)
{
    return QByteArray::fromStdString(value.is_string() ? value.get<std::string>() : value.dump());
}
QByteArray text(const std::string& value)
{
    return QByteArray::fromStdString(value);
}
// atlas::toString returns a string_view, which QCOMPARE's own toString lookup
// would trip over, so strategies are compared by name.
QByteArray text(HandlerStrategy strategy)
{
    return text(std::string(toString(strategy)));
}

Json lessonItems()
{
    return Json::array({Json{{"sku", "MUG-ATLAS"}, {"qty", 2}, {"price", 24.75}},
                        Json{{"sku", "TEE-ATLAS"}, {"qty", 1}, {"price", 80.0}}});
}

CloudEvent paymentEvent(const std::string& type, const std::string& id,
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

CloudEvent lessonSuccess()
{
    return paymentEvent("PAYMENT_SUCCEEDED", kSuccessId);
}

CloudEvent orderEvent(const std::string& type, const std::string& id, bool withOrderData)
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

template <class Fn> std::optional<HandlerError> handlerErrorFrom(Fn&& fn)
{
    try {
        fn();
    } catch (const HandlerError& error) {
        return error;
    }
    return std::nullopt;
}

int completions(const std::vector<ProcessOutcome>& outcomes)
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

// The delivery sequences that expose one wrong strategy each.
enum class Scenario { Redelivery, CrashBetweenWrites, NewEnvelope, StaleFailure };

std::vector<ProcessOutcome> play(World& w, Scenario scenario)
{
    w.seedOrder("PAYMENT_PENDING");
    std::vector<ProcessOutcome> out;
    const auto success = lessonSuccess();
    switch (scenario) {
    case Scenario::Redelivery:
        out.push_back(w.workflow.process(success, Fault::None));
        out.push_back(w.workflow.process(success, Fault::None));
        break;
    case Scenario::CrashBetweenWrites:
        out.push_back(w.workflow.process(success, Fault::CrashBetweenWrites));
        out.push_back(w.workflow.process(success, Fault::None));
        break;
    case Scenario::NewEnvelope:
        out.push_back(w.workflow.process(success, Fault::None));
        out.push_back(w.workflow.process(
            paymentEvent("PAYMENT_SUCCEEDED", "evt-pay-success-ord-ch10-001-v2"), Fault::None));
        break;
    case Scenario::StaleFailure: {
        // Attempt 1 fails, attempt 2 (the lesson's key) succeeds, then the
        // channel redelivers attempt 1's failure.
        const auto failure = paymentEvent("PAYMENT_FAILED", "evt-pay-failed-ord-ch10-001-a1",
                                          "payment-ord-ch10-001-a1");
        out.push_back(w.workflow.process(failure, Fault::None));
        out.push_back(w.workflow.process(
            paymentEvent("PAYMENT_REQUESTED", "evt-pay-requested-ord-ch10-001-a2"), Fault::None));
        out.push_back(w.workflow.process(success, Fault::None));
        out.push_back(w.workflow.process(failure, Fault::None));
        break;
    }
    }
    return out;
}

} // namespace

Q_DECLARE_METATYPE(atlas::HandlerStrategy)
Q_DECLARE_METATYPE(Scenario)

class TestWorkflow : public QObject
{
    Q_OBJECT
private slots:
    void lessonLab_duplicateSuccessConvergesAndStaleFailureIsParked()
    {
        World w;
        w.seedOrder("PAYMENT_PENDING");
        const auto success = lessonSuccess();

        const auto first = w.workflow.handle(success, Fault::None);
        const auto second = w.workflow.handle(success, Fault::None);
        QCOMPARE(text(first.action), "completed"_ba);
        QCOMPARE(text(first.resultState), "COMPLETED"_ba);
        QCOMPARE(first.transitions.size(), std::size_t{1});
        QVERIFY((first.transitions[0] == Transition{kOrderId, "PAYMENT_PENDING", "COMPLETED"}));
        QCOMPARE(text(second.action), "duplicate"_ba);
        QCOMPARE(text(second.resultState), "COMPLETED"_ba);
        QVERIFY(second.transitions.empty());

        const Json order = w.order();
        QCOMPARE(text(order["state"]), "COMPLETED"_ba);
        QCOMPARE(text(order["paymentKey"]), "payment-ord-ch10-001"_ba);
        QCOMPARE(text(order["lastEventId"]), text(kSuccessId));
        QCOMPARE(text(order["updatedAt"]), text(w.clock.nowIso()));

        // One marker, under the lesson's encodeURIComponent(source|id).
        QCOMPARE(w.store.count("workflowEvents"), std::size_t{1});
        const auto marker = w.store.get(
            "workflowEvents/atlasmart%3A%2F%2Fpayment-simulator%7Cevt-pay-success-ord-ch10-001-v1");
        QVERIFY(marker.exists());
        QCOMPARE(text(marker.get("eventId")), text(kSuccessId));
        QCOMPARE(text(marker.get("source")), text(kPaymentSource));
        QCOMPARE(text(marker.get("type")), "PAYMENT_SUCCEEDED"_ba);
        QCOMPARE(text(marker.get("resultState")), "COMPLETED"_ba);
        QCOMPARE(text(marker.get("correlationId")), "corr-ch10-001"_ba);
        QCOMPARE(text(marker.get("processedAt")), text(w.clock.nowIso()));
        QVERIFY(!marker.data().contains("duplicateBusinessOutcome"));

        QCOMPARE(w.store.count("workflowOutbox"), std::size_t{1});
        const Json receipt = w.store.get("workflowOutbox/email-receipt-ord-ch10-001").data();
        QCOMPARE(text(receipt["eventId"]), "email-receipt-ord-ch10-001"_ba);
        QCOMPARE(text(receipt["type"]), "SEND_RECEIPT"_ba);
        QCOMPARE(text(receipt["businessKey"]), "receipt-ord-ch10-001"_ba);
        QCOMPARE(text(receipt["orderId"]), text(kOrderId));
        QCOMPARE(text(receipt["state"]), "READY"_ba);
        QCOMPARE(receipt["attempts"].get<int>(), 0);
        QCOMPARE(text(receipt["nextAttemptAt"]), text(w.clock.nowIso()));
        QCOMPARE(text(receipt["correlationId"]), "corr-ch10-001"_ba);
        QCOMPARE(text(receipt["createdAt"]), text(w.clock.nowIso()));
        QCOMPARE(w.revenue(), kTotal);

        w.clock.advance(5000);
        const auto failure = paymentEvent("PAYMENT_FAILED", "evt-pay-failed-ord-ch10-001-v1");
        const auto outcome = w.workflow.process(failure, Fault::None);
        QVERIFY(outcome.parked);
        QCOMPARE(outcome.reply, ProcessOutcome::Reply::Ack);
        QCOMPARE(text(outcome.errorCode), "INVALID_TRANSITION_COMPLETED_TO_PAYMENT_FAILED"_ba);
        QCOMPARE(outcome.failureClass, std::optional(FailureClass::Permanent));
        QCOMPARE(text(outcome.result.action), "parked"_ba);
        QVERIFY(outcome.detail.find("workflowDeadLetters/") != std::string::npos);

        const Json parked = w.deadLetter(failure);
        QCOMPARE(text(parked["reason"]), "INVALID_TRANSITION_COMPLETED_TO_PAYMENT_FAILED"_ba);
        QCOMPARE(text(parked["correlationId"]), "corr-ch10-001"_ba);
        QCOMPARE(text(parked["state"]), "NEEDS_REVIEW"_ba);
        QCOMPARE(parked["schemaVersion"].get<int>(), 3);
        QCOMPARE(parked["parkCount"].get<int>(), 1);
        QCOMPARE(text(parked["parkedAt"]), text(w.clock.nowIso()));
        QCOMPARE(text(parked["lastDecisionBranch"]), "parked"_ba);
        QCOMPARE(text(parked["source"]), text(kPaymentSource));
        QCOMPARE(text(parked["id"]), "evt-pay-failed-ord-ch10-001-v1"_ba);
        QCOMPARE(text(parked["type"]), "PAYMENT_FAILED"_ba);
        QCOMPARE(text(parked["orderId"]), text(kOrderId));

        QCOMPARE(w.orderState(), "COMPLETED"_ba);
        QCOMPARE(w.revenue(), kTotal);
        QCOMPARE(w.store.count("workflowEvents"), std::size_t{1});
    }

    void decisionExplainsWhatWasReadAndWritten()
    {
        World w;
        w.seedOrder("PAYMENT_PENDING");
        const auto success = lessonSuccess();
        const Json first = w.workflow.handle(success, Fault::None).decision;
        QCOMPARE(text(first["strategy"]), "inbox-in-transaction"_ba);
        QCOMPARE(text(first["eventType"]), "PAYMENT_SUCCEEDED"_ba);
        QCOMPARE(text(first["inboxKey"]), text(kPaymentSource + '|' + kSuccessId));
        QCOMPARE(text(first["inboxDocument"]), text(WorkflowDocuments::inboxPath(success)));
        QCOMPARE(first["inboxExisted"], Json(false));
        QCOMPARE(text(first["orderPath"]), "orders/ord-ch10-001"_ba);
        QCOMPARE(text(first["orderState"]), "PAYMENT_PENDING"_ba);
        QCOMPARE(first["businessKeyChecked"], Json(true));
        QCOMPARE(first["businessKeyMatched"], Json(false));
        QCOMPARE(text(first["branch"]), "completed"_ba);
        const std::string shard = RevenueCounter::shardPath(RevenueCounter::shardFor(kOrderId));
        const Json expectedWrites = Json::array({
            Json{{"path", "orders/ord-ch10-001"}, {"op", "update"}, {"commit", 1}},
            Json{{"path", "workflowPaymentKeys/payment-ord-ch10-001"},
                 {"op", "create"},
                 {"commit", 1}},
            Json{{"path", "workflowOutbox/email-receipt-ord-ch10-001"},
                 {"op", "create"},
                 {"commit", 1}},
            Json{{"path", shard}, {"op", "merge"}, {"commit", 1}},
            Json{{"path", WorkflowDocuments::inboxPath(success)}, {"op", "create"}, {"commit", 1}},
        });
        QCOMPARE(text(first["writes"]), text(expectedWrites));

        const Json again = w.workflow.handle(success, Fault::None).decision;
        QCOMPARE(again["inboxExisted"], Json(true));
        QCOMPARE(text(again["branch"]), "duplicate"_ba);
        QVERIFY(again["writes"].empty());

        // A strategy without an inbox never looks: null, not false.
        w.workflow.setStrategy("PAYMENT_SUCCEEDED", HandlerStrategy::NoDedup);
        const Json blind = w.workflow.handle(success, Fault::None).decision;
        QCOMPARE(text(blind["strategy"]), "no-dedup"_ba);
        QVERIFY(blind["inboxExisted"].is_null());
        QCOMPARE(text(blind["orderState"]), "COMPLETED"_ba);
        QCOMPARE(blind["businessKeyChecked"], Json(false));

        // Two-write strategies number their commits.
        World split;
        split.seedOrder("PAYMENT_PENDING");
        split.workflow.setStrategyForAll(HandlerStrategy::MarkerBeforeEffect);
        const Json two = split.workflow.handle(success, Fault::None).decision;
        QCOMPARE(text(two["writes"][0]["path"]), text(WorkflowDocuments::inboxPath(success)));
        QCOMPARE(two["writes"][0]["commit"].get<int>(), 1);
        QCOMPARE(text(two["writes"][1]["path"]), "orders/ord-ch10-001"_ba);
        QCOMPARE(two["writes"][1]["commit"].get<int>(), 2);
    }

    void paymentBeforeOrderIsRetryableThenCompletes()
    {
        World w;
        const auto success = lessonSuccess();
        const auto error = handlerErrorFrom([&] { w.workflow.handle(success, Fault::None); });
        QVERIFY(error);
        QCOMPARE(text(error->code()), "ORDER_NOT_FOUND"_ba);
        QVERIFY(error->retryable());
        QCOMPARE(error->decision()["orderExisted"], Json(false));
        QCOMPARE(error->decision()["inboxExisted"], Json(false));
        QCOMPARE(text(error->decision()["branch"]), "retry"_ba);
        QCOMPARE(text(error->decision()["error"]["code"]), "ORDER_NOT_FOUND"_ba);
        QVERIFY(error->decision()["writes"].empty());

        const auto nacked = w.workflow.process(success, Fault::None);
        QCOMPARE(nacked.reply, ProcessOutcome::Reply::Nack);
        QCOMPARE(nacked.failureClass, std::optional(FailureClass::Retryable));
        QVERIFY(!nacked.parked);
        QVERIFY(w.store.collections().empty());

        const auto reserved = w.workflow.handle(
            orderEvent("ORDER_RESERVED", "evt-order-reserved-ord-ch10-001", true), Fault::None);
        QCOMPARE(text(reserved.action), "created"_ba);
        QVERIFY((reserved.transitions == std::vector{Transition{kOrderId, "", "RESERVED"}}));
        QCOMPARE(w.order()["total"].get<double>(), kTotal);
        QCOMPARE(text(w.order()["items"]), text(lessonItems()));

        const auto retried = w.workflow.process(success, Fault::None);
        QCOMPARE(retried.reply, ProcessOutcome::Reply::Ack);
        QCOMPARE(text(retried.result.action), "completed"_ba);
        QVERIFY((retried.result.transitions ==
                 std::vector{Transition{kOrderId, "RESERVED", "COMPLETED"}}));
        QCOMPARE(w.revenue(), kTotal);
    }

    void reservedWithoutOrderDataWaitsForTheOrder()
    {
        World w;
        const auto error = handlerErrorFrom(
            [&] { w.workflow.handle(orderEvent("ORDER_RESERVED", "evt-r", false), Fault::None); });
        QVERIFY(error);
        QCOMPARE(text(error->code()), "ORDER_NOT_FOUND"_ba);
    }

    void newEnvelopeSamePaymentKey_data()
    {
        QTest::addColumn<HandlerStrategy>("strategy");
        QTest::addColumn<QByteArray>("action");
        QTest::addColumn<int>("completionCount");
        QTest::addColumn<bool>("flaggedDuplicateOutcome");
        QTest::addRow("inbox-in-transaction")
            << HandlerStrategy::InboxInTransaction << "already-completed"_ba << 1 << true;
        QTest::addRow("event-id-only")
            << HandlerStrategy::EventIdOnly << "completed"_ba << 2 << false;
    }
    void newEnvelopeSamePaymentKey()
    {
        QFETCH(HandlerStrategy, strategy);
        QFETCH(QByteArray, action);
        QFETCH(int, completionCount);
        QFETCH(bool, flaggedDuplicateOutcome);
        World w;
        w.workflow.setStrategyForAll(strategy);
        w.seedOrder("PAYMENT_PENDING");
        const auto v2 = paymentEvent("PAYMENT_SUCCEEDED", "evt-pay-success-ord-ch10-001-v2");
        std::vector<ProcessOutcome> outcomes{w.workflow.process(lessonSuccess(), Fault::None),
                                             w.workflow.process(v2, Fault::None)};
        QCOMPARE(text(outcomes[1].result.action), action);
        QCOMPARE(completions(outcomes), completionCount);
        QCOMPARE(w.revenue(), kTotal * completionCount);
        if (completionCount == 2)
            QVERIFY((outcomes[1].result.transitions ==
                     std::vector{Transition{kOrderId, "COMPLETED", "COMPLETED"}}));
        const auto marker = w.store.get(WorkflowDocuments::inboxPath(v2));
        QVERIFY(marker.exists());
        QCOMPARE(text(marker.get("resultState")), "COMPLETED"_ba);
        QCOMPARE(marker.get("duplicateBusinessOutcome") == Json(true), flaggedDuplicateOutcome);
        QCOMPARE(w.store.count("workflowEvents"), std::size_t{2});
    }

    void strategyUnderScenario_data()
    {
        QTest::addColumn<HandlerStrategy>("strategy");
        QTest::addColumn<Scenario>("scenario");
        QTest::addColumn<QByteArray>("finalState");
        QTest::addColumn<int>("completionCount");
        QTest::addColumn<bool>("holds");
        using S = HandlerStrategy;
        using C = Scenario;
        const auto row = [](const char* name, S s, C c, QByteArray state, int n) {
            const bool holds = state == "COMPLETED" && n == 1;
            QTest::addRow("%s", name) << s << c << state << n << holds;
        };
        // The correct handler converges under every sequence...
        row("inbox/redelivery", S::InboxInTransaction, C::Redelivery, "COMPLETED", 1);
        row("inbox/crash-between-writes", S::InboxInTransaction, C::CrashBetweenWrites, "COMPLETED",
            1);
        row("inbox/new-envelope", S::InboxInTransaction, C::NewEnvelope, "COMPLETED", 1);
        row("inbox/stale-failure", S::InboxInTransaction, C::StaleFailure, "COMPLETED", 1);
        // ...each wrong one breaks under the sequence the lesson warns about,
        row("no-dedup/redelivery", S::NoDedup, C::Redelivery, "COMPLETED", 2);
        row("marker-before/crash-between-writes", S::MarkerBeforeEffect, C::CrashBetweenWrites,
            "PAYMENT_PENDING", 0);
        row("marker-after/crash-between-writes", S::MarkerAfterEffect, C::CrashBetweenWrites,
            "COMPLETED", 2);
        row("event-id-only/new-envelope", S::EventIdOnly, C::NewEnvelope, "COMPLETED", 2);
        row("business-key-only/stale-failure", S::BusinessKeyOnly, C::StaleFailure,
            "PAYMENT_FAILED", 1);
        // ...and survives (or also breaks under) the others.
        row("no-dedup/crash-between-writes", S::NoDedup, C::CrashBetweenWrites, "COMPLETED", 1);
        row("no-dedup/new-envelope", S::NoDedup, C::NewEnvelope, "COMPLETED", 2);
        row("no-dedup/stale-failure", S::NoDedup, C::StaleFailure, "PAYMENT_FAILED", 1);
        row("marker-before/redelivery", S::MarkerBeforeEffect, C::Redelivery, "COMPLETED", 1);
        row("marker-before/new-envelope", S::MarkerBeforeEffect, C::NewEnvelope, "COMPLETED", 1);
        row("marker-before/stale-failure", S::MarkerBeforeEffect, C::StaleFailure, "COMPLETED", 1);
        row("marker-after/redelivery", S::MarkerAfterEffect, C::Redelivery, "COMPLETED", 1);
        row("marker-after/new-envelope", S::MarkerAfterEffect, C::NewEnvelope, "COMPLETED", 2);
        row("marker-after/stale-failure", S::MarkerAfterEffect, C::StaleFailure, "COMPLETED", 1);
        row("event-id-only/redelivery", S::EventIdOnly, C::Redelivery, "COMPLETED", 1);
        row("event-id-only/crash-between-writes", S::EventIdOnly, C::CrashBetweenWrites,
            "COMPLETED", 1);
        row("event-id-only/stale-failure", S::EventIdOnly, C::StaleFailure, "COMPLETED", 1);
        row("business-key-only/redelivery", S::BusinessKeyOnly, C::Redelivery, "COMPLETED", 1);
        row("business-key-only/crash-between-writes", S::BusinessKeyOnly, C::CrashBetweenWrites,
            "COMPLETED", 1);
        row("business-key-only/new-envelope", S::BusinessKeyOnly, C::NewEnvelope, "COMPLETED", 1);
    }
    void strategyUnderScenario()
    {
        QFETCH(HandlerStrategy, strategy);
        QFETCH(Scenario, scenario);
        QFETCH(QByteArray, finalState);
        QFETCH(int, completionCount);
        QFETCH(bool, holds);
        World w;
        w.workflow.setStrategyForAll(strategy);
        const auto outcomes = play(w, scenario);
        QCOMPARE(w.orderState(), finalState);
        QCOMPARE(completions(outcomes), completionCount);
        // Revenue is recomputed from the shards, independently of the results.
        QCOMPARE(w.revenue(), kTotal * completionCount);
        const bool converged = w.orderState() == "COMPLETED" && w.revenue() == kTotal &&
                               w.store.count("workflowOutbox") == 1;
        QCOMPARE(converged, holds);
        for (const auto& outcome : outcomes)
            QVERIFY(!outcome.parked);
    }

    void noDedupResendsASentReceipt()
    {
        World w;
        w.workflow.setStrategyForAll(HandlerStrategy::NoDedup);
        w.seedOrder("PAYMENT_PENDING");
        w.workflow.process(lessonSuccess(), Fault::None);
        const std::string receipt = WorkflowDocuments::receiptPath(kOrderId);
        w.store.runTransaction([&](Transaction& tx) {
            tx.update(receipt, Json{{"state", "SENT"}, {"attempts", 1}});
        });
        w.workflow.process(lessonSuccess(), Fault::None);
        QCOMPARE(text(w.store.get(receipt).get("state")), "READY"_ba);
        QCOMPARE(w.store.get(receipt).get("attempts").get<int>(), 0);
        QCOMPARE(w.revenue(), 2 * kTotal);
        QCOMPARE(w.store.count("workflowEvents"), std::size_t{0});
    }

    void markerBeforeEffectLosesTheEffect()
    {
        World w;
        w.workflow.setStrategyForAll(HandlerStrategy::MarkerBeforeEffect);
        const auto outcomes = play(w, Scenario::CrashBetweenWrites);
        QCOMPARE(outcomes[0].reply, ProcessOutcome::Reply::Nack);
        QCOMPARE(text(outcomes[0].decision["crash"]), "between-writes"_ba);
        QCOMPARE(outcomes[0].decision["writes"].size(), std::size_t{1});
        QCOMPARE(text(outcomes[1].result.action), "duplicate"_ba);
        const auto marker = w.store.get(WorkflowDocuments::inboxPath(lessonSuccess()));
        QCOMPARE(text(marker.get("resultState")), "COMPLETED"_ba);
        QCOMPARE(w.orderState(), "PAYMENT_PENDING"_ba);
        QCOMPARE(w.store.count("workflowOutbox"), std::size_t{0});
    }

    void markerAfterEffectRepeatsTheEffect()
    {
        World w;
        w.workflow.setStrategyForAll(HandlerStrategy::MarkerAfterEffect);
        const auto outcomes = play(w, Scenario::CrashBetweenWrites);
        QCOMPARE(outcomes[0].reply, ProcessOutcome::Reply::Nack);
        QVERIFY((outcomes[0].result.transitions ==
                 std::vector{Transition{kOrderId, "PAYMENT_PENDING", "COMPLETED"}}));
        QVERIFY((outcomes[1].result.transitions ==
                 std::vector{Transition{kOrderId, "COMPLETED", "COMPLETED"}}));
        QCOMPARE(w.revenue(), 2 * kTotal);
        QCOMPARE(w.store.count("workflowEvents"), std::size_t{1});
    }

    void businessKeyOnlyUndoesACompletedOrder()
    {
        World w;
        w.workflow.setStrategyForAll(HandlerStrategy::BusinessKeyOnly);
        const auto outcomes = play(w, Scenario::StaleFailure);
        const auto& stale = outcomes.back();
        QCOMPARE(text(stale.result.action), "applied"_ba);
        QVERIFY((stale.result.transitions ==
                 std::vector{Transition{kOrderId, "COMPLETED", "PAYMENT_FAILED"}}));
        QCOMPARE(stale.decision["businessKeyChecked"], Json(true));
        QCOMPARE(stale.decision["businessKeyMatched"], Json(false));
        QCOMPARE(text(w.order()["paymentKey"]), "payment-ord-ch10-001-a1"_ba);
    }

    void crashBeforeCommit_data()
    {
        QTest::addColumn<HandlerStrategy>("strategy");
        QTest::addColumn<int>("durableCommits");
        QTest::addColumn<QByteArray>("orderState");
        QTest::addColumn<int>("markers");
        for (const auto s : {HandlerStrategy::InboxInTransaction, HandlerStrategy::NoDedup,
                             HandlerStrategy::EventIdOnly, HandlerStrategy::BusinessKeyOnly})
            QTest::addRow("%s", std::string(toString(s)).c_str())
                << s << 0 << "PAYMENT_PENDING"_ba << 0;
        // The crash strikes the last transaction; the first one is already durable.
        QTest::addRow("marker-before-effect")
            << HandlerStrategy::MarkerBeforeEffect << 1 << "PAYMENT_PENDING"_ba << 1;
        QTest::addRow("marker-after-effect")
            << HandlerStrategy::MarkerAfterEffect << 1 << "COMPLETED"_ba << 0;
    }
    void crashBeforeCommit()
    {
        QFETCH(HandlerStrategy, strategy);
        QFETCH(int, durableCommits);
        QFETCH(QByteArray, orderState);
        QFETCH(int, markers);
        World w;
        w.workflow.setStrategyForAll(strategy);
        w.seedOrder("PAYMENT_PENDING");
        const auto before = w.store.commitSequence();
        const auto outcome = w.workflow.process(lessonSuccess(), Fault::CrashBeforeCommit);
        QCOMPARE(outcome.reply, ProcessOutcome::Reply::Nack);
        QVERIFY(outcome.crashed());
        QVERIFY(!outcome.failureClass);
        QCOMPARE(text(outcome.decision["branch"]), "crash"_ba);
        QCOMPARE(text(outcome.decision["crash"]), "before-commit"_ba);
        QCOMPARE(static_cast<int>(w.store.commitSequence() - before), durableCommits);
        std::set<int> commits;
        for (const auto& write : outcome.decision["writes"])
            commits.insert(write["commit"].get<int>());
        QCOMPARE(static_cast<int>(commits.size()), durableCommits);
        QCOMPARE(w.orderState(), orderState);
        QCOMPARE(static_cast<int>(w.store.count("workflowEvents")), markers);
    }

    void crashAfterCommitKeepsWritesAndRedeliveryIsDuplicate()
    {
        World w;
        w.seedOrder("PAYMENT_PENDING");
        const auto success = lessonSuccess();
        const auto crashed = w.workflow.process(success, Fault::CrashAfterCommit);
        QCOMPARE(crashed.reply, ProcessOutcome::Reply::NoAck);
        QVERIFY(crashed.crashed());
        QCOMPARE(text(crashed.errorCode), "SIMULATED_CRASH"_ba);
        QVERIFY(!crashed.parked);
        QCOMPARE(text(crashed.decision["crash"]), "after-commit"_ba);
        QCOMPARE(text(crashed.decision["plannedBranch"]), "completed"_ba);
        QCOMPARE(text(crashed.result.action), "completed"_ba);
        QCOMPARE(completions({crashed}), 1);
        QCOMPARE(w.orderState(), "COMPLETED"_ba);
        QCOMPARE(w.store.count("workflowEvents"), std::size_t{1});

        const auto redelivered = w.workflow.process(success, Fault::None);
        QCOMPARE(text(redelivered.result.action), "duplicate"_ba);
        QCOMPARE(w.revenue(), kTotal);

        try {
            w.workflow.handle(success, Fault::CrashAfterCommit);
            QFAIL("handle() should have crashed");
        } catch (const SimulatedCrash& crash) {
            QVERIFY(crash.afterCommit());
        }
    }

    void injectedHandlerFaults()
    {
        World w;
        w.seedOrder("PAYMENT_PENDING");
        const auto success = lessonSuccess();
        const auto before = w.store.commitSequence();
        const auto transient = w.workflow.process(success, Fault::TransientError);
        QCOMPARE(transient.reply, ProcessOutcome::Reply::Nack);
        QCOMPARE(text(transient.errorCode), "TRANSIENT_ERROR"_ba);
        QCOMPARE(transient.failureClass, std::optional(FailureClass::Retryable));
        QCOMPARE(w.store.commitSequence(), before);

        const auto permanent = w.workflow.process(success, Fault::PermanentError);
        QCOMPARE(permanent.reply, ProcessOutcome::Reply::Ack);
        QVERIFY(permanent.parked);
        QCOMPARE(text(w.deadLetter(success)["reason"]), "PERMANENT_ERROR"_ba);
        QCOMPARE(w.orderState(), "PAYMENT_PENDING"_ba);
        QCOMPARE(w.store.count("workflowEvents"), std::size_t{0});

        const auto lostAck = w.workflow.process(success, Fault::LostAck);
        QCOMPARE(lostAck.reply, ProcessOutcome::Reply::NoAck);
        QCOMPARE(text(lostAck.result.action), "completed"_ba);
        QVERIFY(lostAck.errorCode.empty());
        QCOMPARE(w.orderState(), "COMPLETED"_ba);
    }

    void transitionTable_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("eventType");
        QTest::addColumn<QByteArray>("action");    // empty when rejected
        QTest::addColumn<QByteArray>("errorCode"); // empty when allowed
        const std::set<std::pair<std::string, std::string>> allowed{
            {"CREATED", "RESERVED"},
            {"RESERVED", "PAYMENT_PENDING"},
            {"RESERVED", "COMPLETED"},
            {"PAYMENT_PENDING", "COMPLETED"},
            {"RESERVED", "PAYMENT_FAILED"},
            {"PAYMENT_PENDING", "PAYMENT_FAILED"},
            {"PAYMENT_FAILED", "PAYMENT_PENDING"},
            {"CREATED", "CANCELLED"},
            {"RESERVED", "CANCELLED"},
            {"PAYMENT_PENDING", "CANCELLED"},
            {"PAYMENT_FAILED", "CANCELLED"},
        };
        const std::vector<std::pair<std::string, std::string>> events{
            {"ORDER_RESERVED", "RESERVED"},     {"PAYMENT_REQUESTED", "PAYMENT_PENDING"},
            {"PAYMENT_SUCCEEDED", "COMPLETED"}, {"PAYMENT_FAILED", "PAYMENT_FAILED"},
            {"ORDER_CANCELLED", "CANCELLED"},
        };
        for (const char* from :
             {"CREATED", "RESERVED", "PAYMENT_PENDING", "COMPLETED", "PAYMENT_FAILED", "CANCELLED"})
            for (const auto& [type, to] : events) {
                QByteArray action, code;
                if (allowed.count({from, to}))
                    action = to == "COMPLETED" ? "completed" : "applied";
                else if (std::string(from) == "COMPLETED" && to == "COMPLETED")
                    action = "already-completed";
                else
                    code = QByteArray("INVALID_TRANSITION_") + from + "_TO_" + to.c_str();
                QTest::addRow("%s + %s", from, type.c_str())
                    << QByteArray(from) << QByteArray::fromStdString(type) << action << code;
            }
    }
    void transitionTable()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, eventType);
        QFETCH(QByteArray, action);
        QFETCH(QByteArray, errorCode);
        World w;
        w.seedOrder(from.toStdString());
        const auto event = paymentEvent(eventType.toStdString(), "evt-table");
        if (errorCode.isEmpty()) {
            const auto result = w.workflow.handle(event, Fault::None);
            QCOMPARE(text(result.action), action);
            QCOMPARE(w.orderState(), text(result.resultState));
            QVERIFY(w.store.get(WorkflowDocuments::inboxPath(event)).exists());
            return;
        }
        const auto error = handlerErrorFrom([&] { w.workflow.handle(event, Fault::None); });
        QVERIFY(error);
        QCOMPARE(text(error->code()), errorCode);
        QCOMPARE(error->failureClass(), FailureClass::Permanent);
        QCOMPARE(text(error->decision()["orderState"]), from);
        QCOMPARE(w.orderState(), from);
        QCOMPARE(w.store.count("workflowEvents"), std::size_t{0});
    }

    void nothingReturnsToCreated()
    {
        for (const auto state : kOrderStates)
            QVERIFY(!OrderStateMachine::allows(state, OrderState::Created));
        QCOMPARE(text(OrderStateMachine::invalidTransitionCode("SHIPPED", OrderState::Completed)),
                 "INVALID_TRANSITION_SHIPPED_TO_COMPLETED"_ba);
        QVERIFY(!OrderStateMachine::allows("SHIPPED", OrderState::Cancelled));
    }

    void orderCreatedFlow()
    {
        World w;
        const auto created = orderEvent("ORDER_CREATED", "evt-order-created-ord-ch10-001", true);
        const auto first = w.workflow.handle(created, Fault::None);
        QCOMPARE(text(first.action), "created"_ba);
        const Json order = w.order();
        QCOMPARE(text(order["customerId"]), "cust-ch10"_ba);
        QCOMPARE(text(order["items"]), text(lessonItems()));
        QCOMPARE(order["total"].get<double>(), kTotal);
        QCOMPARE(text(order["state"]), "CREATED"_ba);
        QVERIFY(order["paymentKey"].is_null());
        QCOMPARE(text(order["lastEventId"]), "evt-order-created-ord-ch10-001"_ba);
        QCOMPARE(text(order["updatedAt"]), text(w.clock.nowIso()));

        QCOMPARE(text(w.workflow.handle(created, Fault::None).action), "duplicate"_ba);
        w.workflow.handle(orderEvent("ORDER_RESERVED", "evt-reserved", false), Fault::None);

        auto copy = created;
        copy.id = "evt-order-created-ord-ch10-001-copy";
        const auto again = w.workflow.handle(copy, Fault::None);
        QCOMPARE(text(again.action), "already-exists"_ba);
        QCOMPARE(text(again.resultState), "RESERVED"_ba);
        QCOMPARE(w.orderState(), "RESERVED"_ba);
        const auto marker = w.store.get(WorkflowDocuments::inboxPath(copy));
        QCOMPARE(marker.get("duplicateBusinessOutcome"), Json(true));

        // Without dedup, the redelivered creation starts the order over.
        w.workflow.setStrategy("ORDER_CREATED", HandlerStrategy::NoDedup);
        const auto reset = w.workflow.handle(created, Fault::None);
        QVERIFY((reset.transitions == std::vector{Transition{kOrderId, "RESERVED", "CREATED"}}));
        QCOMPARE(w.orderState(), "CREATED"_ba);
    }

    void malformedEventsAreParked_data()
    {
        QTest::addColumn<QByteArray>("eventJson");
        QTest::addRow("unknown type")
            << R"({"source":"s","id":"e1","type":"ORDER_SHIPPED","orderId":"o1"})"_ba;
        QTest::addRow("no orderId") << R"({"source":"s","id":"e1","type":"PAYMENT_SUCCEEDED"})"_ba;
        QTest::addRow("orderId with slash")
            << R"({"source":"s","id":"e1","type":"PAYMENT_SUCCEEDED","orderId":"a/b"})"_ba;
        QTest::addRow("total is text")
            << R"({"source":"s","id":"e1","type":"ORDER_CREATED","orderId":"o1","customerId":"c","items":[],"total":"lots"})"_ba;
        QTest::addRow("negative total")
            << R"({"source":"s","id":"e1","type":"ORDER_CREATED","orderId":"o1","customerId":"c","items":[],"total":-5})"_ba;
        QTest::addRow("no total")
            << R"({"source":"s","id":"e1","type":"ORDER_CREATED","orderId":"o1","customerId":"c","items":[]})"_ba;
        QTest::addRow("no customer")
            << R"({"source":"s","id":"e1","type":"ORDER_CREATED","orderId":"o1","items":[],"total":1})"_ba;
        QTest::addRow("item qty zero")
            << R"({"source":"s","id":"e1","type":"ORDER_CREATED","orderId":"o1","customerId":"c","items":[{"sku":"x","qty":0,"price":1}],"total":1})"_ba;
        QTest::addRow("reserved with bad total")
            << R"({"source":"s","id":"e1","type":"ORDER_RESERVED","orderId":"o1","total":null})"_ba;
    }
    void malformedEventsAreParked()
    {
        QFETCH(QByteArray, eventJson);
        World w;
        const auto event = CloudEvent::parse(eventJson.toStdString());
        const auto outcome = w.workflow.process(event, Fault::None);
        QVERIFY(outcome.parked);
        QCOMPARE(outcome.reply, ProcessOutcome::Reply::Ack);
        QCOMPARE(text(outcome.errorCode), "MALFORMED_EVENT"_ba);
        QCOMPARE(text(outcome.decision["branch"]), "parked"_ba);
        QCOMPARE(w.store.count("orders"), std::size_t{0});
        QCOMPARE(w.store.count("workflowEvents"), std::size_t{0});
        const Json parked = w.deadLetter(event);
        QCOMPARE(text(parked["reason"]), "MALFORMED_EVENT"_ba);
        QVERIFY(!parked["reasonDetail"].get<std::string>().empty());
        QCOMPARE(text(parked["type"]), text(event.type));
    }

    void parkingTheSameEventAgainMergesAndCounts()
    {
        World w;
        w.seedOrder("COMPLETED");
        const auto failure = paymentEvent("PAYMENT_FAILED", "evt-pay-failed-ord-ch10-001-v1");
        w.workflow.process(failure, Fault::None);
        w.clock.advance(10000);
        w.workflow.process(failure, Fault::None);
        QCOMPARE(w.store.count("workflowDeadLetters"), std::size_t{1});
        const Json parked = w.deadLetter(failure);
        QCOMPARE(parked["parkCount"].get<int>(), 2);
        QCOMPARE(text(parked["parkedAt"]), text(w.clock.nowIso()));
        QCOMPARE(text(parked["state"]), "NEEDS_REVIEW"_ba);
        QCOMPARE(text(parked["reason"]), "INVALID_TRANSITION_COMPLETED_TO_PAYMENT_FAILED"_ba);
    }

    void parkedRecordRebuildsTheEvent()
    {
        World w;
        auto event = orderEvent("ORDER_CREATED", "evt-created-bad", true);
        event.data["total"] = "lots";
        event.subject = "orders/ord-ch10-001";
        w.workflow.process(event, Fault::None);
        QVERIFY(ParkedEvents(w.store).event(event.inboxId()) == event);
    }

    void replayAfterTheOrderCatchesUp()
    {
        World w;
        w.seedOrder("CREATED");
        const auto success = lessonSuccess();
        const auto parked = w.workflow.process(success, Fault::None);
        QCOMPARE(text(parked.errorCode), "INVALID_TRANSITION_CREATED_TO_COMPLETED"_ba);
        w.workflow.handle(orderEvent("ORDER_RESERVED", "evt-reserved", false), Fault::None);

        w.clock.advance(60000);
        const auto replayed = w.workflow.replay(success.inboxId(), Fault::None);
        QCOMPARE(replayed.reply, ProcessOutcome::Reply::Ack);
        QVERIFY(!replayed.parked);
        QCOMPARE(text(replayed.result.action), "completed"_ba);
        QVERIFY(replayed.detail.rfind("Replay: ", 0) == 0);
        QCOMPARE(w.orderState(), "COMPLETED"_ba);
        QCOMPARE(w.revenue(), kTotal);

        const Json record = w.deadLetter(success);
        QCOMPARE(text(record["state"]), "REPLAYED"_ba);
        QCOMPARE(text(record["replayedAt"]), text(w.clock.nowIso()));
        QCOMPARE(text(record["replayResult"]["action"]), "completed"_ba);
        QCOMPARE(text(record["replayResult"]["resultState"]), "COMPLETED"_ba);
        QCOMPARE(record["replayAttempts"].get<int>(), 1);
        QCOMPARE(text(record["reason"]), "INVALID_TRANSITION_CREATED_TO_COMPLETED"_ba);

        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 w.workflow.replay(success.inboxId(), Fault::None));
    }

    void replayRejectedAgainUpdatesTheReason()
    {
        World w;
        w.seedOrder("COMPLETED");
        const auto failure = paymentEvent("PAYMENT_FAILED", "evt-pay-failed-ord-ch10-001-v1");
        w.workflow.process(failure, Fault::PermanentError);
        QCOMPARE(text(w.deadLetter(failure)["reason"]), "PERMANENT_ERROR"_ba);

        const auto rejected = w.workflow.replay(failure.inboxId(), Fault::None);
        QVERIFY(rejected.parked);
        QCOMPARE(rejected.reply, ProcessOutcome::Reply::Ack);
        QCOMPARE(text(rejected.result.action), "parked"_ba);
        const Json record = w.deadLetter(failure);
        QCOMPARE(text(record["state"]), "NEEDS_REVIEW"_ba);
        QCOMPARE(text(record["reason"]), "INVALID_TRANSITION_COMPLETED_TO_PAYMENT_FAILED"_ba);
        QCOMPARE(text(record["lastDecisionBranch"]), "parked"_ba);
        QCOMPARE(record["replayAttempts"].get<int>(), 1);
        QCOMPARE(record["parkCount"].get<int>(), 1);
        QCOMPARE(w.orderState(), "COMPLETED"_ba);
    }

    void replayRetryOrCrashKeepsTheRecordForReview()
    {
        World w;
        w.seedOrder("PAYMENT_PENDING");
        const auto success = lessonSuccess();
        w.workflow.process(success, Fault::PermanentError);

        const auto retry = w.workflow.replay(success.inboxId(), Fault::TransientError);
        QCOMPARE(retry.reply, ProcessOutcome::Reply::Nack);
        QVERIFY(!retry.parked);
        const Json record = w.deadLetter(success);
        QCOMPARE(text(record["state"]), "NEEDS_REVIEW"_ba);
        QCOMPARE(text(record["lastReplayError"]["code"]), "TRANSIENT_ERROR"_ba);
        QCOMPARE(text(record["reason"]), "PERMANENT_ERROR"_ba);
        QCOMPARE(record["replayAttempts"].get<int>(), 1);

        // The operator's process dies too: the record cannot have been touched.
        const auto crashed = w.workflow.replay(success.inboxId(), Fault::CrashBeforeCommit);
        QVERIFY(crashed.crashed());
        QCOMPARE(crashed.reply, ProcessOutcome::Reply::Nack);
        QCOMPARE(text(w.deadLetter(success)), text(record));
        QCOMPARE(w.orderState(), "PAYMENT_PENDING"_ba);

        const auto replayed = w.workflow.replay(success.inboxId(), Fault::None);
        QCOMPARE(text(replayed.result.action), "completed"_ba);
        QCOMPARE(text(w.deadLetter(success)["state"]), "REPLAYED"_ba);
        QCOMPARE(w.deadLetter(success)["replayAttempts"].get<int>(), 2);
    }

    void resolveAndDiscardKeepTheEvidence()
    {
        World w;
        w.seedOrder("COMPLETED");
        const auto a = paymentEvent("PAYMENT_FAILED", "evt-a");
        const auto b = paymentEvent("PAYMENT_REQUESTED", "evt-b");
        w.workflow.process(a, Fault::None);
        w.workflow.process(b, Fault::None);

        w.workflow.resolve(a.inboxId(), "refunded by hand, ticket 42");
        Json record = w.deadLetter(a);
        QCOMPARE(text(record["state"]), "RESOLVED"_ba);
        QCOMPARE(text(record["resolution"]), "refunded by hand, ticket 42"_ba);
        QCOMPARE(text(record["resolvedAt"]), text(w.clock.nowIso()));
        QCOMPARE(text(record["reason"]), "INVALID_TRANSITION_COMPLETED_TO_PAYMENT_FAILED"_ba);

        w.workflow.discard(b.inboxId());
        record = w.deadLetter(b);
        QCOMPARE(text(record["state"]), "DISCARDED"_ba);
        QCOMPARE(text(record["discardedAt"]), text(w.clock.nowIso()));
        QCOMPARE(text(record["type"]), "PAYMENT_REQUESTED"_ba);
        QCOMPARE(text(record["reason"]), "INVALID_TRANSITION_COMPLETED_TO_PAYMENT_PENDING"_ba);

        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, w.workflow.resolve("no-such-id", "x"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, w.workflow.discard(a.inboxId()));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 w.workflow.replay(b.inboxId(), Fault::None));
        try {
            w.workflow.replay("no-such-id", Fault::None);
        } catch (const std::invalid_argument& error) {
            QVERIFY(std::string(error.what()).find("no-such-id") != std::string::npos);
        }
    }

    void strategiesPerEventType()
    {
        World w;
        for (const auto type : kOrderEventTypes)
            QCOMPARE(text(w.workflow.strategy(std::string(toString(type)))),
                     "inbox-in-transaction"_ba);
        w.workflow.setStrategy("PAYMENT_SUCCEEDED", HandlerStrategy::EventIdOnly);
        QCOMPARE(text(w.workflow.strategy("PAYMENT_SUCCEEDED")), "event-id-only"_ba);
        QCOMPARE(text(w.workflow.strategy("PAYMENT_FAILED")), "inbox-in-transaction"_ba);
        w.workflow.setStrategyForAll(HandlerStrategy::NoDedup);
        QCOMPARE(text(w.workflow.strategy("ORDER_CANCELLED")), "no-dedup"_ba);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 w.workflow.setStrategy("ORDER_SHIPPED", HandlerStrategy::NoDedup));

        const std::vector<std::string> names{"inbox-in-transaction", "no-dedup",
                                             "marker-before-effect", "marker-after-effect",
                                             "event-id-only",        "business-key-only"};
        for (std::size_t i = 0; i < names.size(); ++i) {
            QCOMPARE(text(kHandlerStrategies[i]), text(names[i]));
            QVERIFY(handlerStrategyFromString(names[i]) == kHandlerStrategies[i]);
        }
        QVERIFY(!handlerStrategyFromString("exactly-once"));
    }

    void revenueCounterShards()
    {
        QCOMPARE(RevenueCounter::fnv1a(""), 2166136261u);
        QCOMPARE(RevenueCounter::fnv1a("a"), 0xe40c292cu);
        const int shard = RevenueCounter::shardFor(kOrderId);
        QVERIFY(shard >= 0 && shard < RevenueCounter::kShards);
        QCOMPARE(RevenueCounter::shardFor(kOrderId), shard);

        World w;
        w.store.runTransaction([](Transaction& tx) {
            tx.set(RevenueCounter::shardPath(0), RevenueCounter::incrementPatch(Json(10)), true);
            tx.set(RevenueCounter::shardPath(3), RevenueCounter::incrementPatch(Json(2.5)), true);
        });
        QCOMPARE(w.revenue(), 12.5);
        w.seedOrder("PAYMENT_PENDING");
        w.workflow.handle(lessonSuccess(), Fault::None);
        QCOMPARE(w.revenue(), 12.5 + kTotal);
        const auto written = w.store.get(RevenueCounter::shardPath(shard)).get("value");
        QCOMPARE(written.get<double>(), kTotal + (shard == 0 ? 10 : shard == 3 ? 2.5 : 0));
    }
};

QTEST_GUILESS_MAIN(TestWorkflow)
#include "tst_workflow.moc"
