#include "LessonLoader.h"

#include "BoundedFile.h"
#include "LessonReader.h"
#include "SourceMap.h"
#include "i18n/Filled.h"
#include "lesson/checker/LessonChecker.h"
#include "store/json/Json.h"
#include "store/json/JsonParser.h"

#include <QDir>

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
LessonError malformed(const QString& file, std::string_view text, const std::string& what,
                      std::size_t byte)
{
    std::string detail = what;
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
    const std::string expected = semicolon == std::string::npos
                                     ? filled(LessonError::tr("valid JSON"))
                                     : detail.substr(semicolon + 11);

    std::string message =
        context.empty() ? filled(LessonError::tr("malformed JSON: %1"), detail)
        : context == "value"
            ? filled(LessonError::tr("malformed JSON while reading a value: %1"), detail)
            : filled(LessonError::tr("malformed JSON while reading an %1: %2"), context, detail);
    const bool literal = contains(found, "literal") || contains(found, "unexpected '{'") ||
                         contains(found, "unexpected '['");
    if (literal && (contains(expected, "'}'") || contains(expected, "']'")))
        message += " " + filled(LessonError::tr("(is a comma missing before it?)"));
    else if (context == "object key" && contains(found, "unexpected '}'"))
        message +=
            " " +
            filled(LessonError::tr("(JSON allows no comma after the last member of an object)"));
    else if (context == "value" && contains(found, "unexpected ']'"))
        message +=
            " " + filled(LessonError::tr("(JSON allows no comma after the last item of an array)"));

    const bool end = contains(found, "end of input");
    const auto position =
        LineIndex(text).at(tokenStart(text, byte, end, contains(found, "invalid literal")));
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

LessonError unparsable(const QString& file, std::string_view text,
                       const JsonParser::Failure& failure)
{
    using Kind = JsonParser::Failure::Kind;
    if (failure.kind == Kind::Syntax)
        return malformed(file, text, failure.detail, failure.byte);
    const auto at = LineIndex(text).at(failure.byte);
    const QString depth = QString::number(JsonParser::kMaxDepth);
    if (failure.kind == Kind::TooDeep)
        return LessonError{
            file,
            at.line,
            at.column,
            {},
            LessonError::tr("level %1").arg(JsonParser::kMaxDepth + 1),
            LessonError::tr("at most %1 levels of nesting").arg(depth),
            LessonError::tr("objects and arrays nest more than %1 levels deep here; a lesson may "
                            "nest at most %1")
                .arg(depth)};
    const QString number = QString::fromStdString(failure.detail);
    return LessonError{file,
                       at.line,
                       at.column,
                       {},
                       number,
                       LessonError::tr("a number a double can hold (up to about 1.8e308)"),
                       LessonError::tr("number %1 is out of range: a lesson's numbers must fit "
                                       "in a double (up to about 1.8e308 either way)")
                           .arg(number)};
}

// Problems with the file as a whole are at 1:1, so that editors and CI
// annotations, which need a position, still jump to the file.
LessonError fileError(const QString& file, const QString& message)
{
    return LessonError{file, 1, 1, {}, {}, {}, message};
}

LessonError unreadable(const QString& file, const BoundedFile& read)
{
    LessonError error = fileError(file, LessonError::tr("cannot read the lesson file: %1")
                                            .arg(read.problem(LessonLoader::kMaxFileBytes)));
    error.expected = LessonError::tr("a readable regular file");
    switch (read.status()) {
    case BoundedFile::Status::Folder:
        error.found = LessonError::tr("a folder");
        break;
    case BoundedFile::Status::NotRegular:
        error.found = LessonError::tr("a pipe, socket or device");
        break;
    case BoundedFile::Status::TooLarge:
        error.found = BoundedFile::sizeText(read.size());
        error.expected =
            LessonError::tr("at most %1").arg(BoundedFile::sizeText(LessonLoader::kMaxFileBytes));
        break;
    case BoundedFile::Status::Missing:
        error.found = LessonError::tr("nothing", "no value was given");
        break;
    case BoundedFile::Status::Unreadable:
        error.found = read.errorString();
        break;
    case BoundedFile::Status::Ok:
        break;
    }
    return error;
}

LoadResult failed(const QString& file, LessonError error)
{
    LoadResult result;
    result.file = file;
    result.errors.push_back(std::move(error));
    return result;
}

} // namespace

LoadResult LessonLoader::load(const QString& filePath)
{
    const BoundedFile file = BoundedFile::read(filePath, kMaxFileBytes);
    if (!file.ok())
        return failed(filePath, unreadable(filePath, file));
    return loadFromText(file.bytes(), filePath);
}

LoadResult LessonLoader::loadFromText(const QByteArray& text, const QString& displayName)
{
    if (text.size() > kMaxFileBytes) {
        LessonError error = fileError(
            displayName,
            LessonError::tr("the lesson is %1, more than the %2 a lesson may have")
                .arg(BoundedFile::sizeText(text.size()), BoundedFile::sizeText(kMaxFileBytes)));
        error.found = BoundedFile::sizeText(text.size());
        error.expected = LessonError::tr("at most %1").arg(BoundedFile::sizeText(kMaxFileBytes));
        return failed(displayName, std::move(error));
    }
    const std::string_view view(text.constData(), static_cast<std::size_t>(text.size()));
    JsonParser::Failure failure;
    const std::optional<Json> root = JsonParser::parse(view, &failure);
    if (!root)
        return failed(displayName, unparsable(displayName, view, failure));

    LoadResult result;
    result.file = displayName;
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
        checker.report(pointer, LessonChecker::Anchor::Key, key,
                       filled(LessonError::tr("each key once")),
                       filled(LessonError::tr("duplicate key \"%1\": JSON keeps only the last "
                                              "value, so the earlier one is ignored"),
                              key));
    }
    result.lesson = LessonReader(checker).read(*root);
    result.errors = checker.takeErrors();
    sortByPosition(result.errors);
    return result;
}

std::vector<LoadResult> LessonLoader::loadDirectory(const QString& directory)
{
    const QDir dir(directory);
    if (!dir.exists())
        return {LoadResult{
            directory,
            {},
            {LessonError{
                directory, 0, 0, {}, {}, {}, LessonError::tr("lesson directory not found")}}}};

    std::vector<LoadResult> results;
    std::map<QString, QString> owners; // lesson id -> file that declared it first
    // Folders, pipes and devices named *.json are listed too: a teacher
    // should hear why such a "lesson" does not load rather than miss it.
    const QStringList names =
        dir.entryList({QStringLiteral("*.json")},
                      QDir::Files | QDir::Dirs | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString& name : names) {
        const QString path = dir.filePath(name);
        const BoundedFile file = BoundedFile::read(path, kMaxFileBytes);
        if (!file.ok()) {
            results.push_back(failed(path, unreadable(path, file)));
            continue;
        }
        const QByteArray& text = file.bytes();
        LoadResult result = loadFromText(text, path);
        const QString& id = result.lesson.id;
        if (!id.isEmpty()) {
            const auto [it, fresh] = owners.emplace(id, path);
            if (!fresh) {
                const auto at = SourceMap(std::string_view(text.constData(),
                                                           static_cast<std::size_t>(text.size())))
                                    .at("/id", SourceMap::Anchor::Value);
                result.errors.push_back(LessonError{
                    path, at.line, at.column, QStringLiteral("/id"), u'"' + id + u'"',
                    LessonError::tr("a lesson id no other file uses"),
                    LessonError::tr("lesson id \"%1\" is already used by %2").arg(id, it->second)});
                sortByPosition(result.errors);
            }
        }
        results.push_back(std::move(result));
    }
    return results;
}

} // namespace atlas
