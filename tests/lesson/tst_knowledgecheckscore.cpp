// Knowledge-check scoring as the progress file keeps it: the first answer to
// a question is its score, later answers are retries, and files written
// before first answers were kept still load.
#include "lesson/progress/LearnerProgress.h"
#include "lesson/Lesson.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace atlas;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// A lesson "l" with questions q1..qN, each answered right by choice 1.
Lesson lessonWithQuestions(int count)
{
    Lesson lesson;
    lesson.id = QStringLiteral("l");
    for (int i = 1; i <= count; ++i) {
        Question q;
        q.id = QStringLiteral("q%1").arg(i);
        q.choices = {QStringLiteral("no"), QStringLiteral("yes"), QStringLiteral("maybe")};
        q.answer = 1;
        lesson.knowledgeCheck.push_back(q);
    }
    return lesson;
}

QJsonObject answerInFile(const QString& path, const QString& questionId)
{
    return QJsonDocument::fromJson(readAll(path))
        .object()
        .value(QStringLiteral("lessons"))
        .toObject()
        .value(QStringLiteral("l"))
        .toObject()
        .value(QStringLiteral("answers"))
        .toObject()
        .value(questionId)
        .toObject();
}

} // namespace

class TestKnowledgeCheckScore : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
    }
    void cleanup() { dir_.reset(); }

    void aWrongFirstAnswerScoresNothingWhateverComesAfter()
    {
        LearnerProgress p(QStringLiteral("alice"), dir_->path());
        QVERIFY(p.recordAnswer(QStringLiteral("l"), QStringLiteral("q1"), 0, false));
        QVERIFY(p.recordAnswer(QStringLiteral("l"), QStringLiteral("q1"), 1, true));
        const auto q1 = p.answer(QStringLiteral("l"), QStringLiteral("q1"));
        QVERIFY(q1);
        QCOMPARE(q1->attempts, 2);
        QCOMPARE(q1->firstChoice, 0);
        QCOMPARE(q1->firstCorrect, false);
        QCOMPARE(q1->latestChoice, 1);
        QCOMPARE(q1->latestCorrect, true);
        const KnowledgeCheckScore score = p.knowledgeCheckScore(lessonWithQuestions(3));
        QCOMPARE(score.questions, 3);
        QCOMPARE(score.answered, 1);
        QCOMPARE(score.rightFirstTry, 0);
        QCOMPARE(score.retried, 1);
    }

    void aRightFirstAnswerScoresAndAWrongRetryDoesNotTakeItAway()
    {
        LearnerProgress p(QStringLiteral("alice"), dir_->path());
        QVERIFY(p.recordAnswer(QStringLiteral("l"), QStringLiteral("q2"), 1, true));
        QCOMPARE(p.knowledgeCheckScore(lessonWithQuestions(3)).rightFirstTry, 1);
        QCOMPARE(p.knowledgeCheckScore(lessonWithQuestions(3)).retried, 0);
        QVERIFY(p.recordAnswer(QStringLiteral("l"), QStringLiteral("q2"), 2, false));
        const KnowledgeCheckScore score = p.knowledgeCheckScore(lessonWithQuestions(3));
        QCOMPARE(score.rightFirstTry, 1);
        QCOMPARE(score.retried, 1);
        QCOMPARE(p.answer(QStringLiteral("l"), QStringLiteral("q2"))->latestCorrect, false);
        // Answers to questions the lesson no longer has are not counted.
        QVERIFY(p.recordAnswer(QStringLiteral("l"), QStringLiteral("gone"), 1, true));
        QCOMPARE(p.knowledgeCheckScore(lessonWithQuestions(3)).answered, 1);
    }

    void theScoreSurvivesReloadingTheFile()
    {
        {
            LearnerProgress p(QStringLiteral("alice"), dir_->path());
            QVERIFY(p.recordAnswer(QStringLiteral("l"), QStringLiteral("q1"), 2, false));
            QVERIFY(p.recordAnswer(QStringLiteral("l"), QStringLiteral("q1"), 1, true));
            QVERIFY(p.recordAnswer(QStringLiteral("l"), QStringLiteral("q2"), 1, true));
            const QJsonObject q1 = answerInFile(p.filePath(), QStringLiteral("q1"));
            QCOMPARE(q1.value(QStringLiteral("firstChoice")).toInt(-1), 2);
            QCOMPARE(q1.value(QStringLiteral("firstCorrect")).toBool(true), false);
            QCOMPARE(q1.value(QStringLiteral("choice")).toInt(), 1);
            QCOMPARE(q1.value(QStringLiteral("attempts")).toInt(), 2);
        }
        LearnerProgress p(QStringLiteral("alice"), dir_->path());
        QVERIFY2(p.lastError().isEmpty(), qPrintable(p.lastError()));
        const KnowledgeCheckScore score = p.knowledgeCheckScore(lessonWithQuestions(3));
        QCOMPARE(score.answered, 2);
        QCOMPARE(score.rightFirstTry, 1);
        QCOMPARE(score.retried, 1);
        QCOMPARE(p.answer(QStringLiteral("l"), QStringLiteral("q1"))->firstChoice, 2);
        // A retry after the restart is still a retry.
        QVERIFY(p.recordAnswer(QStringLiteral("l"), QStringLiteral("q2"), 0, false));
        QCOMPARE(LearnerProgress(QStringLiteral("alice"), dir_->path())
                     .knowledgeCheckScore(lessonWithQuestions(3))
                     .rightFirstTry,
                 1);
    }

    void resetClearsTheScore()
    {
        LearnerProgress p(QStringLiteral("alice"), dir_->path());
        QVERIFY(p.recordAnswer(QStringLiteral("l"), QStringLiteral("q1"), 1, true));
        QVERIFY(p.recordAnswer(QStringLiteral("l"), QStringLiteral("q1"), 0, false));
        QVERIFY(p.reset());
        QCOMPARE(p.knowledgeCheckScore(lessonWithQuestions(3)).answered, 0);
        QCOMPARE(LearnerProgress(QStringLiteral("alice"), dir_->path())
                     .knowledgeCheckScore(lessonWithQuestions(3))
                     .answered,
                 0);
        // After a reset the next answer is a first answer again.
        QVERIFY(p.recordAnswer(QStringLiteral("l"), QStringLiteral("q1"), 0, false));
        const auto q1 = p.answer(QStringLiteral("l"), QStringLiteral("q1"));
        QCOMPARE(q1->attempts, 1);
        QCOMPARE(q1->firstChoice, 0);
        QCOMPARE(p.knowledgeCheckScore(lessonWithQuestions(3)).retried, 0);
    }

    void aFileWithoutFirstAnswersLoads()
    {
        // As written before first answers were kept: "choice" and "correct"
        // are the latest answer.
        const QString path = dir_->path() + QStringLiteral("/alice.json");
        QVERIFY(writeAll(path, R"({"format": "atlasmart-learner-progress", "version": 1,
            "learner": "alice", "nextOrdinal": 4, "lessons": {"l": {"answers": {
              "q1": {"choice": 1, "correct": true, "ordinal": 1, "attempts": 1},
              "q2": {"choice": 1, "correct": true, "ordinal": 3, "attempts": 2},
              "q3": {"choice": 0, "correct": false, "ordinal": 2, "attempts": 0}}}}})"));
        LearnerProgress p(QStringLiteral("alice"), dir_->path());
        QVERIFY2(p.lastError().isEmpty(), qPrintable(p.lastError()));
        QVERIFY(!QFile::exists(path + QStringLiteral(".corrupt")));

        const auto once = p.answer(QStringLiteral("l"), QStringLiteral("q1"));
        QCOMPARE(once->firstChoice, 1);
        QCOMPARE(once->firstCorrect, true);
        // Answered twice: what came first is not known, so it does not score.
        const auto twice = p.answer(QStringLiteral("l"), QStringLiteral("q2"));
        QVERIFY(!twice->firstKnown());
        QCOMPARE(twice->firstCorrect, false);
        QCOMPARE(twice->latestChoice, 1);
        QCOMPARE(p.answer(QStringLiteral("l"), QStringLiteral("q3"))->attempts, 1);
        const KnowledgeCheckScore score = p.knowledgeCheckScore(lessonWithQuestions(3));
        QCOMPARE(score.answered, 3);
        QCOMPARE(score.rightFirstTry, 1);
        QCOMPARE(score.retried, 1);

        // Saved again, the unknown first answer stays unknown.
        QVERIFY(p.recordAnswer(QStringLiteral("l"), QStringLiteral("q2"), 1, true));
        QVERIFY(!answerInFile(path, QStringLiteral("q2")).contains(QStringLiteral("firstChoice")));
        const auto reloaded = LearnerProgress(QStringLiteral("alice"), dir_->path())
                                  .answer(QStringLiteral("l"), QStringLiteral("q2"));
        QVERIFY(!reloaded->firstKnown());
        QCOMPARE(reloaded->attempts, 3);
        QCOMPARE(reloaded->ordinal, 4);
    }

private:
    std::unique_ptr<QTemporaryDir> dir_;
};

QTEST_GUILESS_MAIN(TestKnowledgeCheckScore)
#include "tst_knowledgecheckscore.moc"
