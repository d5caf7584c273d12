// What each retry mode does with failures, lost acks and expired retention.
#include "DeliveryTestSupport.h"

using namespace atlas;
using namespace atlas::deliverytest;

class TestRetries : public QObject
{
    Q_OBJECT
private slots:
    void boundedRetriesBackOffThenDeadLetter()
    {
        Rig rig;
        const Millis t0 = rig.clock.now();
        rig.channel.publish(paymentEvent());
        const std::vector<Millis> backoffs{10 * kSecond, 20 * kSecond, 40 * kSecond, 80 * kSecond};
        Millis expectedStart = t0;
        for (int attempt = 1; attempt <= 4; ++attempt) {
            const Delivery d = rig.takeNext();
            QCOMPARE(d.attempt, attempt);
            QCOMPARE(rig.clock.now(), expectedStart);
            rig.channel.nack(d, "TRANSIENT_ERROR");
            expectedStart += backoffs[attempt - 1];
            QCOMPARE(rig.channel.queue().size(), 1u);
            const Delivery& retry = rig.channel.queue().front();
            QCOMPARE(name(retry.cause), name(Delivery::Cause::Retry));
            QCOMPARE(retry.attempt, attempt + 1);
            QCOMPARE(retry.due, expectedStart);
            QCOMPARE(name(rig.last().kind), name(Kind::RetryScheduled));
            QCOMPARE(rig.last().due, expectedStart);
            QCOMPARE(rig.last().deliveryId, retry.id);
            // Not due yet: nothing to deliver until the backoff has passed.
            QVERIFY(!rig.channel.nextDue());
            QCOMPARE(rig.channel.earliestDue(), std::optional<Millis>(expectedStart));
        }
        QCOMPARE(rig.events[4].detail,
                 std::string("delivery 2 failed with TRANSIENT_ERROR; retry 2 of 4 as delivery 3 "
                             "(attempt 3 of 5) in 20 s (backoff 10 s x 2^1)"));

        const Delivery fifth = rig.takeNext();
        QCOMPARE(fifth.attempt, 5);
        QCOMPARE(rig.clock.now(), t0 + 150 * kSecond);
        rig.channel.nack(fifth, "TRANSIENT_ERROR");
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::DeadLettered));
        QVERIFY(rig.channel.queue().empty());
        QCOMPARE(rig.clock.pendingTimers(), 0u);
        QCOMPARE(name(rig.last().kind), name(Kind::DeadLettered));
        QCOMPARE(rig.last().detail,
                 std::string("dead-lettered after 5 attempts: TRANSIENT_ERROR (dead letter 1)"));
        QCOMPARE(rig.channel.deadLetters().size(), 1u);
        const DeadLetterEntry& entry = rig.channel.deadLetters().front();
        QCOMPARE(entry.id, 1u);
        QCOMPARE(entry.messageId, 1u);
        QCOMPARE(entry.messageKey, std::string("atlasmart://payment-simulator|evt-1"));
        QCOMPARE(entry.event, paymentEvent());
        QCOMPARE(entry.attempts, 5);
        QCOMPARE(entry.lastError, std::string("TRANSIENT_ERROR"));
        QCOMPARE(entry.reason, std::string("max delivery attempts (5) reached"));
        QCOMPARE(entry.deadLetteredAt, t0 + 150 * kSecond);
        QCOMPARE(rig.channel.counters().retriesScheduled, 4u);
        QCOMPARE(rig.channel.counters().deadLettered, 1u);
        QCOMPARE(rig.channel.counters().nacks, 5u);
    }

    void backoffForFailedAttempt_data()
    {
        QTest::addColumn<qint64>("minBackoff");
        QTest::addColumn<qint64>("maxBackoff");
        QTest::addColumn<QList<qint64>>("seconds"); // for failed attempts 1, 2, 3...
        QTest::addRow("defaults") << qint64(10'000) << qint64(600'000)
                                  << QList<qint64>{10, 20, 40, 80, 160, 320, 600, 600};
        QTest::addRow("capped at max backoff")
            << qint64(100'000) << qint64(600'000) << QList<qint64>{100, 200, 400, 600, 600, 600};
        QTest::addRow("low cap") << qint64(10'000) << qint64(30'000)
                                 << QList<qint64>{10, 20, 30, 30};
        QTest::addRow("no backoff") << qint64(0) << qint64(0) << QList<qint64>{0, 0, 0};
        QTest::addRow("min equals max")
            << qint64(600'000) << qint64(600'000) << QList<qint64>{600, 600};
    }

    void backoffForFailedAttempt()
    {
        QFETCH(qint64, minBackoff);
        QFETCH(qint64, maxBackoff);
        QFETCH(QList<qint64>, seconds);
        RetryPolicy policy;
        policy.minBackoff = minBackoff;
        policy.maxBackoff = maxBackoff;
        QCOMPARE(policy.validate(), std::string());
        for (int n = 1; n <= seconds.size(); ++n)
            QCOMPARE(policy.backoffFor(n), seconds[n - 1] * kSecond);
        QCOMPARE(policy.backoffFor(1000), maxBackoff); // saturates instead of overflowing
    }

    void channelRetriesAreCappedAtMaxBackoff()
    {
        Rig rig;
        rig.setPolicy(RetryMode::Bounded, 100 * kSecond, 7);
        rig.channel.publish(paymentEvent());
        const std::vector<Millis> expected{100, 200, 400, 600, 600, 600};
        for (const Millis seconds : expected) {
            const Delivery d = rig.takeNext();
            const Millis failedAt = rig.clock.now();
            rig.channel.nack(d, "TRANSIENT_ERROR");
            QCOMPARE(rig.channel.queue().front().due, failedAt + seconds * kSecond);
        }
        QVERIFY(contains(rig.last().detail,
                         "in 600 s (backoff 100 s x 2^5, capped at the 600 s maximum)"));
    }

    void maxDeliveryAttemptsIsHonoured_data()
    {
        QTest::addColumn<int>("maxAttempts");
        QTest::addRow("minimum 5") << 5;
        QTest::addRow("seven") << 7;
        QTest::addRow("maximum 100") << 100;
    }

    void maxDeliveryAttemptsIsHonoured()
    {
        QFETCH(int, maxAttempts);
        Rig rig;
        rig.setPolicy(RetryMode::Bounded, 0, maxAttempts);
        rig.channel.publish(paymentEvent());
        for (int attempt = 1; attempt <= maxAttempts; ++attempt) {
            QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::Pending));
            const Delivery d = rig.takeNext();
            QCOMPARE(d.attempt, attempt);
            rig.channel.nack(d, "CONTENTION");
        }
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::DeadLettered));
        QCOMPARE(rig.channel.deadLetters().front().attempts, maxAttempts);
        QCOMPARE(rig.channel.counters().retriesScheduled, std::uint64_t(maxAttempts - 1));
        QVERIFY(rig.channel.queue().empty());
    }

    void boundedWithoutDeadLetterTopicHasNoAttemptLimit()
    {
        Rig rig;
        rig.setPolicy(RetryMode::Bounded, 0, 5, false);
        rig.channel.publish(paymentEvent());
        for (int attempt = 1; attempt <= 5; ++attempt)
            rig.channel.nack(rig.takeNext(), "ORDER_NOT_FOUND");
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::Pending));
        QVERIFY(rig.channel.deadLetters().empty());
        QCOMPARE(name(rig.last().kind), name(Kind::RetryScheduled));
        QCOMPARE(rig.channel.queue().front().attempt, 6);
        QVERIFY(contains(rig.last().detail, "no attempt limit without a dead-letter topic"));
    }

    void unlimitedRetriesNeverDeadLetter()
    {
        Rig rig;
        rig.setPolicy(RetryMode::Unlimited);
        rig.channel.publish(paymentEvent());
        for (int attempt = 1; attempt <= 50; ++attempt)
            rig.channel.nack(rig.takeNext(), "MALFORMED_EVENT");
        const Message* m = rig.channel.message(1);
        QCOMPARE(name(m->status), name(MessageStatus::Pending));
        QCOMPARE(m->attempts, 50);
        QCOMPARE(m->invocations, 50u);
        QVERIFY(rig.channel.deadLetters().empty());
        QCOMPARE(rig.channel.queue().size(), 1u);
        QCOMPARE(rig.channel.queue().front().attempt, 51);
        QCOMPARE(rig.channel.counters().attempts, 50u);
        QCOMPARE(rig.channel.counters().retriesScheduled, 50u);
        QCOMPARE(rig.channel.simulatedCost(), 50 * DeliveryChannel::kUsdPerInvocation);
        QVERIFY(rig.channel.simulatedCost() > 0.0);
        QVERIFY(contains(rig.last().detail,
                         "retry 50 as delivery 51 (attempt 51, retries unlimited) in 600 s"));
    }

    void noAckRedeliversWhenTheAckDeadlinePasses_data()
    {
        QTest::addColumn<RetryMode>("mode");
        QTest::addColumn<qint64>("deadline");
        QTest::addRow("bounded, default deadline") << RetryMode::Bounded << qint64(10'000);
        QTest::addRow("retries off still redelivers") << RetryMode::Off << qint64(10'000);
        QTest::addRow("unlimited, 600 s deadline") << RetryMode::Unlimited << qint64(600'000);
    }

    void noAckRedeliversWhenTheAckDeadlinePasses()
    {
        QFETCH(RetryMode, mode);
        QFETCH(qint64, deadline);
        Rig rig;
        rig.setPolicy(mode);
        rig.channel.setAckDeadline(deadline);
        const Delivery d = rig.take(rig.channel.publish(paymentEvent()));
        const Millis lostAt = rig.clock.now();
        rig.channel.noAck(d, "lost-ack");
        QCOMPARE(name(rig.last().kind), name(Kind::AckLost));
        QCOMPARE(rig.last().due, lostAt + deadline);
        QVERIFY(rig.channel.queue().empty());
        QCOMPARE(rig.channel.awaitingAck().size(), 1u);
        QCOMPARE(rig.channel.awaitingAck().front().deadline, lostAt + deadline);
        QCOMPARE(rig.channel.awaitingAck().front().reason, std::string("lost-ack"));

        rig.clock.advance(deadline - 1);
        QVERIFY(rig.channel.queue().empty());
        rig.clock.advance(1);
        QCOMPARE(rig.channel.queue().size(), 1u);
        const Delivery& redelivery = rig.channel.queue().front();
        QCOMPARE(name(redelivery.cause), name(Delivery::Cause::AckDeadline));
        QCOMPARE(redelivery.attempt, 2);
        QCOMPARE(redelivery.due, lostAt + deadline);
        QVERIFY(rig.channel.awaitingAck().empty());
        QCOMPARE(name(rig.last().kind), name(Kind::RedeliveryScheduled));
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::Pending));
        QCOMPARE(rig.channel.message(1)->lastError,
                 std::string("ack deadline exceeded (lost-ack)"));
        QCOMPARE(rig.channel.counters().ackLost, 1u);
        QCOMPARE(rig.channel.counters().redeliveries, 1u);
        QCOMPARE(rig.take(redelivery.id).attempt, 2);
    }

    void ackDeadlineExpiriesCountTowardMaxAttempts()
    {
        Rig rig;
        rig.channel.publish(paymentEvent());
        for (int attempt = 1; attempt <= 5; ++attempt) {
            const Delivery d = rig.takeNext();
            QCOMPARE(d.attempt, attempt);
            rig.channel.noAck(d, "crash-after-commit");
            rig.clock.advance(10 * kSecond);
        }
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::DeadLettered));
        QVERIFY(rig.channel.queue().empty());
        QCOMPARE(rig.channel.counters().redeliveries, 4u);
        QCOMPARE(name(rig.last().kind), name(Kind::DeadLettered));
        QCOMPARE(rig.last().detail,
                 std::string("dead-lettered after 5 attempts: ack deadline exceeded "
                             "(crash-after-commit) (dead letter 1)"));
        QCOMPARE(rig.channel.deadLetters().front().lastError,
                 std::string("ack deadline exceeded (crash-after-commit)"));
    }

    void lostAcksNeverExhaustUnboundedModes_data()
    {
        QTest::addColumn<RetryMode>("mode");
        QTest::addRow("retries off") << RetryMode::Off;
        QTest::addRow("unlimited") << RetryMode::Unlimited;
    }

    // Max delivery attempts belongs to the bounded policy's dead-letter topic;
    // without it the transport keeps redelivering an unacked message.
    void lostAcksNeverExhaustUnboundedModes()
    {
        QFETCH(RetryMode, mode);
        Rig rig;
        rig.setPolicy(mode);
        rig.channel.publish(paymentEvent());
        for (int attempt = 1; attempt <= 7; ++attempt) {
            rig.channel.noAck(rig.takeNext(), "lost-ack");
            rig.clock.advance(10 * kSecond);
        }
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::Pending));
        QCOMPARE(rig.channel.queue().size(), 1u);
        QCOMPARE(rig.channel.queue().front().attempt, 8);
        QCOMPARE(rig.channel.counters().redeliveries, 7u);
        QVERIFY(rig.channel.deadLetters().empty());
    }

    void mixedFailuresAndExpiriesShareTheAttemptBudget()
    {
        Rig rig;
        rig.setPolicy(RetryMode::Bounded, 0);
        rig.channel.publish(paymentEvent());
        rig.channel.nack(rig.takeNext(), "TRANSIENT_ERROR");
        rig.channel.noAck(rig.takeNext(), "lost-ack");
        rig.clock.advance(10 * kSecond);
        rig.channel.nack(rig.takeNext(), "TRANSIENT_ERROR");
        rig.channel.noAck(rig.takeNext(), "lost-ack");
        rig.clock.advance(10 * kSecond);
        const Delivery fifth = rig.takeNext();
        QCOMPARE(fifth.attempt, 5);
        rig.channel.nack(fifth, "TRANSIENT_ERROR");
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::DeadLettered));
    }

    void ackBeforeTheDeadlineCancelsTheRedelivery()
    {
        Rig rig;
        const Delivery first = rig.take(rig.channel.publish(paymentEvent()));
        rig.channel.noAck(first, "lost-ack");
        const Delivery dup = rig.take(rig.channel.duplicate(1));
        rig.channel.ack(dup);
        QVERIFY(rig.channel.awaitingAck().empty());
        QCOMPARE(rig.clock.pendingTimers(), 0u);
        const auto before = rig.events.size();
        rig.clock.advance(60 * kSecond);
        QVERIFY(rig.channel.queue().empty());
        QCOMPARE(rig.events.size(), before);
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::Acked));
    }

    void retentionExpiry_data()
    {
        QTest::addColumn<RetryMode>("mode");
        QTest::addColumn<bool>("deadLetterTopic");
        QTest::addColumn<MessageStatus>("status");
        QTest::addColumn<Kind>("kind");
        // Retention discards even with a dead-letter topic: the topic takes a
        // message only at its max delivery attempts.
        QTest::addRow("bounded with dead-letter topic")
            << RetryMode::Bounded << true << MessageStatus::Expired << Kind::Expired;
        QTest::addRow("bounded without dead-letter topic")
            << RetryMode::Bounded << false << MessageStatus::Expired << Kind::Expired;
        QTest::addRow("unlimited")
            << RetryMode::Unlimited << true << MessageStatus::Expired << Kind::Expired;
        QTest::addRow("retries off")
            << RetryMode::Off << true << MessageStatus::Expired << Kind::Expired;
    }

    void retentionExpiry()
    {
        QFETCH(RetryMode, mode);
        QFETCH(bool, deadLetterTopic);
        QFETCH(MessageStatus, status);
        QFETCH(Kind, kind);
        Rig rig;
        RetryPolicy p;
        p.mode = mode;
        p.deadLetterTopic = deadLetterTopic;
        p.retention = 10 * 60 * kSecond;
        rig.channel.setPolicy(p);
        const Millis t0 = rig.clock.now();
        rig.channel.publish(paymentEvent());
        rig.channel.duplicate(1);
        rig.clock.advanceTo(t0 + p.retention - 1);
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::Pending));
        QCOMPARE(rig.channel.queue().size(), 2u);
        rig.clock.advance(1);
        QCOMPARE(name(rig.channel.message(1)->status), name(status));
        QVERIFY(rig.channel.queue().empty());
        QCOMPARE(name(rig.last().kind), name(kind));
        QVERIFY(contains(rig.last().detail, "retention (600 s) expired"));
        QVERIFY(contains(rig.last().detail, "2 queued deliveries withdrawn"));
        QCOMPARE(rig.channel.deadLetters().size(), status == MessageStatus::DeadLettered ? 1u : 0u);
        if (status == MessageStatus::DeadLettered) {
            QCOMPARE(rig.channel.deadLetters().front().reason,
                     std::string("retention (600 s) expired"));
            QCOMPARE(rig.channel.deadLetters().front().deadLetteredAt, t0 + p.retention);
        } else {
            QVERIFY(contains(rig.last().detail, "the event is lost"));
            QCOMPARE(rig.channel.counters().expired, 1u);
        }
    }

    void newRetentionAppliesToPendingMessages()
    {
        Rig rig;
        const Millis t0 = rig.clock.now();
        rig.channel.publish(paymentEvent());
        RetryPolicy p;
        p.retention = RetryPolicy::kMinRetention;
        rig.channel.setPolicy(p);
        QCOMPARE(rig.clock.nextDue(), std::optional<Millis>(t0 + p.retention));
        rig.clock.advance(p.retention);
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::Expired));
    }
};

QTEST_GUILESS_MAIN(TestRetries)
#include "tst_retries.moc"
