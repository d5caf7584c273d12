// Handler attempts that take time: overlap with a redelivery after the ack
// deadline, under both concurrency modes, and what each strategy makes of it.
#include "InFlightFixtures.h"
#include "delivery/DeliveryChannel.h"
#include "lab/commands/LabError.h"

#include <QtTest>

using namespace atlas;
using namespace atlas::fixtures;

namespace {

// The lesson's payment, delivered with a handler slower than the 10 s ack
// deadline; at the deadline the channel redelivers, and the redelivery (a
// quick attempt) is delivered while the first still runs.
void slowFirstAttemptThenRedelivery(Lab& lab)
{
    lab.execute("publish", Json{{"event", paymentEvent()}});
    lab.execute("deliver", Json{{"delivery", "latest"}, {"durationMs", 15'000}});
    lab.execute("advanceClock", Json{{"ms", 10'000}});
    lab.execute("deliverNext");
}

} // namespace

class TestInFlight : public QObject
{
    Q_OBJECT
private slots:
    void anAttemptWithADurationReadsNowAndCommitsWhenItFinishes()
    {
        Lab lab;
        setUpPaymentWorld(lab, "inbox-in-transaction", "pessimistic");
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("deliver", Json{{"delivery", "latest"}, {"durationMs", 5'000}});
        QCOMPARE(lab.inFlight().attempts().size(), std::size_t(1));
        QCOMPARE(lab.journal().lastOfKind("handler")->outcome, std::string("started"));
        QCOMPARE(lab.journal().lastOfKind("handler-result"), nullptr);
        QVERIFY(!lab.store().get(kInboxPath).exists());
        QCOMPARE(orderState(lab), std::string("PAYMENT_PENDING"));

        const Millis start = lab.clock().now();
        lab.execute("finishAttempt", Json::object());
        QCOMPARE(lab.clock().now() - start, Millis(5'000));
        QVERIFY(lab.inFlight().empty());
        QCOMPARE(lab.journal().lastOfKind("handler-result")->outcome, std::string("completed"));
        QCOMPARE(orderState(lab), std::string("COMPLETED"));
        QVERIFY(lab.store().get(kInboxPath).exists());
        QCOMPARE(countOutcome(lab, "channel", "acked"), std::size_t(1));
        QCOMPARE(countOutcome(lab, "channel", "redelivered-while-running"), std::size_t(0));
        const Json info = lab.journal().lastOfKind("handler-result")->data().at("inFlight");
        QCOMPARE(info.at("txAttempts").get<int>(), 1);
        QCOMPARE(info.at("durationMs").get<int>(), 5'000);
    }

    void theAckDeadlinePassingMidRunRedeliversAndTheLateAckIsIgnored()
    {
        Lab lab;
        setUpPaymentWorld(lab, "inbox-in-transaction", "pessimistic");
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("deliver", Json{{"delivery", "latest"}, {"durationMs", 15'000}});
        lab.execute("advanceClock", Json{{"ms", 10'000}});
        QCOMPARE(countOutcome(lab, "channel", "redelivered-while-running"), std::size_t(1));
        QCOMPARE(lab.channel().queue().size(), std::size_t(1));
        QVERIFY(lab.channel().queue().front().cause == Delivery::Cause::AckDeadline);
        QCOMPARE(lab.channel().message(1)->attempts, 1); // the redelivery counts when it starts
        lab.execute("finishAttempt", Json{{"attempt", 1}});
        QCOMPARE(countOutcome(lab, "channel", "late-reply"), std::size_t(1));
        QCOMPARE(countOutcome(lab, "channel", "acked"), std::size_t(0));
        QVERIFY(lab.channel().message(1)->status == MessageStatus::Pending);
        QVERIFY(lab.journal()
                    .lastOfKind("handler-result")
                    ->data().at("inFlight")
                    .value("pastAckDeadline", false));
        // The redelivery still comes and, with the marker there, is a duplicate.
        lab.execute("deliverNext");
        QCOMPARE(lab.journal().lastOfKind("handler-result")->outcome, std::string("duplicate"));
        QVERIFY(lab.channel().message(1)->status == MessageStatus::Acked);
    }

    void aReplyAtTheDeadlineItselfIsTooLate()
    {
        Lab lab;
        setUpPaymentWorld(lab, "inbox-in-transaction", "pessimistic");
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("deliver", Json{{"delivery", "latest"}, {"durationMs", 10'000}});
        lab.execute("finishAttempt", Json::object());
        QCOMPARE(countOutcome(lab, "channel", "redelivered-while-running"), std::size_t(1));
        QCOMPARE(countOutcome(lab, "channel", "late-reply"), std::size_t(1));

        Lab quick;
        setUpPaymentWorld(quick, "inbox-in-transaction", "pessimistic");
        quick.execute("publish", Json{{"event", paymentEvent()}});
        quick.execute("deliver", Json{{"delivery", "latest"}, {"durationMs", 9'999}});
        quick.execute("finishAttempt", Json::object());
        QCOMPARE(countOutcome(quick, "channel", "redelivered-while-running"), std::size_t(0));
        QCOMPARE(countOutcome(quick, "channel", "acked"), std::size_t(1));
    }

    void pessimisticRedeliveryWaitsForTheLockThenFindsTheMarker()
    {
        Lab lab;
        setUpPaymentWorld(lab, "inbox-in-transaction", "pessimistic");
        slowFirstAttemptThenRedelivery(lab);
        QCOMPARE(lab.inFlight().attempts().size(), std::size_t(2));
        const InFlightAttempt& second = lab.inFlight().attempts().rbegin()->second;
        QVERIFY(second.state == InFlightAttempt::State::Waiting);
        QCOMPARE(second.waitingOn, std::uint64_t(1));
        QCOMPARE(second.waitingFor, kInboxPath);
        QCOMPARE(lab.journal().lastOfKind("handler")->outcome, std::string("lock-wait"));
        QVERIFY(!lab.store().get(kInboxPath).exists());

        lab.execute("finishAttempt", Json{{"attempt", "next"}});
        // #1 committed at 15 s; #2 read the committed state and, quick, finished too.
        QVERIFY(lab.inFlight().empty());
        QCOMPARE(countOutcome(lab, "handler", "resumed"), std::size_t(1));
        QCOMPARE(countOutcome(lab, "handler-result", "completed"), std::size_t(1));
        QCOMPARE(lab.journal().lastOfKind("handler-result")->outcome, std::string("duplicate"));
        QCOMPARE(lab.store().count("workflowEvents"), std::size_t(1));
        QCOMPARE(orderState(lab), std::string("COMPLETED"));
        QCOMPARE(revenue(lab), 42.0);
        QVERIFY(lab.invariant("single-completion").holds);
        QVERIFY(lab.channel().message(1)->status == MessageStatus::Acked);
        QCOMPARE(countOutcome(lab, "handler", "aborted"), std::size_t(0));
        const Json contention =
            lab.journal().lastOfKind("handler-result")->data().at("inFlight").at("contention");
        QCOMPARE(contention.size(), std::size_t(1));
        QCOMPARE(contention[0].at("kind").get<std::string>(), std::string("lock-wait"));
        QCOMPARE(contention[0].at("holder").get<int>(), 1);
    }

    void optimisticRedeliveryCommitsFirstAndTheSlowAttemptIsAbortedAndRetried()
    {
        Lab lab;
        setUpPaymentWorld(lab, "inbox-in-transaction", "optimistic");
        slowFirstAttemptThenRedelivery(lab);
        // Nobody waits: the quick redelivery read no marker and committed at 10 s.
        QCOMPARE(lab.inFlight().attempts().size(), std::size_t(1));
        QCOMPARE(lab.journal().lastOfKind("handler-result")->outcome, std::string("completed"));
        QVERIFY(lab.channel().message(1)->status == MessageStatus::Acked);

        lab.execute("finishAttempt", Json::object()); // 15 s: #1's commit is ABORTED
        QCOMPARE(countOutcome(lab, "handler", "aborted"), std::size_t(1));
        const JournalEntry* aborted = lab.journal().lastOfKind("handler");
        QCOMPARE(aborted->outcome, std::string("aborted"));
        QCOMPARE(aborted->data().at("txAttempt").get<int>(), 1);
        // The marker, the order and the payment key's record, all written by #2.
        QCOMPARE(aborted->data().at("changed").size(), std::size_t(3));
        QCOMPARE(aborted->data().at("changed")[0].at("by").get<int>(), 2);
        QCOMPARE(lab.inFlight().attempts().begin()->second.tx.txAttempt, 2);
        QCOMPARE(lab.inFlight().attempts().begin()->second.finishesAt, lab.clock().now() + 15'000);

        lab.execute("finishAttempt", Json::object()); // 30 s: the retry read the marker
        QVERIFY(lab.inFlight().empty());
        const JournalEntry* result = lab.journal().lastOfKind("handler-result");
        QCOMPARE(result->outcome, std::string("duplicate"));
        QCOMPARE(result->data().at("inFlight").at("txAttempts").get<int>(), 2);
        QCOMPARE(lab.store().count("workflowEvents"), std::size_t(1));
        QCOMPARE(revenue(lab), 42.0);
        QVERIFY(lab.invariant("single-completion").holds);
    }

    void noDedupAppliesTwiceWhenAttemptsOverlap_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addRow("pessimistic") << QStringLiteral("pessimistic");
        QTest::addRow("optimistic") << QStringLiteral("optimistic");
    }
    void noDedupAppliesTwiceWhenAttemptsOverlap()
    {
        QFETCH(QString, mode);
        Lab lab;
        setUpPaymentWorld(lab, "no-dedup", mode.toStdString());
        slowFirstAttemptThenRedelivery(lab);
        lab.execute("deliverAll");
        QVERIFY(lab.inFlight().empty());
        QCOMPARE(countOutcome(lab, "handler-result", "completed"), std::size_t(2));
        QCOMPARE(revenue(lab), 84.0);
        QVERIFY(!lab.invariant("single-completion").holds);
        // Optimistic: the slow one was ABORTED once and re-applied on its retry.
        QCOMPARE(countOutcome(lab, "handler", "aborted"),
                 std::size_t(mode == QStringLiteral("optimistic")));
        QCOMPARE(countOutcome(lab, "handler", "lock-wait"),
                 std::size_t(mode == QStringLiteral("pessimistic")));
    }

    void markerAfterEffectRepeatsTheEffectDuringItsSlowSecondWrite_data()
    {
        noDedupAppliesTwiceWhenAttemptsOverlap_data();
    }
    void markerAfterEffectRepeatsTheEffectDuringItsSlowSecondWrite()
    {
        QFETCH(QString, mode);
        Lab lab;
        setUpPaymentWorld(lab, "marker-after-effect", mode.toStdString());
        slowFirstAttemptThenRedelivery(lab);
        // The effect committed when #1 started; its marker is still to come,
        // so the redelivery found none and applied the effect again.
        QCOMPARE(countOutcome(lab, "handler-result", "completed"), std::size_t(1));
        QCOMPARE(revenue(lab), 84.0);
        lab.execute("deliverAll");
        QVERIFY(lab.inFlight().empty());
        QVERIFY(!lab.invariant("single-completion").holds);
        // #1's marker create then finds the redelivery's marker: parked.
        QCOMPARE(lab.journal().lastOfKind("handler-result")->outcome, std::string("parked"));
        QCOMPARE(lab.store().count("workflowEvents"), std::size_t(1));
    }

    void finishAttemptIsRefusedWithoutAnAttemptOrForAWaitingOne()
    {
        Lab lab;
        setUpPaymentWorld(lab, "inbox-in-transaction", "pessimistic");
        QVERIFY_THROWS_EXCEPTION(LabError, lab.execute("finishAttempt", Json::object()));
        slowFirstAttemptThenRedelivery(lab);
        const std::size_t logged = lab.commandLog().size();
        QVERIFY_THROWS_EXCEPTION(LabError, lab.execute("finishAttempt", Json{{"attempt", 2}}));
        QVERIFY_THROWS_EXCEPTION(LabError, lab.execute("finishAttempt", Json{{"attempt", 9}}));
        QVERIFY_THROWS_EXCEPTION(LabError, lab.execute("finishAttempt", Json{{"attempt", "soon"}}));
        QVERIFY_THROWS_EXCEPTION(LabError,
                                 lab.execute("setConcurrencyMode", Json{{"mode", "optimistic"}}));
        QCOMPARE(lab.commandLog().size(), logged);
        QVERIFY_THROWS_EXCEPTION(
            LabError, lab.execute("setHandlerDuration", Json{{"eventType", "*"}, {"ms", 270'001}}));
        QVERIFY_THROWS_EXCEPTION(
            LabError, lab.execute("setHandlerDuration", Json{{"eventType", "NOPE"}, {"ms", 1}}));
    }

    void aHandlerDurationPerEventTypeAppliesToEveryAttemptOfThatType()
    {
        Lab lab;
        setUpPaymentWorld(lab, "inbox-in-transaction", "pessimistic");
        lab.execute("setHandlerDuration", Json{{"eventType", "PAYMENT_SUCCEEDED"}, {"ms", 3'000}});
        lab.execute("publish", Json{{"event", reservedEvent("ord-other")}});
        lab.execute("deliverNext"); // ORDER_RESERVED: no duration, runs at once
        QVERIFY(lab.inFlight().empty());
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("deliverNext");
        QCOMPARE(lab.inFlight().attempts().size(), std::size_t(1));
        QCOMPARE(lab.inFlight().attempts().begin()->second.duration, Millis(3'000));
        // deliverNext with nothing queued lets the attempt finish.
        lab.execute("deliverNext");
        QVERIFY(lab.inFlight().empty());
        QCOMPARE(orderState(lab), std::string("COMPLETED"));
        lab.execute("setHandlerDuration", Json{{"eventType", "*"}, {"ms", 0}});
        lab.execute("publish", Json{{"event", paymentEvent("PAYMENT_SUCCEEDED", "evt-2")}});
        lab.execute("deliverNext");
        QVERIFY(lab.inFlight().empty());
    }

    void deliverAllDrainsAttemptsInFlightInSimTimeOrder()
    {
        Lab lab;
        setUpPaymentWorld(lab, "inbox-in-transaction", "optimistic");
        lab.execute("setHandlerDuration", Json{{"eventType", "*"}, {"ms", 4'000}});
        lab.execute("publish", Json{{"event", reservedEvent("ord-a")}});
        lab.execute("publish", Json{{"event", reservedEvent("ord-b")}});
        lab.execute("deliverNext");
        lab.execute("advanceClock", Json{{"ms", 1'000}});
        lab.execute("deliverNext");
        QCOMPARE(lab.inFlight().attempts().size(), std::size_t(2));
        lab.execute("deliverAll");
        QVERIFY(lab.inFlight().empty());
        std::vector<std::string> finished;
        for (const auto& e : lab.journal().entries())
            if (e.kind == "handler-result")
                finished.push_back(e.messageKey);
        QCOMPARE(finished.size(), std::size_t(2));
        QCOMPARE(finished[0], std::string("atlasmart://orders|evt-reserved-ord-a"));
        QCOMPARE(finished[1], std::string("atlasmart://orders|evt-reserved-ord-b"));
        QCOMPARE(lab.clock().now() - lab.clock().epoch(), Millis(5'000));
    }
};

QTEST_GUILESS_MAIN(TestInFlight)
#include "tst_inflight.moc"
