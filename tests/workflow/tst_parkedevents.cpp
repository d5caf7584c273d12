// Parking malformed and impossible events, and replaying, resolving or discarding them.
#include "WorkflowTestSupport.h"

using namespace atlas;
using namespace atlas::workflowtest;
using namespace Qt::StringLiterals;

class TestParkedEvents : public QObject
{
    Q_OBJECT
private slots:
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
        QCOMPARE(text(outcome.decision.json()["branch"]), "parked"_ba);
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
};

QTEST_GUILESS_MAIN(TestParkedEvents)
#include "tst_parkedevents.moc"
