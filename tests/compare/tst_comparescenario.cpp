// Compare scenarios in lesson files: the "compare" block and an
// expectation's "side" load and validate with clear errors, and the shipped
// compare scenarios play on both worlds with every expectation met.
#include "../lesson/LessonTestSupport.h"
#include "compare/ComparePlayer.h"
#include "compare/CompareSession.h"
#include "lab/Lab.h"
#include "lesson/reader/LessonLoader.h"
#include "lesson/player/ScenarioPlayer.h"

#include <QtTest>

using namespace atlas;
using namespace atlas::lessontest;
using Side = CompareSetup::Side;

namespace {

QString chapter10()
{
    return qEnvironmentVariable("ATLASLAB_SOURCE_DIR") +
           QStringLiteral("/lessons/chapter10-idempotency.json");
}

// A lesson with one scenario whose "compare" and first step's expectations
// are the given JSON texts; positions in messages refer to this text.
QByteArray lessonWith(const QByteArray& compare, const QByteArray& expect)
{
    QByteArray scenario = R"({"id": "s", "title": "S", "summary": "S.",)";
    if (!compare.isEmpty())
        scenario += "\n\"compare\": " + compare + ",";
    scenario += R"(
"setup": {"seed": 1},
"steps": [{"narration": "Go.", "command": "advanceClock", "args": {"ms": 1000},
"expect": [)" + expect + R"(]}]})";
    return R"({"id": "t", "title": "T", "summary": "T.", "version": 1, "language": "en",
"sections": [{"id": "a", "title": "A", "markdown": "A."}],
"scenarios": [)" + scenario + "]}";
}

const QByteArray kSides =
    R"({"left": {"label": "L", "strategies": {"*": "no-dedup"}}, "right": {"label": "R", "strategies": {"*": "inbox-in-transaction"}}})";
const QByteArray kClock = R"({"clock": "elapsedMs", "equals": 1000})";

QString failures(const ComparePlayer& player)
{
    QString out;
    for (const CompareStepResult& r : player.results())
        for (const auto side : {Side::Left, Side::Right}) {
            const StepResult& s = r.side(side);
            if (!s.error.isEmpty())
                out += QStringLiteral("\n  %1 step %2 refused: %3")
                           .arg(QLatin1String(CompareSetup::name(side)))
                           .arg(s.index + 1)
                           .arg(s.error);
            for (const ExpectationResult& e : s.expectations)
                if (!e.passed)
                    out += QStringLiteral("\n  %1 step %2: expected %3, found %4")
                               .arg(QLatin1String(CompareSetup::name(side)))
                               .arg(s.index + 1)
                               .arg(e.claim, e.actual);
        }
    return out;
}

int countExpectations(const ComparePlayer& player, Side side)
{
    int n = 0;
    for (const CompareStepResult& r : player.results())
        n += int(r.side(side).expectations.size());
    return n;
}

} // namespace

class TestCompareScenario : public QObject
{
    Q_OBJECT
private slots:
    void theShippedCompareScenarioLoads()
    {
        const LoadResult loaded = LessonLoader::load(chapter10());
        QVERIFY2(loaded.ok(), qPrintable(messages(loaded).join(u'\n')));
        const Scenario* s = loaded.lesson.scenario(QStringLiteral("ch10-compare-lost-ack"));
        QVERIFY(s);
        QVERIFY(s->compare);
        QCOMPARE(s->compare->left.strategies.front().second, QStringLiteral("no-dedup"));
        QCOMPARE(s->compare->right.strategies.front().second,
                 QStringLiteral("inbox-in-transaction"));
        QVERIFY(!s->compare->left.label.isEmpty());
        QVERIFY(s->compare->left.label != s->compare->right.label);
        int left = 0;
        int right = 0;
        int both = 0;
        for (const ScenarioStep& step : s->steps)
            for (const Expectation& e : step.expectations)
                ++(!e.side ? both : *e.side == Side::Left ? left : right);
        QVERIFY(left > 0 && right > 0 && both > 0);
    }

    void everyShippedCompareScenarioPlaysOnBothSides_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("scenario");
        for (const LoadResult& r : LessonLoader::loadDirectory(
                 qEnvironmentVariable("ATLASLAB_SOURCE_DIR") + QStringLiteral("/lessons")))
            for (const Scenario& s : r.lesson.scenarios)
                if (s.compare)
                    QTest::addRow("%s/%s", qPrintable(r.lesson.id), qPrintable(s.id))
                        << r.file << s.id;
    }

    void everyShippedCompareScenarioPlaysOnBothSides()
    {
        QFETCH(QString, file);
        QFETCH(QString, scenario);
        const LoadResult loaded = LessonLoader::load(file);
        QVERIFY(loaded.ok());
        CompareSession session;
        ComparePlayer player(session, *loaded.lesson.scenario(scenario));
        player.restart();
        QCOMPARE(session.setup(Side::Left).label,
                 loaded.lesson.scenario(scenario)->compare->left.label);
        player.runToEnd();
        QVERIFY2(player.allPassed(), qPrintable(failures(player)));
        QVERIFY(countExpectations(player, Side::Left) > 0);
        QVERIFY(countExpectations(player, Side::Right) > 0);
    }

    void theScenarioFailsWhenTheSidesAreSwapped()
    {
        // Its expectations are strict enough that the wrong strategy on a
        // side fails them.
        const LoadResult loaded = LessonLoader::load(chapter10());
        Scenario s = *loaded.lesson.scenario(QStringLiteral("ch10-compare-lost-ack"));
        std::swap(s.compare->left, s.compare->right);
        CompareSession session;
        ComparePlayer player(session, s);
        player.restart();
        player.runToEnd();
        bool leftFailed = false;
        bool rightFailed = false;
        for (const CompareStepResult& r : player.results()) {
            leftFailed = leftFailed || !r.left.passed();
            rightFailed = rightFailed || !r.right.passed();
        }
        QVERIFY(leftFailed);
        QVERIFY(rightFailed);
    }

    void stepBackUndoesAStepOnBothSides()
    {
        const LoadResult loaded = LessonLoader::load(chapter10());
        CompareSession session;
        ComparePlayer player(session, *loaded.lesson.scenario(QStringLiteral("ch10-compare-lost-ack")));
        player.restart();
        player.runToEnd();
        const auto leftLog = session.lab(Side::Left).commandLog().size();
        QVERIFY(player.stepBack());
        QCOMPARE(player.position(), player.stepCount() - 1);
        QCOMPARE(session.lab(Side::Left).commandLog().size(), leftLog - 1);
        QVERIFY(player.step().passed());
    }

    void aSingleWorldPlaysOneSide_data()
    {
        QTest::addColumn<bool>("left");
        QTest::addRow("right (the default)") << false;
        QTest::addRow("left") << true;
    }

    void aSingleWorldPlaysOneSide()
    {
        QFETCH(bool, left);
        const LoadResult loaded = LessonLoader::load(chapter10());
        const Scenario& s = *loaded.lesson.scenario(QStringLiteral("ch10-compare-lost-ack"));
        Lab lab;
        auto player = left ? std::make_unique<ScenarioPlayer>(lab, s, Side::Left)
                           : std::make_unique<ScenarioPlayer>(lab, s);
        player->restart();
        player->runToEnd();
        QVERIFY(player->allPassed());
        // Only the expectations for both sides and for the side played were checked.
        std::size_t expected = 0;
        std::size_t checked = 0;
        for (const ScenarioStep& step : s.steps)
            for (const Expectation& e : step.expectations)
                expected += CompareSetup::applies(e.side, left ? Side::Left : Side::Right) ? 1 : 0;
        for (const StepResult& r : player->results())
            checked += r.expectations.size();
        QCOMPARE(checked, expected);
        QCOMPARE(lab.invariant("single-completion").holds, !left);
    }

    void badShapesGiveClearErrors_data()
    {
        QTest::addColumn<QByteArray>("compare");
        QTest::addColumn<QByteArray>("expect");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("message");
        QTest::addRow("not an object") << QByteArray(R"("both")") << kClock
                                       << QStringLiteral("/scenarios/0/compare")
                                       << QStringLiteral("expected an object");
        QTest::addRow("a side missing")
            << QByteArray(R"({"left": {"label": "L", "strategies": {"*": "no-dedup"}}})") << kClock
            << QStringLiteral("/scenarios/0/compare/right")
            << QStringLiteral("missing required field \"right\"");
        QTest::addRow("unknown side key")
            << QByteArray(R"({"left": {"lable": "L"}, "right": {"label": "R"}})") << kClock
            << QStringLiteral("/scenarios/0/compare/left/lable")
            << QStringLiteral("did you mean \"label\"?");
        QTest::addRow("unknown strategy")
            << QByteArray(R"({"left": {"label": "L", "strategies": {"*": "no-dedupe"}}, "right": {"label": "R"}})")
            << kClock << QStringLiteral("/scenarios/0/compare/left/strategies/*")
            << QStringLiteral("no-dedup");
        QTest::addRow("bad relay strategy")
            << QByteArray(R"({"left": {"label": "L", "relayStrategy": "send-twice"}, "right": {"label": "R"}})")
            << kClock << QStringLiteral("/scenarios/0/compare/left/relayStrategy")
            << QStringLiteral("flag-before-send");
        QTest::addRow("sides alike")
            << QByteArray(R"({"left": {"label": "L", "strategies": {"*": "no-dedup"}}, "right": {"label": "R", "strategies": {"*": "no-dedup"}}})")
            << kClock << QStringLiteral("/scenarios/0/compare")
            << QStringLiteral("set up alike");
        QTest::addRow("one label for both")
            << QByteArray(R"({"left": {"label": "Same", "strategies": {"*": "no-dedup"}}, "right": {"label": "Same"}})")
            << kClock << QStringLiteral("/scenarios/0/compare/right/label")
            << QStringLiteral("give each side its own label");
        QTest::addRow("unknown side")
            << kSides << QByteArray(R"({"clock": "elapsedMs", "equals": 1000, "side": "middle"})")
            << QStringLiteral("/scenarios/0/steps/0/expect/0/side")
            << QStringLiteral("expected one of left, right, both; found \"middle\"");
        QTest::addRow("side without compare")
            << QByteArray() << QByteArray(R"({"clock": "elapsedMs", "equals": 1000, "side": "left"})")
            << QStringLiteral("/scenarios/0/steps/0/expect/0/side")
            << QStringLiteral("this scenario has no \"compare\"");
        QTest::addRow("side keeps the kind's own checks")
            << kSides << QByteArray(R"({"clock": "elapsedMs", "equal": 1000, "side": "left"})")
            << QStringLiteral("/scenarios/0/steps/0/expect/0/equal")
            << QStringLiteral("did you mean \"equals\"?");
    }

    void badShapesGiveClearErrors()
    {
        QFETCH(QByteArray, compare);
        QFETCH(QByteArray, expect);
        QFETCH(QString, pointer);
        QFETCH(QString, message);
        const LoadResult loaded =
            LessonLoader::loadFromText(lessonWith(compare, expect), QStringLiteral("t.json"));
        QVERIFY(!loaded.ok());
        bool found = false;
        // The error itself, and no second one that follows from it.
        const bool alike = message == QStringLiteral("set up alike");
        for (const LessonError& e : loaded.errors)
            QVERIFY2(alike || !e.message.contains(QStringLiteral("set up alike")),
                     qPrintable(e.toString()));
        for (const LessonError& e : loaded.errors)
            found = found || (e.jsonPath == pointer &&
                              e.toString().contains(message) && e.line > 1);
        QVERIFY2(found, qPrintable(messages(loaded).join(u'\n')));
    }

    void aWellFormedCompareScenarioLoads()
    {
        const LoadResult loaded = LessonLoader::loadFromText(
            lessonWith(kSides, R"({"clock": "elapsedMs", "equals": 1000, "side": "both"},
                                  {"clock": "elapsedMs", "equals": 1000, "side": "right"})"),
            QStringLiteral("t.json"));
        QVERIFY2(loaded.ok(), qPrintable(messages(loaded).join(u'\n')));
        const Scenario& s = loaded.lesson.scenarios.front();
        QVERIFY(!s.steps.front().expectations[0].side);
        QCOMPARE(*s.steps.front().expectations[1].side, Side::Right);
        QCOMPARE(s.steps.front().expectations[1].raw.at("side"), Json("right"));
        QCOMPARE(s.compare->left.commands(),
                 Json::parse(R"([{"command": "setStrategy", "args": {"eventType": "*", "strategy": "no-dedup"}}])"));
    }
};

QTEST_GUILESS_MAIN(TestCompareScenario)
#include "tst_comparescenario.moc"
