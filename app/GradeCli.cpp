#include "GradeCli.h"

#include "exercise/AttemptFile.h"
#include "exercise/AttemptReplay.h"
#include "lesson/LessonLibrary.h"
#include "lesson/reader/LessonLoader.h"
#include "session/OutputFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cstdio>
#include <optional>

namespace atlas {
namespace {

constexpr const char* kGeneratedBy = "atlasmart-lab";

QString tr(const char* text)
{
    // "atlas": the context lupdate files a free tr() in namespace atlas under.
    return QCoreApplication::translate("atlas", text);
}

void out(const QString& line)
{
    std::printf("%s\n", qPrintable(line));
}

void err(const QString& line)
{
    std::fprintf(stderr, "%s\n", qPrintable(line));
}

int badAttempt(const AttemptRead& read, const std::string& pointer, const QString& found,
               const QString& expected, const QString& message)
{
    LessonError error{read.file, 1, 1, QString::fromStdString(pointer), found, expected, message};
    err(error.toString());
    return 2;
}

// The lesson the attempt names: --lesson FILE, or the library's.
std::optional<LoadResult> findLesson(const QString& lessonPath, const QString& id, int& status)
{
    if (!lessonPath.isEmpty()) {
        LoadResult result = LessonLoader::load(lessonPath);
        if (!result.ok()) {
            for (const LessonError& error : result.errors)
                err(error.toString());
            status = 3;
            return std::nullopt;
        }
        return result;
    }
    for (LoadResult& result : LessonLibrary::loadAll())
        if (result.ok() && result.lesson.id == id)
            return std::move(result);
    return std::nullopt;
}

Json gradescopeResults(const AttemptRead& read, const AttemptVerdict& verdict)
{
    const Grade& grade = verdict.recomputed;
    Json tests = Json::array();
    for (const GradeItem& item : grade.items)
        tests.push_back(Json{
            {"name",
             QString(GradeItem::kindName(item.kind) + QStringLiteral(": ") + item.name).toStdString()},
            {"score", item.points},
            {"max_score", item.maxPoints},
            {"output", item.reason.toStdString()}});
    const QStringList problems = verdict.problems(read.attempt.grade);
    // A tampered file scores nothing: the teacher decides, not the autograder.
    const int score = verdict.tampered() ? 0 : grade.score();
    QString summary = tr("Exercise %1 of lesson %2: %3 of %4 points on replay.")
                          .arg(read.attempt.exerciseId, read.attempt.lessonId)
                          .arg(grade.score())
                          .arg(grade.maxScore());
    if (verdict.tampered())
        summary += u' ' + tr("Tampered, scored 0: %1.").arg(problems.join(QStringLiteral("; ")));
    return Json{{"score", score},
                {"max_score", grade.maxScore()},
                {"tests", std::move(tests)},
                {"output", summary.toStdString()},
                {"extra_data", Json{{"generatedBy", kGeneratedBy},
                                    {"attemptId", read.recordedAttemptId.toStdString()},
                                    {"learner", read.attempt.learner.toStdString()},
                                    {"tampered", verdict.tampered()}}}};
}

// A results file of an earlier grading.
bool isResults(const QString& path)
{
    QFile file(path);
    if (QFileInfo(path).size() >= 4 * 1024 * 1024 || !file.open(QIODevice::ReadOnly))
        return false;
    const Json existing = Json::parse(file.readAll().toStdString(), nullptr, false);
    return existing.is_object() && existing.contains("extra_data") &&
           existing["extra_data"].is_object() &&
           existing["extra_data"].value("generatedBy", Json()) == Json(kGeneratedBy);
}

bool mayWrite(const QString& path, QString& why)
{
    // Written to a temporary file and renamed over the path: not onto a device or a folder.
    if (const QFileInfo info(path); info.exists() && !info.isFile()) {
        why = tr("%1 exists and is not a regular file").arg(path);
        return false;
    }
    if (OutputFile::mayReplace(path, isResults))
        return true;
    why = tr("%1 exists and was not written by the lab; not overwriting it").arg(path);
    return false;
}

bool writeResults(const QString& path, const Json& results, QString& why)
{
    QSaveFile file(path);
    const std::string text = results.dump(2) + '\n';
    if (file.open(QIODevice::WriteOnly) &&
        file.write(text.data(), static_cast<qint64>(text.size())) ==
            static_cast<qint64>(text.size()) &&
        file.commit())
        return true;
    why = tr("cannot write %1: %2").arg(path, file.errorString());
    return false;
}

void printText(const AttemptRead& read, const AttemptVerdict& verdict)
{
    const Attempt& a = read.attempt;
    out(tr("attempt %1 by %2: lesson %3, exercise %4, %5 command(s)")
            .arg(read.recordedAttemptId, a.learner, a.lessonId, a.exerciseId)
            .arg(a.commands.size()));
    const Grade& g = verdict.recomputed;
    out(tr("recomputed grade: %1/%2").arg(g.score()).arg(g.maxScore()));
    for (const GradeItem& item : g.items)
        out(QStringLiteral("  [%1/%2] %3 %4: %5")
                .arg(item.points)
                .arg(item.maxPoints)
                .arg(GradeItem::kindName(item.kind), item.name, item.reason));
    if (!g.failingInvariants.isEmpty())
        out(tr("failing invariants: %1").arg(g.failingInvariants.join(QStringLiteral(", "))));
    out(tr("recorded grade: %1/%2 (%3)")
            .arg(a.grade.score())
            .arg(a.grade.maxScore())
            .arg(verdict.gradeMatches ? tr("matches") : tr("does not match")));
    out(tr("digest: %1").arg(verdict.digestMatches ? tr("ok") : tr("does not match")));
    if (verdict.tampered()) {
        out(tr("verdict: tampered"));
        for (const QString& problem : verdict.problems(a.grade))
            out(QStringLiteral("  - ") + problem);
    } else {
        out(tr("verdict: graded, matches the recorded grade"));
    }
}

Json verdictJson(const AttemptRead& read, const AttemptVerdict& verdict)
{
    Json problems = Json::array();
    for (const QString& p : verdict.problems(read.attempt.grade))
        problems.push_back(p.toStdString());
    Json refused = nullptr;
    if (verdict.refusedCommand >= 0)
        refused = Json{{"index", verdict.refusedCommand}, {"error", verdict.refusal.toStdString()}};
    return Json{{"attempt", read.file.toStdString()},
                {"attemptId", read.recordedAttemptId.toStdString()},
                {"learner", read.attempt.learner.toStdString()},
                {"lesson", read.attempt.lessonId.toStdString()},
                {"exercise", read.attempt.exerciseId.toStdString()},
                {"recomputed", verdict.recomputed.toJson()},
                {"recorded", read.attempt.grade.toJson()},
                {"gradeMatches", verdict.gradeMatches},
                {"digestMatches", verdict.digestMatches},
                {"attemptIdMatches", verdict.attemptIdMatches},
                {"refused", std::move(refused)},
                {"tampered", verdict.tampered()},
                {"problems", std::move(problems)}};
}

} // namespace

int gradeCli(const QString& attemptPath, const QString& lessonPath, bool json,
             const QString& resultsPath)
{
    const AttemptRead read = AttemptFile::read(attemptPath);
    if (!read.ok()) {
        for (const LessonError& error : read.errors)
            err(error.toString());
        return 2;
    }
    QString why;
    if (!resultsPath.isEmpty() && !mayWrite(resultsPath, why)) {
        err(QStringLiteral("atlasmart-lab: ") + why);
        return 3;
    }
    int status = 0;
    const auto lesson = findLesson(lessonPath, read.attempt.lessonId, status);
    if (status != 0)
        return status;
    if (!lesson || lesson->lesson.id != read.attempt.lessonId)
        return badAttempt(
            read, "/lesson/id", u'"' + read.attempt.lessonId + u'"',
            tr("the id of a lesson the lab has"),
            tr("the attempt is for lesson \"%1\", which %2")
                .arg(read.attempt.lessonId, lessonPath.isEmpty()
                                                ? tr("is not among the lab's lessons (give it with "
                                                     "--lesson FILE)")
                                                : tr("is not the lesson in %1").arg(lessonPath)));
    const Exercise* exercise = lesson->lesson.exercise(read.attempt.exerciseId);
    if (!exercise)
        return badAttempt(read, "/exercise", u'"' + read.attempt.exerciseId + u'"',
                          tr("the id of one of the lesson's exercises"),
                          tr("lesson \"%1\" has no exercise \"%2\"")
                              .arg(read.attempt.lessonId, read.attempt.exerciseId));
    const AttemptVerdict verdict = AttemptReplay::replay(*exercise, read);
    if (lesson->lesson.version != read.attempt.lessonVersion)
        err(tr("note: the attempt was made on version %1 of the lesson; graded against version "
               "%2")
                .arg(read.attempt.lessonVersion)
                .arg(lesson->lesson.version));
    if (json)
        out(QString::fromStdString(verdictJson(read, verdict).dump(2)));
    else
        printText(read, verdict);
    if (!resultsPath.isEmpty() &&
        !writeResults(resultsPath, gradescopeResults(read, verdict), why)) {
        err(QStringLiteral("atlasmart-lab: ") + why);
        return 3;
    }
    return verdict.tampered() ? 1 : 0;
}

} // namespace atlas
