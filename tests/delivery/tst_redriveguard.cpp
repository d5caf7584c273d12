// Redrive's loop guard and history on the channel: a redriven message that is
// dead-lettered again returns to its own entry with every redrive recorded;
// past the redrive limit the entry is held in the topic with the reason;
// planRedrive says the same without changing anything.
#include "DeliveryTestSupport.h"

using namespace atlas;
using namespace atlas::deliverytest;

namespace {

// Nacks the message's deliveries until the channel dead-letters it.
void failUntilDeadLettered(Rig& rig)
{
    while (!rig.channel.queue().empty())
        rig.channel.nack(rig.takeNext(), "POISON_MESSAGE");
}

} // namespace

class TestRedriveGuard : public QObject
{
    Q_OBJECT
private slots:
    void aRedrivenMessageComesBackToItsEntry()
    {
        Rig rig;
        rig.setPolicy(RetryMode::Bounded, 0);
        rig.channel.publish(paymentEvent());
        failUntilDeadLettered(rig);
        const Millis redriveAt = rig.clock.now() + 60 * kSecond;
        rig.clock.advanceTo(redriveAt);
        const std::uint64_t delivery = rig.channel.redrive(1);
        QVERIFY(rig.channel.deadLetters().empty());
        QCOMPARE(rig.channel.redrivenEntries().size(), 1u);
        const DeadLetterEntry* out = rig.channel.deadLetterEntry(1);
        QVERIFY(out);
        QCOMPARE(name(out->state), name(DeadLetterEntry::State::Redriven));
        QCOMPARE(out->redrives.size(), 1u);
        QCOMPARE(out->redrives[0], (RedriveRecord{redriveAt, 2, delivery, MessageStatus::Pending}));
        QVERIFY(contains(rig.last().detail, "redrive 1 of at most 3"));

        failUntilDeadLettered(rig);
        QCOMPARE(rig.channel.deadLetters().size(), 1u);
        QVERIFY(rig.channel.redrivenEntries().empty());
        const DeadLetterEntry& back = rig.channel.deadLetters().front();
        QCOMPARE(back.id, 1u); // the same entry, not a new one
        QCOMPARE(back.messageId, 2u);
        QCOMPARE(back.attempts, 5);
        QCOMPARE(name(back.state), name(DeadLetterEntry::State::Waiting));
        QCOMPARE(name(back.redrives[0].outcome), name(MessageStatus::DeadLettered));
        QVERIFY(contains(rig.last().detail, "(dead letter 1; back after redrive 1)"));
        QCOMPARE(rig.channel.counters().deadLettered, 2u);
    }

    void theOutcomeOfASuccessfulRedriveIsKept()
    {
        Rig rig;
        rig.setPolicy(RetryMode::Bounded, 0);
        rig.channel.publish(paymentEvent());
        failUntilDeadLettered(rig);
        rig.channel.redrive(1);
        rig.channel.ack(rig.takeNext());
        const DeadLetterEntry* entry = rig.channel.deadLetterEntry(1);
        QVERIFY(entry);
        QVERIFY(!entry->inTopic());
        QCOMPARE(name(entry->redrives.back().outcome), name(MessageStatus::Acked));
    }

    void pastTheLimitTheEntryIsHeld_data()
    {
        QTest::addColumn<int>("limit");
        QTest::addRow("default 3") << DeliveryChannel::kDefaultRedriveLimit;
        QTest::addRow("1") << 1;
        QTest::addRow("5") << 5;
    }

    void pastTheLimitTheEntryIsHeld()
    {
        QFETCH(int, limit);
        Rig rig;
        rig.setPolicy(RetryMode::Bounded, 0);
        rig.channel.setRedriveLimit(limit);
        rig.channel.publish(paymentEvent());
        failUntilDeadLettered(rig);
        for (int n = 1; n <= limit; ++n) {
            QVERIFY(!rig.channel.planRedrive(1).held);
            QVERIFY(rig.channel.redrive(1) != 0);
            failUntilDeadLettered(rig);
        }
        const RedriveCandidate plan = rig.channel.planRedrive(1);
        QVERIFY(plan.held);
        QCOMPARE(plan.redrives, limit);
        const std::size_t messages = rig.channel.messages().size();
        QCOMPARE(rig.channel.redrive(1), 0u);
        QCOMPARE(rig.channel.messages().size(), messages); // nothing republished
        QVERIFY(rig.channel.queue().empty());
        QCOMPARE(name(rig.last().kind), name(Kind::RedriveHeld));
        QVERIFY(contains(rig.last().detail, "held in the topic, not redriven"));
        const DeadLetterEntry& held = rig.channel.deadLetters().front();
        QCOMPARE(name(held.state), name(DeadLetterEntry::State::Held));
        QCOMPARE(held.redrives.size(), std::size_t(limit));
        QCOMPARE(held.heldReason, plan.reason);
        QVERIFY(contains(held.heldReason, "the redrive limit"));
        QCOMPARE(rig.channel.counters().redrivesHeld, 1u);
        QCOMPARE(rig.channel.counters().redriven, std::uint64_t(limit));

        // Raising the limit lets the operator redrive it once more.
        rig.channel.setRedriveLimit(limit + 1);
        QVERIFY(rig.channel.redrive(1) != 0);
        QCOMPARE(name(rig.channel.deadLetterEntry(1)->state),
                 name(DeadLetterEntry::State::Redriven));
        QVERIFY(rig.channel.deadLetterEntry(1)->heldReason.empty());
    }

    void redriveAllRedrivesSomeAndHoldsOthers()
    {
        Rig rig;
        rig.setPolicy(RetryMode::Bounded, 0);
        rig.channel.setRedriveLimit(1);
        rig.channel.publish(paymentEvent("e1"));
        failUntilDeadLettered(rig);
        rig.channel.redrive(1);
        failUntilDeadLettered(rig); // entry 1: redriven once, back
        rig.channel.publish(paymentEvent("e2"));
        failUntilDeadLettered(rig); // entry 2: never redriven
        const std::vector<RedriveCandidate> plan = rig.channel.planRedriveAll();
        QCOMPARE(plan.size(), 2u);
        QCOMPARE(plan[0].entryId, 1u);
        QVERIFY(plan[0].held);
        QCOMPARE(plan[1].entryId, 2u);
        QVERIFY(!plan[1].held);
        const std::vector<std::uint64_t> deliveries = rig.channel.redriveAll();
        QCOMPARE(deliveries.size(), 1u);
        QCOMPARE(queueIds(rig.channel), deliveries);
        QCOMPARE(rig.channel.deadLetters().size(), 1u);
        QCOMPARE(rig.channel.deadLetters().front().id, 1u);
        QCOMPARE(name(rig.channel.deadLetters().front().state), name(DeadLetterEntry::State::Held));
    }

    void planningChangesNothing()
    {
        Rig rig;
        rig.setPolicy(RetryMode::Bounded, 0);
        rig.channel.publish(paymentEvent());
        failUntilDeadLettered(rig);
        const auto events = rig.events.size();
        const auto counters = rig.channel.counters();
        const std::vector<RedriveCandidate> plan = rig.channel.planRedriveAll();
        QCOMPARE(plan.size(), 1u);
        QCOMPARE(plan[0].messageKey, std::string("atlasmart://payment-simulator|evt-1"));
        QCOMPARE(rig.events.size(), events);
        QCOMPARE(rig.channel.counters(), counters);
        QCOMPARE(rig.channel.deadLetters().size(), 1u);
        QVERIFY(rig.channel.queue().empty());
    }

    void unknownOrRedrivenEntriesAreRefused()
    {
        Rig rig;
        rig.setPolicy(RetryMode::Bounded, 0);
        rig.channel.publish(paymentEvent());
        failUntilDeadLettered(rig);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, rig.channel.planRedrive(2));
        rig.channel.redrive(1);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, rig.channel.redrive(1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, rig.channel.planRedrive(1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, rig.channel.setRedriveLimit(0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, rig.channel.setRedriveLimit(
                                                            DeliveryChannel::kMaxRedriveLimit + 1));
    }
};

QTEST_GUILESS_MAIN(TestRedriveGuard)
#include "tst_redriveguard.moc"
