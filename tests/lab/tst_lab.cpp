#include "LabFixtures.h"
#include "WorldDump.h"
#include "delivery/DeliveryChannel.h"
#include "lab/timeline/Journal.h"
#include "lab/timeline/JournalData.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"
#include "store/DocumentStore.h"
#include "store/json/JsonText.h"

#include <QtTest>

#include <sstream>

using namespace atlas;
using namespace atlas::fixtures;

namespace {

std::string field(Lab& lab, const std::string& path, const std::string& name)
{
    const Json v = lab.store().get(path).get(name);
    return v.is_string() ? v.get<std::string>() : v.dump();
}

const JournalEntry* lastHandlerResult(Lab& lab)
{
    return lab.journal().lastOfKind("handler-result");
}

void seedLessonOrder(Lab& lab, const std::string& state = "PAYMENT_PENDING")
{
    lab.execute("seedDocument",
                Json{{"path", "orders/ord-ch10-001"}, {"data", lessonOrder(state)}});
}

} // namespace

class TestLab : public QObject
{
    Q_OBJECT
private slots:
    // Facts are held as their JSON text: what goes in comes out, nothing is
    // held for none, and text that is not UTF-8 is kept with its bad bytes
    // replaced instead of failing the command that journals it.
    void journalFactsAreKeptAsText()
    {
        JournalEntry e;
        const Json facts{{"orderPath", "orders/o1"}, {"total", 4200}, {"ok", true}};
        e.setData(facts);
        QCOMPARE(e.dataText, facts.dump());
        QCOMPARE(e.data(), facts);
        e.setData(nullptr);
        QVERIFY(e.dataText.empty());
        QVERIFY(e.data().is_null());
        e.setData(Json{{"id", std::string("bad\xFF")}});
        QCOMPARE(e.data().at("id"), Json("bad\xEF\xBF\xBD"));

        Journal journal;
        journal.setRetention(3);
        for (int i = 0; i < 8; ++i) {
            JournalEntry next;
            next.setData(Json{{"i", i}});
            journal.append(std::move(next));
        }
        QCOMPARE(journal.size(), std::size_t(3));
        for (std::size_t k = 0; k < 3; ++k)
            QCOMPARE(journal.at(k).data(), (Json{{"i", 5 + static_cast<int>(k)}}));
    }

    void aJournalLineIsTheEntrysJson()
    {
        JournalEntry e;
        e.seq = 18'446'744'073'709'551'615ULL;
        e.time = 1'789'583'400'123;
        e.kind = "handler-result";
        e.outcome = "dupl\"icate";
        e.detail = "Größe \\ tab\t and \x01 control, emoji \xF0\x9F\x98\x80";
        e.setData(Json{{"branch", "seen"}, {"writes", Json::array({1, -2, 2.5, true, nullptr})},
                       {"nested", Json{{"é", Json::object()}}}});
        QCOMPARE(Journal::toJsonLine(e), e.toJson().dump());
        e.messageKey = "atlasmart://orders|evt-1";
        e.deliveryId = 7;
        e.attempt = -3;
        e.setData(nullptr);
        QCOMPARE(Journal::toJsonLine(e), e.toJson().dump());
        Lab lab;
        lab.execute("runChaos", Json{{"orders", 10}, {"events", 40}, {"lostAckRate", 0.2}});
        for (const auto& entry : lab.journal().entries())
            QCOMPARE(Journal::toJsonLine(entry), entry.toJson().dump());
    }

    // The hot paths write an entry's facts as text without building a tree.
    // The text is kept at its length, a shorter text after a longer one
    // keeps nothing of it, and a writer that meets text that is not UTF-8
    // leaves the entry the tree with its bad bytes replaced.
    void journalDataTakesTheWritersText()
    {
        const std::string longText = toJsonText(Json{{"record", std::string(300, 'r')}});
        const std::string shortText = toJsonText(Json{{"record", std::string(40, 's')}});
        JournalEntry longer, shorter, bad;
        setJournalData(
            longer, [&](std::string& out) { out += longText; }, [] { return Json(); });
        setJournalData(
            shorter, [&](std::string& out) { out += shortText; }, [] { return Json(); });
        QCOMPARE(longer.dataText, longText);
        QCOMPARE(shorter.dataText, shortText);
        QVERIFY(shorter.dataText.capacity() < longText.size()); // not the reused room
        setJournalData(
            bad,
            [](std::string& out) {
                out += R"({"id":)";
                appendJsonString(out, "bad\xFF");
            },
            [] { return Json{{"id", std::string("bad\xFF")}}; });
        QCOMPARE(bad.data(), (Json{{"id", "bad\xEF\xBF\xBD"}}));
    }

    // A relay step's and a channel event's facts are the text of the trees
    // they stand for: runRelay's steps are the journal's relay facts, byte
    // for byte, and a channel event names its message and, when it has one,
    // the time the delivery is due.
    void channelAndRelayFactsAreTheirTreesText()
    {
        Lab lab;
        lab.execute("setAutoRelay", Json{{"enabled", false}});
        seedLessonOrder(lab);
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("inject", Json{{"delivery", "latest"}, {"fault", "lost-ack"}});
        lab.execute("deliverNext");
        lab.execute("advanceClock", Json{{"ms", 10'000}});
        lab.execute("deliverNext");
        const std::size_t relayBefore = lab.journal().entries().size();
        const Json steps = lab.execute("runRelay").at("steps");
        QCOMPARE(steps.size(), std::size_t(3)); // claimed, sent, marked SENT
        QCOMPARE(steps.back().at("providerMessageId").is_string(), true);
        std::vector<std::string> relayFacts;
        for (std::size_t i = relayBefore; i < lab.journal().entries().size(); ++i)
            if (lab.journal().entries()[i].kind == "relay")
                relayFacts.push_back(lab.journal().entries()[i].dataText);
        QCOMPARE(relayFacts.size(), steps.size());
        for (std::size_t i = 0; i < steps.size(); ++i)
            QCOMPARE(relayFacts[i], toJsonText(steps[i]));

        int channel = 0, due = 0;
        for (const auto& e : lab.journal().entries()) {
            if (e.kind != "channel")
                continue;
            ++channel;
            const Json facts = e.data();
            QCOMPARE(e.dataText, toJsonText(facts));
            QVERIFY(facts.at("messageId").is_number_unsigned());
            QCOMPARE(facts.size(), facts.contains("due") ? std::size_t(2) : std::size_t(1));
            due += facts.contains("due") ? 1 : 0;
        }
        QVERIFY(channel >= 4);
        QVERIFY(due >= 1); // the redelivery after the lost ack
    }

    void lessonLabRunConverges()
    {
        Lab lab;
        seedLessonOrder(lab);
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("deliverNext");
        QCOMPARE(lastHandlerResult(lab)->outcome, std::string("completed"));
        lab.execute("duplicate", Json{{"message", "latest"}});
        lab.execute("deliverNext");
        QCOMPARE(lastHandlerResult(lab)->outcome, std::string("duplicate"));
        QCOMPARE(field(lab, "orders/ord-ch10-001", "state"), std::string("COMPLETED"));
        QCOMPARE(lab.store().count("workflowEvents"), std::size_t(1));

        lab.execute("publish", Json{{"event", paymentEvent("PAYMENT_FAILED",
                                                           "evt-pay-failed-ord-ch10-001-v1")}});
        lab.execute("deliverNext");
        QCOMPARE(lastHandlerResult(lab)->outcome, std::string("parked"));
        const auto parked = lab.store().list("workflowDeadLetters");
        QCOMPARE(parked.size(), std::size_t(1));
        QCOMPARE(parked.front()->data.at("reason").get<std::string>(),
                 std::string("INVALID_TRANSITION_COMPLETED_TO_PAYMENT_FAILED"));
        QCOMPARE(parked.front()->data.at("correlationId").get<std::string>(),
                 std::string("corr-ch10-001"));
        QCOMPARE(field(lab, "orders/ord-ch10-001", "state"), std::string("COMPLETED"));
        QCOMPARE(lab.store().count("providerEmails"), std::size_t(1));
        for (const auto& v : lab.invariants())
            QVERIFY2(v.holds, v.id.c_str());
    }

    void lostAckRedeliversAfterTheAckDeadline()
    {
        Lab lab;
        seedLessonOrder(lab);
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("inject", Json{{"delivery", "latest"}, {"fault", "lost-ack"}});
        lab.execute("deliverNext");
        QCOMPARE(lastHandlerResult(lab)->outcome, std::string("completed"));
        QVERIFY(lab.channel().queue().empty());
        lab.execute("advanceClock", Json{{"ms", 9'999}});
        QVERIFY(lab.channel().queue().empty());
        lab.execute("advanceClock", Json{{"ms", 1}});
        QCOMPARE(lab.channel().queue().size(), std::size_t(1));
        QCOMPARE(lab.channel().queue().front().attempt, 2);
        lab.execute("deliverNext");
        QCOMPARE(lastHandlerResult(lab)->outcome, std::string("duplicate"));
        QCOMPARE(lab.store().count("workflowEvents"), std::size_t(1));
        QVERIFY(lab.invariant("single-completion").holds);
    }

    void crashBeforeCommitWritesNothingAndRetries()
    {
        Lab lab;
        seedLessonOrder(lab);
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("inject", Json{{"delivery", "latest"}, {"fault", "crash-before-commit"}});
        const auto commits = lab.store().commitSequence();
        lab.execute("deliverNext");
        QCOMPARE(lab.store().commitSequence(), commits);
        QCOMPARE(lastHandlerResult(lab)->outcome, std::string("crash"));
        QCOMPARE(lab.channel().queue().size(), std::size_t(1));
        QCOMPARE(lab.channel().queue().front().due - lab.clock().now(), Millis(10'000));
        lab.execute("deliverNext"); // advances the clock to the retry
        QCOMPARE(lastHandlerResult(lab)->outcome, std::string("completed"));
        QVERIFY(lab.invariant("no-event-lost").holds);
    }

    void retriesOffDropsAFailedEvent()
    {
        Lab lab;
        seedLessonOrder(lab);
        lab.execute("setRetryPolicy", Json{{"mode", "off"}});
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("inject", Json{{"delivery", "latest"}, {"fault", "transient-error"}});
        lab.execute("deliverNext");
        QVERIFY(lab.channel().queue().empty());
        QCOMPARE(field(lab, "orders/ord-ch10-001", "state"), std::string("PAYMENT_PENDING"));
        const auto lost = lab.invariant("no-event-lost");
        QVERIFY(!lost.holds);
        QCOMPARE(lost.offenders.front(),
                 std::string("atlasmart://payment-simulator|evt-pay-success-ord-ch10-001-v1"));
        QCOMPARE(lab.metrics().value("droppedEvents").value(), 1.0);
    }

    void boundedRetriesDeadLetterAPoisonEvent()
    {
        Lab lab; // no order exists: ORDER_NOT_FOUND every time
        lab.execute("publish", Json{{"event", paymentEvent()}});
        std::vector<Millis> gaps;
        Millis last = lab.clock().now();
        for (int i = 0; i < 5; ++i) {
            lab.execute("deliverNext");
            gaps.push_back(lab.clock().now() - last);
            last = lab.clock().now();
        }
        QCOMPARE(gaps, (std::vector<Millis>{0, 10'000, 20'000, 40'000, 80'000}));
        QVERIFY(lab.channel().queue().empty());
        QCOMPARE(lab.channel().deadLetters().size(), std::size_t(1));
        QVERIFY(lab.channel().deadLetters().front().lastError.find("ORDER_NOT_FOUND") !=
                std::string::npos);
        QVERIFY(lab.invariant("no-event-lost").holds); // dead-lettered is not lost

        seedLessonOrder(lab);
        lab.execute("redrive", Json{{"entry", "latest"}});
        lab.execute("deliverNext");
        QCOMPARE(lastHandlerResult(lab)->outcome, std::string("completed"));
    }

    void unlimitedRetriesNeverDeadLetter()
    {
        Lab lab;
        lab.execute("setRetryPolicy", Json{{"mode", "unlimited"}});
        lab.execute("publish", Json{{"event", paymentEvent()}});
        for (int i = 0; i < 40; ++i)
            lab.execute("deliverNext");
        QCOMPARE(lab.channel().queue().size(), std::size_t(1));
        QVERIFY(lab.channel().deadLetters().empty());
        QCOMPARE(lab.metrics().value("deliveries").value(), 40.0);
        QVERIFY(lab.metrics().value("simulatedCost").value() > 0);
    }

    void paymentBeforeItsOrderRetriesThenCompletes()
    {
        Lab lab;
        lab.execute("publish", Json{{"event", reservedEvent()}});
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("reorder", Json{{"delivery", "latest"}, {"before", "first"}});
        lab.execute("deliverNext");
        QCOMPARE(lastHandlerResult(lab)->outcome, std::string("retry"));
        lab.execute("deliverNext");
        QCOMPARE(lastHandlerResult(lab)->outcome, std::string("created"));
        lab.execute("deliverNext"); // the payment's retry, 10 s later
        QCOMPARE(lastHandlerResult(lab)->outcome, std::string("completed"));
        QCOMPARE(field(lab, "orders/ord-ch10-001", "state"), std::string("COMPLETED"));
        for (const auto& v : lab.invariants())
            QVERIFY2(v.holds, v.id.c_str());
    }

    void noDedupBreaksInvariantsUnderADuplicate()
    {
        Lab lab;
        lab.execute("setStrategy", Json{{"eventType", "*"}, {"strategy", "no-dedup"}});
        seedLessonOrder(lab);
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("duplicate", Json{{"message", "latest"}});
        lab.execute("deliverAll");
        QVERIFY(!lab.invariant("single-completion").holds);
        QVERIFY(!lab.invariant("revenue-matches").holds);
    }

    void badCommandsChangeNothing()
    {
        Lab lab;
        seedLessonOrder(lab);
        const std::string before = worldDump(lab);
        QVERIFY_THROWS_EXCEPTION(LabError, lab.execute("deliverNxt"));
        QVERIFY_THROWS_EXCEPTION(LabError, lab.execute("setAckDeadline", Json{{"ms", 5}}));
        QVERIFY_THROWS_EXCEPTION(LabError,
                                 lab.execute("publish", Json{{"event", Json{{"id", "x"}}}}));
        QVERIFY_THROWS_EXCEPTION(
            LabError, lab.execute("inject", Json{{"delivery", "latest"}, {"fault", "meteor"}}));
        QCOMPARE(worldDump(lab), before);
        QCOMPARE(lab.commandLog().size(), std::size_t(1));
    }

    void stepBackReturnsToAnIdenticalWorld()
    {
        Lab lab(Lab::Options{42, 0});
        seedLessonOrder(lab);
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("inject", Json{{"delivery", "latest"}, {"fault", "lost-ack"}});
        const std::string before = worldDump(lab);
        lab.execute("deliverNext");
        QVERIFY(worldDump(lab) != before);
        QVERIFY(lab.stepBack());
        QCOMPARE(worldDump(lab), before);
        QCOMPARE(lab.commandLog().size(), std::size_t(3));
        lab.execute("deliverNext");
        lab.execute("advanceClock", Json{{"toNextDue", true}});
        lab.execute("deliverNext");
        QCOMPARE(lastHandlerResult(lab)->outcome, std::string("duplicate"));
    }

    void journalExportsJsonLines()
    {
        Lab lab;
        seedLessonOrder(lab);
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("deliverNext");
        std::ostringstream out;
        lab.journal().writeJsonLines(out);
        std::istringstream in(out.str());
        std::string line;
        std::uint64_t seq = 0;
        while (std::getline(in, line)) {
            const Json entry = Json::parse(line);
            QCOMPARE(entry.at("seq").get<std::uint64_t>(), ++seq);
            QVERIFY(entry.contains("kind") && entry.contains("outcome") && entry.contains("time"));
        }
        QCOMPARE(seq, lab.journal().total());
    }
};

QTEST_GUILESS_MAIN(TestLab)
#include "tst_lab.moc"
