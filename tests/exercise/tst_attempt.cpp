#include "ExerciseTestSupport.h"

#include "exercise/Attempt.h"
#include "exercise/AttemptFile.h"
#include "exercise/AttemptReplay.h"

#include <QTemporaryDir>

using namespace atlas;
using namespace atlas::exercisetest;

class AttemptTest : public QObject
{
    Q_OBJECT

    LoadResult chapter_;

    // The attempt the window hands in after playing `commands`.
    Attempt attemptFor(const Play& play, const std::vector<LabCommand>& commands)
    {
        return playedAttempt(chapter_, play, commands, QStringLiteral("Ada Lovelace"),
                             QStringLiteral("tst_attempt"));
    }

    AttemptVerdict regrade(const QByteArray& text)
    {
        const AttemptRead read = AttemptFile::fromText(text, QStringLiteral("a.json"));
        if (!read.ok())
            qFatal("unreadable: %s", qPrintable(read.errors.front().toString()));
        return AttemptReplay::replay(*chapter_.lesson.exercise(read.attempt.exerciseId), read);
    }

    static QByteArray text(const Json& document)
    {
        return QByteArray::fromStdString(document.dump(2));
    }

private slots:
    void aGradeOfTheWrongTypesIsNoGrade()
    {
        // What toJson writes reads back; a hand-edited file with a number
        // where a string belongs is refused, never an exception.
        Grade grade;
        grade.items.push_back({GradeItem::Kind::Invariant, QStringLiteral("single-completion"), 2,
                               2, QStringLiteral("holds")});
        Json json = grade.toJson();
        QVERIFY(Grade::fromJson(json));
        json["items"][0]["kind"] = 5;
        QVERIFY(!Grade::fromJson(json));
        json["items"][0].erase("kind");
        QVERIFY(!Grade::fromJson(json));
    }

    void initTestCase()
    {
        chapter_ = chapter();
        QVERIFY(chapter_.ok());
    }

    void replayGivesTheSameGrade_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<bool>("solution");
        for (int i = 0; i < static_cast<int>(plays().size()); ++i) {
            const QString id = plays()[static_cast<std::size_t>(i)].exercise;
            QTest::addRow("%s solved", qPrintable(id)) << i << true;
            QTest::addRow("%s wrong", qPrintable(id)) << i << false;
        }
    }
    void replayGivesTheSameGrade()
    {
        QFETCH(int, index);
        QFETCH(bool, solution);
        const Play p = plays()[static_cast<std::size_t>(index)];
        const Attempt a = attemptFor(p, solution ? p.solution : p.wrong);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.attempt.json"));
        QString error;
        QVERIFY2(AttemptFile::write(path, a, &error), qPrintable(error));
        const AttemptRead read = AttemptFile::read(path);
        QVERIFY(read.ok());
        QCOMPARE(read.recordedAttemptId, a.attemptId());
        QVERIFY(read.digestMatches());
        const AttemptVerdict v = AttemptReplay::replay(*chapter_.lesson.exercise(p.exercise), read);
        QVERIFY2(v.gradeMatches, qPrintable(v.problems(a.grade).join(u'\n')));
        QVERIFY(!v.tampered());
        QCOMPARE(v.recomputed.score(), a.grade.score());
    }

    void attemptIdIsDeterministic()
    {
        const Play p = plays()[1];
        const Attempt first = attemptFor(p, p.solution);
        const Attempt second = attemptFor(p, p.solution);
        QCOMPARE(second.attemptId(), first.attemptId());
        QVERIFY(first.attemptId().startsWith(QStringLiteral("att-")));
        QCOMPARE(first.attemptId().size(), qsizetype(36));
        Attempt other = first;
        other.learner = QStringLiteral("Grace Hopper");
        QVERIFY(other.attemptId() != first.attemptId());
        const Attempt wrong = attemptFor(p, p.wrong);
        QVERIFY(wrong.attemptId() != first.attemptId());
        // The grade is not part of the identity: the same run is the same attempt.
        Attempt regraded = first;
        regraded.grade.items.clear();
        QCOMPARE(regraded.attemptId(), first.attemptId());
    }

    void editedCommandsAreDetected()
    {
        const Play p = plays()[1];
        Json doc = attemptFor(p, p.solution).toJson();
        doc["commands"][0]["args"]["fault"] = "provider-rejection";
        const AttemptVerdict v = regrade(text(doc));
        QVERIFY(v.tampered());
        QVERIFY(!v.digestMatches);
        QVERIFY(!v.attemptIdMatches);
        QVERIFY(!v.gradeMatches); // the recorded full marks are not what these commands earn
    }

    void editedCommandsWithARecomputedDigestStillFailTheReplay()
    {
        // A digest is a checksum anyone can recompute: the replay is what counts.
        const Play p = plays()[1];
        Json doc = attemptFor(p, p.wrong).toJson();
        const Json solved = attemptFor(p, p.solution).toJson();
        doc["grade"] = solved["grade"];
        doc["digest"] = Attempt::digestOf(doc).toStdString();
        const AttemptVerdict v = regrade(text(doc));
        QVERIFY(v.digestMatches);
        QVERIFY(!v.gradeMatches);
        QVERIFY(v.tampered());
    }

    void editedGradeIsDetected()
    {
        const Play p = plays()[2];
        Json doc = attemptFor(p, p.wrong).toJson();
        for (Json& item : doc["grade"]["items"])
            item["points"] = item["maxPoints"];
        const AttemptVerdict v = regrade(text(doc));
        QVERIFY(v.tampered());
        QVERIFY(!v.digestMatches);
        QVERIFY(!v.gradeMatches);
        QVERIFY(v.attemptIdMatches);
        QVERIFY(v.problems(AttemptFile::fromText(text(doc), {}).attempt.grade)
                    .join(u'\n')
                    .contains(QStringLiteral("is not the one its commands earn")));
    }

    // A score edited alone, the digest computed again: the items still hold
    // what the commands earn, and the totals give the edit away.
    void anEditedScoreIsTampering()
    {
        const Play p = plays()[2];
        Json doc = attemptFor(p, p.wrong).toJson();
        doc["grade"]["score"] = doc["grade"]["maxScore"];
        doc["digest"] = Attempt::digestOf(doc).toStdString();
        const AttemptVerdict v = regrade(text(doc));
        QVERIFY(v.digestMatches);
        QVERIFY(v.gradeMatches);
        QVERIFY(!v.totalsMatch);
        QVERIFY(v.tampered());
        QVERIFY(v.problems(AttemptFile::fromText(text(doc), {}).attempt.grade)
                    .join(u'\n')
                    .contains(QStringLiteral("is not the sum of its items")));
    }

    void editedDigestIsDetected()
    {
        const Play p = plays()[0];
        Json doc = attemptFor(p, p.solution).toJson();
        std::string digest = doc["digest"].get<std::string>();
        digest.back() = digest.back() == '0' ? '1' : '0';
        doc["digest"] = digest;
        const AttemptVerdict v = regrade(text(doc));
        QVERIFY(v.tampered());
        QVERIFY(!v.digestMatches);
        QVERIFY(v.gradeMatches);
        QVERIFY(v.attemptIdMatches);
    }

    void aCommandTheExerciseRefusesIsTampering()
    {
        const Play p = plays()[1];
        Json doc = attemptFor(p, p.solution).toJson();
        doc["commands"].push_back(Json{{"command", "deliverNext"}, {"args", Json::object()}});
        const AttemptVerdict v = regrade(text(doc));
        QVERIFY(v.tampered());
        QCOMPARE(v.refusedCommand, 4);
        QVERIFY(v.refusal.contains(QStringLiteral("does not allow deliverNext")));
    }

    void theKeyOrderOfTheFileDoesNotMatter()
    {
        const Play p = plays()[1];
        const Json doc = attemptFor(p, p.solution).toJson();
        Json reversed = Json::object();
        for (auto it = doc.rbegin(); it != doc.rend(); ++it)
            reversed[it.key()] = it.value();
        const AttemptVerdict v = regrade(text(reversed));
        QVERIFY(!v.tampered());
    }

    void badFilesAreReportedWithPlaceAndExpectation_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::addRow("not JSON") << QByteArray("{\"format\": ")
                                  << QStringLiteral("a.json:1:12: malformed JSON");
        QTest::addRow("not an object")
            << QByteArray("[1]")
            << QStringLiteral("a.json:1:1: expected an object; found an array");
        QTest::addRow("missing fields")
            << QByteArray("{\"format\": \"atlasmart-attempt\"}")
            << QStringLiteral(
                   "a.json:1:1: /formatVersion: missing required field \"formatVersion\"");
        QTest::addRow("wrong format")
            << QByteArray("{\"format\": \"lesson\"}")
            << QStringLiteral(
                   "a.json:1:12: /format: expected one of atlasmart-attempt; found \"lesson\"");
        QTest::addRow("newer version")
            << QByteArray("{\"formatVersion\": 2}")
            << QStringLiteral("a.json:1:19: /formatVersion: expected an integer from 1 to 1");
        QTest::addRow("command without args")
            << QByteArray("{\"commands\": [{\"command\": \"runRelay\"}]}")
            << QStringLiteral("/commands/0/args: missing required field \"args\"");
        QTest::addRow("not a grade")
            << QByteArray("{\"grade\": {\"score\": 3}}")
            << QStringLiteral("a.json:1:11: /grade: this is not a grade the lab wrote");
        QTest::addRow("unknown key")
            << QByteArray("{\"learnr\": \"x\"}")
            << QStringLiteral("a.json:1:2: /learnr: unknown key \"learnr\" in an attempt (did you "
                              "mean \"learner\"?)");
    }
    void badFilesAreReportedWithPlaceAndExpectation()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        const AttemptRead read = AttemptFile::fromText(text, QStringLiteral("a.json"));
        QVERIFY(!read.ok());
        QStringList all;
        for (const LessonError& e : read.errors)
            all << e.toString();
        bool found = false;
        for (const QString& line : all)
            found = found || line.contains(expected);
        QVERIFY2(found, qPrintable(all.join(u'\n')));
        QVERIFY(!read.errors.front().expected.isEmpty());
    }
};

QTEST_GUILESS_MAIN(AttemptTest)
#include "tst_attempt.moc"
