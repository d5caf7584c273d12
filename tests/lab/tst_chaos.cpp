#include "delivery/DeliveryChannel.h"
#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"

#include <QtTest>

#include <cmath>
#include <limits>

#include <sstream>

using namespace atlas;

namespace {

std::string chaosJournal(std::uint64_t seed, std::uint64_t events)
{
    Lab lab(Lab::Options{seed, 0});
    lab.execute("runChaos", Json{{"orders", events / 4},
                                 {"events", events},
                                 {"crashRate", 0.02},
                                 {"transientRate", 0.02}});
    std::ostringstream out;
    lab.journal().writeJsonLines(out);
    return out.str();
}

} // namespace

class TestChaos : public QObject
{
    Q_OBJECT
private slots:
    void ratesThatAreNotNumbersFromZeroToOneAreRefused()
    {
        for (const double bad : {std::nan(""), -0.5, 1.5, std::numeric_limits<double>::infinity()}) {
            Lab lab;
            QVERIFY_THROWS_EXCEPTION(LabError, lab.execute("runChaos", Json{{"orders", 5},
                                                                            {"events", 10},
                                                                            {"lostAckRate", bad}}));
            QVERIFY(lab.commandLog().empty());
        }
    }

    void sameSeedGivesAnIdenticalJournal()
    {
        const std::string a = chaosJournal(7, 400);
        QVERIFY(a.size() > 10'000);
        QCOMPARE(chaosJournal(7, 400), a);
        QVERIFY(chaosJournal(8, 400) != a);
    }

    void stepBackOverAChaosRunReportsItsProgress()
    {
        Lab lab(Lab::Options{5, 0});
        lab.execute("runChaos", Json{{"orders", 1500}, {"events", 5000}, {"lostAckRate", 0.02}});
        std::ostringstream before;
        lab.journal().writeJsonLines(before);
        lab.execute("advanceClock", Json{{"ms", 1000}});

        std::vector<std::pair<quint64, quint64>> reports;
        bool rebuilt = false;
        bool reportedAfterRebuilt = false;
        connect(&lab, &Lab::replayProgressed, this, [&](quint64 done, quint64 total) {
            reports.emplace_back(done, total);
            reportedAfterRebuilt = reportedAfterRebuilt || rebuilt;
        });
        connect(&lab, &Lab::worldRebuilt, this, [&] { rebuilt = true; });
        QVERIFY(lab.stepBack());
        QVERIFY(rebuilt);
        QVERIFY(!reportedAfterRebuilt); // the panels follow a replay that is over
        // Work is one per chaos event and one for its drain: reports come
        // slice by slice, in order, and the last says the replay is over.
        QVERIFY(reports.size() >= 4);
        QCOMPARE(reports.front(), std::make_pair(quint64(0), quint64(5001)));
        QCOMPARE(reports.back(), std::make_pair(quint64(5001), quint64(5001)));
        for (std::size_t i = 1; i < reports.size(); ++i) {
            QVERIFY(reports[i].first >= reports[i - 1].first);
            QCOMPARE(reports[i].second, quint64(5001));
        }
        // Publishing in slices for the reports replays the same run.
        std::ostringstream after;
        lab.journal().writeJsonLines(after);
        QCOMPARE(after.str(), before.str());

        reports.clear();
        lab.execute("advanceClock", Json{{"ms", 1000}});
        QVERIFY(reports.empty()); // commands that are not replays report nothing
    }

    void correctStrategiesHoldOverManySeeds()
    {
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            Lab lab(Lab::Options{seed, 2000});
            lab.execute("runChaos", Json{{"orders", 800},
                                         {"events", 2000},
                                         {"duplicateRate", 0.1},
                                         {"reorderRate", 0.05},
                                         {"lostAckRate", 0.02},
                                         {"crashRate", 0.02},
                                         {"transientRate", 0.02}});
            for (const auto& v : lab.invariants())
                QVERIFY2(v.holds,
                         (v.id + " broke with seed " + std::to_string(seed) + ": " + v.explanation +
                          " " + (v.offenders.empty() ? "" : v.offenders.front()))
                             .c_str());
            QVERIFY(lab.channel().queue().empty());
        }
    }

    void wrongStrategyIsCaught_data()
    {
        QTest::addColumn<QString>("strategy");
        QTest::newRow("no-dedup") << QStringLiteral("no-dedup");
        QTest::newRow("marker-after-effect") << QStringLiteral("marker-after-effect");
        QTest::newRow("marker-before-effect") << QStringLiteral("marker-before-effect");
        QTest::newRow("event-id-only") << QStringLiteral("event-id-only");
    }

    void wrongStrategyIsCaught()
    {
        QFETCH(QString, strategy);
        Lab lab(Lab::Options{3, 2000});
        lab.execute("setStrategy", Json{{"eventType", "*"}, {"strategy", strategy.toStdString()}});
        lab.execute("runChaos", Json{{"orders", 500},
                                     {"events", 1500},
                                     {"duplicateRate", 0.1},
                                     {"reorderRate", 0.05},
                                     {"lostAckRate", 0.02},
                                     {"crashRate", 0.05}});
        bool anyBroken = false;
        for (const auto& v : lab.invariants())
            anyBroken = anyBroken || !v.holds;
        QVERIFY(anyBroken);
    }
};

QTEST_GUILESS_MAIN(TestChaos)
#include "tst_chaos.moc"
