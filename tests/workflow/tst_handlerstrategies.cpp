// What each handler strategy does with redelivery, new envelopes, stale failures and early events.
#include "WorkflowTestSupport.h"

using namespace atlas;
using namespace atlas::workflowtest;
using namespace Qt::StringLiterals;

namespace {

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

class TestHandlerStrategies : public QObject
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
        QCOMPARE(text(outcomes[0].decision.json()["crash"]), "between-writes"_ba);
        QCOMPARE(outcomes[0].decision.json()["writes"].size(), std::size_t{1});
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
        QCOMPARE(stale.decision.json()["businessKeyChecked"], Json(true));
        QCOMPARE(stale.decision.json()["businessKeyMatched"], Json(false));
        QCOMPARE(text(w.order()["paymentKey"]), "payment-ord-ch10-001-a1"_ba);
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
};

QTEST_GUILESS_MAIN(TestHandlerStrategies)
#include "tst_handlerstrategies.moc"
