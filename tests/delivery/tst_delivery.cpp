#include "delivery/DeliveryChannel.h"
#include "delivery/DurationText.h"

#include <QtTest>

#include <stdexcept>

using namespace atlas;

Q_DECLARE_METATYPE(atlas::RetryMode)
Q_DECLARE_METATYPE(atlas::ChannelEvent::Kind)
Q_DECLARE_METATYPE(atlas::MessageStatus)

namespace {

using Kind = ChannelEvent::Kind;
constexpr Millis kSecond = 1000;

CloudEvent paymentEvent(const std::string& id = "evt-1")
{
    CloudEvent e;
    e.source = "atlasmart://payment-simulator";
    e.id = id;
    e.type = "PAYMENT_SUCCEEDED";
    e.orderId = "ord-1";
    return e;
}

// A channel on its own clock that records every event it emits.
struct Rig
{
    SimClock clock;
    DeliveryChannel channel{clock};
    std::vector<ChannelEvent> events;

    Rig()
    {
        channel.setObserver([this](const ChannelEvent& e) { events.push_back(e); });
    }
    Rig(const Rig&) = delete;
    Rig& operator=(const Rig&) = delete;

    void setPolicy(RetryMode mode, Millis minBackoff = 10 * kSecond, int maxAttempts = 5,
                   bool deadLetterTopic = true)
    {
        RetryPolicy p;
        p.mode = mode;
        p.minBackoff = minBackoff;
        p.maxDeliveryAttempts = maxAttempts;
        p.deadLetterTopic = deadLetterTopic;
        channel.setPolicy(p);
    }
    Delivery take(std::uint64_t deliveryId)
    {
        const auto d = channel.take(deliveryId);
        if (!d)
            throw std::logic_error("delivery " + std::to_string(deliveryId) + " is not queued");
        return *d;
    }
    // The next due delivery, advancing the clock to it first if needed.
    Delivery takeNext()
    {
        if (!channel.nextDue()) {
            const auto due = channel.earliestDue();
            if (!due)
                throw std::logic_error("the queue is empty");
            clock.advanceTo(*due);
        }
        return take(channel.nextDue()->id);
    }
    const ChannelEvent& last() const { return events.back(); }
    std::vector<Kind> kinds() const
    {
        std::vector<Kind> out;
        for (const ChannelEvent& e : events)
            out.push_back(e.kind);
        return out;
    }
};

std::vector<std::uint64_t> queueIds(const DeliveryChannel& channel)
{
    std::vector<std::uint64_t> ids;
    for (const Delivery& d : channel.queue())
        ids.push_back(d.id);
    return ids;
}

// The lab's enums name themselves with atlas::toString (a string_view), which
// QCOMPARE cannot print; compare their names instead.
template <typename Enum> QString name(Enum value)
{
    const std::string_view text = toString(value);
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

bool contains(const std::string& text, const char* part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

class TestDelivery : public QObject
{
    Q_OBJECT
private slots:
    void publishQueuesTheFirstDeliveryDueNow()
    {
        Rig rig;
        const std::uint64_t id = rig.channel.publish(paymentEvent());
        QCOMPARE(id, 1u);
        QCOMPARE(rig.channel.queue().size(), 1u);
        const Delivery& d = rig.channel.queue().front();
        QCOMPARE(d.messageId, 1u);
        QCOMPARE(d.messageKey, std::string("atlasmart://payment-simulator|evt-1"));
        QCOMPARE(d.attempt, 1);
        QCOMPARE(d.due, rig.clock.now());
        QCOMPARE(name(d.cause), name(Delivery::Cause::First));
        QCOMPARE(name(d.fault), name(Fault::None));
        const Message* m = rig.channel.message(1);
        QVERIFY(m);
        QCOMPARE(name(m->status), name(MessageStatus::Pending));
        QCOMPARE(m->publishedAt, rig.clock.now());
        QCOMPARE(m->event, paymentEvent());
        QCOMPARE(rig.channel.nextDue(), &rig.channel.queue().front());
        QCOMPARE(rig.channel.counters().published, 1u);
        QCOMPARE(rig.kinds(), std::vector<Kind>{Kind::Published});
        QCOMPARE(rig.last().due, rig.clock.now());
        QVERIFY(!rig.channel.message(2));
        QVERIFY(!rig.channel.message(0));
    }

    void publishingTheSameEventTwiceMakesTwoMessages()
    {
        Rig rig;
        const auto first = rig.channel.publish(paymentEvent());
        const auto second = rig.channel.publish(paymentEvent());
        QCOMPARE(rig.channel.messages().size(), 2u);
        QVERIFY(first != second);
        QCOMPARE(rig.channel.messages()[0].key, rig.channel.messages()[1].key);
        QCOMPARE(rig.channel.messages()[1].id, 2u);
    }

    void takeStartsTheAttempt()
    {
        Rig rig;
        const auto id = rig.channel.publish(paymentEvent());
        const Delivery d = rig.take(id);
        QCOMPARE(d.attempt, 1);
        QVERIFY(rig.channel.queue().empty());
        QCOMPARE(rig.channel.message(1)->attempts, 1);
        QCOMPARE(rig.channel.message(1)->invocations, 1u);
        QCOMPARE(rig.channel.counters().attempts, 1u);
        QCOMPARE(name(rig.last().kind), name(Kind::AttemptStarted));
        QCOMPARE(rig.last().detail,
                 std::string("delivery 1 (first delivery) started: attempt 1 of 5"));
        QVERIFY(!rig.channel.take(id));
        QVERIFY(!rig.channel.take(99));
        QCOMPARE(rig.events.size(), 2u);
    }

    void ackSettlesTheMessage()
    {
        Rig rig;
        const Delivery d = rig.take(rig.channel.publish(paymentEvent()));
        QCOMPARE(rig.clock.pendingTimers(), 1u); // retention
        rig.channel.ack(d);
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::Acked));
        QCOMPARE(rig.clock.pendingTimers(), 0u);
        QCOMPARE(rig.channel.counters().acks, 1u);
        QCOMPARE(name(rig.last().kind), name(Kind::Acked));
        QCOMPARE(rig.last().detail, std::string("acked on attempt 1; the message is done"));
    }

    void outcomesNeedATakenDelivery()
    {
        Rig rig;
        const auto id = rig.channel.publish(paymentEvent());
        Delivery queued = rig.channel.queue().front();
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, rig.channel.ack(queued));
        const Delivery d = rig.take(id);
        rig.channel.ack(d);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, rig.channel.ack(d));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, rig.channel.nack(d, "E"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, rig.channel.noAck(d, "lost-ack"));
        QCOMPARE(rig.channel.counters().acks, 1u);
    }

    void nackWithRetriesOffDropsTheEvent()
    {
        Rig rig;
        rig.setPolicy(RetryMode::Off);
        const Delivery d = rig.take(rig.channel.publish(paymentEvent()));
        rig.channel.nack(d, "TRANSIENT_ERROR");
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::Dropped));
        QCOMPARE(rig.channel.message(1)->lastError, std::string("TRANSIENT_ERROR"));
        QVERIFY(rig.channel.queue().empty());
        QVERIFY(rig.channel.deadLetters().empty());
        QCOMPARE(rig.clock.pendingTimers(), 0u);
        QCOMPARE(name(rig.last().kind), name(Kind::Dropped));
        QVERIFY(contains(rig.last().detail, "lost: retries are off; the platform still reports "
                                            "the invocation as handled"));
        QCOMPARE(rig.channel.counters().dropped, 1u);
        QCOMPARE(rig.channel.counters().nacks, 1u);
        QCOMPARE(rig.channel.counters().retriesScheduled, 0u);
    }

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

    void boundedWithoutDeadLetterTopicDropsWhenExhausted()
    {
        Rig rig;
        rig.setPolicy(RetryMode::Bounded, 0, 5, false);
        rig.channel.publish(paymentEvent());
        for (int attempt = 1; attempt <= 5; ++attempt)
            rig.channel.nack(rig.takeNext(), "ORDER_NOT_FOUND");
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::Dropped));
        QVERIFY(rig.channel.deadLetters().empty());
        QCOMPARE(name(rig.last().kind), name(Kind::Dropped));
        QCOMPARE(rig.last().detail,
                 std::string("dropped after 5 attempts: ORDER_NOT_FOUND; there is no dead-letter "
                             "topic, so the event is lost"));
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

    void lostAckOfAnAckedMessageIsNotRedelivered()
    {
        Rig rig;
        rig.channel.ack(rig.take(rig.channel.publish(paymentEvent())));
        const Delivery dup = rig.take(rig.channel.duplicate(1));
        rig.channel.noAck(dup, "lost-ack");
        QCOMPARE(name(rig.last().kind), name(Kind::AckLost));
        QVERIFY(contains(rig.last().detail, "already acked, so it is not redelivered"));
        QVERIFY(rig.channel.awaitingAck().empty());
        QCOMPARE(rig.clock.pendingTimers(), 0u);
    }

    void duplicateOfAnAckedMessageIsQueued()
    {
        Rig rig;
        rig.channel.ack(rig.take(rig.channel.publish(paymentEvent())));
        const std::uint64_t dupId = rig.channel.duplicate(1);
        QCOMPARE(name(rig.last().kind), name(Kind::Duplicated));
        QCOMPARE(rig.channel.queue().size(), 1u);
        const Delivery& queued = rig.channel.queue().front();
        QCOMPARE(queued.id, dupId);
        QCOMPARE(name(queued.cause), name(Delivery::Cause::Duplicate));
        QCOMPARE(queued.due, rig.clock.now());
        QCOMPARE(queued.attempt, 2);
        const Delivery d = rig.take(dupId);
        QCOMPARE(d.attempt, 2);
        rig.channel.ack(d);
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::Acked));
        QVERIFY(contains(rig.last().detail, "acked again on attempt 2"));
        QCOMPARE(rig.channel.counters().duplicatesInjected, 1u);
        QCOMPARE(rig.channel.counters().acks, 2u);
    }

    void duplicateRejectsLostAndUnknownMessages()
    {
        Rig rig;
        rig.setPolicy(RetryMode::Off);
        rig.channel.nack(rig.take(rig.channel.publish(paymentEvent())), "E");
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, rig.channel.duplicate(1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, rig.channel.duplicate(7));
        QCOMPARE(rig.channel.counters().duplicatesInjected, 0u);
    }

    void ackKeepsAPendingDuplicate()
    {
        Rig rig;
        const auto first = rig.channel.publish(paymentEvent());
        const auto dup = rig.channel.duplicate(1);
        rig.channel.ack(rig.take(first));
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::Acked));
        QCOMPARE(queueIds(rig.channel), std::vector<std::uint64_t>{dup});
    }

    void nackOfAnAckedMessageRetriesNothing()
    {
        Rig rig;
        const auto first = rig.channel.publish(paymentEvent());
        const auto dup = rig.channel.duplicate(1);
        rig.channel.ack(rig.take(first));
        rig.channel.nack(rig.take(dup), "TRANSIENT_ERROR");
        QCOMPARE(name(rig.last().kind), name(Kind::Nacked));
        QVERIFY(rig.channel.queue().empty());
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::Acked));
    }

    void losingAMessageWithdrawsItsQueuedDeliveries()
    {
        Rig rig;
        rig.setPolicy(RetryMode::Off);
        const auto first = rig.channel.publish(paymentEvent("evt-1"));
        rig.channel.duplicate(1);
        const auto other = rig.channel.publish(paymentEvent("evt-2"));
        rig.channel.nack(rig.take(first), "TRANSIENT_ERROR");
        QCOMPARE(queueIds(rig.channel), std::vector<std::uint64_t>{other});
        QVERIFY(contains(rig.last().detail, "; 1 queued delivery withdrawn"));
    }

    void reorderMovesADeliveryBeforeAnother()
    {
        Rig rig;
        for (const char* id : {"e1", "e2", "e3"})
            rig.channel.publish(paymentEvent(id));
        QVERIFY(rig.channel.reorder(3, 1));
        QCOMPARE(queueIds(rig.channel), (std::vector<std::uint64_t>{3, 1, 2}));
        QCOMPARE(name(rig.last().kind), name(Kind::Reordered));
        QCOMPARE(rig.last().detail,
                 std::string("delivery 3 moved before delivery 1 (position 3 -> 1)"));
        QVERIFY(rig.channel.reorder(3, 2));
        QCOMPARE(queueIds(rig.channel), (std::vector<std::uint64_t>{1, 3, 2}));
        const auto before = rig.events.size();
        QVERIFY(rig.channel.reorder(3, 2)); // already in front of it: no change, no event
        QCOMPARE(rig.events.size(), before);
        QVERIFY(!rig.channel.reorder(3, 3));
        QVERIFY(!rig.channel.reorder(3, 99));
        QVERIFY(!rig.channel.reorder(99, 1));
        QCOMPARE(queueIds(rig.channel), (std::vector<std::uint64_t>{1, 3, 2}));
        QCOMPARE(rig.channel.nextDue()->id, 1u);
    }

    void moveUpAndDown()
    {
        Rig rig;
        for (const char* id : {"e1", "e2", "e3"})
            rig.channel.publish(paymentEvent(id));
        QVERIFY(!rig.channel.moveUp(1));
        QVERIFY(!rig.channel.moveDown(3));
        QVERIFY(!rig.channel.moveUp(42));
        QVERIFY(rig.channel.moveUp(3));
        QCOMPARE(queueIds(rig.channel), (std::vector<std::uint64_t>{1, 3, 2}));
        QCOMPARE(rig.last().detail, std::string("delivery 3 moved up (position 3 -> 2)"));
        QVERIFY(rig.channel.moveDown(1));
        QCOMPARE(queueIds(rig.channel), (std::vector<std::uint64_t>{3, 1, 2}));
        QCOMPARE(rig.last().detail, std::string("delivery 1 moved down (position 1 -> 2)"));
        QCOMPARE(rig.channel.nextDue()->id, 3u);
    }

    void nextDueFollowsQueueOrderAndDueTimes()
    {
        Rig rig;
        rig.channel.nack(rig.take(rig.channel.publish(paymentEvent("e1"))), "TRANSIENT_ERROR");
        const auto retry = rig.channel.queue().front().id;
        const auto fresh = rig.channel.publish(paymentEvent("e2"));
        QCOMPARE(queueIds(rig.channel), (std::vector<std::uint64_t>{retry, fresh}));
        // The retry is first in the queue but not due: the fresh delivery goes first.
        QCOMPARE(rig.channel.nextDue()->id, fresh);
        QCOMPARE(rig.channel.earliestDue(), std::optional<Millis>(rig.clock.now()));
        rig.clock.advance(10 * kSecond);
        QCOMPARE(rig.channel.nextDue()->id, retry); // both due: queue order decides
        QVERIFY(rig.channel.moveDown(retry));
        QCOMPARE(rig.channel.nextDue()->id, fresh);
        rig.take(fresh);
        rig.take(retry);
        QVERIFY(!rig.channel.nextDue());
        QVERIFY(!rig.channel.earliestDue());
    }

    void injectAffectsOnlyThatDelivery()
    {
        Rig rig;
        const auto first = rig.channel.publish(paymentEvent());
        const auto dup = rig.channel.duplicate(1);
        QVERIFY(rig.channel.inject(dup, Fault::LostAck));
        QCOMPARE(name(rig.last().kind), name(Kind::FaultInjected));
        QCOMPARE(rig.last().deliveryId, dup);
        QCOMPARE(name(rig.channel.delivery(first)->fault), name(Fault::None));
        QCOMPARE(name(rig.channel.delivery(dup)->fault), name(Fault::LostAck));
        QVERIFY(rig.channel.inject(first, Fault::TransientError));
        const Delivery failed = rig.take(first);
        QCOMPARE(name(failed.fault), name(Fault::TransientError));
        rig.channel.nack(failed, "TRANSIENT_ERROR");
        const Delivery& retry = rig.channel.queue().back();
        QCOMPARE(name(retry.cause), name(Delivery::Cause::Retry));
        QCOMPARE(name(retry.fault), name(Fault::None)); // the fault was for that attempt only
        QCOMPARE(name(rig.take(dup).fault), name(Fault::LostAck));
        QVERIFY(!rig.channel.inject(dup, Fault::CrashAfterCommit)); // no longer queued
        QVERIFY(rig.channel.inject(retry.id, Fault::None));         // already none: no event
        QCOMPARE(name(rig.last().kind), name(Kind::AttemptStarted));
    }

    void redriveRestartsAttemptsAndKeepsSourceAndId()
    {
        Rig rig;
        rig.setPolicy(RetryMode::Bounded, 0);
        rig.channel.publish(paymentEvent());
        for (int attempt = 1; attempt <= 5; ++attempt)
            rig.channel.nack(rig.takeNext(), "ORDER_NOT_FOUND");
        const std::uint64_t entry = rig.channel.deadLetters().front().id;
        rig.clock.advance(60 * kSecond);
        const std::uint64_t deliveryId = rig.channel.redrive(entry);
        QVERIFY(rig.channel.deadLetters().empty());
        QCOMPARE(name(rig.last().kind), name(Kind::Redriven));
        QCOMPARE(rig.last().messageId, 2u);
        const Message* m = rig.channel.message(2);
        QVERIFY(m);
        QCOMPARE(m->event, paymentEvent());
        QCOMPARE(m->key, std::string("atlasmart://payment-simulator|evt-1"));
        QCOMPARE(m->attempts, 0);
        QCOMPARE(name(m->status), name(MessageStatus::Pending));
        QCOMPARE(m->redriveOf, 1u);
        QCOMPARE(m->publishedAt, rig.clock.now());
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::DeadLettered));
        const Delivery d = rig.take(deliveryId);
        QCOMPARE(name(d.cause), name(Delivery::Cause::Redrive));
        QCOMPARE(d.attempt, 1);
        QCOMPARE(rig.channel.counters().redriven, 1u);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, rig.channel.redrive(entry));
    }

    void redriveAllKeepsDeadLetterOrder()
    {
        Rig rig;
        rig.setPolicy(RetryMode::Bounded, 0);
        rig.channel.publish(paymentEvent("e1"));
        rig.channel.publish(paymentEvent("e2"));
        while (rig.channel.nextDue())
            rig.channel.nack(rig.takeNext(), "TRANSIENT_ERROR");
        QCOMPARE(rig.channel.deadLetters().size(), 2u);
        const std::vector<std::uint64_t> deliveries = rig.channel.redriveAll();
        QCOMPARE(deliveries.size(), 2u);
        QCOMPARE(queueIds(rig.channel), deliveries);
        QCOMPARE(rig.channel.message(3)->event.id, std::string("e1"));
        QCOMPARE(rig.channel.message(4)->event.id, std::string("e2"));
        QVERIFY(rig.channel.deadLetters().empty());
        QVERIFY(rig.channel.redriveAll().empty());
    }

    void retentionExpiry_data()
    {
        QTest::addColumn<RetryMode>("mode");
        QTest::addColumn<bool>("deadLetterTopic");
        QTest::addColumn<MessageStatus>("status");
        QTest::addColumn<Kind>("kind");
        QTest::addRow("bounded with dead-letter topic")
            << RetryMode::Bounded << true << MessageStatus::DeadLettered << Kind::DeadLettered;
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
        QCOMPARE(name(rig.channel.message(1)->status), name(MessageStatus::DeadLettered));
    }

    void invalidPoliciesAreRejected_data()
    {
        QTest::addColumn<qint64>("minBackoff");
        QTest::addColumn<qint64>("maxBackoff");
        QTest::addColumn<int>("maxAttempts");
        QTest::addColumn<qint64>("retention");
        QTest::addColumn<QString>("message");
        const qint64 day = 86'400'000;
        QTest::addRow("negative min backoff")
            << qint64(-1) << qint64(600'000) << 5 << day
            << QStringLiteral("minimum backoff (minBackoffMs) must be between 0 and 600000 ms "
                              "(0..600 s); got -1");
        QTest::addRow("min backoff over 600 s") << qint64(600'001) << qint64(600'000) << 5 << day
                                                << QStringLiteral("(minBackoffMs) must be between");
        QTest::addRow("max backoff over 600 s")
            << qint64(10'000) << qint64(600'001) << 5 << day
            << QStringLiteral("maximum backoff (maxBackoffMs) must be between 0 and 600000 ms "
                              "(0..600 s); got 600001");
        QTest::addRow("max below min")
            << qint64(20'000) << qint64(10'000) << 5 << day
            << QStringLiteral("maximum backoff (maxBackoffMs) must be at least the "
                              "minimum backoff (20000 ms); got 10000");
        QTest::addRow("4 attempts")
            << qint64(10'000) << qint64(600'000) << 4 << day
            << QStringLiteral(
                   "max delivery attempts (maxAttempts) must be between 5 and 100; got 4");
        QTest::addRow("101 attempts") << qint64(10'000) << qint64(600'000) << 101 << day
                                      << QStringLiteral("between 5 and 100; got 101");
        QTest::addRow("retention under 10 min")
            << qint64(10'000) << qint64(600'000) << 5 << qint64(599'999)
            << QStringLiteral("message retention (retentionMs) must be between 600000 ms (10 min) "
                              "and 604800000 ms (7 days); got 599999");
        QTest::addRow("retention over 7 days")
            << qint64(10'000) << qint64(600'000) << 5 << qint64(604'800'001)
            << QStringLiteral("got 604800001");
    }

    void invalidPoliciesAreRejected()
    {
        QFETCH(qint64, minBackoff);
        QFETCH(qint64, maxBackoff);
        QFETCH(int, maxAttempts);
        QFETCH(qint64, retention);
        QFETCH(QString, message);
        RetryPolicy p;
        p.minBackoff = minBackoff;
        p.maxBackoff = maxBackoff;
        p.maxDeliveryAttempts = maxAttempts;
        p.retention = retention;
        const QString error = QString::fromStdString(p.validate());
        QVERIFY2(error.contains(message), qPrintable(error));
        Rig rig;
        try {
            rig.channel.setPolicy(p);
            QFAIL("setPolicy accepted an invalid policy");
        } catch (const std::invalid_argument& e) {
            QCOMPARE(QString::fromStdString(e.what()), error);
        }
        QCOMPARE(rig.channel.policy(), RetryPolicy());
    }

    void policyBoundsAreInclusive_data()
    {
        QTest::addColumn<qint64>("minBackoff");
        QTest::addColumn<qint64>("maxBackoff");
        QTest::addColumn<int>("maxAttempts");
        QTest::addColumn<qint64>("retention");
        QTest::addRow("lowest") << qint64(0) << qint64(0) << 5 << qint64(600'000);
        QTest::addRow("highest") << qint64(600'000) << qint64(600'000) << 100
                                 << qint64(604'800'000);
        QTest::addRow("defaults") << qint64(10'000) << qint64(600'000) << 5 << qint64(86'400'000);
    }

    void policyBoundsAreInclusive()
    {
        QFETCH(qint64, minBackoff);
        QFETCH(qint64, maxBackoff);
        QFETCH(int, maxAttempts);
        QFETCH(qint64, retention);
        RetryPolicy p;
        p.minBackoff = minBackoff;
        p.maxBackoff = maxBackoff;
        p.maxDeliveryAttempts = maxAttempts;
        p.retention = retention;
        QCOMPARE(p.validate(), std::string());
        SimClock clock;
        DeliveryChannel channel(clock);
        channel.setPolicy(p);
        QCOMPARE(channel.policy(), p);
    }

    void ackDeadlineBounds_data()
    {
        QTest::addColumn<qint64>("deadline");
        QTest::addColumn<bool>("valid");
        QTest::addRow("zero") << qint64(0) << false;
        QTest::addRow("negative") << qint64(-10'000) << false;
        QTest::addRow("just under 10 s") << qint64(9'999) << false;
        QTest::addRow("10 s") << qint64(10'000) << true;
        QTest::addRow("600 s") << qint64(600'000) << true;
        QTest::addRow("just over 600 s") << qint64(600'001) << false;
    }

    void ackDeadlineBounds()
    {
        QFETCH(qint64, deadline);
        QFETCH(bool, valid);
        SimClock clock;
        DeliveryChannel channel(clock);
        QCOMPARE(channel.ackDeadline(), 10'000);
        if (valid) {
            channel.setAckDeadline(deadline);
            QCOMPARE(channel.ackDeadline(), deadline);
            return;
        }
        try {
            channel.setAckDeadline(deadline);
            QFAIL("setAckDeadline accepted an out-of-range deadline");
        } catch (const std::invalid_argument& e) {
            QCOMPARE(QString::fromStdString(e.what()),
                     QStringLiteral("ack deadline must be between 10000 and 600000 ms (10..600 s); "
                                    "got %1")
                         .arg(deadline));
        }
        QCOMPARE(channel.ackDeadline(), 10'000);
    }

    void policyJsonRoundTrips()
    {
        RetryPolicy p;
        p.mode = RetryMode::Unlimited;
        p.minBackoff = 0;
        p.maxBackoff = 30'000;
        p.maxDeliveryAttempts = 12;
        p.deadLetterTopic = false;
        p.retention = 3'600'000;
        const Json json = p.toJson();
        QCOMPARE(json, Json::parse(
                           R"({"mode": "unlimited", "minBackoffMs": 0,)"
                           R"( "maxBackoffMs": 30000, "maxAttempts": 12, "deadLetterTopic": false,)"
                           R"( "retentionMs": 3600000})"));
        QCOMPARE(RetryPolicy::fromJson(json), p);
        QCOMPARE(RetryPolicy::fromJson(Json::object()), RetryPolicy());
        QCOMPARE(name(RetryPolicy::fromJson(Json{{"mode", "off"}}).mode), name(RetryMode::Off));
    }

    void policyJsonErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::addRow("not an object")
            << QByteArray("[]")
            << QStringLiteral("retry policy: expected a JSON object, found array []");
        QTest::addRow("unknown mode")
            << QByteArray(R"({"mode": "sometimes"})")
            << QStringLiteral(R"(retry policy field 'mode': expected "off", "bounded" or )"
                              R"("unlimited", found string "sometimes")");
        QTest::addRow("mode not a string")
            << QByteArray(R"({"mode": 1})") << QStringLiteral("field 'mode'");
        QTest::addRow("backoff as a string")
            << QByteArray(R"({"minBackoffMs": "10000"})")
            << QStringLiteral(
                   R"(retry policy field 'minBackoffMs': expected an integer, found string "10000")");
        QTest::addRow("fractional backoff")
            << QByteArray(R"({"maxBackoffMs": 1.5})")
            << QStringLiteral("field 'maxBackoffMs': expected an integer, found number 1.5");
        QTest::addRow("attempts overflow int")
            << QByteArray(R"({"maxAttempts": 4294967301})")
            << QStringLiteral("field 'maxAttempts': expected an integer within the allowed range");
        QTest::addRow("topic not a boolean")
            << QByteArray(R"({"deadLetterTopic": "yes"})")
            << QStringLiteral(
                   R"(field 'deadLetterTopic': expected true or false, found string "yes")");
        QTest::addRow("misspelt field")
            << QByteArray(R"({"maxAttemps": 7})") << QStringLiteral("unknown field 'maxAttemps'");
        QTest::addRow("out of range") << QByteArray(R"({"maxAttempts": 3})")
                                      << QStringLiteral("max delivery attempts (maxAttempts) must "
                                                        "be between 5 and 100; got 3");
    }

    void policyJsonErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        try {
            RetryPolicy::fromJson(Json::parse(json.toStdString()));
            QFAIL("fromJson accepted an invalid policy");
        } catch (const std::invalid_argument& e) {
            const QString what = QString::fromStdString(e.what());
            QVERIFY2(what.contains(message), qPrintable(what));
        }
    }

    void enumNames_data()
    {
        QTest::addColumn<RetryMode>("mode");
        QTest::addColumn<QString>("name");
        QTest::addRow("off") << RetryMode::Off << QStringLiteral("off");
        QTest::addRow("bounded") << RetryMode::Bounded << QStringLiteral("bounded");
        QTest::addRow("unlimited") << RetryMode::Unlimited << QStringLiteral("unlimited");
    }

    void enumNames()
    {
        QFETCH(RetryMode, mode);
        QFETCH(QString, name);
        QCOMPARE(QString::fromStdString(std::string(toString(mode))), name);
        QCOMPARE(retryModeFromString(name.toStdString()), std::optional<RetryMode>(mode));
        QVERIFY(!retryModeFromString("Bounded"));
        QCOMPARE(toString(MessageStatus::DeadLettered), std::string_view("dead-lettered"));
        QCOMPARE(toString(Delivery::Cause::AckDeadline), std::string_view("ack-deadline"));
        QCOMPARE(toString(ChannelEvent::Kind::RedeliveryScheduled),
                 std::string_view("redelivery-scheduled"));
    }

    void durationsReadLikeTheDocs_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        QTest::addRow("zero") << qint64(0) << QStringLiteral("0 s");
        QTest::addRow("10 s") << qint64(10'000) << QStringLiteral("10 s");
        QTest::addRow("600 s") << qint64(600'000) << QStringLiteral("600 s");
        QTest::addRow("sub-second") << qint64(1'500) << QStringLiteral("1500 ms");
        QTest::addRow("90 min") << qint64(5'400'000) << QStringLiteral("90 min");
        QTest::addRow("24 h") << qint64(86'400'000) << QStringLiteral("24 h");
    }

    void durationsReadLikeTheDocs()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(formatDuration(ms)), text);
    }

    void observerReceivesEventsInOrder()
    {
        Rig rig;
        const auto first = rig.channel.publish(paymentEvent());
        rig.channel.nack(rig.take(first), "TRANSIENT_ERROR");
        rig.channel.noAck(rig.takeNext(), "lost-ack");
        rig.clock.advance(10 * kSecond);
        rig.channel.ack(rig.takeNext());
        QCOMPARE(rig.kinds(),
                 (std::vector<Kind>{Kind::Published, Kind::AttemptStarted, Kind::RetryScheduled,
                                    Kind::AttemptStarted, Kind::AckLost, Kind::RedeliveryScheduled,
                                    Kind::AttemptStarted, Kind::Acked}));
        const std::vector<std::uint64_t> deliveryIds{1, 1, 2, 2, 2, 3, 3, 3};
        const std::vector<int> attempts{1, 1, 2, 2, 2, 3, 3, 3};
        for (std::size_t i = 0; i < rig.events.size(); ++i) {
            QCOMPARE(rig.events[i].messageId, 1u);
            QCOMPARE(rig.events[i].messageKey, std::string("atlasmart://payment-simulator|evt-1"));
            QCOMPARE(rig.events[i].deliveryId, deliveryIds[i]);
            QCOMPARE(rig.events[i].attempt, attempts[i]);
            QVERIFY(!rig.events[i].detail.empty());
        }
        QCOMPARE(rig.events[3].detail, std::string("delivery 2 (retry) started: attempt 2 of 5"));
        QCOMPARE(rig.events[4].detail,
                 std::string("no ack for attempt 2 (lost-ack): the message is redelivered when the "
                             "ack deadline (10 s) passes"));
        QCOMPARE(rig.events[6].detail,
                 std::string("delivery 3 (redelivery after the ack deadline) started: attempt 3 "
                             "of 5"));
    }

    void runsAreDeterministic()
    {
        const auto run = [] {
            Rig rig;
            rig.setPolicy(RetryMode::Bounded, 10 * kSecond, 5);
            for (const char* id : {"a", "b", "c"})
                rig.channel.publish(paymentEvent(id));
            rig.channel.duplicate(2);
            rig.channel.reorder(3, 1);
            rig.channel.inject(2, Fault::LostAck);
            while (rig.channel.earliestDue() && rig.events.size() < 200) {
                const Delivery d = rig.takeNext();
                if (d.fault == Fault::LostAck)
                    rig.channel.noAck(d, "lost-ack");
                else if (d.messageKey.ends_with("|a"))
                    rig.channel.nack(d, "TRANSIENT_ERROR");
                else
                    rig.channel.ack(d);
                rig.clock.advance(10 * kSecond);
            }
            return std::make_pair(rig.events, rig.channel.counters());
        };
        const auto first = run();
        QVERIFY(first.first.size() > 10);
        QVERIFY(first.first == run().first);
        QVERIFY(first.second == run().second);
        QCOMPARE(first.second.deadLettered, 1u);
    }

    void destroyingTheChannelCancelsItsTimers()
    {
        SimClock clock;
        {
            DeliveryChannel channel(clock);
            channel.publish(paymentEvent());
            channel.noAck(*channel.take(1), "lost-ack");
            QCOMPARE(clock.pendingTimers(), 2u);
        }
        QCOMPARE(clock.pendingTimers(), 0u);
        clock.advance(RetryPolicy::kMaxRetention);
    }
};

QTEST_GUILESS_MAIN(TestDelivery)
#include "tst_delivery.moc"
