// A consumer offline for a while: every push fails with UNAVAILABLE without
// the handler running, each failure a delivery attempt the retry policy
// retries; when the window ends (a timer on the sim clock) or the consumer is
// brought back by hand, the waiting retries are processed.
#include "LabDeliveryTestSupport.h"
#include "delivery/DeliveryChannel.h"
#include "lab/chaos/ConsumerFaults.h"
#include "lab/commands/LabError.h"
#include "store/clock/SimClock.h"

#include <QtTest>

using namespace atlas;
using namespace atlas::deliverytest;
using atlas::fixtures::paymentEvent;

class TestConsumerOffline : public QObject
{
    Q_OBJECT
private slots:
    void deliveriesFailWithoutTheHandlerUntilTheWindowEnds()
    {
        Lab lab;
        seedOrder(lab);
        const Millis t0 = lab.clock().now();
        lab.execute("setConsumerOffline", Json{{"enabled", true}, {"durationMs", 60'000}});
        QVERIFY(lab.consumer().offline());
        QCOMPARE(lab.consumer().offlineUntil(), std::optional<Millis>(t0 + 60'000));
        QCOMPARE(lab.journal().lastOfKind("channel")->outcome, std::string("consumer-offline"));
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("deliverAll");
        // Attempts at 0, 10, 30 s fail; the window ends at 60 s; the 4th
        // attempt, at 70 s, reaches the handler.
        QCOMPARE(countJournal(lab, "channel", "unavailable"), 3);
        QCOMPARE(countJournal(lab, "handler-result", "completed"), 1);
        QCOMPARE(countJournal(lab, "handler-result", "retry"), 0); // the handler never failed
        QCOMPARE(countJournal(lab, "channel", "consumer-online"), 1);
        QCOMPARE(lab.metrics().value("attempts").value(), 4.0);
        QCOMPARE(lab.metrics().value("handlerFailuresRetryable").value(), 0.0);
        QCOMPARE(lab.clock().now(), t0 + 70'000);
        QVERIFY(!lab.consumer().offline());
        QCOMPARE(lab.store().find("orders", "ord-ch10-001")->data.at("state"), Json("COMPLETED"));
        QVERIFY(lab.invariant("no-event-lost").holds);
        QCOMPARE(lab.channel().messages().front().lastError, std::string("UNAVAILABLE"));
    }

    void aLongOutageDeadLettersUnderBoundedWithATopic()
    {
        Lab lab;
        seedOrder(lab);
        lab.execute("setConsumerOffline", Json{{"enabled", true}});
        QCOMPARE(lab.consumer().offlineUntil(), std::optional<Millis>());
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("deliverAll");
        QCOMPARE(countJournal(lab, "channel", "unavailable"), 5);
        QCOMPARE(lab.channel().deadLetters().size(), std::size_t(1));
        QCOMPARE(lab.channel().deadLetters().front().lastError, std::string("UNAVAILABLE"));
        lab.execute("setConsumerOffline", Json{{"enabled", false}});
        QVERIFY(!lab.consumer().offline());
        QVERIFY(lab.journal().lastOfKind("channel")->detail.find("back online after 150 s") !=
                std::string::npos);
        lab.execute("redrive", Json{{"entry", "latest"}});
        lab.execute("deliverNext");
        QCOMPARE(lab.journal().lastOfKind("handler-result")->outcome, std::string("completed"));
    }

    void withoutATopicNothingIsLostAcrossALongOutage()
    {
        Lab lab;
        seedOrder(lab);
        lab.execute("setRetryPolicy", Json{{"mode", "bounded"}, {"deadLetterTopic", false}});
        lab.execute("setConsumerOffline", Json{{"enabled", true}, {"durationMs", 3'600'000}});
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("deliverAll");
        QVERIFY(countJournal(lab, "channel", "unavailable") > 5); // past any max attempts
        QVERIFY(lab.channel().deadLetters().empty());
        QCOMPARE(countJournal(lab, "handler-result", "completed"), 1);
        QVERIFY(lab.invariant("no-event-lost").holds);
    }

    void aNewWindowReplacesTheOldOne()
    {
        Lab lab;
        const Millis t0 = lab.clock().now();
        lab.execute("setConsumerOffline", Json{{"enabled", true}, {"durationMs", 10'000}});
        lab.execute("setConsumerOffline", Json{{"enabled", true}, {"durationMs", 30'000}});
        lab.execute("advanceClock", Json{{"ms", 20'000}});
        QVERIFY(lab.consumer().offline()); // the first window's timer was cancelled
        lab.execute("advanceClock", Json{{"ms", 10'000}});
        QVERIFY(!lab.consumer().offline());
        QCOMPARE(countJournal(lab, "channel", "consumer-online"), 1);
        QCOMPARE(lab.clock().now(), t0 + 30'000);
    }

    void badArgumentsAreRefusedBeforeAnythingChanges_data()
    {
        QTest::addColumn<QByteArray>("args");
        QTest::addRow("no enabled") << QByteArray(R"({})");
        QTest::addRow("duration when bringing back")
            << QByteArray(R"({"enabled": false, "durationMs": 1000})");
        QTest::addRow("duration below 1 s")
            << QByteArray(R"({"enabled": true, "durationMs": 999})");
        QTest::addRow("duration above 7 days")
            << QByteArray(R"({"enabled": true, "durationMs": 604800001})");
    }

    void badArgumentsAreRefusedBeforeAnythingChanges()
    {
        QFETCH(QByteArray, args);
        Lab lab;
        const std::size_t entries = lab.journal().size();
        QVERIFY_THROWS_EXCEPTION(
            LabError, lab.execute("setConsumerOffline", Json::parse(args.toStdString())));
        QVERIFY(!lab.consumer().offline());
        QVERIFY(lab.commandLog().empty());
        QCOMPARE(lab.journal().size(), entries);
    }

    void replayRebuildsTheWindowAndItsEnd()
    {
        Lab lab;
        seedOrder(lab);
        lab.execute("setConsumerOffline", Json{{"enabled", true}, {"durationMs", 45'000}});
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("deliverNext");
        lab.execute("deliverNext");
        const std::string during = journalText(lab);
        QVERIFY(lab.consumer().offline());
        lab.execute("deliverAll");
        const std::string after = journalText(lab);
        lab.replayTo(lab.commandLog().size());
        QCOMPARE(journalText(lab), after);
        QVERIFY(!lab.consumer().offline());
        QVERIFY(lab.stepBack());
        QCOMPARE(journalText(lab), during);
        QVERIFY(lab.consumer().offline());
        QCOMPARE(lab.consumer().offlineUntil(),
                 std::optional<Millis>(lab.clock().epoch() + 45'000));
    }
};

QTEST_GUILESS_MAIN(TestConsumerOffline)
#include "tst_consumeroffline.moc"
