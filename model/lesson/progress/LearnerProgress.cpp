#include "LearnerProgress.h"

#include "lesson/reader/BoundedFile.h"
#include "lesson/Lesson.h"
#include "store/json/Json.h"
#include "store/json/JsonParser.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>

#include <climits>

namespace atlas {
namespace {

constexpr char kFormat[] = "atlasmart-learner-progress";
const QString kSuffix = QStringLiteral(".json");

// Learner names are typed by people ("Anna Müller", "../x"); percent-encoding
// keeps every one of them a single, portable file name inside the folder.
QString fileNameFor(const QString& learner)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(learner)) + kSuffix;
}

std::string utf8(const QString& s)
{
    return s.toStdString();
}

QString text(const Json& j)
{
    return QString::fromStdString(j.get<std::string>());
}

bool isNonEmptyString(const Json& j)
{
    return j.is_string() && !j.get<std::string>().empty();
}

bool isCount(const Json& j)
{
    return j.is_number_integer() && j.get<long long>() >= 0 && j.get<long long>() <= INT_MAX;
}

} // namespace

LearnerProgress::LearnerProgress(const QString& learner, const QString& folder)
    : learner_(learner.trimmed().isEmpty() ? defaultLearner() : learner.trimmed()), folder_(folder)
{
    load();
}

QString LearnerProgress::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/progress");
}

QString LearnerProgress::defaultLearner()
{
    for (const char* variable : {"USER", "USERNAME"}) {
        const QString name = qEnvironmentVariable(variable).trimmed();
        if (!name.isEmpty())
            return name;
    }
    return QStringLiteral("learner");
}

QStringList LearnerProgress::learners(const QString& folder)
{
    QStringList out;
    const QStringList files =
        QDir(folder).entryList({QStringLiteral("*.json")}, QDir::Files | QDir::Hidden, QDir::Name);
    for (QString file : files) {
        file.chop(kSuffix.size());
        out << QUrl::fromPercentEncoding(file.toLatin1());
    }
    out.sort(Qt::CaseInsensitive);
    return out;
}

QString LearnerProgress::filePath() const
{
    return QDir(folder_).filePath(fileNameFor(learner_));
}

void LearnerProgress::load()
{
    const BoundedFile file = BoundedFile::read(filePath(), kMaxFileBytes);
    switch (file.status()) {
    case BoundedFile::Status::Missing:
        return;
    case BoundedFile::Status::Unreadable:
        // Unreadable is not corrupt: leave it alone, and do not overwrite it.
        writable_ = false;
        lastError_ = QCoreApplication::translate("atlas::LearnerProgress",
                                                 "The progress file %1 cannot be read (%2). "
                                                 "Progress will not be saved until it can.")
                         .arg(QDir::toNativeSeparators(filePath()), file.errorString());
        return;
    case BoundedFile::Status::Ok:
        if (QString why; !parse(file.bytes(), &why))
            setAside(why);
        return;
    case BoundedFile::Status::Folder:
    case BoundedFile::Status::NotRegular:
    case BoundedFile::Status::TooLarge:
        setAside(file.problem(kMaxFileBytes));
        return;
    }
}

bool LearnerProgress::parse(const QByteArray& bytes, QString* why)
{
    JsonParser::Failure failure;
    const std::optional<Json> parsed = JsonParser::parse(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), &failure);
    if (!parsed) {
        switch (failure.kind) {
        case JsonParser::Failure::Kind::Syntax:
            *why = QCoreApplication::translate("atlas::LearnerProgress", "it is not valid JSON: %1")
                       .arg(QString::fromStdString(failure.detail));
            break;
        case JsonParser::Failure::Kind::TooDeep:
            *why = QCoreApplication::translate("atlas::LearnerProgress",
                                               "it nests more than %1 levels deep")
                       .arg(JsonParser::kMaxDepth);
            break;
        case JsonParser::Failure::Kind::NumberOutOfRange:
            *why = QCoreApplication::translate("atlas::LearnerProgress",
                                               "it holds the number %1, which is out of range")
                       .arg(QString::fromStdString(failure.detail));
            break;
        }
        return false;
    }
    const Json& root = *parsed;
    const auto bad = [why](const char* what) {
        *why = QCoreApplication::translate("atlas::LearnerProgress", what);
        return false;
    };
    if (!root.is_object() || root.value("format", Json()) != kFormat)
        return bad(QT_TRANSLATE_NOOP("atlas::LearnerProgress", "it is not a progress file"));
    if (root.value("version", Json()) != kFormatVersion)
        return bad(QT_TRANSLATE_NOOP("atlas::LearnerProgress",
                                     "it was written in a format version this lab does not read"));

    std::map<Key, RecordedAnswer> answers;
    std::set<Key> completed;
    const Json ordinal = root.value("nextOrdinal", Json(1));
    const Json lessons = root.value("lessons", Json::object());
    const Json last = root.value("lastOpened", Json::object());
    if (!isCount(ordinal) || !lessons.is_object() || !last.is_object())
        return bad(QT_TRANSLATE_NOOP("atlas::LearnerProgress", "its top level is damaged"));
    for (const auto& [lessonId, lesson] : lessons.items()) {
        const Json lessonAnswers =
            lesson.is_object() ? lesson.value("answers", Json::object()) : Json();
        const Json done =
            lesson.is_object() ? lesson.value("completedScenarios", Json::array()) : Json();
        if (!lessonAnswers.is_object() || !done.is_array())
            return bad(QT_TRANSLATE_NOOP("atlas::LearnerProgress", "a lesson entry is damaged"));
        for (const auto& [questionId, a] : lessonAnswers.items()) {
            if (!a.is_object() || !isCount(a.value("choice", Json())) ||
                !a.value("correct", Json()).is_boolean() || !isCount(a.value("ordinal", Json())) ||
                !isCount(a.value("attempts", Json())))
                return bad(QT_TRANSLATE_NOOP("atlas::LearnerProgress", "an answer is damaged"));
            RecordedAnswer answer;
            answer.latestChoice = a["choice"].get<int>();
            answer.latestCorrect = a["correct"].get<bool>();
            answer.ordinal = a["ordinal"].get<int>();
            // A recorded answer was given at least once, whatever an old file says.
            answer.attempts = std::max(1, a["attempts"].get<int>());
            const bool hasFirstChoice = a.contains("firstChoice");
            if (hasFirstChoice != a.contains("firstCorrect") ||
                (hasFirstChoice && (!isCount(a["firstChoice"]) || !a["firstCorrect"].is_boolean())))
                return bad(QT_TRANSLATE_NOOP("atlas::LearnerProgress", "an answer is damaged"));
            if (hasFirstChoice) {
                answer.firstChoice = a["firstChoice"].get<int>();
                answer.firstCorrect = a["firstCorrect"].get<bool>();
            } else if (answer.attempts == 1) {
                answer.firstChoice = answer.latestChoice;
                answer.firstCorrect = answer.latestCorrect;
            }
            answers[{QString::fromStdString(lessonId), QString::fromStdString(questionId)}] =
                answer;
        }
        for (const Json& scenarioId : done) {
            if (!isNonEmptyString(scenarioId))
                return bad(
                    QT_TRANSLATE_NOOP("atlas::LearnerProgress", "a completed scenario is damaged"));
            completed.insert({QString::fromStdString(lessonId), text(scenarioId)});
        }
    }
    const Json lastLesson = last.value("lesson", Json(""));
    const Json lastSection = last.value("section", Json(""));
    if (!lastLesson.is_string() || !lastSection.is_string())
        return bad(QT_TRANSLATE_NOOP("atlas::LearnerProgress", "the last place opened is damaged"));

    nextOrdinal_ = std::max(1, ordinal.get<int>());
    answers_ = std::move(answers);
    completed_ = std::move(completed);
    lastLesson_ = text(lastLesson);
    lastSection_ = text(lastSection);
    return true;
}

void LearnerProgress::setAside(const QString& why)
{
    QString aside = filePath() + QStringLiteral(".corrupt");
    for (int n = 2; QFile::exists(aside); ++n)
        aside = filePath() + QStringLiteral(".corrupt.") + QString::number(n);
    const QString file = QDir::toNativeSeparators(filePath());
    if (QFile::rename(filePath(), aside)) {
        lastError_ =
            QCoreApplication::translate("atlas::LearnerProgress",
                                        "The progress file %1 could not be read: %2. It was kept "
                                        "as %3 and %4 starts with fresh progress.")
                .arg(file, why, QDir::toNativeSeparators(aside), learner_);
    } else {
        writable_ = false;
        lastError_ = QCoreApplication::translate("atlas::LearnerProgress",
                                                 "The progress file %1 could not be read: %2. It "
                                                 "could not be moved aside either, so progress "
                                                 "will not be saved over it.")
                         .arg(file, why);
    }
}

bool LearnerProgress::save()
{
    if (!writable_)
        return false;
    Json lessons = Json::object();
    for (const auto& [key, a] : answers_) {
        Json entry = Json::object();
        if (a.firstKnown()) {
            entry["firstChoice"] = a.firstChoice;
            entry["firstCorrect"] = a.firstCorrect;
        }
        entry["choice"] = a.latestChoice;
        entry["correct"] = a.latestCorrect;
        entry["ordinal"] = a.ordinal;
        entry["attempts"] = a.attempts;
        lessons[utf8(key.first)]["answers"][utf8(key.second)] = std::move(entry);
    }
    for (const auto& [lessonId, scenarioId] : completed_)
        lessons[utf8(lessonId)]["completedScenarios"].push_back(utf8(scenarioId));
    Json root{{"format", kFormat},
              {"version", kFormatVersion},
              {"learner", utf8(learner_)},
              {"nextOrdinal", nextOrdinal_}};
    if (!lastLesson_.isEmpty())
        root["lastOpened"] = Json{{"lesson", utf8(lastLesson_)}, {"section", utf8(lastSection_)}};
    root["lessons"] = std::move(lessons);

    const auto fail = [this](const QString& reason) {
        lastError_ = QCoreApplication::translate("atlas::LearnerProgress",
                                                 "Progress could not be saved to %1: %2")
                         .arg(QDir::toNativeSeparators(filePath()), reason);
        return false;
    };
    if (!QDir().mkpath(folder_))
        return fail(
            QCoreApplication::translate("atlas::LearnerProgress", "the folder cannot be created"));
    const std::string bytes = root.dump(2) + '\n';
    if (static_cast<qint64>(bytes.size()) > kMaxFileBytes)
        return fail(QCoreApplication::translate("atlas::LearnerProgress",
                                                "it would be larger than the %1 a progress file "
                                                "may have")
                        .arg(BoundedFile::sizeText(kMaxFileBytes)));
    QSaveFile file(filePath());
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(bytes.data(), static_cast<qint64>(bytes.size())) !=
            static_cast<qint64>(bytes.size()) ||
        !file.commit())
        return fail(file.errorString());
    return true;
}

bool LearnerProgress::recordAnswer(const QString& lessonId, const QString& questionId, int choice,
                                   bool correct)
{
    RecordedAnswer& a = answers_[{lessonId, questionId}];
    a.addAttempt(choice, correct);
    a.ordinal = nextOrdinal_++;
    return save();
}

bool LearnerProgress::markScenarioCompleted(const QString& lessonId, const QString& scenarioId)
{
    if (!completed_.insert({lessonId, scenarioId}).second)
        return true;
    return save();
}

bool LearnerProgress::setLastOpened(const QString& lessonId, const QString& sectionId)
{
    if (lastLesson_ == lessonId && lastSection_ == sectionId)
        return true;
    lastLesson_ = lessonId;
    lastSection_ = sectionId;
    return save();
}

bool LearnerProgress::reset()
{
    answers_.clear();
    completed_.clear();
    lastLesson_.clear();
    lastSection_.clear();
    nextOrdinal_ = 1;
    return save();
}

std::optional<RecordedAnswer> LearnerProgress::answer(const QString& lessonId,
                                                      const QString& questionId) const
{
    const auto it = answers_.find({lessonId, questionId});
    if (it == answers_.end())
        return std::nullopt;
    return it->second;
}

bool LearnerProgress::isScenarioCompleted(const QString& lessonId, const QString& scenarioId) const
{
    return completed_.count({lessonId, scenarioId}) > 0;
}

int LearnerProgress::answerCount() const
{
    return static_cast<int>(answers_.size());
}

KnowledgeCheckScore LearnerProgress::knowledgeCheckScore(const Lesson& lesson) const
{
    KnowledgeCheckScore score;
    for (const Question& question : lesson.knowledgeCheck)
        score.add(answer(lesson.id, question.id));
    return score;
}

int LearnerProgress::completedScenarioCount() const
{
    return static_cast<int>(completed_.size());
}

} // namespace atlas
