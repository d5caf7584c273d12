#include "PgTestCluster.h"
#include "workers/LeaseQueue.h"
#include "workers/PgError.h"
#include "postgres/ServerAddress.h"
#include "workers/ReferenceRun.h"
#include "workers/WorkerStream.h"
#include "workers/WorkersRun.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace atlas;

namespace {

const InvariantVerdict* verdict(const WorkersReport& r, const std::string& id)
{
    for (const auto& v : r.invariants)
        if (v.id == id)
            return &v;
    return nullptr;
}

std::string failures(const WorkersReport& r)
{
    std::string out;
    for (const auto& v : r.invariants)
        if (!v.holds)
            out += v.id + " (" + v.explanation + ") ";
    return out;
}

} // namespace

// Real threads, real connections, real SERIALIZABLE transactions: what the
// chapter claims for the inbox pattern, checked where the interleaving is
// the machine's, not the simulator's.
class TestWorkers : public QObject
{
    Q_OBJECT

    PgTestCluster cluster_;

    WorkerConfig config(std::uint64_t seed = 1)
    {
        QString error;
        WorkerConfig c;
        c.store = *ServerAddress::parse(cluster_.url(), &error);
        c.seed = seed;
        c.chaos.orders = 40;
        c.chaos.events = 300;
        c.workers = 4;
        c.lease = std::chrono::milliseconds(200);
        return c;
    }

private slots:
    void initTestCase() { QVERIFY2(cluster_.ok(), qPrintable(cluster_.error())); }

    void streamIsTheSeedsAndInjectsDuplicates()
    {
        const ChaosConfig chaos; // the CLI's defaults
        const WorkerStream a(7, chaos), b(7, chaos), c(8, chaos);
        QVERIFY(a.duplicates() > 0);
        QCOMPARE(a.deliveries().size(), chaos.events + a.duplicates());
        QCOMPARE(a.messages().size(), b.messages().size());
        for (std::size_t i = 0; i < a.messages().size(); ++i)
            QVERIFY(a.messages()[i].toJson() == b.messages()[i].toJson());
        bool differs = false;
        for (std::size_t i = 0; i < a.messages().size() && !differs; ++i)
            differs = a.messages()[i].toJson() != c.messages()[i].toJson();
        QVERIFY(differs);
        // New envelopes repeat a business key under a new event id.
        QVERIFY(chaos.events > 2 * chaos.orders);
    }

    void leaseRunsOutAndRedelivers()
    {
        LeaseQueue queue({{1, 0, Fault::LostAck, 1}}, std::chrono::milliseconds(20));
        const auto first = queue.take(0);
        QVERIFY(first);
        QCOMPARE(first->delivery.attempt, 1);
        // Not acked: the next take waits out the lease and gets it again.
        const auto again = queue.take(1);
        QVERIFY(again);
        QCOMPARE(again->delivery.id, first->delivery.id);
        QCOMPARE(again->delivery.attempt, 2);
        QVERIFY(again->delivery.fault == Fault::None);
        QVERIFY(!queue.ack(*first)); // too late: the delivery is worker 1's now
        QVERIFY(queue.ack(*again));
        QVERIFY(!queue.take(0));
        QCOMPARE(queue.expiries(), 1u);
        QCOMPARE(queue.lateAcks(), 1u);
    }

    void correctStrategyKeepsEveryInvariant_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed : {1ull, 2ull, 3ull})
            QTest::addRow("seed %llu", seed) << seed;
    }
    void correctStrategyKeepsEveryInvariant()
    {
        QFETCH(quint64, seed);
        const WorkersReport r = WorkersRun::run(config(seed));
        QVERIFY2(r.holds(), failures(r).c_str());
        QCOMPARE(r.invariants.size(), 3u);
        QCOMPARE(r.workers, 4);
        // Duplicates were delivered and the marker or the guard stopped them.
        QVERIFY(r.duplicatesInjected > 0);
        QVERIFY(r.markerDuplicates > 0);
        QVERIFY(r.guardDuplicates > 0);
        // The attempts were spread over concurrent workers.
        std::set<int> workers;
        for (const auto& a : r.log)
            workers.insert(a.worker);
        QVERIFY(workers.size() >= 2);
        QCOMPARE(r.attempts, r.log.size());
    }

    void noDedupBreaksAnInvariant()
    {
        WorkerConfig c = config(1);
        c.strategy = HandlerStrategy::NoDedup;
        const WorkersReport r = WorkersRun::run(c);
        QVERIFY(!r.holds());
        QCOMPARE(r.markerDuplicates, 0u);
        const InvariantVerdict* receipts = verdict(r, "one-receipt-email-per-order");
        QVERIFY(receipts);
        QVERIFY(!receipts->holds);
        QVERIFY(!receipts->offenders.empty());
        QVERIFY(!verdict(r, "revenue-counted-once")->holds);
    }

    void contentionIsRetriedAndCounted()
    {
        WorkerConfig c = config(5);
        c.chaos.orders = 2; // every worker on the same two orders
        c.chaos.events = 200;
        const WorkersReport r = WorkersRun::run(c);
        QVERIFY2(r.holds(), failures(r).c_str());
        QVERIFY(r.serializationRetries > 0);
        std::uint64_t counted = 0;
        for (const auto& a : r.log)
            counted += static_cast<std::uint64_t>(a.outcome.serializationRetries);
        QCOMPARE(r.serializationRetries, counted);
        QCOMPARE(r.toJson()["metrics"]["serializationRetries"].get<std::uint64_t>(), counted);
    }

    void killedWorkerMessageIsRedeliveredAndDeduplicated_data()
    {
        QTest::addColumn<int>("point");
        QTest::addRow("after commit, before ack") << int(KillPoint::AfterCommit);
        QTest::addRow("before commit") << int(KillPoint::BeforeCommit);
    }
    void killedWorkerMessageIsRedeliveredAndDeduplicated()
    {
        QFETCH(int, point);
        WorkerConfig c = config(4);
        c.kill = WorkerKill{-1, KillPoint(point)}; // whichever worker gets there first
        const WorkersReport r = WorkersRun::run(c);
        QVERIFY2(r.holds(), failures(r).c_str());
        QCOMPARE(r.workersDied, 1u);
        const auto died = std::find_if(r.log.begin(), r.log.end(), [](const AttemptRecord& a) {
            return a.outcome.reply == AttemptOutcome::Reply::Died;
        });
        QVERIFY(died != r.log.end());
        const int dead = died->worker;
        QVERIFY(died->outcome.effect);
        QCOMPARE(died->outcome.committed, KillPoint(point) == KillPoint::AfterCommit);
        // The same delivery again, later, by another worker (the dead one is gone).
        std::vector<AttemptRecord> again;
        for (const auto& a : r.log)
            if (a.delivery == died->delivery && a.attempt > died->attempt)
                again.push_back(a);
        QVERIFY(!again.empty());
        QVERIFY(r.leaseExpiries > 0);
        for (const auto& a : again)
            QVERIFY(a.worker != dead);
        const auto acked = std::find_if(again.begin(), again.end(), [](const AttemptRecord& a) {
            return a.outcome.reply == AttemptOutcome::Reply::Ack && a.outcome.committed;
        });
        QVERIFY(acked != again.end());
        // However the threads ran (a duplicate delivery of the same message may
        // have got there first), the message's effect committed exactly once.
        int effects = 0;
        for (const auto& a : r.log)
            if (a.message == died->message && a.outcome.committed && a.outcome.effect)
                ++effects;
        QCOMPARE(effects, 1);
        if (KillPoint(point) == KillPoint::AfterCommit) {
            // The effect had committed: the marker stops it the second time.
            QCOMPARE(acked->outcome.action, std::string("duplicate"));
            QVERIFY(!acked->outcome.effect);
        } else {
            // Rolled back with the connection: the one effect is a later attempt's.
            QVERIFY(!died->outcome.committed);
        }
    }

    void unreachableServerIsAPgError()
    {
        QString error;
        WorkerConfig c = config();
        c.store = *ServerAddress::parse(QStringLiteral("postgresql://lab@127.0.0.1:1/lab"), &error);
        try {
            WorkersRun::run(c);
            QFAIL("ran without a server");
        } catch (const PgError& e) {
            QCOMPARE(e.kind(), PgError::Kind::Unreachable);
            QVERIFY(std::string(e.what()).find("127.0.0.1:1") != std::string::npos);
        }
    }

    void urlsAreCheckedBeforeAnythingConnects_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("ok");
        QTest::addRow("full") << QStringLiteral("postgresql://lab@db.example:6543/class") << true;
        QTest::addRow("no port") << QStringLiteral("postgresql://lab@localhost/lab") << true;
        QTest::addRow("sqlite file") << QStringLiteral("lab.sqlite") << false;
        QTest::addRow("other scheme") << QStringLiteral("mysql://lab@localhost/lab") << false;
        QTest::addRow("no database") << QStringLiteral("postgresql://lab@localhost:5432/") << false;
        QTest::addRow("no host") << QStringLiteral("postgresql:///lab") << false;
        QTest::addRow("bad port") << QStringLiteral("postgresql://lab@localhost:99999/lab")
                                  << false;
        QTest::addRow("options") << QStringLiteral("postgresql://lab@localhost/lab?sslmode=require")
                                 << false;
        QTest::addRow("no user: the system's") << QStringLiteral("postgresql://localhost/lab")
                                               << true;
    }
    void urlsAreCheckedBeforeAnythingConnects()
    {
        QFETCH(QString, url);
        QFETCH(bool, ok);
        QString error;
        const auto parsed = ServerAddress::parse(url, &error, ServerAddress::User::Optional);
        QCOMPARE(parsed.has_value(), ok);
        QCOMPARE(error.isEmpty(), ok);
        if (ok)
            QVERIFY(parsed->display().startsWith(parsed->user.isEmpty()
                                                     ? QStringLiteral("postgresql://localhost:")
                                                     : QStringLiteral("postgresql://lab@")));
    }
};

QTEST_GUILESS_MAIN(TestWorkers)
#include "tst_workers.moc"
