// Transactions of overlapping attempts contending for one order: the 5-try
// limit of optimistic mode, the lock queue of pessimistic mode, and replay of
// an interleaving from the command log.
#include "InFlightFixtures.h"
#include "delivery/DeliveryChannel.h"

#include <QtTest>

using namespace atlas;
using namespace atlas::fixtures;

namespace {

// `writers` messages for the lesson's order, published at once and all
// started at the same moment, each taking 1 s (all well inside the ack deadline).
void overlappingWriters(Lab& lab, int writers, bool samePayload)
{
    for (int i = 1; i <= writers; ++i)
        lab.execute("publish",
                    Json{{"event", paymentEvent("PAYMENT_SUCCEEDED",
                                                samePayload ? "evt-pay-success-ord-ch10-001-v1"
                                                            : "evt-pay-" + std::to_string(i))}});
    for (int i = 1; i <= writers; ++i)
        lab.execute("deliverNext", Json{{"durationMs", 1'000}});
}

} // namespace

class TestContention : public QObject
{
    Q_OBJECT
private slots:
    void sixOptimisticWritersToOneOrderExhaustTheFiveTries()
    {
        Lab lab;
        setUpPaymentWorld(lab, "no-dedup", "optimistic");
        overlappingWriters(lab, 6, true);
        QCOMPARE(lab.inFlight().attempts().size(), std::size_t(6));
        // Every second one writer commits and the others are ABORTED and run again.
        for (int round = 1; round <= 5; ++round)
            lab.execute("advanceClock", Json{{"ms", 1'000}});
        QVERIFY(lab.inFlight().empty());
        QCOMPARE(countOutcome(lab, "handler-result", "completed"), std::size_t(5));
        QCOMPARE(countOutcome(lab, "handler-result", "retry"), std::size_t(1));
        // 5 + 4 + 3 + 2 + 1 aborts; the last one gives up.
        QCOMPARE(countOutcome(lab, "handler", "aborted"), std::size_t(15));
        const JournalEntry* failed = lab.journal().lastOfKind("handler-result");
        QCOMPARE(failed->outcome, std::string("retry"));
        QCOMPARE(failed->data().at("error").get<std::string>(), std::string("CONTENTION"));
        QCOMPARE(failed->data().at("inFlight").at("txAttempts").get<int>(), 5);
        QCOMPARE(failed->data().at("reply").get<std::string>(), std::string("nack"));
        const JournalEntry* last = lab.journal().lastOfKind("handler");
        QCOMPARE(last->outcome, std::string("aborted"));
        QVERIFY(last->data().at("gaveUp").get<bool>());
        QCOMPARE(last->data().at("txAttempt").get<int>(), 5);
        // The channel retries that message after its backoff.
        QCOMPARE(countOutcome(lab, "channel", "retry-scheduled"), std::size_t(1));
        QCOMPARE(lab.channel().queue().size(), std::size_t(1));
        QCOMPARE(lab.metrics().value("handlerFailuresRetryable").value_or(-1), 1.0);
        lab.execute("deliverAll");
        QCOMPARE(countOutcome(lab, "handler-result", "completed"), std::size_t(6));
        QCOMPARE(revenue(lab), 6 * 42.0);
    }

    void fiveOptimisticWritersAllCommitOnTheirLastTry()
    {
        Lab lab;
        setUpPaymentWorld(lab, "no-dedup", "optimistic");
        overlappingWriters(lab, 5, true);
        lab.execute("deliverAll");
        QCOMPARE(countOutcome(lab, "handler-result", "completed"), std::size_t(5));
        QCOMPARE(countOutcome(lab, "handler-result", "retry"), std::size_t(0));
        QCOMPARE(countOutcome(lab, "handler", "aborted"), std::size_t(10));
    }

    void theLessonsHandlerStopsContendingOnceTheMarkerIsThere()
    {
        Lab lab;
        setUpPaymentWorld(lab, "inbox-in-transaction", "optimistic");
        overlappingWriters(lab, 6, true);
        lab.execute("deliverAll");
        // Each copy is ABORTED once, re-reads, finds the marker and writes nothing.
        QCOMPARE(countOutcome(lab, "handler", "aborted"), std::size_t(5));
        QCOMPARE(countOutcome(lab, "handler-result", "completed"), std::size_t(1));
        QCOMPARE(countOutcome(lab, "handler-result", "duplicate"), std::size_t(5));
        QCOMPARE(revenue(lab), 42.0);
        QVERIFY(lab.invariant("single-completion").holds);
        QVERIFY(lab.invariant("single-inbox-marker").holds);
    }

    void pessimisticWritersQueueBehindTheLockOneAtATime()
    {
        Lab lab;
        setUpPaymentWorld(lab, "inbox-in-transaction", "pessimistic");
        overlappingWriters(lab, 3, false);
        // #1 holds its marker and the order; #2 and #3 wait for the order.
        QCOMPARE(countOutcome(lab, "handler", "lock-wait"), std::size_t(2));
        for (const auto& [id, a] : lab.inFlight().attempts())
            if (id != 1) {
                QVERIFY(a.state == InFlightAttempt::State::Waiting);
                QCOMPARE(a.waitingOn, std::uint64_t(1));
                QCOMPARE(a.waitingFor, kOrderPath);
            }
        lab.execute("finishAttempt", Json::object());
        // #2 got the lock at 2 s; #3 now waits for #2.
        const InFlightAttempt& third = lab.inFlight().attempts().at(3);
        QVERIFY(third.state == InFlightAttempt::State::Waiting);
        QCOMPARE(third.waitingOn, std::uint64_t(2));
        QCOMPARE(lab.inFlight().attempts().at(2).finishesAt, lab.clock().now() + 1'000);
        lab.execute("deliverAll");
        QCOMPARE(countOutcome(lab, "handler-result", "completed"), std::size_t(1));
        QCOMPARE(countOutcome(lab, "handler-result", "already-completed"), std::size_t(2));
        QCOMPARE(countOutcome(lab, "handler", "aborted"), std::size_t(0));
        QCOMPARE(lab.clock().now() - lab.clock().epoch(), Millis(3'000));
        QCOMPARE(lab.store().count("workflowEvents"), std::size_t(3));
        QCOMPARE(revenue(lab), 42.0);
    }

    void aWriteOutsideTheHandlersAbortsAnOpenTransactionInEitherMode_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addRow("pessimistic") << QStringLiteral("pessimistic");
        QTest::addRow("optimistic") << QStringLiteral("optimistic");
    }
    void aWriteOutsideTheHandlersAbortsAnOpenTransactionInEitherMode()
    {
        QFETCH(QString, mode);
        Lab lab;
        setUpPaymentWorld(lab, "inbox-in-transaction", mode.toStdString());
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("deliverNext", Json{{"durationMs", 3'000}});
        Json repriced = lessonOrder("PAYMENT_PENDING");
        repriced["total"] = 50; // an operator corrects the price meanwhile
        lab.execute("seedDocument", Json{{"path", kOrderPath}, {"data", repriced}});
        lab.execute("finishAttempt", Json::object());
        const JournalEntry* aborted = lab.journal().lastOfKind("handler");
        QCOMPARE(aborted->outcome, std::string("aborted"));
        QCOMPARE(aborted->data().at("changed")[0].at("by").get<int>(), 0);
        lab.execute("finishAttempt", Json::object());
        QCOMPARE(lab.journal().lastOfKind("handler-result")->outcome, std::string("completed"));
    }

    void stepBackAndReplayRebuildTheSameInterleaving_data()
    {
        aWriteOutsideTheHandlersAbortsAnOpenTransactionInEitherMode_data();
    }
    void stepBackAndReplayRebuildTheSameInterleaving()
    {
        QFETCH(QString, mode);
        Lab lab;
        setUpPaymentWorld(lab, "inbox-in-transaction", mode.toStdString());
        lab.execute("setHandlerDuration", Json{{"eventType", "PAYMENT_SUCCEEDED"}, {"ms", 12'000}});
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("deliverNext");
        lab.execute("advanceClock", Json{{"ms", 10'000}});
        lab.execute("deliverNext", Json{{"durationMs", 1'000}});
        const std::string midway = dumpWorld(lab);
        lab.execute("finishAttempt", Json{{"attempt", "next"}});
        lab.execute("deliverAll");
        const std::string done = dumpWorld(lab);

        lab.replayTo(lab.commandLog().size());
        QCOMPARE(dumpWorld(lab), done);
        QVERIFY(lab.stepBack());
        QVERIFY(lab.stepBack());
        QCOMPARE(dumpWorld(lab), midway);
        // The rebuilt world carries on exactly as the first one did.
        lab.execute("finishAttempt", Json{{"attempt", "next"}});
        lab.execute("deliverAll");
        QCOMPARE(dumpWorld(lab), done);

        Lab restored;
        restored.restore(lab.seed(), lab.commandLog());
        QCOMPARE(dumpWorld(restored), done);
    }
};

QTEST_GUILESS_MAIN(TestContention)
#include "tst_contention.moc"
