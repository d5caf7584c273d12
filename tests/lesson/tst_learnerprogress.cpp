#include "lesson/progress/LearnerProgress.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

#include <sys/stat.h>

using namespace atlas;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestLearnerProgress : public QObject
{
    Q_OBJECT
private slots:
    // A fresh folder per test: no test sees another's files.
    void init()
    {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
    }
    void cleanup() { dir_.reset(); }

    void freshLearnerHasNothing()
    {
        LearnerProgress p(QStringLiteral("alice"), dir_->path());
        QCOMPARE(p.learner(), QStringLiteral("alice"));
        QVERIFY(p.lastError().isEmpty());
        QCOMPARE(p.answerCount(), 0);
        QCOMPARE(p.completedScenarioCount(), 0);
        QVERIFY(!p.answer(QStringLiteral("l"), QStringLiteral("q")));
        QVERIFY(p.lastLesson().isEmpty());
        QVERIFY(!QFile::exists(p.filePath())); // nothing written until something happens
    }

    void progressSurvivesARestart()
    {
        {
            LearnerProgress p(QStringLiteral("alice"), dir_->path());
            QVERIFY(p.recordAnswer(QStringLiteral("ch10"), QStringLiteral("q1"), 2, false));
            QVERIFY(p.recordAnswer(QStringLiteral("ch10"), QStringLiteral("q1"), 1, true));
            QVERIFY(p.recordAnswer(QStringLiteral("ch10"), QStringLiteral("q2"), 0, false));
            QVERIFY(p.markScenarioCompleted(QStringLiteral("ch10"), QStringLiteral("lab-run")));
            QVERIFY(p.setLastOpened(QStringLiteral("ch10"), QStringLiteral("retry-policy")));
        }
        LearnerProgress p(QStringLiteral("alice"), dir_->path());
        QVERIFY2(p.lastError().isEmpty(), qPrintable(p.lastError()));
        const auto q1 = p.answer(QStringLiteral("ch10"), QStringLiteral("q1"));
        QVERIFY(q1);
        QCOMPARE(q1->latestChoice, 1);
        QCOMPARE(q1->latestCorrect, true);
        QCOMPARE(q1->firstChoice, 2);
        QCOMPARE(q1->firstCorrect, false);
        QCOMPARE(q1->attempts, 2);
        QCOMPARE(q1->ordinal, 2);
        const auto q2 = p.answer(QStringLiteral("ch10"), QStringLiteral("q2"));
        QVERIFY(q2);
        QCOMPARE(q2->firstCorrect, false);
        QCOMPARE(q2->ordinal, 3);
        QVERIFY(p.isScenarioCompleted(QStringLiteral("ch10"), QStringLiteral("lab-run")));
        QVERIFY(!p.isScenarioCompleted(QStringLiteral("ch10"), QStringLiteral("other")));
        QVERIFY(!p.isScenarioCompleted(QStringLiteral("other"), QStringLiteral("lab-run")));
        QCOMPARE(p.lastLesson(), QStringLiteral("ch10"));
        QCOMPARE(p.lastSection(), QStringLiteral("retry-policy"));

        // The ordinal keeps counting after a restart: answers stay ordered.
        QVERIFY(p.recordAnswer(QStringLiteral("ch10"), QStringLiteral("q3"), 0, true));
        QCOMPARE(p.answer(QStringLiteral("ch10"), QStringLiteral("q3"))->ordinal, 4);
    }

    void fileIsDocumentedJson()
    {
        LearnerProgress p(QStringLiteral("alice"), dir_->path());
        QVERIFY(p.recordAnswer(QStringLiteral("ch10"), QStringLiteral("q1"), 1, true));
        QVERIFY(p.markScenarioCompleted(QStringLiteral("ch10"), QStringLiteral("lab-run")));
        QCOMPARE(p.filePath(), dir_->path() + QStringLiteral("/alice.json"));
        const QJsonObject root = QJsonDocument::fromJson(readAll(p.filePath())).object();
        QCOMPARE(root.value(QStringLiteral("format")).toString(),
                 QStringLiteral("atlasmart-learner-progress"));
        QCOMPARE(root.value(QStringLiteral("version")).toInt(), 1);
        QCOMPARE(root.value(QStringLiteral("learner")).toString(), QStringLiteral("alice"));
        const QJsonObject lesson = root.value(QStringLiteral("lessons"))
                                       .toObject()
                                       .value(QStringLiteral("ch10"))
                                       .toObject();
        const QJsonObject q1 = lesson.value(QStringLiteral("answers"))
                                   .toObject()
                                   .value(QStringLiteral("q1"))
                                   .toObject();
        QCOMPARE(q1.value(QStringLiteral("choice")).toInt(), 1);
        QCOMPARE(q1.value(QStringLiteral("correct")).toBool(), true);
        QCOMPARE(lesson.value(QStringLiteral("completedScenarios")).toVariant().toStringList(),
                 QStringList{QStringLiteral("lab-run")});
        // The atomic write leaves no temporary file behind.
        QCOMPARE(QDir(dir_->path()).entryList(QDir::Files),
                 QStringList{QStringLiteral("alice.json")});
    }

    void learnersAreKeptApart()
    {
        LearnerProgress alice(QStringLiteral("alice"), dir_->path());
        LearnerProgress bob(QStringLiteral("Bob Müller"), dir_->path());
        LearnerProgress sneaky(QStringLiteral("../outside/x"), dir_->path());
        QVERIFY(alice.recordAnswer(QStringLiteral("l"), QStringLiteral("q"), 0, true));
        QVERIFY(bob.recordAnswer(QStringLiteral("l"), QStringLiteral("q"), 1, false));
        QVERIFY(sneaky.recordAnswer(QStringLiteral("l"), QStringLiteral("q"), 1, false));
        QCOMPARE(QFileInfo(sneaky.filePath()).absolutePath(),
                 QFileInfo(dir_->path()).absoluteFilePath());
        QCOMPARE(LearnerProgress::learners(dir_->path()),
                 (QStringList{QStringLiteral("../outside/x"), QStringLiteral("alice"),
                              QStringLiteral("Bob Müller")}));
        QCOMPARE(LearnerProgress(QStringLiteral("alice"), dir_->path())
                     .answer(QStringLiteral("l"), QStringLiteral("q"))
                     ->firstCorrect,
                 true);
        QCOMPARE(LearnerProgress(QStringLiteral("Bob Müller"), dir_->path())
                     .answer(QStringLiteral("l"), QStringLiteral("q"))
                     ->firstCorrect,
                 false);
    }

    void defaultLearnerIsTheOperatingSystemUser()
    {
        const QByteArray user = qgetenv("USER");
        const QByteArray userName = qgetenv("USERNAME");
        qputenv("USER", "  teacher ");
        QCOMPARE(LearnerProgress::defaultLearner(), QStringLiteral("teacher"));
        qunsetenv("USER");
        qputenv("USERNAME", "winuser");
        QCOMPARE(LearnerProgress::defaultLearner(), QStringLiteral("winuser"));
        qunsetenv("USERNAME");
        QCOMPARE(LearnerProgress::defaultLearner(), QStringLiteral("learner"));
        QCOMPARE(LearnerProgress(QStringLiteral("   "), dir_->path()).learner(),
                 QStringLiteral("learner"));
        qputenv("USER", user);
        qputenv("USERNAME", userName);
    }

    void defaultFolderIsInTheApplicationData()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCOMPARE(LearnerProgress::defaultFolder(),
                 QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                     QStringLiteral("/progress"));
        QStandardPaths::setTestModeEnabled(false);
    }

    void resetForgetsOneLearner()
    {
        LearnerProgress alice(QStringLiteral("alice"), dir_->path());
        LearnerProgress bob(QStringLiteral("bob"), dir_->path());
        QVERIFY(alice.recordAnswer(QStringLiteral("l"), QStringLiteral("q"), 0, true));
        QVERIFY(alice.markScenarioCompleted(QStringLiteral("l"), QStringLiteral("s")));
        QVERIFY(alice.setLastOpened(QStringLiteral("l"), QStringLiteral("sec")));
        QVERIFY(bob.recordAnswer(QStringLiteral("l"), QStringLiteral("q"), 0, true));
        QVERIFY(alice.reset());
        QCOMPARE(alice.answerCount(), 0);
        QCOMPARE(alice.completedScenarioCount(), 0);
        QVERIFY(alice.lastLesson().isEmpty());

        LearnerProgress aliceAgain(QStringLiteral("alice"), dir_->path());
        QCOMPARE(aliceAgain.answerCount(), 0);
        QCOMPARE(aliceAgain.completedScenarioCount(), 0);
        QVERIFY(aliceAgain.lastSection().isEmpty());
        QCOMPARE(LearnerProgress(QStringLiteral("bob"), dir_->path()).answerCount(), 1);
    }

    void corruptFileIsSetAsideAndReported_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addRow("not json") << QByteArray("{\"format\": \"atlasmart-learner-progress\",");
        QTest::addRow("empty file") << QByteArray();
        QTest::addRow("array") << QByteArray("[1, 2]");
        QTest::addRow("another format") << QByteArray(R"({"format": "x", "version": 1})");
        QTest::addRow("newer version")
            << QByteArray(R"({"format": "atlasmart-learner-progress", "version": 2})");
        QTest::addRow("answers not an object") << QByteArray(
            R"({"format": "atlasmart-learner-progress", "version": 1, "lessons": {"l": {"answers": 3}}})");
        QTest::addRow("choice is text") << QByteArray(
            R"({"format": "atlasmart-learner-progress", "version": 1, "lessons": {"l": {"answers":
                {"q": {"choice": "1", "correct": true, "ordinal": 1, "attempts": 1}}}}})");
        QTest::addRow("first choice without its verdict") << QByteArray(
            R"({"format": "atlasmart-learner-progress", "version": 1, "lessons": {"l": {"answers":
                {"q": {"firstChoice": 0, "choice": 1, "correct": true, "ordinal": 1, "attempts": 2}}}}})");
        QTest::addRow("first verdict is text") << QByteArray(
            R"({"format": "atlasmart-learner-progress", "version": 1, "lessons": {"l": {"answers":
                {"q": {"firstChoice": 0, "firstCorrect": "no", "choice": 1, "correct": true,
                       "ordinal": 1, "attempts": 2}}}}})");
        QTest::addRow("negative first choice") << QByteArray(
            R"({"format": "atlasmart-learner-progress", "version": 1, "lessons": {"l": {"answers":
                {"q": {"firstChoice": -1, "firstCorrect": false, "choice": 1, "correct": true,
                       "ordinal": 1, "attempts": 2}}}}})");
        QTest::addRow("scenario id is a number") << QByteArray(
            R"({"format": "atlasmart-learner-progress", "version": 1, "lessons": {"l": {"completedScenarios": [7]}}})");
        QTest::addRow("negative ordinal") << QByteArray(
            R"({"format": "atlasmart-learner-progress", "version": 1, "nextOrdinal": -4})");
        QTest::addRow("truncated") << QByteArray("{\"format\": \"atlasmart-learner-progress\", "
                                                 "\"version\": 1, \"lessons\": {\"l\": {\"answ");
        QTest::addRow("wrong types throughout") << QByteArray(
            R"({"format": "atlasmart-learner-progress", "version": 1, "nextOrdinal": "4",
                "lastOpened": [], "lessons": []})");
        QTest::addRow("1e400 ordinal") << QByteArray(
            R"({"format": "atlasmart-learner-progress", "version": 1, "nextOrdinal": 1e400})");
        QTest::addRow("-1e400 choice") << QByteArray(
            R"({"format": "atlasmart-learner-progress", "version": 1, "lessons": {"l": {"answers":
                {"q": {"choice": -1e400, "correct": true, "ordinal": 1, "attempts": 1}}}}})");
        QTest::addRow("ordinal beyond 64 bits") << QByteArray(
            R"({"format": "atlasmart-learner-progress", "version": 1, "nextOrdinal": 99999999999999999999})");
        QTest::addRow("ordinal beyond int") << QByteArray(
            R"({"format": "atlasmart-learner-progress", "version": 1, "nextOrdinal": 2147483648})");
        QTest::addRow("nested a million levels deep")
            << QByteArray(R"({"format": "atlasmart-learner-progress", "version": 1, "x": )") +
                   QByteArray(1000000, '[') + QByteArray(1000000, ']') + '}';
        QByteArray huge("{\"format\": \"atlasmart-learner-progress\", \"version\": 1, \"pad\": \"");
        huge += QByteArray(LearnerProgress::kMaxFileBytes, 'x') + "\"}";
        QTest::addRow("larger than the limit") << huge;
    }

    void corruptFileIsSetAsideAndReported()
    {
        QFETCH(QByteArray, content);
        const QString path = dir_->path() + QStringLiteral("/alice.json");
        QVERIFY(writeAll(path, content));

        LearnerProgress p(QStringLiteral("alice"), dir_->path());
        QVERIFY(!p.lastError().isEmpty());
        QVERIFY2(p.lastError().contains(QStringLiteral("alice.json.corrupt")),
                 qPrintable(p.lastError()));
        QCOMPARE(p.answerCount(), 0);
        QCOMPARE(readAll(path + QStringLiteral(".corrupt")), content);
        QVERIFY(!QFile::exists(path));

        // The learner goes on with a fresh file; the set-aside one is untouched.
        QVERIFY(p.recordAnswer(QStringLiteral("l"), QStringLiteral("q"), 0, true));
        QCOMPARE(LearnerProgress(QStringLiteral("alice"), dir_->path()).answerCount(), 1);
        QCOMPARE(readAll(path + QStringLiteral(".corrupt")), content);
    }

    void somethingElseInTheFilesPlaceIsSetAside_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("why");
        const QString notRegular = QStringLiteral(
            "it is not a regular file but a pipe, socket or device, which might never end");
        QTest::addRow("FIFO") << QStringLiteral("fifo") << notRegular;
        QTest::addRow("link to /dev/zero") << QStringLiteral("zero") << notRegular;
        QTest::addRow("folder") << QStringLiteral("folder")
                                << QStringLiteral("it is a folder, not a file");
        QTest::addRow("100 MB file")
            << QStringLiteral("huge")
            << QStringLiteral("it is 95.4 MiB, more than the 1 MiB allowed");
    }

    void somethingElseInTheFilesPlaceIsSetAside()
    {
        QFETCH(QString, kind);
        QFETCH(QString, why);
        const QString path = dir_->path() + QStringLiteral("/alice.json");
        if (kind == u"fifo") {
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        } else if (kind == u"zero") {
            QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path));
        } else if (kind == u"folder") {
            QVERIFY(QDir().mkpath(path + QStringLiteral("/inside")));
        } else {
            QFile huge(path);
            QVERIFY(huge.open(QIODevice::WriteOnly));
            QVERIFY(huge.resize(100000000)); // sparse
        }

        QElapsedTimer timer;
        timer.start();
        LearnerProgress p(QStringLiteral("alice"), dir_->path());
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY2(p.lastError().contains(u": " + why + u". It was kept as " + path + u".corrupt"),
                 qPrintable(p.lastError()));
        QVERIFY(QFileInfo::exists(path + QStringLiteral(".corrupt")) ||
                QFileInfo(path + QStringLiteral(".corrupt")).isSymLink());
        QVERIFY(!QFileInfo(path).exists() && !QFileInfo(path).isSymLink());

        // The lab goes on: progress is saved as a fresh file in its place.
        QVERIFY(p.recordAnswer(QStringLiteral("l"), QStringLiteral("q"), 0, true));
        QVERIFY(QFileInfo(path).isFile());
        QCOMPARE(LearnerProgress(QStringLiteral("alice"), dir_->path()).answerCount(), 1);
    }

    void numbersAndNestingAreNamedInTheMessage_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("why");
        QTest::addRow("1e400") << QByteArray(R"({"nextOrdinal": 1e400})")
                               << QStringLiteral(
                                      "it holds the number 1e400, which is out of range");
        QTest::addRow("deep") << QByteArray(300, '[') + QByteArray(300, ']')
                              << QStringLiteral("it nests more than 256 levels deep");
    }

    void numbersAndNestingAreNamedInTheMessage()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, why);
        QVERIFY(writeAll(dir_->path() + QStringLiteral("/alice.json"), content));
        LearnerProgress p(QStringLiteral("alice"), dir_->path());
        QVERIFY2(p.lastError().contains(u": " + why + u". It was kept as "),
                 qPrintable(p.lastError()));
    }

    void aSaveThatWouldPassTheLimitIsRefused()
    {
        LearnerProgress p(QStringLiteral("alice"), dir_->path());
        QVERIFY(p.recordAnswer(QStringLiteral("l"), QStringLiteral("q"), 0, true));
        const QString longId(int(LearnerProgress::kMaxFileBytes), u'x');
        QVERIFY(!p.markScenarioCompleted(QStringLiteral("l"), longId));
        QVERIFY2(p.lastError().contains(QStringLiteral("larger than the 1 MiB")),
                 qPrintable(p.lastError()));
        // The file on disk still loads: the lab never wrote one it would set aside.
        LearnerProgress again(QStringLiteral("alice"), dir_->path());
        QVERIFY2(again.lastError().isEmpty(), qPrintable(again.lastError()));
        QCOMPARE(again.answerCount(), 1);
    }

    void aSecondCorruptFileDoesNotReplaceTheFirst()
    {
        const QString path = dir_->path() + QStringLiteral("/alice.json");
        QVERIFY(writeAll(path, "first"));
        QVERIFY(!LearnerProgress(QStringLiteral("alice"), dir_->path()).lastError().isEmpty());
        QVERIFY(writeAll(path, "second"));
        LearnerProgress p(QStringLiteral("alice"), dir_->path());
        QVERIFY(p.lastError().contains(QStringLiteral("alice.json.corrupt.2")));
        QCOMPARE(readAll(path + QStringLiteral(".corrupt")), QByteArray("first"));
        QCOMPARE(readAll(path + QStringLiteral(".corrupt.2")), QByteArray("second"));
    }

    void saveFailureIsReported()
    {
        // A file where the folder should be: nothing can be saved there.
        const QString blocked = dir_->path() + QStringLiteral("/blocked");
        QVERIFY(writeAll(blocked, "not a folder"));
        LearnerProgress p(QStringLiteral("alice"), blocked);
        QVERIFY(!p.recordAnswer(QStringLiteral("l"), QStringLiteral("q"), 0, true));
        QVERIFY(p.lastError().contains(QStringLiteral("could not be saved")));
        // What happened in this session is still known.
        QCOMPARE(p.answerCount(), 1);
    }

private:
    std::unique_ptr<QTemporaryDir> dir_;
};

QTEST_GUILESS_MAIN(TestLearnerProgress)
#include "tst_learnerprogress.moc"
