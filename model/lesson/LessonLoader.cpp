#include "LessonLoader.h"

#include "LessonChecker.h"
#include "LessonReader.h"
#include "SourceMap.h"
#include "store/Json.h"

#include <QDir>
#include <QFile>

#include <algorithm>
#include <map>
#include <string>
#include <string_view>

namespace atlas {
namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}
bool isLiteral(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '+' || c == '.';
}

// nlohmann reports the last byte it read; a teacher is better served by the
// start of the token it choked on (for a missing comma: the next key).
std::size_t tokenStart(std::string_view text, std::size_t byte, bool endOfInput, bool badLiteral)
{
    if (text.empty() || endOfInput)
        return text.size();
    std::size_t pos = std::min(byte == 0 ? 0 : byte - 1, text.size() - 1);
    // A bad literal ("tru}") is noticed one character after it ends.
    if (badLiteral && pos > 0 && !isLiteral(text[pos]) && isLiteral(text[pos - 1]))
        --pos;
    while (pos > 0 && isSpace(text[pos]))
        --pos;
    if (text[pos] == '"') {
        while (pos > 0) {
            --pos;
            if (text[pos] == '"' && (pos == 0 || text[pos - 1] != '\\'))
                break;
        }
        return pos;
    }
    if (isLiteral(text[pos]))
        while (pos > 0 && isLiteral(text[pos - 1]))
            --pos;
    return pos;
}

bool contains(std::string_view text, std::string_view part)
{
    return text.find(part) != std::string_view::npos;
}

// "[json.exception.parse_error.101] parse error at line 5, column 5: syntax
// error while parsing object - unexpected string literal; expected '}'"
// becomes a sentence with a hint for the usual culprits.
LessonError malformed(const QString& file, std::string_view text, const Json::parse_error& error)
{
    std::string detail = error.what();
    if (const auto column = detail.find("column "); column != std::string::npos)
        if (const auto colon = detail.find(": ", column); colon != std::string::npos)
            detail = detail.substr(colon + 2);
    const std::string syntax = "syntax error while parsing ";
    std::string context;
    if (detail.rfind(syntax, 0) == 0) {
        const auto dash = detail.find(" - ");
        context = detail.substr(syntax.size(), dash - syntax.size());
        detail = dash == std::string::npos ? std::string() : detail.substr(dash + 3);
    }
    const auto semicolon = detail.find("; expected ");
    const std::string found = detail.substr(0, semicolon);
    const std::string expected =
        semicolon == std::string::npos ? "valid JSON" : detail.substr(semicolon + 11);

    std::string message = "malformed JSON";
    if (!context.empty())
        message += " while reading " + (context == "value" ? "a value" : "an " + context);
    message += ": " + detail;
    const bool literal = contains(found, "literal") || contains(found, "unexpected '{'") ||
                         contains(found, "unexpected '['");
    if (literal && (contains(expected, "'}'") || contains(expected, "']'")))
        message += " (is a comma missing before it?)";
    else if (context == "object key" && contains(found, "unexpected '}'"))
        message += " (JSON allows no comma after the last member of an object)";
    else if (context == "value" && contains(found, "unexpected ']'"))
        message += " (JSON allows no comma after the last item of an array)";

    const bool end = contains(found, "end of input");
    const auto position =
        LineIndex(text).at(tokenStart(text, error.byte, end, contains(found, "invalid literal")));
    return LessonError{file,
                       position.line,
                       position.column,
                       {},
                       QString::fromStdString(found),
                       QString::fromStdString(expected),
                       QString::fromStdString(message)};
}

void sortByPosition(std::vector<LessonError>& errors)
{
    std::stable_sort(errors.begin(), errors.end(), [](const LessonError& a, const LessonError& b) {
        return std::pair(a.line, a.column) < std::pair(b.line, b.column);
    });
}

LessonError fileError(const QString& file, const QString& message)
{
    return LessonError{file, 0, 0, {}, {}, {}, message};
}

} // namespace

LoadResult LessonLoader::load(const QString& filePath)
{
    QFile file(filePath);
    if (!file.open(QIODevice::ReadOnly)) {
        LoadResult result;
        result.file = filePath;
        result.errors.push_back(fileError(
            filePath, QStringLiteral("cannot read the lesson file: ") + file.errorString()));
        return result;
    }
    return loadFromText(file.readAll(), filePath);
}

LoadResult LessonLoader::loadFromText(const QByteArray& text, const QString& displayName)
{
    LoadResult result;
    result.file = displayName;
    const std::string_view view(text.constData(), static_cast<std::size_t>(text.size()));
    Json root;
    try {
        root = Json::parse(view);
    } catch (const Json::parse_error& error) {
        result.errors.push_back(malformed(displayName, view, error));
        return result;
    }

    const SourceMap map(view);
    LessonChecker checker(displayName, map);
    for (const std::string& pointer : map.duplicateKeys()) {
        std::string key;
        const std::string escaped = pointer.substr(pointer.rfind('/') + 1);
        for (std::size_t i = 0; i < escaped.size(); ++i) { // undo RFC 6901's ~0 and ~1
            const bool tilde = escaped[i] == '~' && i + 1 < escaped.size();
            key += tilde ? (escaped[i + 1] == '1' ? '/' : '~') : escaped[i];
            i += tilde ? 1 : 0;
        }
        checker.report(pointer, LessonChecker::Anchor::Key, key, "each key once",
                       "duplicate key \"" + key +
                           "\": JSON keeps only the last value, so the earlier one is ignored");
    }
    result.lesson = LessonReader(checker).read(root);
    result.errors = checker.takeErrors();
    sortByPosition(result.errors);
    return result;
}

std::vector<LoadResult> LessonLoader::loadDirectory(const QString& directory)
{
    const QDir dir(directory);
    if (!dir.exists())
        return {LoadResult{
            directory, {}, {fileError(directory, QStringLiteral("lesson directory not found"))}}};

    std::vector<LoadResult> results;
    std::map<QString, QString> owners; // lesson id -> file that declared it first
    const QStringList names =
        dir.entryList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name);
    for (const QString& name : names) {
        const QString path = dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            results.push_back(load(path)); // reports why it cannot be read
            continue;
        }
        const QByteArray text = file.readAll();
        LoadResult result = loadFromText(text, path);
        const QString& id = result.lesson.id;
        if (!id.isEmpty()) {
            const auto [it, fresh] = owners.emplace(id, path);
            if (!fresh) {
                const auto at = SourceMap(std::string_view(text.constData(),
                                                           static_cast<std::size_t>(text.size())))
                                    .at("/id", SourceMap::Anchor::Value);
                result.errors.push_back(
                    LessonError{path, at.line, at.column, QStringLiteral("/id"), u'"' + id + u'"',
                                QStringLiteral("a lesson id no other file uses"),
                                u"lesson id \"" + id + u"\" is already used by " + it->second});
                sortByPosition(result.errors);
            }
        }
        results.push_back(std::move(result));
    }
    return results;
}

} // namespace atlas
