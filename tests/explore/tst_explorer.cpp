// The counterexample explorer on the real lab: wrong strategies break within
// a short trace, correct ones hold, and a trace saved as a lesson replays to
// the same violation.
#include "ExploreTestSupport.h"
#include "delivery/DeliveryChannel.h"
#include "explore/ExploreMoves.h"
#include "explore/Explorer.h"
#include "explore/TraceLesson.h"
#include "explore/WorldFingerprint.h"
#include "lab/Lab.h"
#include "lesson/player/ScenarioPlayer.h"

using namespace atlas;
using atlas::test::chapter10Scenario;

namespace {

ExploreOptions options(int k, int threads = 2)
{
    ExploreOptions o;
    o.maxFaults = k;
    o.threads = threads;
    return o;
}

} // namespace

class TestExplorer : public QObject
{
    Q_OBJECT
private slots:
    void wrongStrategyBreaksWithinTheHandWrittenTrace_data()
    {
        QTest::addColumn<QByteArray>("scenario");
        QTest::addColumn<QByteArray>("strategy");
        QTest::addColumn<QByteArray>("relay");
        QTest::addRow("no-dedup, lost ack") << "ch10-lost-ack-redelivery"_ba << "no-dedup"_ba
                                            << ""_ba;
        QTest::addRow("marker before effect")
            << "ch10-marker-before-effect"_ba << "marker-before-effect"_ba << ""_ba;
        QTest::addRow("marker after effect")
            << "ch10-marker-after-effect"_ba << "marker-after-effect"_ba << ""_ba;
        QTest::addRow("event id only") << "ch10-event-id-only"_ba << "event-id-only"_ba << ""_ba;
        QTest::addRow("flag before send")
            << "ch10-email-flag-before-send"_ba << ""_ba << "flag-before-send"_ba;
        QTest::addRow("flag after send")
            << "ch10-email-flag-after-send"_ba << ""_ba << "flag-after-send"_ba;
    }
    void wrongStrategyBreaksWithinTheHandWrittenTrace()
    {
        QFETCH(QByteArray, scenario);
        QFETCH(QByteArray, strategy);
        QFETCH(QByteArray, relay);
        const Scenario& handWritten = chapter10Scenario(scenario.constData());
        const Explorer explorer(
            ExploreWorld::fromScenario(handWritten, strategy.toStdString(), relay.toStdString()),
            options(2));
        const ExploreResult r = explorer.run();
        QVERIFY(r.violated);
        QVERIFY(!r.verdict.id.empty());
        QVERIFY(!r.trace.empty());
        QCOMPARE(r.because.size(), r.trace.size());
        QVERIFY(r.inevitableAt >= 0 && r.inevitableAt < static_cast<int>(r.trace.size()));

        // As a lesson: no longer than the scenario a teacher wrote for the bug.
        const Json lesson = TraceLesson::lesson(explorer, r, QStringLiteral("found"),
                                                QStringLiteral("Found"));
        const auto& steps = lesson["scenarios"][0]["steps"];
        QVERIFY2(steps.size() <= handWritten.steps.size(),
                 qPrintable(QStringLiteral("%1 steps against %2 hand-written")
                                .arg(steps.size())
                                .arg(handWritten.steps.size())));

        // The player plays it unchanged and reaches the same violation.
        const LoadResult loaded = LessonLoader::loadFromText(
            QByteArray::fromStdString(lesson.dump()), QStringLiteral("found.json"));
        QVERIFY2(loaded.ok(), loaded.ok() ? "" : qPrintable(loaded.errors.front().toString()));
        Lab lab;
        ScenarioPlayer player(lab, loaded.lesson.scenarios.front());
        player.restart();
        player.runToEnd();
        QVERIFY(player.allPassed());
        QVERIFY(!lab.invariant(r.verdict.id).holds);
    }

    void correctStrategiesHoldWithTwoFaults_data()
    {
        QTest::addColumn<QByteArray>("scenario");
        QTest::addRow("lab run") << "ch10-lab-run"_ba;
        QTest::addRow("lost ack") << "ch10-lost-ack-redelivery"_ba;
        QTest::addRow("outbox with the provider's key") << "ch10-email-outbox-provider-key"_ba;
    }
    void correctStrategiesHoldWithTwoFaults()
    {
        QFETCH(QByteArray, scenario);
        const Explorer explorer(ExploreWorld::fromScenario(chapter10Scenario(scenario.constData()),
                                                           "inbox-in-transaction",
                                                           "outbox-with-provider-key"),
                                options(2));
        const ExploreResult r = explorer.run();
        QVERIFY2(!r.violated, r.verdict.explanation.c_str());
        QVERIFY(r.exhausted);
        QVERIFY(r.distinct > 10);
        QVERIFY(r.distinct <= r.explored);
        QVERIFY(r.settledStates > 0);
    }

    void theResultDoesNotDependOnTheThreadCount()
    {
        const auto world = ExploreWorld::fromScenario(chapter10Scenario("ch10-marker-after-effect"),
                                                      "marker-after-effect");
        const ExploreResult one = Explorer(world, options(2, 1)).run();
        const ExploreResult two = Explorer(world, options(2, 2)).run();
        QCOMPARE(one.explored, two.explored);
        QCOMPARE(one.distinct, two.distinct);
        QCOMPARE(test::traceLabels(one), test::traceLabels(two));
        QCOMPARE(one.verdict.id, two.verdict.id);
    }

    void moreBudgetNeverFindsALongerTrace()
    {
        const auto world = ExploreWorld::fromScenario(chapter10Scenario("ch10-marker-before-effect"),
                                                      "marker-before-effect");
        const ExploreResult k1 = Explorer(world, options(1)).run();
        const ExploreResult k2 = Explorer(world, options(2)).run();
        QVERIFY(k1.violated && k2.violated);
        QVERIFY(k2.trace.size() <= k1.trace.size());
    }

    void withoutFaultsAWrongStrategyCanStillHold()
    {
        // The lost-ack scenario publishes one success: with no fault at all,
        // even no-dedup completes the order once.
        const auto world =
            ExploreWorld::fromScenario(chapter10Scenario("ch10-lost-ack-redelivery"), "no-dedup");
        const ExploreResult r = Explorer(world, options(0)).run();
        QVERIFY(!r.violated);
        QVERIFY(r.exhausted);
    }

    void fingerprintIgnoresTheOrderDocumentsWereWrittenIn()
    {
        const auto seed = [](Lab& lab, const char* first, const char* second) {
            for (const char* path : {first, second})
                lab.execute("seedDocument",
                            Json{{"path", path}, {"data", Json{{"name", path}}}});
        };
        Lab a;
        Lab b;
        WorldFingerprint fa(a);
        WorldFingerprint fb(b);
        const std::uint64_t empty = fa.value();
        QCOMPARE(fb.value(), empty);
        seed(a, "orders/x", "orders/y");
        seed(b, "orders/y", "orders/x");
        QVERIFY(fa.value() != empty);
        QCOMPARE(fa.value(), fb.value());
        b.execute("seedDocument", Json{{"path", "orders/x"}, {"data", Json{{"name", "other"}}}});
        QVERIFY(fa.value() != fb.value());
        b.execute("reset");
        QCOMPARE(fb.value(), empty);
    }

    void settledMeansNothingIsLeftToDo()
    {
        Lab lab;
        const auto world = ExploreWorld::fromScenario(chapter10Scenario("ch10-lost-ack-redelivery"));
        Explorer(world, options(0)).replay(lab, {}, 0);
        QVERIFY(!ExploreMoves::settled(lab));
        QVERIFY(ExploreMoves::settle(lab, Explorer::kSettleMoves));
        QVERIFY(lab.channel().queue().empty());
        QVERIFY(ExploreMoves::next(lab, true, {ExploreFault::Reorder}).empty());
        QVERIFY(!ExploreMoves::next(lab, true, {ExploreFault::Duplicate}).empty());
    }
};

QTEST_GUILESS_MAIN(TestExplorer)
#include "tst_explorer.moc"
