#include "AttemptFile.h"

#include "lesson/reader/BoundedFile.h"
#include "lesson/checker/LessonChecker.h"
#include "lesson/reader/LineIndex.h"
#include "lesson/reader/ObjectReader.h"
#include "lesson/reader/SourceMap.h"
#include "store/json/JsonParser.h"

#include <QSaveFile>

#include <algorithm>

namespace atlas {
namespace {

using Need = ObjectReader::Need;

constexpr std::string_view kAttemptKeys[] = {"format",    "formatVersion", "attemptId", "learner",
                                             "lesson",    "exercise",      "commands",  "grade",
                                             "writtenBy", "digest"};
constexpr std::string_view kLessonKeys[] = {"id", "version"};
constexpr std::string_view kCommandKeys[] = {"command", "args"};
constexpr std::string_view kFormats[] = {Attempt::kFormat};

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

AttemptRead failed(const QString& file, LessonError error)
{
    AttemptRead read;
    read.file = file;
    read.errors.push_back(std::move(error));
    return read;
}

void readBody(const ObjectReader& reader, LessonChecker& checker, AttemptRead& out)
{
    Attempt& a = out.attempt;
    reader.choice("format", Need::Required, kFormats);
    reader.integer("formatVersion", Need::Required, Attempt::kFormatVersion,
                   Attempt::kFormatVersion, "the version this lab writes");
    if (const auto id = reader.text("attemptId"))
        out.recordedAttemptId = qs(*id);
    if (const auto digest = reader.text("digest"))
        out.recordedDigest = qs(*digest);
    if (const auto learner = reader.text("learner"))
        a.learner = qs(*learner);
    if (const auto by = reader.text("writtenBy", Need::Optional))
        a.writtenBy = qs(*by);
    if (const Json* lesson = reader.object("lesson")) {
        const ObjectReader l(checker, *lesson, reader.at("lesson"), kLessonKeys,
                             "an attempt's lesson");
        if (const auto id = l.identifier("id"))
            a.lessonId = qs(*id);
        if (const auto version = l.integer("version", Need::Required, 1, 1'000'000'000))
            a.lessonVersion = static_cast<int>(*version);
    }
    if (const auto exercise = reader.identifier("exercise"))
        a.exerciseId = qs(*exercise);
    if (const Json* commands = reader.array("commands", Need::Required, false))
        for (std::size_t i = 0; i < commands->size(); ++i) {
            const ObjectReader c(checker, (*commands)[i],
                                 reader.at("commands") + '/' + std::to_string(i), kCommandKeys,
                                 "a command of the attempt");
            const auto name = c.text("command");
            const Json* args = c.object("args");
            if (name && args)
                a.commands.push_back({*name, *args});
        }
    if (const Json* grade = reader.object("grade")) {
        if (auto parsed = Grade::fromJson(*grade))
            a.grade = std::move(*parsed);
        else
            checker.report(reader.at("grade"), LessonChecker::Anchor::Value, "another object",
                           "a grade as the lab writes it: score, maxScore, items, "
                           "failingInvariants",
                           "this is not a grade the lab wrote (expected score, maxScore, items "
                           "with kind, name, points, maxPoints, reason, and failingInvariants)");
    }
}

} // namespace

AttemptRead AttemptFile::read(const QString& path)
{
    const BoundedFile file = BoundedFile::read(path, kMaxFileBytes);
    if (!file.ok()) {
        LessonError error{path, 1, 1, {}, {}, QStringLiteral("a readable attempt file"), {}};
        error.message =
            QStringLiteral("cannot read the attempt file: ") + file.problem(kMaxFileBytes);
        return failed(path, std::move(error));
    }
    return fromText(file.bytes(), path);
}

AttemptRead AttemptFile::fromText(const QByteArray& text, const QString& displayName)
{
    const std::string_view view(text.constData(), static_cast<std::size_t>(text.size()));
    JsonParser::Failure failure;
    const std::optional<Json> root = JsonParser::parse(view, &failure);
    if (!root) {
        const auto at = LineIndex(view).at(std::min(failure.byte, view.size()));
        return failed(displayName, LessonError{displayName,
                                               at.line,
                                               at.column,
                                               {},
                                               QString::fromStdString(failure.detail),
                                               QStringLiteral("valid JSON"),
                                               QStringLiteral("malformed JSON: ") +
                                                   QString::fromStdString(failure.detail)});
    }
    AttemptRead out;
    out.file = displayName;
    out.document = *root;
    const SourceMap map(view);
    LessonChecker checker(displayName, map);
    for (const std::string& pointer : map.duplicateKeys())
        checker.report(pointer, LessonChecker::Anchor::Key, "a key given twice", "each key once",
                       "duplicate key: JSON keeps only the last value");
    const ObjectReader reader(checker, *root, {}, kAttemptKeys, "an attempt");
    if (reader.valid())
        readBody(reader, checker, out);
    out.errors = checker.takeErrors();
    return out;
}

bool AttemptFile::write(const QString& path, const Attempt& attempt, QString* error)
{
    QSaveFile file(path);
    const std::string text = attempt.toJson().dump(2) + '\n';
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace atlas
