#include "exercise/ExerciseRun.h"
#include "lab/Lab.h"
#include "lesson/reader/LessonLoader.h"

#include <QFile>
#include <QtTest>

using namespace atlas;

namespace {

// A valid lesson around one exercise; `exercise` replaces it as written.
QByteArray lessonWith(const QByteArray& exercise)
{
    return QByteArray(R"({
  "id": "t", "title": "T", "summary": "S", "version": 1, "language": "en",
  "sections": [{"id": "s", "title": "S", "markdown": "M"}],
  "exercises": [
)") + exercise +
           QByteArray("\n  ]\n}\n");
}

const QByteArray kValid = R"(    {
      "id": "ex-1", "title": "One", "goal": ["Do it.", "Then submit."],
      "setup": {"seed": 3, "strategies": {"*": "no-dedup"}},
      "prepare": [{"command": "publish", "args": {"event": {"source": "s", "id": "e1",
                   "type": "ORDER_CREATED", "orderId": "o1", "total": 1, "customerId": "c",
                   "items": []}}}],
      "allowedCommands": ["deliverNext", "duplicate"],
      "grading": {
        "invariants": [{"invariant": "single-completion", "points": 2}],
        "outcomes": [{"expect": {"delivery": {"message": "s|e1"}, "exists": false}, "points": 3}],
        "costs": [{"cost": "deliveries", "atMost": 2, "points": 1}]
      }
    })";

QStringList messages(const LoadResult& r)
{
    QStringList out;
    for (const LessonError& e : r.errors)
        out << e.toString();
    return out;
}

} // namespace

class ExerciseReaderTest : public QObject
{
    Q_OBJECT
private slots:
    void readsAValidExercise()
    {
        const LoadResult r =
            LessonLoader::loadFromText(lessonWith(kValid), QStringLiteral("t.json"));
        QVERIFY2(r.ok(), qPrintable(messages(r).join(u'\n')));
        QCOMPARE(r.lesson.exercises.size(), std::size_t(1));
        const Exercise& e = r.lesson.exercises.front();
        QCOMPARE(e.id, QStringLiteral("ex-1"));
        QCOMPARE(e.goal, QStringLiteral("Do it.\nThen submit."));
        QCOMPARE(e.setup.seed, std::int64_t(3));
        QCOMPARE(e.prepare.size(), std::size_t(1));
        QCOMPARE(e.allowedCommands, (std::vector<std::string>{"deliverNext", "duplicate"}));
        QCOMPARE(e.grading.maxScore(), 6);
        QVERIFY(e.grading.costs.front().measure == CostRule::Measure::Deliveries);
        // reset, setStrategy, then the prepare step.
        const auto start = e.startCommands();
        QCOMPARE(start.size(), std::size_t(3));
        QCOMPARE(start.front().name, std::string("reset"));
        QCOMPARE(start.back().name, std::string("publish"));
        QVERIFY(e.allows("duplicate"));
        QVERIFY(!e.allows("publish"));
    }

    void reportsEachMistake_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("expected"); // the whole message, position and pointer included
        QTest::addRow("unknown allowed command")
            << QByteArray(R"("deliverNext", "duplicate")") << QByteArray(R"("delivrNext")")
            << QStringLiteral("t.json:11:27: /exercises/0/allowedCommands/0: unknown command "
                              "\"delivrNext\" (did you mean \"deliverNext\"?)");
        QTest::addRow("reset is not allowed")
            << QByteArray(R"("deliverNext", "duplicate")") << QByteArray(R"("reset")")
            << QStringLiteral("t.json:11:27: /exercises/0/allowedCommands/0: an exercise may not "
                              "allow \"reset\": it would replace the exercise's starting world");
        QTest::addRow("listed twice")
            << QByteArray(R"("deliverNext", "duplicate")")
            << QByteArray(R"("deliverNext", "deliverNext")")
            << QStringLiteral("t.json:11:42: /exercises/0/allowedCommands/1: command "
                              "\"deliverNext\" is listed twice in allowedCommands");
        QTest::addRow("no commands")
            << QByteArray(R"("deliverNext", "duplicate")") << QByteArray()
            << QStringLiteral("t.json:11:26: /exercises/0/allowedCommands: expected a non-empty "
                              "array; found an empty array");
        QTest::addRow("unknown invariant")
            << QByteArray(R"("single-completion")") << QByteArray(R"("single-complete")")
            << QStringLiteral("t.json:13:38: /exercises/0/grading/invariants/0/invariant: expected "
                              "one of single-completion, single-inbox-marker, revenue-matches, "
                              "one-receipt-per-order, no-event-lost, completed-is-final, saga-compensates-once; found "
                              "\"single-complete\"");
        QTest::addRow("points out of range")
            << QByteArray(R"("points": 2)") << QByteArray(R"("points": 0)")
            << QStringLiteral("t.json:13:69: /exercises/0/grading/invariants/0/points: expected "
                              "an integer from 1 to 1000; found 0");
        QTest::addRow("unknown cost")
            << QByteArray(R"("deliveries")") << QByteArray(R"("emails")")
            << QStringLiteral("t.json:15:28: /exercises/0/grading/costs/0/cost: expected one of "
                              "deliveries, providerCalls, retriesPerOrder; found \"emails\"");
        QTest::addRow("bad expectation")
            << QByteArray(R"("exists": false)") << QByteArray(R"("exist": false)")
            << QStringLiteral("needle:/exercises/0/grading/outcomes/0/expect/exist: unknown key "
                              "\"exist\"");
        QTest::addRow("selector of a message nobody published")
            << QByteArray(R"({"message": "s|e1"})") << QByteArray(R"({"message": "s|e2"})")
            << QStringLiteral("needle:s|e2");
        QTest::addRow("unknown key")
            << QByteArray(R"("goal")") << QByteArray(R"("gaol")")
            << QStringLiteral(
                   "needle:unknown key \"gaol\" in an exercise (did you mean \"goal\"?)");
        QTest::addRow("bad prepare command")
            << QByteArray(R"("command": "publish")") << QByteArray(R"("command": "publsh")")
            << QStringLiteral("needle:/exercises/0/prepare/0/command: unknown command \"publsh\"");
    }
    void reportsEachMistake()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, expected);
        QByteArray exercise = kValid;
        QVERIFY(exercise.contains(from));
        exercise.replace(from, to);
        const LoadResult r =
            LessonLoader::loadFromText(lessonWith(exercise), QStringLiteral("t.json"));
        QVERIFY(!r.ok());
        const QStringList all = messages(r);
        if (expected.startsWith(QStringLiteral("needle:"))) {
            const QString needle = expected.mid(7);
            QVERIFY2(all.join(u'\n').contains(needle), qPrintable(all.join(u'\n')));
        } else {
            QVERIFY2(all.contains(expected), qPrintable(all.join(u'\n')));
        }
    }

    void gradingWithoutPointsIsRefused()
    {
        QByteArray exercise = kValid;
        const qsizetype at = exercise.indexOf("\"grading\"");
        exercise = exercise.left(at) + "\"grading\": {}\n    }";
        const LoadResult r =
            LessonLoader::loadFromText(lessonWith(exercise), QStringLiteral("t.json"));
        QVERIFY(!r.ok());
        QVERIFY2(messages(r).join(u'\n').contains(
                     QStringLiteral("/exercises/0/grading: this grading gives no points")),
                 qPrintable(messages(r).join(u'\n')));
        QCOMPARE(r.errors.front().expected,
                 QStringLiteral("at least one invariant, outcome or cost with points"));
    }

    void theDocumentedExampleLoadsAndCanBeSolved()
    {
        QFile doc(qEnvironmentVariable("ATLASLAB_SOURCE_DIR") +
                  QStringLiteral("/docs/lesson-format.md"));
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QByteArray text = doc.readAll();
        const qsizetype section = text.indexOf("\n## Exercises\n");
        QVERIFY(section > 0);
        const qsizetype start = text.indexOf("```json\n", section) + 8;
        const qsizetype end = text.indexOf("\n```", start);
        QVERIFY(start > 8 && end > start);
        const LoadResult r = LessonLoader::loadFromText(lessonWith(text.mid(start, end - start)),
                                                        QStringLiteral("doc"));
        QVERIFY2(r.ok(), qPrintable(messages(r).join(u'\n')));
        Lab lab;
        ExerciseRun run(lab, r.lesson.exercises.front());
        lab.execute("injectRelayFault", Json{{"fault", "relay-crash-between-send-and-mark"}});
        lab.execute("runRelay", Json::object());
        lab.execute("advanceClock", Json{{"ms", 60000}});
        lab.execute("runRelay", Json::object());
        const Grade grade = run.submit();
        QCOMPARE(grade.score(), grade.maxScore());
    }

    void duplicateIdsAreReported()
    {
        QByteArray second = kValid;
        const LoadResult r = LessonLoader::loadFromText(lessonWith(kValid + ",\n" + second),
                                                        QStringLiteral("t.json"));
        QVERIFY(!r.ok());
        QVERIFY2(messages(r).join(u'\n').contains(
                     QStringLiteral("/exercises/1/id: duplicate exercise id \"ex-1\"")),
                 qPrintable(messages(r).join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(ExerciseReaderTest)
#include "tst_exercisereader.moc"
