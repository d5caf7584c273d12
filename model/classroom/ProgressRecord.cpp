#include "ProgressRecord.h"

#include <QCoreApplication>
#include <QUuid>

namespace atlas {

namespace {

QString text(const Json& value)
{
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    if (value.is_number_integer())
        return QString::number(value.get<long long>());
    if (value.is_number_unsigned())
        return QString::number(value.get<unsigned long long>());
    return {};
}

QString member(const Json& object, const char* key)
{
    if (!object.is_object() || !object.contains(key))
        return {};
    return text(object.at(key));
}

double number(const Json& object, const char* key)
{
    if (!object.is_object() || !object.contains(key) || !object.at(key).is_number())
        return 0;
    return object.at(key).get<double>();
}

QString invariantName(const Json& entry)
{
    if (entry.is_string())
        return text(entry);
    for (const char* key : {"invariant", "name", "id"})
        if (const QString name = member(entry, key); !name.isEmpty())
            return name;
    return {};
}

} // namespace

QString ProgressRecord::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Scenario:
        return QStringLiteral("scenario");
    case Kind::Question:
        return QStringLiteral("question");
    case Kind::Exercise:
        return QStringLiteral("exercise");
    }
    return {};
}

std::optional<ProgressRecord::Kind> ProgressRecord::kindFromName(const QString& name)
{
    for (Kind kind : {Kind::Scenario, Kind::Question, Kind::Exercise})
        if (kindName(kind) == name)
            return kind;
    return std::nullopt;
}

QString ProgressRecord::itemIdFor(const QString& lessonId, const QString& id)
{
    return lessonId + QLatin1Char('/') + id;
}

// A scenario or question: one point, each play an attempt of its own.
ProgressRecord ProgressRecord::onePoint(Kind kind, const QString& itemId, bool passed)
{
    ProgressRecord record;
    record.kind = kind;
    record.itemId = itemId;
    // A play of its own, whichever computer or queue file it comes from: a
    // fresh queue (another laptop, a wiped home folder) starts its seqs at 1
    // again, and the server would take its records for ones it has.
    record.attemptId = itemId + u'@' + QUuid::createUuid().toString(QUuid::WithoutBraces);
    record.passed = passed;
    record.points = passed ? 1 : 0;
    record.maxPoints = 1;
    return record;
}

ProgressRecord ProgressRecord::scenario(const QString& lessonId, const QString& scenarioId,
                                        bool passed, const QString& failedClaim)
{
    ProgressRecord record = onePoint(Kind::Scenario, itemIdFor(lessonId, scenarioId), passed);
    record.failingInvariant = passed ? QString() : failedClaim;
    return record;
}

ProgressRecord ProgressRecord::question(const QString& lessonId, const QString& questionId,
                                        int choice, bool correct)
{
    ProgressRecord record = onePoint(Kind::Question, itemIdFor(lessonId, questionId), correct);
    record.payload = {{"choice", choice}};
    return record;
}

std::optional<ProgressRecord> ProgressRecord::fromAttempt(const Json& attempt, QString* why)
{
    const auto refuse = [why](const char* reason) -> std::optional<ProgressRecord> {
        if (why)
            *why = QCoreApplication::translate("Classroom", reason);
        return std::nullopt;
    };
    if (!attempt.is_object())
        return refuse("An attempt must be a JSON object.");
    ProgressRecord record;
    record.kind = Kind::Exercise;
    record.learner = member(attempt, "learner");
    if (record.learner.isEmpty() && attempt.contains("learner"))
        record.learner = member(attempt.at("learner"), "name");
    // An attempt file (model/exercise/Attempt) names {"lesson": {"id"},
    // "exercise"} and grades {score, maxScore}; the flat names are read too.
    QString lessonId = member(attempt, "lessonId");
    if (lessonId.isEmpty() && attempt.contains("lesson"))
        lessonId = member(attempt.at("lesson"), "id");
    QString exerciseId = member(attempt, "exerciseId");
    if (exerciseId.isEmpty())
        exerciseId = member(attempt, "exercise");
    record.attemptId = member(attempt, "attemptId");
    if (record.learner.isEmpty())
        return refuse("The attempt names no learner.");
    if (exerciseId.isEmpty())
        return refuse("The attempt names no exercise (exerciseId).");
    if (record.attemptId.isEmpty())
        return refuse("The attempt has no attempt id (attemptId).");
    record.itemId = lessonId.isEmpty() ? exerciseId : itemIdFor(lessonId, exerciseId);
    record.seq = 1;
    const Json grade = attempt.contains("grade") && attempt.at("grade").is_object()
                           ? attempt.at("grade")
                           : Json::object();
    record.points = grade.contains("score") ? number(grade, "score") : number(grade, "points");
    record.maxPoints =
        grade.contains("maxScore") ? number(grade, "maxScore") : number(grade, "maxPoints");
    // The invariant the dashboard names is one the grade held against the
    // learner. An exercise may break one on purpose (the fault it teaches):
    // the lab's grade lists it among failingInvariants but gives full marks,
    // so with graded items only a failed invariant item counts.
    const bool itemised = grade.contains("items") && grade.at("items").is_array();
    if (itemised) {
        for (const Json& item : grade.at("items"))
            if (item.is_object() && member(item, "kind") == QLatin1String("invariant") &&
                item.contains("passed") && item.at("passed") == false) {
                record.failingInvariant = member(item, "name");
                break;
            }
    } else if (grade.contains("failingInvariants") && grade.at("failingInvariants").is_array()) {
        for (const Json& entry : grade.at("failingInvariants"))
            if (const QString name = invariantName(entry); !name.isEmpty()) {
                record.failingInvariant = name;
                break;
            }
    }
    record.passed = grade.contains("passed") && grade.at("passed").is_boolean()
                        ? grade.at("passed").get<bool>()
                        : record.maxPoints > 0 && record.points >= record.maxPoints;
    record.payload = grade;
    return record;
}

} // namespace atlas
