// A poison event: the handler throws on every attempt of it, an error the
// application does not park, so every attempt nacks. Bounded retries with a
// dead-letter topic dead-letter it after max attempts, unlimited retries keep
// paying for it, retries off lose it; redrives of it are poison too until the
// handler is fixed.
#include "LabDeliveryTestSupport.h"
#include "delivery/DeliveryChannel.h"
#include "lab/chaos/ConsumerFaults.h"
#include "lab/commands/LabError.h"

#include <QtTest>

using namespace atlas;
using namespace atlas::deliverytest;
using atlas::fixtures::paymentEvent;

class TestPoison : public QObject
{
    Q_OBJECT
private slots:
    void boundedWithATopicDeadLettersItAfterFiveAttempts()
    {
        Lab lab;
        seedOrder(lab); // the order exists: only the poison makes it fail
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("poison", Json{{"message", "latest"}});
        QCOMPARE(lab.journal().lastOfKind("channel")->outcome, std::string("poisoned"));
        lab.execute("deliverAll");
        QCOMPARE(countJournal(lab, "handler-result", "retry"), 5);
        QCOMPARE(lab.journal().lastOfKind("handler-result")->data().at("error"),
                 Json("POISON_MESSAGE"));
        QCOMPARE(lab.channel().deadLetters().size(), std::size_t(1));
        QCOMPARE(lab.channel().deadLetters().front().attempts, 5);
        QCOMPARE(lab.channel().deadLetters().front().lastError, std::string("POISON_MESSAGE"));
        QCOMPARE(lab.metrics().value("handlerFailuresRetryable").value(), 5.0);
        QCOMPARE(lab.store().count("workflowEvents"), std::size_t(0));      // nothing was written
        QCOMPARE(lab.store().count("workflowDeadLetters"), std::size_t(0)); // and not parked
        QVERIFY(lab.invariant("no-event-lost").holds);
    }

    void unlimitedRetriesKeepPaying()
    {
        Lab lab;
        seedOrder(lab);
        lab.execute("setRetryPolicy", Json{{"mode", "unlimited"}});
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("poison", Json{{"message", "latest"}});
        lab.execute("deliverAll", Json{{"maxSteps", 10}});
        const double cost = lab.metrics().value("simulatedCost").value();
        lab.execute("deliverAll", Json{{"maxSteps", 10}});
        QCOMPARE(lab.metrics().value("attempts").value(), 20.0);
        QVERIFY(lab.metrics().value("simulatedCost").value() > cost);
        QCOMPARE(lab.channel().queue().size(), std::size_t(1));
        QVERIFY(lab.channel().deadLetters().empty());
    }

    void retriesOffLoseIt()
    {
        Lab lab;
        seedOrder(lab);
        lab.execute("setRetryPolicy", Json{{"mode", "off"}});
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("poison", Json{{"message", "latest"}});
        lab.execute("deliverNext");
        QCOMPARE(lab.journal().lastOfKind("channel")->outcome, std::string("dropped"));
        QVERIFY(!lab.invariant("no-event-lost").holds);
    }

    void aRedriveIsPoisonUntilTheHandlerIsFixed()
    {
        Lab lab;
        seedOrder(lab);
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("poison", Json{{"message", "latest"}});
        lab.execute("deliverAll");
        lab.execute("redrive", Json{{"entry", "latest"}});
        lab.execute("deliverAll");
        const DeadLetterEntry& entry = lab.channel().deadLetters().front();
        QCOMPARE(entry.redrives.size(), std::size_t(1));
        QCOMPARE(entry.id, std::uint64_t(1));

        const std::string key(lab.channel().messages().front().key());
        lab.execute("poison", Json{{"message", key}, {"enabled", false}});
        QVERIFY(!lab.consumer().isPoisoned(key));
        QCOMPARE(lab.journal().lastOfKind("channel")->outcome, std::string("poison-cleared"));
        lab.execute("redrive", Json{{"entry", "latest"}});
        lab.execute("deliverNext");
        QCOMPARE(lab.journal().lastOfKind("handler-result")->outcome, std::string("completed"));
        const DeadLetterEntry* after = lab.channel().deadLetterEntry(1);
        QCOMPARE(after->redrives.size(), std::size_t(2));
        QCOMPARE(int(after->redrives.back().outcome), int(MessageStatus::Acked));
    }

    void poisonNeedsAPublishedMessage()
    {
        Lab lab;
        QVERIFY_THROWS_EXCEPTION(LabError, lab.execute("poison", Json{{"message", "latest"}}));
        QVERIFY(lab.commandLog().empty());
    }

    void replayRebuildsThePoison()
    {
        Lab lab;
        seedOrder(lab);
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("poison", Json{{"message", "latest"}});
        lab.execute("deliverNext");
        lab.execute("deliverNext");
        const std::string before = journalText(lab);
        lab.replayTo(lab.commandLog().size());
        QCOMPARE(journalText(lab), before);
        QVERIFY(lab.consumer().isPoisoned(lab.channel().messages().front().key()));
        QVERIFY(lab.stepBack());
        QVERIFY(lab.stepBack());
        QVERIFY(lab.stepBack()); // before the poison
        QVERIFY(!lab.consumer().isPoisoned(lab.channel().messages().front().key()));
    }
};

QTEST_GUILESS_MAIN(TestPoison)
#include "tst_poison.moc"
