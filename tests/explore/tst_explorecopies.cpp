// The explorer derives states by copying worlds (Lab::assignWorldFrom): it
// finds what it found when it replayed every state's path, for any number of
// threads, and replays a world that cannot be copied.
#include "ExploreTestSupport.h"
#include "explore/Explorer.h"
#include "lab/Lab.h"

using namespace atlas;
using atlas::test::chapter10Scenario;

namespace {

ExploreOptions options(int k, int threads)
{
    ExploreOptions o;
    o.maxFaults = k;
    o.threads = threads;
    return o;
}

ExploreWorld labRun(int extraDocuments = 0)
{
    Scenario scenario = chapter10Scenario("ch10-lab-run");
    for (int i = 0; i < extraDocuments; ++i)
        scenario.setup.documents.push_back(
            {QStringLiteral("products/p%1").arg(i), Json{{"sku", i}}});
    return ExploreWorld::fromScenario(scenario, "inbox-in-transaction", "outbox-with-provider-key");
}

} // namespace

class TestExploreCopies : public QObject
{
    Q_OBJECT
private slots:
    // The figures the explorer reported when it rebuilt every state by replay.
    void theCountsAreThoseOfReplaying_data()
    {
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("explored");
        QTest::addColumn<int>("distinct");
        QTest::addColumn<int>("settled");
        for (const int threads : {1, 2, 3}) {
            QTest::addRow("K=1, %d thread(s)", threads) << 1 << threads << 116 << 79 << 20;
            QTest::addRow("K=2, %d thread(s)", threads) << 2 << threads << 1421 << 862 << 195;
        }
    }
    void theCountsAreThoseOfReplaying()
    {
        QFETCH(int, k);
        QFETCH(int, threads);
        QFETCH(int, explored);
        QFETCH(int, distinct);
        QFETCH(int, settled);
        const ExploreResult r = Explorer(labRun(), options(k, threads)).run();
        QVERIFY(r.exhausted);
        QVERIFY(!r.violated);
        QCOMPARE(r.explored, std::size_t(explored));
        QCOMPARE(r.distinct, std::size_t(distinct));
        QCOMPARE(r.settledStates, std::size_t(settled));
    }

    void theShortestTraceDoesNotDependOnTheThreadCount()
    {
        const auto world =
            ExploreWorld::fromScenario(chapter10Scenario("ch10-lost-ack-redelivery"), "no-dedup");
        const ExploreResult one = Explorer(world, options(2, 1)).run();
        const ExploreResult three = Explorer(world, options(2, 3)).run();
        QVERIFY(one.violated);
        QCOMPARE(one.explored, three.explored);
        QCOMPARE(one.distinct, three.distinct);
        QCOMPARE(test::traceLabels(one), test::traceLabels(three));
        QCOMPARE(one.verdict.id, three.verdict.id);
        QCOMPARE(one.because, three.because);
    }

    void aWorldThatCannotBeCopiedIsReplayed()
    {
        // More documents than an in-memory store keeps before SQLite opens.
        const ExploreWorld big = labRun(150);
        Lab lab(Lab::Options{big.seed(), 0});
        std::vector<LabCommand> commands = big.commands();
        commands.erase(commands.begin()); // the reset restore() does itself
        lab.restore(big.seed(), commands);
        QVERIFY(!lab.cloneBlocker().empty());

        // Documents nothing reads: the same search, every state replayed.
        const ExploreResult r = Explorer(big, options(1, 2)).run();
        QVERIFY(r.exhausted);
        QCOMPARE(r.explored, std::size_t(116));
        QCOMPARE(r.distinct, std::size_t(79));
        QCOMPARE(r.settledStates, std::size_t(20));
    }
};

QTEST_GUILESS_MAIN(TestExploreCopies)
#include "tst_explorecopies.moc"
