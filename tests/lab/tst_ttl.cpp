// TTL policies and the operator's hand deletion: deletions come after expiry
// and within the lag, drawn from the seed (so a replay deletes at the same
// times), expired documents are read until then, and a marker deleted before
// the last redelivery lets the duplicate through.
#include "LabFixtures.h"
#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"
#include "lab/inflight/TtlSweeper.h"
#include "store/DocumentStore.h"
#include "store/clock/SimClock.h"

#include <QtTest>

#include <sstream>

using namespace atlas;
using namespace atlas::fixtures;

namespace {

constexpr Millis kMinute = 60'000;
const std::string kMarker =
    "workflowEvents/atlasmart%3A%2F%2Fpayment-simulator%7Cevt-pay-success-ord-ch10-001-v1";

std::string iso(const Lab& lab, Millis offset)
{
    return SimClock::toIso(lab.clock().epoch() + offset);
}

// Twenty reservations expiring one second apart, under a one-minute lag.
void seedExpiring(Lab& lab)
{
    lab.execute("setTtlPolicy", Json{{"collection", "reservations"}, {"lagMs", kMinute}});
    for (int i = 0; i < 20; ++i)
        lab.execute("seedDocument",
                    Json{{"path", "reservations/r" + std::to_string(i)},
                         {"data", Json{{"orderId", "o" + std::to_string(i)},
                                       {"expireAt", iso(lab, 1000 * (i + 1))}}}});
}

std::vector<Millis> deleteTimes(Lab& lab)
{
    std::vector<Millis> out;
    for (const auto& d : lab.ttl(Lab::kDefaultDatabase).pending())
        out.push_back(d.deleteAt);
    return out;
}

std::string dumpWorld(Lab& lab)
{
    std::string out;
    for (const std::string& db : Lab::databaseNames())
        for (const auto& c : lab.database(db).collections())
            for (const auto& doc : lab.database(db).list(c))
                out += db + ' ' + doc->path() + ' ' + doc->data.dump() + '\n';
    for (const auto& d : lab.ttl(Lab::kDefaultDatabase).pending())
        out += d.path + " at " + std::to_string(d.deleteAt) + '\n';
    std::ostringstream journal;
    lab.journal().writeJsonLines(journal);
    return out + journal.str();
}

int journalCount(Lab& lab, const std::string& kind, const std::string& outcome)
{
    int n = 0;
    for (const auto& e : lab.journal().entries())
        n += e.kind == kind && e.outcome == outcome;
    return n;
}

// A payment whose ack is lost: the channel redelivers it after the 10 s ack
// deadline. The marker alone guards it (event-id-only).
void lostAckPayment(Lab& lab, Millis markerRetention, Millis lag)
{
    lab.execute("seedDocument", Json{{"path", "orders/ord-ch10-001"}, {"data", lessonOrder()}});
    lab.execute("setStrategy", Json{{"eventType", "*"}, {"strategy", "event-id-only"}});
    lab.execute("setMarkerRetention", Json{{"ms", markerRetention}});
    lab.execute("setTtlPolicy", Json{{"collection", "workflowEvents"}, {"lagMs", lag}});
    lab.execute("publish", Json{{"event", paymentEvent()}});
    lab.execute("inject", Json{{"delivery", "latest"}, {"fault", "lost-ack"}});
    lab.execute("deliverNext");
    lab.execute("deliverAll");
}

} // namespace

class TestTtl : public QObject
{
    Q_OBJECT
private slots:
    void deletionFallsAfterExpiryWithinTheLag_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed : {1ULL, 7ULL, 1234ULL, 99999ULL})
            QTest::addRow("seed %llu", static_cast<unsigned long long>(seed)) << seed;
    }

    void deletionFallsAfterExpiryWithinTheLag()
    {
        QFETCH(quint64, seed);
        Lab lab(Lab::Options{seed});
        seedExpiring(lab);
        const auto pending = lab.ttl(Lab::kDefaultDatabase).pending();
        QCOMPARE(pending.size(), std::size_t(20));
        for (const auto& d : pending) {
            QVERIFY2(d.deleteAt > d.expireAt, d.path.c_str()); // never on time
            QVERIFY2(d.deleteAt <= d.expireAt + kMinute, d.path.c_str());
            QCOMPARE(d.field, std::string("expireAt"));
        }
        // Every one is still read after its expiry, up to its deletion.
        for (const auto& d : pending) {
            lab.execute("advanceClock", Json{{"ms", d.deleteAt - 1 - lab.clock().now()}});
            QVERIFY2(lab.store().get(d.path).exists(), d.path.c_str());
            lab.execute("advanceClock", Json{{"ms", 1}});
            QVERIFY2(!lab.store().get(d.path).exists(), d.path.c_str());
        }
        QCOMPARE(lab.store().count("reservations"), std::size_t(0));
        QCOMPARE(journalCount(lab, "ttl", "deleted"), 20);
    }

    void theSeedDecidesTheDeletionTimes()
    {
        Lab a(Lab::Options{42});
        Lab b(Lab::Options{42});
        Lab c(Lab::Options{43});
        for (Lab* lab : {&a, &b, &c})
            seedExpiring(*lab);
        QCOMPARE(deleteTimes(a), deleteTimes(b));
        QVERIFY(deleteTimes(a) != deleteTimes(c));
    }

    void aNewExpiryDrawsAgainAndNoTimestampNeverExpires()
    {
        Lab lab;
        lab.execute("setTtlPolicy", Json{{"collection", "reservations"}, {"lagMs", kMinute}});
        lab.execute("seedDocument", Json{{"path", "reservations/r"},
                                         {"data", Json{{"expireAt", iso(lab, 1000)}}}});
        QCOMPARE(lab.ttl(Lab::kDefaultDatabase).pending().size(), std::size_t(1));
        // The same expiry keeps the drawn time; a later one moves it.
        const Millis first = deleteTimes(lab).front();
        lab.execute("seedDocument", Json{{"path", "reservations/r"},
                                         {"data", Json{{"expireAt", iso(lab, 1000)}, {"n", 1}}}});
        QCOMPARE(deleteTimes(lab).front(), first);
        lab.execute("seedDocument", Json{{"path", "reservations/r"},
                                         {"data", Json{{"expireAt", iso(lab, 10 * kMinute)}}}});
        QVERIFY(deleteTimes(lab).front() > lab.clock().epoch() + 10 * kMinute);
        // A field that is not a timestamp: never deleted.
        lab.execute("seedDocument",
                    Json{{"path", "reservations/r"}, {"data", Json{{"expireAt", 12345}}}});
        QVERIFY(lab.ttl(Lab::kDefaultDatabase).pending().empty());
        lab.execute("advanceClock", Json{{"ms", 30LL * 24 * 3600 * 1000}});
        QVERIFY(lab.store().get("reservations/r").exists());
    }

    void aPolicyCoversDocumentsAlreadyThereAndCanBeRemoved()
    {
        Lab lab;
        lab.execute("advanceClock", Json{{"ms", 5 * kMinute}});
        lab.execute("seedDocument", Json{{"path", "reservations/old"},
                                         {"data", Json{{"validUntil", iso(lab, 0)}}}});
        lab.execute("setTtlPolicy", Json{{"collection", "reservations"},
                                         {"field", "validUntil"},
                                         {"lagMs", kMinute}});
        // Expired before the policy existed: due within the lag from now.
        const auto pending = lab.ttl(Lab::kDefaultDatabase).pending();
        QCOMPARE(pending.size(), std::size_t(1));
        QVERIFY(pending.front().deleteAt > lab.clock().now());
        QVERIFY(pending.front().deleteAt <= lab.clock().now() + kMinute);
        lab.execute("setTtlPolicy", Json{{"collection", "reservations"}, {"enabled", false}});
        QVERIFY(lab.ttl(Lab::kDefaultDatabase).pending().empty());
        lab.execute("advanceClock", Json{{"ms", 2 * kMinute}});
        QVERIFY(lab.store().get("reservations/old").exists());
        QCOMPARE(journalCount(lab, "ttl", "policy"), 2);
    }

    void refusedArgumentsChangeNothing_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QByteArray>("args");
        QTest::addRow("lag below 1 s") << "setTtlPolicy"
                                       << QByteArray(R"({"collection": "reservations", "lagMs": 999})");
        QTest::addRow("lag above 30 days")
            << "setTtlPolicy" << QByteArray(R"({"collection": "reservations", "lagMs": 2592000001})");
        QTest::addRow("no policy to remove")
            << "setTtlPolicy" << QByteArray(R"({"collection": "reservations", "enabled": false})");
        QTest::addRow("a dotted field")
            << "setTtlPolicy" << QByteArray(R"({"collection": "reservations", "field": "a.b"})");
        QTest::addRow("an unknown database")
            << "setTtlPolicy" << QByteArray(R"({"collection": "reservations", "database": "x"})");
        QTest::addRow("a bad collection")
            << "setTtlPolicy" << QByteArray(R"({"collection": "a/b"})");
        QTest::addRow("retention above 30 days")
            << "setMarkerRetention" << QByteArray(R"({"ms": 2592000001})");
        QTest::addRow("delete a missing document")
            << "deleteDocument" << QByteArray(R"({"path": "orders/nope"})");
        QTest::addRow("delete in an unknown database")
            << "deleteDocument" << QByteArray(R"({"path": "orders/o1", "database": "other"})");
    }

    void refusedArgumentsChangeNothing()
    {
        QFETCH(QString, command);
        QFETCH(QByteArray, args);
        Lab lab;
        lab.execute("seedDocument", Json{{"path", "orders/o1"}, {"data", Json{{"a", 1}}}});
        const std::string before = dumpWorld(lab);
        const std::size_t logged = lab.commandLog().size();
        QVERIFY_THROWS_EXCEPTION(LabError, lab.execute(command.toStdString(), Json::parse(args)));
        QCOMPARE(dumpWorld(lab), before);
        QCOMPARE(lab.commandLog().size(), logged);
    }

    void markersCarryEventTimePlusRetention()
    {
        Lab lab;
        lab.execute("seedDocument", Json{{"path", "orders/ord-ch10-001"}, {"data", lessonOrder()}});
        lab.execute("advanceClock", Json{{"ms", 5 * kMinute}}); // processed later than it happened
        lab.execute("setMarkerRetention", Json{{"ms", 2 * 24 * 3600 * 1000LL}});
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("deliverNext");
        // occurredAt 2026-09-16T18:30:00Z + 2 days, however late it was handled.
        QCOMPARE(lab.store().get(kMarker).get("expireAt"), Json("2026-09-18T18:30:00.000Z"));
        lab.execute("setMarkerRetention", Json{{"ms", 0}});
        lab.execute("publish", Json{{"event", paymentEvent("PAYMENT_SUCCEEDED", "evt-2")}});
        lab.execute("deliverNext");
        QVERIFY(lab.store()
                    .get("workflowEvents/atlasmart%3A%2F%2Fpayment-simulator%7Cevt-2")
                    .get("expireAt")
                    .is_null());
    }

    void aMarkerDeletedBeforeTheRedeliveryLetsTheDuplicateThrough()
    {
        Lab lab;
        // expireAt = event time + 1 s, deleted at most 5 s later: before the
        // redelivery the 10 s ack deadline brings.
        lostAckPayment(lab, 1000, 5000);
        QCOMPARE(journalCount(lab, "ttl", "deleted"), 1);
        QCOMPARE(journalCount(lab, "handler-result", "completed"), 2);
        QVERIFY(!lab.invariant("single-completion").holds);
        QVERIFY(!lab.invariant("single-inbox-marker").holds);
        QVERIFY(!lab.invariant("revenue-matches").holds);
        // The ttl entry comes before the redelivery's attempt.
        const auto& entries = lab.journal().entries();
        const auto ttl = std::find_if(entries.begin(), entries.end(),
                                      [](const JournalEntry& e) { return e.kind == "ttl" && e.outcome == "deleted"; });
        const auto second = std::find_if(entries.rbegin(), entries.rend(), [](const JournalEntry& e) {
            return e.kind == "handler-result";
        });
        QVERIFY(ttl->seq < second->seq);
    }

    void aMarkerKeptPastTheRetryWindowCatchesIt()
    {
        Lab lab;
        // Event time + 24 h retry window + 24 h margin, under the default lag.
        lostAckPayment(lab, 2 * 24 * 3600 * 1000LL, 24 * 3600 * 1000LL);
        QCOMPARE(journalCount(lab, "ttl", "deleted"), 0);
        QCOMPARE(journalCount(lab, "handler-result", "completed"), 1);
        QCOMPARE(journalCount(lab, "handler-result", "duplicate"), 1);
        QVERIFY(lab.invariant("single-completion").holds);
        QVERIFY(lab.invariant("revenue-matches").holds);
        QVERIFY(lab.store().get(kMarker).exists());
    }

    void anOperatorDeletesByHand()
    {
        Lab lab;
        lab.execute("seedDocument", Json{{"path", "profiles/p1"}, {"data", Json{{"a", 1}}}});
        lab.execute("seedDocument",
                    Json{{"path", "profiles/p1"}, {"data", Json{{"b", 2}}}, {"database", "analytics"}});
        lab.execute("deleteDocument", Json{{"path", "profiles/p1"}, {"database", "analytics"}});
        QVERIFY(lab.store().get("profiles/p1").exists());
        QVERIFY(!lab.database("analytics").get("profiles/p1").exists());
        lab.execute("deleteDocument", Json{{"path", "profiles/p1"}});
        QVERIFY(!lab.store().get("profiles/p1").exists());
        QCOMPARE(journalCount(lab, "operator", "deleted"), 2);
        QCOMPARE(lab.journal().lastOfKind("operator")->data().value("database", ""),
                 std::string("(default)"));
    }

    void stepBackRebuildsTheSameWorld()
    {
        Lab lab(Lab::Options{77});
        seedExpiring(lab);
        lab.execute("addTrigger", Json{{"collection", "reservations"}, {"on", "deleted"}});
        lab.execute("seedDocument", Json{{"path", "reservations/x"},
                                         {"data", Json{{"expireAt", iso(lab, 1)}}},
                                         {"database", "analytics"}});
        lab.execute("setTtlPolicy",
                    Json{{"collection", "reservations"}, {"database", "analytics"}, {"lagMs", 1000}});
        lab.execute("advanceClock", Json{{"ms", 40'000}});
        lab.execute("deliverAll");
        lab.execute("advanceClock", Json{{"ms", 60'000}});
        const std::string world = dumpWorld(lab);
        QVERIFY(journalCount(lab, "ttl", "deleted") > 0);
        QVERIFY(!lab.database("analytics").get("reservations/x").exists());
        lab.execute("deliverAll");
        const std::string later = dumpWorld(lab);
        QVERIFY(lab.stepBack());
        QCOMPARE(dumpWorld(lab), world);
        lab.replayTo(lab.commandLog().size());
        QCOMPARE(dumpWorld(lab), world);
        lab.execute("deliverAll");
        QCOMPARE(dumpWorld(lab), later);
    }
};

QTEST_GUILESS_MAIN(TestTtl)
#include "tst_ttl.moc"
