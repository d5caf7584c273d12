// The redrive command: a dry run says what would be redelivered and what the
// loop guard would hold, with counts, and changes nothing but the journal (it
// is logged like any command, so a replay journals it again); a redrive past
// setRedriveLimit is held in the topic with the reason.
#include "LabDeliveryTestSupport.h"
#include "delivery/DeliveryChannel.h"
#include "lab/commands/LabError.h"
#include "store/DocumentStore.h"

#include <QtTest>

using namespace atlas;
using namespace atlas::deliverytest;
using atlas::fixtures::paymentEvent;

namespace {

// Two dead letters of poison events: entries 1 and 2.
void twoDeadLetters(Lab& lab)
{
    seedOrder(lab);
    for (const char* id : {"evt-a", "evt-b"}) {
        lab.execute("publish", Json{{"event", paymentEvent("PAYMENT_SUCCEEDED", id)}});
        lab.execute("poison", Json{{"message", "latest"}});
    }
    lab.execute("deliverAll");
}

} // namespace

class TestRedriveDryRun : public QObject
{
    Q_OBJECT
private slots:
    void aDryRunCountsAndChangesNothing()
    {
        Lab lab;
        twoDeadLetters(lab);
        QCOMPARE(lab.channel().deadLetters().size(), std::size_t(2));
        const std::size_t messages = lab.channel().messages().size();
        const std::uint64_t commits = lab.store().commitSequence();
        const auto counters = lab.channel().counters();
        const Json result = lab.execute("redrive", Json{{"entry", "all"}, {"dryRun", true}});
        QCOMPARE(result.at("wouldRedrive"), Json(2));
        QCOMPARE(result.at("wouldHold"), Json(0));
        QCOMPARE(result.at("entries").size(), std::size_t(2));
        QCOMPARE(result.at("entries")[0].at("action"), Json("redrive"));
        QCOMPARE(result.at("entries")[1].at("messageKey"),
                 Json("atlasmart://payment-simulator|evt-b"));
        QCOMPARE(lab.channel().deadLetters().size(), std::size_t(2));
        QCOMPARE(lab.channel().messages().size(), messages);
        QVERIFY(lab.channel().queue().empty());
        QCOMPARE(lab.channel().counters(), counters);
        QCOMPARE(lab.store().commitSequence(), commits);
        const JournalEntry* entry = lab.journal().lastOfKind("channel");
        QCOMPARE(entry->outcome, std::string("redrive-dry-run"));
        QCOMPARE(entry->detail,
                 std::string("dry run of redrive all: 2 of 2 entries would be redelivered (entry 1 "
                             "(atlasmart://payment-simulator|evt-a, redriven 0x), entry 2 "
                             "(atlasmart://payment-simulator|evt-b, redriven 0x)); nothing was "
                             "changed"));
        QCOMPARE(lab.commandLog().back().name, std::string("redrive"));
    }

    void theLoopGuardHoldsAnEntryRedrivenTooOften()
    {
        Lab lab;
        twoDeadLetters(lab);
        lab.execute("setRedriveLimit", Json{{"max", 2}});
        for (int n = 0; n < 2; ++n) {
            lab.execute("redrive", Json{{"entry", 1}});
            lab.execute("deliverAll");
        }
        QCOMPARE(lab.channel().deadLetterEntry(1)->redrives.size(), std::size_t(2));
        const Json plan = lab.execute("redrive", Json{{"entry", "all"}, {"dryRun", true}});
        QCOMPARE(plan.at("wouldRedrive"), Json(1));
        QCOMPARE(plan.at("wouldHold"), Json(1));
        QCOMPARE(plan.at("entries")[0].at("entry"),
                 Json(2)); // topic order: entry 1 came back later
        QCOMPARE(plan.at("entries")[1].at("action"), Json("hold"));
        QVERIFY(lab.journal().lastOfKind("channel")->detail.find(
                    "1 would be held by the redrive limit (2): entry 1") != std::string::npos);

        const Json held = lab.execute("redrive", Json{{"entry", 1}});
        QCOMPARE(held.at("held"), Json(true));
        QCOMPARE(lab.journal().lastOfKind("channel")->outcome, std::string("redrive-held"));
        QCOMPARE(int(lab.channel().deadLetterEntry(1)->state), int(DeadLetterEntry::State::Held));
        QVERIFY(lab.channel().queue().empty());

        const Json all = lab.execute("redrive", Json{{"entry", "all"}});
        QCOMPARE(all.at("deliveryIds").size(), std::size_t(1));
        QCOMPARE(all.at("held"), Json(1));
        QCOMPARE(countJournal(lab, "channel", "redrive-held"), 2);
    }

    void refusedRedrivesChangeNothing_data()
    {
        QTest::addColumn<QByteArray>("args");
        QTest::addRow("unknown entry") << QByteArray(R"({"entry": 9})");
        QTest::addRow("unknown entry, dry run") << QByteArray(R"({"entry": 9, "dryRun": true})");
        QTest::addRow("redriven entry") << QByteArray(R"({"entry": 1})");
        QTest::addRow("bad selector") << QByteArray(R"({"entry": "first"})");
        QTest::addRow("bad dryRun") << QByteArray(R"({"entry": "all", "dryRun": "yes"})");
    }

    void refusedRedrivesChangeNothing()
    {
        QFETCH(QByteArray, args);
        Lab lab;
        twoDeadLetters(lab);
        lab.execute("redrive", Json{{"entry", 1}});
        const std::size_t logged = lab.commandLog().size();
        const std::string journal = journalText(lab);
        QVERIFY_THROWS_EXCEPTION(LabError, lab.execute("redrive", Json::parse(args.toStdString())));
        QCOMPARE(lab.commandLog().size(), logged);
        QCOMPARE(journalText(lab), journal);
    }

    void setRedriveLimitBounds()
    {
        Lab lab;
        QVERIFY_THROWS_EXCEPTION(LabError, lab.execute("setRedriveLimit", Json{{"max", 0}}));
        QVERIFY_THROWS_EXCEPTION(LabError, lab.execute("setRedriveLimit", Json{{"max", 101}}));
        QCOMPARE(lab.channel().redriveLimit(), DeliveryChannel::kDefaultRedriveLimit);
        lab.execute("setRedriveLimit", Json{{"max", 100}});
        QCOMPARE(lab.channel().redriveLimit(), 100);
    }

    void replayGivesTheSameHistoryAndJournal()
    {
        Lab lab;
        twoDeadLetters(lab);
        lab.execute("redrive", Json{{"entry", "all"}, {"dryRun", true}});
        lab.execute("redrive", Json{{"entry", "all"}});
        lab.execute("deliverAll");
        lab.execute("redrive", Json{{"entry", "latest"}});
        const std::string journal = journalText(lab);
        const DeadLetterEntry before = *lab.channel().deadLetterEntry(2);
        lab.replayTo(lab.commandLog().size());
        QCOMPARE(journalText(lab), journal);
        const DeadLetterEntry* after = lab.channel().deadLetterEntry(2);
        QVERIFY(after);
        QCOMPARE(after->redrives, before.redrives);
        QCOMPARE(int(after->state), int(before.state));
    }
};

QTEST_GUILESS_MAIN(TestRedriveDryRun)
#include "tst_redrivedryrun.moc"
