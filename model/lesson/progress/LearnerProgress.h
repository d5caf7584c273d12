#pragma once

#include "KnowledgeCheckScore.h"
#include "RecordedAnswer.h"

#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <set>
#include <utility>

namespace atlas {

struct Lesson;

// One learner's progress through the lessons: the answers given, the
// scenarios played to the end with every expectation met, and where they
// left off. Kept as <folder>/<learner>.json and saved after every change with
// an atomic write, so a crash or a power cut never leaves half a file.
//
// A file that cannot be understood is renamed to <file>.corrupt (or
// .corrupt.2, ...) and reported through lastError(): the learner starts
// afresh, and the old file stays for whoever wants to rescue it. That covers
// every kind of damage: cut-off or invalid JSON, wrong types, numbers out of
// range (1e400), nesting deeper than JsonParser::kMaxDepth, a file larger
// than kMaxFileBytes, and a folder, FIFO, socket or device in the file's
// place (checked before opening: reading a FIFO would block the lab).
//
// The file (names are percent-encoded into the file name, kept as typed inside):
//   {"format": "atlasmart-learner-progress", "version": 1, "learner": "Anna",
//    "nextOrdinal": 4, "lastOpened": {"lesson": "chapter10-idempotency", "section": "lab-run"},
//    "lessons": {"chapter10-idempotency": {
//        "answers": {"retries-off": {"firstChoice": 0, "firstCorrect": false,
//                                    "choice": 1, "correct": true, "ordinal": 3, "attempts": 2}},
//        "completedScenarios": ["ch10-lab-run"]}}}
// An answer's "choice" and "correct" are its latest try, "firstChoice" and
// "firstCorrect" the first, which is the one scored. Files written before
// first answers were kept have neither: an answer given once is then its own
// first answer, and one given more often has a first answer that is not
// known, so it does not count as right on the first try.
class LearnerProgress
{
public:
    static constexpr int kFormatVersion = 1;
    // Thousands of answers fit in a fraction of this; a file larger than it
    // is damaged, and a save that would pass it is refused, so that the lab
    // never writes a file it would then set aside.
    static constexpr qint64 kMaxFileBytes = 1024 * 1024;

    explicit LearnerProgress(const QString& learner, const QString& folder = defaultFolder());

    // <AppDataLocation>/progress
    static QString defaultFolder();
    // The operating system's user name (USER, else USERNAME), else "learner".
    static QString defaultLearner();
    // The learners who have a progress file in `folder`, sorted.
    static QStringList learners(const QString& folder = defaultFolder());

    const QString& learner() const { return learner_; }
    const QString& folder() const { return folder_; }
    QString filePath() const;
    // The most recent problem reading or writing the file, as a sentence for
    // the learner; empty when there was none.
    const QString& lastError() const { return lastError_; }

    // Each change is saved at once; false (with lastError()) when it could not be.
    // The first answer to a question is kept as its score; later ones are retries.
    bool recordAnswer(const QString& lessonId, const QString& questionId, int choice, bool correct);
    bool markScenarioCompleted(const QString& lessonId, const QString& scenarioId);
    bool setLastOpened(const QString& lessonId, const QString& sectionId);
    // Forgets everything this learner did.
    bool reset();

    std::optional<RecordedAnswer> answer(const QString& lessonId, const QString& questionId) const;
    bool isScenarioCompleted(const QString& lessonId, const QString& scenarioId) const;
    int answerCount() const;
    KnowledgeCheckScore knowledgeCheckScore(const Lesson& lesson) const;
    int completedScenarioCount() const;
    const QString& lastLesson() const { return lastLesson_; }
    const QString& lastSection() const { return lastSection_; }

private:
    using Key = std::pair<QString, QString>; // lesson id, question or scenario id

    void load();
    bool parse(const QByteArray& bytes, QString* why);
    void setAside(const QString& why);
    bool save();

    QString learner_;
    QString folder_;
    QString lastError_;
    bool writable_ = true; // false when a file is there that we could not read or move
    int nextOrdinal_ = 1;
    std::map<Key, RecordedAnswer> answers_;
    std::set<Key> completed_;
    QString lastLesson_;
    QString lastSection_;
};

} // namespace atlas
