#include "Attempt.h"

#include <QCryptographicHash>

#include <nlohmann/json.hpp>

namespace atlas {
namespace {

// Keys sorted, numbers and strings as nlohmann writes them: the same
// document always hashes alike, whatever order its members were written in.
QByteArray canonical(const Json& value)
{
    const std::string text = nlohmann::json::parse(value.dump()).dump();
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

QByteArray sha256(const QByteArray& bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

Json commandsJson(const std::vector<LabCommand>& commands)
{
    Json list = Json::array();
    for (const LabCommand& command : commands)
        list.push_back(command.toJson());
    return list;
}

} // namespace

QString Attempt::attemptId() const
{
    const Json identity{{"learner", learner.toStdString()},
                        {"lesson", lessonId.toStdString()},
                        {"exercise", exerciseId.toStdString()},
                        {"commands", commandsJson(commands)}};
    return QStringLiteral("att-") + QString::fromLatin1(sha256(canonical(identity)).left(32));
}

Json Attempt::toJson() const
{
    Json document{{"format", kFormat},
                  {"formatVersion", kFormatVersion},
                  {"attemptId", attemptId().toStdString()},
                  {"learner", learner.toStdString()},
                  {"lesson", Json{{"id", lessonId.toStdString()}, {"version", lessonVersion}}},
                  {"exercise", exerciseId.toStdString()},
                  {"commands", commandsJson(commands)},
                  {"grade", grade.toJson()},
                  {"writtenBy", writtenBy.toStdString()}};
    document["digest"] = digestOf(document).toStdString();
    return document;
}

QString Attempt::digestOf(const Json& document)
{
    Json content = document;
    if (content.is_object())
        content.erase("digest");
    return QStringLiteral("sha256:") + QString::fromLatin1(sha256(canonical(content)));
}

} // namespace atlas
