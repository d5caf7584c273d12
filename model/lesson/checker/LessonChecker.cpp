#include "LessonChecker.h"

#include "i18n/Filled.h"
#include "i18n/Language.h"
#include "lesson/Vocabulary.h"
#include "lesson/reader/DidYouMean.h"
#include "store/DocumentPath.h"
#include "store/StoreError.h"

#include <QCoreApplication>

#include <cctype>
#include <cmath>

namespace atlas {
namespace {

constexpr std::size_t kQuoteLimit = 48;

// Cuts long quotes at a character boundary so messages stay on one line.
std::string shorten(std::string text)
{
    if (text.size() <= kQuoteLimit)
        return text;
    std::size_t cut = kQuoteLimit - 3;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
        --cut;
    return text.substr(0, cut) + "...";
}

std::string typeOf(const Json& value)
{
    if (value.is_string())
        return filled(QCoreApplication::translate("atlas::LessonError", " (a string)"));
    if (value.is_number())
        return filled(QCoreApplication::translate("atlas::LessonError", " (a number)"));
    if (value.is_boolean())
        return filled(QCoreApplication::translate("atlas::LessonError", " (a boolean)"));
    return {};
}

// An integer too long for 64 bits reaches the checker as a double.
bool isIntegerLiteral(std::string_view number)
{
    return !number.empty() && number.find_first_of(".eE") == std::string_view::npos;
}

bool identifierChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_' || c == '.';
}

} // namespace

LessonChecker::LessonChecker(QString file, const SourceMap& map) : file_(std::move(file)), map_(map)
{
}

void LessonChecker::report(std::string_view pointer, Anchor anchor, std::string found,
                           std::string expected, std::string message)
{
    const auto position = map_.at(pointer, anchor);
    errors_.push_back(LessonError{file_, position.line, position.column,
                                  QString::fromStdString(std::string(pointer)),
                                  QString::fromStdString(found), QString::fromStdString(expected),
                                  QString::fromStdString(message)});
}

std::string LessonChecker::describeAt(std::string_view pointer, const Json& value) const
{
    // As written: the parser keeps 99999999999999999999 only as 1e+20.
    if (value.is_number())
        if (const std::string_view written = map_.number(pointer); !written.empty())
            return shorten(std::string(written));
    return describe(value);
}

void LessonChecker::wrongType(std::string_view pointer, const Json& value, std::string expected)
{
    std::string found = describeAt(pointer, value) + typeOf(value);
    std::string message = mismatch(expected, found);
    report(pointer, Anchor::Value, std::move(found), std::move(expected), std::move(message));
}

void LessonChecker::wrongValue(std::string_view pointer, const Json& value, std::string expected,
                               std::string_view suffix)
{
    std::string found = describeAt(pointer, value);
    std::string message = mismatch(expected, found);
    if (!suffix.empty())
        message += " " + std::string(suffix);
    report(pointer, Anchor::Value, std::move(found), std::move(expected), std::move(message));
}

std::string LessonChecker::mismatch(const std::string& expected, const std::string& found)
{
    return filled(LessonError::tr("expected %1; found %2"), expected, found);
}

std::string LessonChecker::didYouMean(std::string_view near)
{
    return filled(LessonError::tr("(did you mean %1?)"), quote(near));
}

std::string LessonChecker::quote(std::string_view text)
{
    return Json(std::string(text)).dump();
}

std::string LessonChecker::describe(const Json& value)
{
    if (value.is_object())
        return filled(value.empty() ? LessonError::tr("an empty object")
                                    : LessonError::tr("an object"));
    if (value.is_array())
        return filled(value.empty() ? LessonError::tr("an empty array")
                                    : LessonError::tr("an array"));
    return shorten(value.dump());
}

std::string LessonChecker::integerRange(std::int64_t min, std::int64_t max)
{
    if (max == kNoMax)
        return min == 0 ? filled(LessonError::tr("a non-negative integer"))
                        : filled(LessonError::tr("an integer of at least %1"), min);
    return filled(LessonError::tr("an integer from %1 to %2"), min, max);
}

std::string LessonChecker::listOf(std::span<const std::string_view> choices)
{
    std::string out;
    for (std::size_t i = 0; i < choices.size(); ++i)
        out += (i ? ", " : "") + std::string(choices[i]);
    return out;
}

std::string LessonChecker::oneOf(std::span<const std::string_view> choices)
{
    return filled(LessonError::tr("one of %1"), listOf(choices));
}

std::optional<std::string> LessonChecker::text(const Json& value, std::string_view pointer)
{
    if (!value.is_string()) {
        wrongType(pointer, value, filled(LessonError::tr("a non-empty string")));
        return std::nullopt;
    }
    if (value.get_ref<const std::string&>().empty()) {
        wrongValue(pointer, value, filled(LessonError::tr("a non-empty string")));
        return std::nullopt;
    }
    return value.get<std::string>();
}

std::optional<std::string> LessonChecker::prose(const Json& value, std::string_view pointer,
                                                bool markdown)
{
    if (!value.is_object())
        return markdown ? this->markdown(value, pointer) : text(value, pointer);
    if (!value.contains("en")) {
        const std::string expected =
            filled(LessonError::tr("a string, or texts by language with \"en\" among them, e.g. "
                                   "{\"en\": \"...\", \"de\": \"...\"}"));
        report(pointer, Anchor::Value, filled(LessonError::tr("an object without \"en\"")),
               expected,
               filled(LessonError::tr("per-language text needs an \"en\" text, which learners "
                                      "whose language the lesson lacks read; expected %1"),
                      expected));
    }
    const std::string wanted = Language::current().toStdString();
    std::optional<std::string> english, exact, sameLanguage;
    bool ok = true;
    for (auto it = value.begin(); it != value.end(); ++it) {
        const std::string at = std::string(pointer) + '/' + SourceMap::escape(it.key());
        if (!isLanguageTag(it.key())) {
            report(at, Anchor::Key, quote(it.key()),
                   filled(LessonError::tr("a language tag such as \"en\" or \"de\"")),
                   filled(LessonError::tr("per-language text has the key %1, which is not a "
                                          "language tag; expected a BCP 47 language tag such as "
                                          "\"en\" or \"de\""),
                          quote(it.key())));
            ok = false;
            continue;
        }
        auto read = markdown ? this->markdown(it.value(), at) : text(it.value(), at);
        ok = ok && read.has_value();
        if (it.key() == "en")
            english = read;
        if (it.key() == wanted)
            exact = read;
        else if (!sameLanguage && it.key().substr(0, it.key().find('-')) == wanted)
            sameLanguage = read;
    }
    if (!ok || !english)
        return std::nullopt;
    return exact ? exact : sameLanguage ? sameLanguage : english;
}

bool LessonChecker::isLanguageTag(const std::string& tag)
{
    std::size_t start = 0;
    for (bool first = true;; first = false) {
        const auto dash = tag.find('-', start);
        const std::string sub = tag.substr(start, dash - start);
        if (sub.empty() || sub.size() > 8 || (first && (sub.size() < 2 || sub.size() > 3)))
            return false;
        for (const char c : sub)
            if (!std::isalpha(static_cast<unsigned char>(c)) &&
                (first || !std::isdigit(static_cast<unsigned char>(c))))
                return false;
        if (dash == std::string::npos)
            return true;
        start = dash + 1;
    }
}

std::optional<std::string> LessonChecker::markdown(const Json& value, std::string_view pointer)
{
    if (value.is_string() && !value.get_ref<const std::string&>().empty())
        return value.get<std::string>();
    if (!value.is_array() || value.empty()) {
        wrongType(
            pointer, value,
            filled(LessonError::tr("markdown text (a non-empty string or an array of lines)")));
        return std::nullopt;
    }
    std::string joined;
    bool ok = true;
    for (std::size_t i = 0; i < value.size(); ++i) {
        const std::string at = std::string(pointer) + '/' + std::to_string(i);
        if (!value[i].is_string()) {
            wrongType(at, value[i], filled(LessonError::tr("a string (one line of markdown)")));
            ok = false;
            continue;
        }
        if (i > 0)
            joined += '\n';
        joined += value[i].get_ref<const std::string&>();
    }
    return ok ? std::optional(joined) : std::nullopt;
}

std::optional<std::string> LessonChecker::identifier(const Json& value, std::string_view pointer)
{
    const auto expected = [] {
        return filled(LessonError::tr(
            "an id made of letters, digits, '.', '_' and '-' (starting with a letter or digit)"));
    };
    if (!value.is_string()) {
        wrongType(pointer, value, expected());
        return std::nullopt;
    }
    const auto& id = value.get_ref<const std::string&>();
    bool ok = !id.empty() && id.front() != '-' && id.front() != '.' && id.front() != '_';
    for (const char c : id)
        ok = ok && identifierChar(c);
    if (!ok) {
        wrongValue(pointer, value, expected());
        return std::nullopt;
    }
    return id;
}

std::optional<std::int64_t> LessonChecker::integer(const Json& value, std::string_view pointer,
                                                   std::int64_t min, std::int64_t max,
                                                   std::string_view why)
{
    std::string expected = integerRange(min, max);
    if (!why.empty())
        expected += " (" + filled(LessonError::tr(std::string(why).c_str())) + ")";
    std::optional<std::int64_t> n;
    if (value.is_number_unsigned()) {
        if (value.get<std::uint64_t>() <= static_cast<std::uint64_t>(kNoMax))
            n = static_cast<std::int64_t>(value.get<std::uint64_t>());
    } else if (value.is_number_integer()) {
        n = value.get<std::int64_t>();
    }
    if (value.is_number_float() && isIntegerLiteral(map_.number(pointer))) {
        wrongValue(pointer, value, std::move(expected),
                   filled(LessonError::tr("(beyond the 64-bit integer range)")));
        return std::nullopt;
    }
    if (!value.is_number_integer()) {
        wrongType(pointer, value, std::move(expected));
        return std::nullopt;
    }
    if (!n || *n < min || *n > max) {
        wrongValue(pointer, value, std::move(expected));
        return std::nullopt;
    }
    return n;
}

std::optional<double> LessonChecker::number(const Json& value, std::string_view pointer, double min,
                                            double max)
{
    const auto format = [](double d) {
        return d == static_cast<double>(static_cast<std::int64_t>(d))
                   ? std::to_string(static_cast<std::int64_t>(d))
                   : Json(d).dump();
    };
    const std::string expected =
        std::isinf(max)
            ? filled(LessonError::tr("a number of at least %1"), format(min))
            : filled(LessonError::tr("a number from %1 to %2"), format(min), format(max));
    if (!value.is_number()) {
        wrongType(pointer, value, expected);
        return std::nullopt;
    }
    if (value.get<double>() < min || value.get<double>() > max) {
        wrongValue(pointer, value, expected);
        return std::nullopt;
    }
    return value.get<double>();
}

std::optional<bool> LessonChecker::boolean(const Json& value, std::string_view pointer)
{
    if (!value.is_boolean()) {
        wrongType(pointer, value, filled(LessonError::tr("true or false")));
        return std::nullopt;
    }
    return value.get<bool>();
}

std::optional<std::string> LessonChecker::choice(const Json& value, std::string_view pointer,
                                                 std::span<const std::string_view> choices)
{
    if (value.is_string()) {
        const auto& name = value.get_ref<const std::string&>();
        for (const std::string_view c : choices)
            if (c == name)
                return name;
        std::string hint;
        if (const auto near = closestMatch(name, choices))
            hint = didYouMean(*near);
        wrongValue(pointer, value, oneOf(choices), hint);
        return std::nullopt;
    }
    wrongType(pointer, value, oneOf(choices));
    return std::nullopt;
}

bool LessonChecker::knownCollection(std::string_view collection, std::string_view pointer,
                                    std::string_view in)
{
    for (const std::string_view known : vocabulary::kCollections)
        if (known == collection)
            return true;
    std::string message =
        in.empty()
            ? filled(LessonError::tr("unknown collection %1"), quote(collection))
            : filled(LessonError::tr("unknown collection %1 in %2"), quote(collection), quote(in));
    if (const auto near = closestMatch(collection, vocabulary::kCollections))
        message += " " + didYouMean(*near);
    std::string known = oneOf(vocabulary::kCollections);
    message +=
        "; " + filled(LessonError::tr("known collections: %1"), listOf(vocabulary::kCollections));
    report(pointer, Anchor::Value, quote(collection), known, std::move(message));
    return false;
}

std::optional<std::string> LessonChecker::documentPath(const Json& value, std::string_view pointer)
{
    const auto expected = [] {
        return filled(LessonError::tr("a document path such as \"orders/ord-1\""));
    };
    if (!value.is_string()) {
        wrongType(pointer, value, expected());
        return std::nullopt;
    }
    const auto& path = value.get_ref<const std::string&>();
    try {
        const DocumentPath parsed = DocumentPath::parse(path);
        if (!knownCollection(parsed.collection(), pointer, path))
            return std::nullopt;
    } catch (const StoreError& error) {
        report(pointer, Anchor::Value, quote(path), expected(), error.message());
        return std::nullopt;
    }
    return path;
}

std::optional<std::string> LessonChecker::collection(const Json& value, std::string_view pointer)
{
    if (!value.is_string()) {
        wrongType(pointer, value, filled(LessonError::tr("a collection name such as \"orders\"")));
        return std::nullopt;
    }
    const auto& name = value.get_ref<const std::string&>();
    if (!knownCollection(name, pointer, {}))
        return std::nullopt;
    return name;
}

bool LessonChecker::isObject(const Json& value, std::string_view pointer)
{
    if (value.is_object())
        return true;
    wrongType(pointer, value, filled(LessonError::tr("an object")));
    return false;
}

bool LessonChecker::isArray(const Json& value, std::string_view pointer, bool nonEmpty)
{
    if (value.is_array() && (!nonEmpty || !value.empty()))
        return true;
    if (value.is_array())
        wrongValue(pointer, value, filled(LessonError::tr("a non-empty array")));
    else
        wrongType(
            pointer, value,
            filled(nonEmpty ? LessonError::tr("a non-empty array") : LessonError::tr("an array")));
    return false;
}

} // namespace atlas
