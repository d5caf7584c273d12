// Plays every scenario of every lesson shipped in lessons/ and checks that
// each expectation a lesson makes actually holds in the lab.
#include "WorldDump.h"
#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "lesson/reader/LessonLoader.h"
#include "lesson/player/ScenarioPlayer.h"
#include "store/DocumentStore.h"

#include <QtTest>

#include <sstream>

using namespace atlas;

namespace {

QString lessonsDir()
{
    return qEnvironmentVariable("ATLASLAB_SOURCE_DIR") + QStringLiteral("/lessons");
}

QString failures(const ScenarioPlayer& player)
{
    QString out;
    for (const auto& r : player.results()) {
        if (!r.error.isEmpty())
            out += QStringLiteral("\n  step %1 (%2) refused: %3")
                       .arg(r.index + 1)
                       .arg(r.command, r.error);
        for (const auto& e : r.expectations)
            if (!e.passed)
                out += QStringLiteral("\n  step %1 (%2): expected %3, found %4")
                           .arg(r.index + 1)
                           .arg(r.command, e.claim, e.actual);
    }
    return out;
}

} // namespace

class TestShippedLessons : public QObject
{
    Q_OBJECT
private slots:
    void everyScenarioMeetsItsExpectations_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("scenario");
        const auto results = LessonLoader::loadDirectory(lessonsDir());
        QVERIFY(!results.empty());
        for (const auto& r : results) {
            QVERIFY2(r.ok(), qPrintable(r.file));
            for (const auto& s : r.lesson.scenarios)
                QTest::addRow("%s/%s", qPrintable(r.lesson.id), qPrintable(s.id)) << r.file << s.id;
        }
    }

    void everyScenarioMeetsItsExpectations()
    {
        QFETCH(QString, file);
        QFETCH(QString, scenario);
        const auto loaded = LessonLoader::load(file);
        QVERIFY(loaded.ok());
        Lab lab;
        ScenarioPlayer player(lab, *loaded.lesson.scenario(scenario));
        player.restart();
        player.runToEnd();
        QVERIFY2(player.allPassed(), qPrintable(failures(player)));
    }

    void forwardBackForwardGivesIdenticalStates()
    {
        const auto loaded =
            LessonLoader::load(lessonsDir() + QStringLiteral("/chapter10-idempotency.json"));
        QVERIFY(loaded.ok());
        for (const auto& scenario : loaded.lesson.scenarios) {
            Lab lab;
            ScenarioPlayer player(lab, scenario);
            player.restart();
            std::vector<std::string> states{worldDump(lab)};
            while (!player.atEnd()) {
                player.step();
                states.push_back(worldDump(lab));
            }
            while (player.stepBack())
                QCOMPARE(worldDump(lab), states[static_cast<std::size_t>(player.position())]);
            while (!player.atEnd()) {
                player.step();
                QCOMPARE(worldDump(lab), states[static_cast<std::size_t>(player.position())]);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestShippedLessons)
#include "tst_shippedlessons.moc"
