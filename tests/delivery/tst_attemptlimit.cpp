// Max delivery attempts belongs to the dead-letter policy (FACTS.md, Pub/Sub):
// without a dead-letter topic a bounded policy keeps redelivering with its
// backoff until an ack or retention, and retention expiry discards under
// every policy, a dead-letter topic included.
#include "DeliveryTestSupport.h"

using namespace atlas;
using namespace atlas::deliverytest;

class TestAttemptLimit : public QObject
{
    Q_OBJECT
private slots:
    void onlyBoundedWithATopicHasALimit_data()
    {
        QTest::addColumn<RetryMode>("mode");
        QTest::addColumn<bool>("deadLetterTopic");
        QTest::addColumn<bool>("limited");
        QTest::addRow("bounded, topic") << RetryMode::Bounded << true << true;
        QTest::addRow("bounded, no topic") << RetryMode::Bounded << false << false;
        QTest::addRow("unlimited, topic flag set") << RetryMode::Unlimited << true << false;
        QTest::addRow("off") << RetryMode::Off << true << false;
    }

    void onlyBoundedWithATopicHasALimit()
    {
        QFETCH(RetryMode, mode);
        QFETCH(bool, deadLetterTopic);
        QFETCH(bool, limited);
        RetryPolicy p;
        p.mode = mode;
        p.deadLetterTopic = deadLetterTopic;
        QCOMPARE(p.hasAttemptLimit(), limited);
    }

    // The bounded policy's backoff keeps going past maxAttempts, capped at the
    // maximum, until retention discards the message.
    void boundedWithoutTopicRetriesWithBackoffUntilRetention()
    {
        Rig rig;
        RetryPolicy p;
        p.mode = RetryMode::Bounded;
        p.deadLetterTopic = false;
        p.retention = RetryPolicy::kMinRetention; // 10 min
        rig.channel.setPolicy(p);
        const Millis t0 = rig.clock.now();
        rig.channel.publish(paymentEvent());
        // 10 + 20 + 40 + 80 + 160 = 310 s of backoff after 5 failures: the
        // 6th attempt is beyond any max-attempts setting.
        std::vector<Millis> starts;
        for (int attempt = 1; attempt <= 6; ++attempt) {
            const Delivery d = rig.takeNext();
            QCOMPARE(d.attempt, attempt);
            starts.push_back(rig.clock.now() - t0);
            rig.channel.nack(d, "TRANSIENT_ERROR");
        }
        QCOMPARE(starts, (std::vector<Millis>{0, 10'000, 30'000, 70'000, 150'000, 310'000}));
        // Attempt 7 would start at 310 + 320 = 630 s, past the 600 s retention.
        QCOMPARE(rig.channel.queue().size(), std::size_t(1));
        QCOMPARE(rig.channel.queue().front().due - t0, Millis(630'000));
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::Pending));
        rig.clock.advanceTo(t0 + p.retention);
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::Expired));
        QCOMPARE(name(rig.last().kind), name(Kind::Expired));
        QVERIFY(contains(rig.last().detail, "with no dead-letter topic, so no attempt limit"));
        QVERIFY(contains(rig.last().detail, "after 6 attempts"));
        QVERIFY(rig.channel.queue().empty());
        QVERIFY(rig.channel.deadLetters().empty());
        QCOMPARE(rig.channel.counters().expired, 1u);
        QCOMPARE(rig.channel.counters().dropped, 0u);
    }

    void boundedWithoutTopicKeepsRedeliveringLostAcks()
    {
        Rig rig;
        rig.setPolicy(RetryMode::Bounded, 10 * kSecond, 5, false);
        rig.channel.publish(paymentEvent());
        for (int attempt = 1; attempt <= 8; ++attempt) {
            rig.channel.noAck(rig.takeNext(), "lost-ack");
            rig.clock.advance(10 * kSecond);
        }
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::Pending));
        QCOMPARE(rig.channel.queue().front().attempt, 9);
        QVERIFY(rig.channel.deadLetters().empty());
    }

    void attemptTextSaysThereIsNoLimit()
    {
        Rig rig;
        rig.setPolicy(RetryMode::Bounded, 10 * kSecond, 5, false);
        rig.channel.publish(paymentEvent());
        rig.channel.nack(rig.takeNext(), "TRANSIENT_ERROR");
        QCOMPARE(rig.last().detail,
                 std::string("delivery 1 failed with TRANSIENT_ERROR; retry 1 as delivery 2 "
                             "(attempt 2, no attempt limit without a dead-letter topic) in 10 s "
                             "(backoff 10 s x 2^0)"));
    }

    void retentionDiscardsEvenWithATopic()
    {
        Rig rig;
        RetryPolicy p; // bounded, dead-letter topic, 5 attempts
        p.retention = RetryPolicy::kMinRetention;
        rig.channel.setPolicy(p);
        const Millis t0 = rig.clock.now();
        rig.channel.publish(paymentEvent());
        rig.channel.nack(rig.takeNext(), "TRANSIENT_ERROR"); // 1 of 5 attempts used
        rig.clock.advanceTo(t0 + p.retention);
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::Expired));
        QVERIFY(rig.channel.deadLetters().empty());
        QCOMPARE(name(rig.last().kind), name(Kind::Expired));
        QCOMPARE(rig.last().detail,
                 std::string("discarded: retention (600 s) expired before an ack, after 1 "
                             "attempts, before its 5 delivery attempts were used up (the "
                             "dead-letter topic takes a message only then); the event is lost; "
                             "last error: TRANSIENT_ERROR; 1 queued delivery withdrawn"));
        QCOMPARE(rig.channel.counters().deadLettered, 0u);
    }

    void maxAttemptsStillDeadLetterWithATopic()
    {
        Rig rig;
        rig.setPolicy(RetryMode::Bounded, 0, 5, true);
        rig.channel.publish(paymentEvent());
        for (int attempt = 1; attempt <= 5; ++attempt)
            rig.channel.nack(rig.takeNext(), "TRANSIENT_ERROR");
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::DeadLettered));
        QCOMPARE(rig.channel.deadLetters().size(), 1u);
    }
};

QTEST_GUILESS_MAIN(TestAttemptLimit)
#include "tst_attemptlimit.moc"
