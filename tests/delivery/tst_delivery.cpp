// Publishing, taking and settling deliveries; duplicate, reorder, inject, redrive; the observer.
#include "DeliveryTestSupport.h"

using namespace atlas;
using namespace atlas::deliverytest;

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
        QCOMPARE(rig.channel.messages()[0].key(), rig.channel.messages()[1].key());
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
        QCOMPARE(m->key(), std::string_view("atlasmart://payment-simulator|evt-1"));
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
        QCOMPARE(rig.channel.message(3)->event.id(), std::string_view("e1"));
        QCOMPARE(rig.channel.message(4)->event.id(), std::string_view("e2"));
        QVERIFY(rig.channel.deadLetters().empty());
        QVERIFY(rig.channel.redriveAll().empty());
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
