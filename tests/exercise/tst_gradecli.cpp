#include "CliTestSupport.h"
#include "ExerciseTestSupport.h"

#include "exercise/Attempt.h"
#include "exercise/AttemptFile.h"

#include <QFile>
#include <QTemporaryDir>

using namespace atlas;
using namespace atlas::exercisetest;

using namespace clitest;

namespace {

Run grade(const QStringList& args)
{
    return run(QStringList{QStringLiteral("--headless"), QStringLiteral("--grade")} + args);
}

Json readJson(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return nullptr;
    return Json::parse(f.readAll().toStdString(), nullptr, false);
}

void writeText(const QString& path, const QByteArray& text)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace

class GradeCliTest : public QObject
{
    Q_OBJECT

    LoadResult chapter_;
    QTemporaryDir dir_;

    Json attemptJson(const Play& play, const std::vector<LabCommand>& commands)
    {
        return playedAttempt(chapter_, play, commands, QStringLiteral("Ada"),
                             QStringLiteral("tst_gradecli"))
            .toJson();
    }

    QString save(const QString& name, const Json& document)
    {
        const QString path = dir_.filePath(name);
        writeText(path, QByteArray::fromStdString(document.dump(2)));
        return path;
    }

private slots:
    void initTestCase()
    {
        chapter_ = chapter();
        QVERIFY(chapter_.ok());
        QVERIFY(dir_.isValid());
    }

    void matchingAttemptExitsZero()
    {
        const Play p = plays()[1];
        const Json doc = attemptJson(p, p.solution);
        const Run r = grade({save(QStringLiteral("ok.json"), doc)});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("verdict: graded, matches the recorded grade")),
                 qPrintable(QString(r.out + r.err)));
        const int max = doc["grade"]["maxScore"].get<int>();
        QVERIFY(r.out.contains(QStringLiteral("recomputed grade: %1/%1").arg(max)));
    }

    // --lesson FILE grades against that file: a lesson the lab does not ship.
    void gradesAgainstALessonFile()
    {
        const Play p = plays()[1];
        const Run r = grade({save(QStringLiteral("with-lesson.json"), attemptJson(p, p.solution)),
                             QStringLiteral("--lesson"),
                             qEnvironmentVariable("ATLASLAB_SOURCE_DIR") +
                                 QStringLiteral("/lessons/chapter10-idempotency.json")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("verdict: graded, matches the recorded grade")),
                 qPrintable(QString(r.out + r.err)));
    }

    void jsonReportsTheRecomputedGrade()
    {
        const Play p = plays()[2];
        const Json doc = attemptJson(p, p.wrong);
        const Run r = grade({save(QStringLiteral("wrong.json"), doc), QStringLiteral("--json")});
        QCOMPARE(r.code, 0); // a low grade honestly recorded is not a mismatch
        const Json out = Json::parse(r.out.toStdString(), nullptr, false);
        QVERIFY2(out.is_object(), qPrintable(r.out));
        QCOMPARE(out["recomputed"], doc["grade"]);
        QCOMPARE(out["gradeMatches"], Json(true));
        QCOMPARE(out["tampered"], Json(false));
        QCOMPARE(out["attemptId"], doc["attemptId"]);
        QVERIFY(out["recomputed"]["score"].get<int>() < out["recomputed"]["maxScore"].get<int>());
    }

    void tamperedAttemptExitsOne_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::addRow("commands") << QStringLiteral("commands");
        QTest::addRow("grade") << QStringLiteral("grade");
        QTest::addRow("digest") << QStringLiteral("digest");
    }
    void tamperedAttemptExitsOne()
    {
        QFETCH(QString, edit);
        const Play p = plays()[1];
        Json doc = attemptJson(p, p.solution);
        if (edit == u"commands")
            doc["commands"].erase(doc["commands"].begin());
        else if (edit == u"grade")
            doc["grade"]["items"][0]["reason"] = "edited";
        else
            doc["digest"] = "sha256:0000";
        const Run r = grade({save(edit + QStringLiteral(".json"), doc), QStringLiteral("--json")});
        QCOMPARE(r.code, 1);
        const Json out = Json::parse(r.out.toStdString(), nullptr, false);
        QCOMPARE(out["tampered"], Json(true));
        QCOMPARE(out["digestMatches"], Json(false));
        QVERIFY(!out["problems"].empty());
        const Run text = grade({dir_.filePath(edit + QStringLiteral(".json"))});
        QVERIFY(text.out.contains(QStringLiteral("verdict: tampered")));
    }

    void badFilesExitTwo_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::addRow("malformed") << QByteArray("{") << QStringLiteral(":1:2: malformed JSON");
        QTest::addRow("missing learner")
            << QByteArray(R"({"format": "atlasmart-attempt", "formatVersion": 1})")
            << QStringLiteral(
                   "/learner: missing required field \"learner\" (expected a non-empty string)");
    }
    void badFilesExitTwo()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        const QString path = dir_.filePath(QStringLiteral("bad.json"));
        writeText(path, text);
        const Run r = grade({path});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY(r.err.startsWith(path));
    }

    void unknownExerciseExitsTwo()
    {
        const Play p = plays()[1];
        Json doc = attemptJson(p, p.solution);
        doc["exercise"] = "ex-nothing";
        const Run r = grade({save(QStringLiteral("unknown.json"), doc)});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("/exercise: lesson \"chapter10-idempotency\" has "
                                               "no exercise \"ex-nothing\"")),
                 qPrintable(r.err));
    }

    void missingFileExitsTwo()
    {
        const Run r = grade({dir_.filePath(QStringLiteral("nothing.json"))});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QStringLiteral("cannot read the attempt file")));
    }

    void resultsFileHasGradescopeShape()
    {
        const Play p = plays()[0];
        const Json doc = attemptJson(p, p.wrong);
        const QString results = dir_.filePath(QStringLiteral("results.json"));
        const Run r =
            grade({save(QStringLiteral("chaos.json"), doc), QStringLiteral("--results"), results});
        QCOMPARE(r.code, 0);
        const Json out = readJson(results);
        QVERIFY(out.is_object());
        QCOMPARE(out["score"], doc["grade"]["score"]);
        QCOMPARE(out["max_score"], doc["grade"]["maxScore"]);
        QVERIFY(out["output"].is_string());
        QCOMPARE(out["tests"].size(), doc["grade"]["items"].size());
        int sum = 0;
        for (const Json& t : out["tests"]) {
            QVERIFY(t["name"].is_string());
            QVERIFY(t["score"].is_number_integer());
            QVERIFY(t["max_score"].is_number_integer());
            QVERIFY(t["output"].is_string());
            sum += t["score"].get<int>();
        }
        QCOMPARE(sum, out["score"].get<int>());
        // Written by the lab, so a second run may replace it.
        QCOMPARE(grade({dir_.filePath(QStringLiteral("chaos.json")), QStringLiteral("--results"),
                        results})
                     .code,
                 0);
    }

    void tamperedResultsScoreNothing()
    {
        const Play p = plays()[1];
        Json doc = attemptJson(p, p.solution);
        doc["digest"] = "sha256:1";
        const QString results = dir_.filePath(QStringLiteral("tampered-results.json"));
        const Run r =
            grade({save(QStringLiteral("t.json"), doc), QStringLiteral("--results"), results});
        QCOMPARE(r.code, 1);
        const Json out = readJson(results);
        QCOMPARE(out["score"], Json(0));
        QVERIFY(out["output"].get<std::string>().find("Tampered") != std::string::npos);
    }

    void refusesToOverwriteAFileItDidNotWrite()
    {
        const Play p = plays()[1];
        const QString someone = dir_.filePath(QStringLiteral("notes.json"));
        writeText(someone, "{\"mine\": true}\n");
        const Run r = grade({save(QStringLiteral("o.json"), attemptJson(p, p.solution)),
                             QStringLiteral("--results"), someone});
        QCOMPARE(r.code, 3);
        QVERIFY(r.err.contains(QStringLiteral("not overwriting it")));
        QCOMPARE(readJson(someone), Json({{"mine", true}}));
    }
};

QTEST_GUILESS_MAIN(GradeCliTest)
#include "tst_gradecli.moc"
