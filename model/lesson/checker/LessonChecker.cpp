#include "LessonChecker.h"

#include "lesson/reader/DidYouMean.h"
#include "lesson/Vocabulary.h"
#include "i18n/Language.h"
#include "store/DocumentPath.h"
#include "store/StoreError.h"

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
        return " (a string)";
    if (value.is_number())
        return " (a number)";
    if (value.is_boolean())
        return " (a boolean)";
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
    std::string message = "expected " + expected + "; found " + found;
    report(pointer, Anchor::Value, std::move(found), std::move(expected), std::move(message));
}

void LessonChecker::wrongValue(std::string_view pointer, const Json& value, std::string expected,
                               std::string_view suffix)
{
    std::string found = describeAt(pointer, value);
    std::string message = "expected " + expected + "; found " + found;
    if (!suffix.empty())
        message += " " + std::string(suffix);
    report(pointer, Anchor::Value, std::move(found), std::move(expected), std::move(message));
}

std::string LessonChecker::quote(std::string_view text)
{
    return Json(std::string(text)).dump();
}

std::string LessonChecker::describe(const Json& value)
{
    if (value.is_object())
        return value.empty() ? "an empty object" : "an object";
    if (value.is_array())
        return value.empty() ? "an empty array" : "an array";
    return shorten(value.dump());
}

std::string LessonChecker::integerRange(std::int64_t min, std::int64_t max)
{
    if (max == kNoMax)
        return min == 0 ? "a non-negative integer"
                        : "an integer of at least " + std::to_string(min);
    return "an integer from " + std::to_string(min) + " to " + std::to_string(max);
}

std::string LessonChecker::oneOf(std::span<const std::string_view> choices)
{
    std::string out = "one of ";
    for (std::size_t i = 0; i < choices.size(); ++i)
        out += (i ? ", " : "") + std::string(choices[i]);
    return out;
}

std::optional<std::string> LessonChecker::text(const Json& value, std::string_view pointer)
{
    if (!value.is_string()) {
        wrongType(pointer, value, "a non-empty string");
        return std::nullopt;
    }
    if (value.get_ref<const std::string&>().empty()) {
        wrongValue(pointer, value, "a non-empty string");
        return std::nullopt;
    }
    return value.get<std::string>();
}

std::optional<std::string> LessonChecker::prose(const Json& value, std::string_view pointer,
                                                bool markdown)
{
    if (!value.is_object())
        return markdown ? this->markdown(value, pointer) : text(value, pointer);
    static constexpr const char* kExpected =
        "a string, or texts by language with \"en\" among them, e.g. {\"en\": \"...\", "
        "\"de\": \"...\"}";
    if (!value.contains("en"))
        report(pointer, Anchor::Value, "an object without \"en\"", kExpected,
               "per-language text needs an \"en\" text, which learners whose language the "
               "lesson lacks read; expected " +
                   std::string(kExpected));
    const std::string wanted = Language::current().toStdString();
    std::optional<std::string> english, exact, sameLanguage;
    bool ok = true;
    for (auto it = value.begin(); it != value.end(); ++it) {
        const std::string at = std::string(pointer) + '/' + SourceMap::escape(it.key());
        if (!isLanguageTag(it.key())) {
            report(at, Anchor::Key, quote(it.key()), "a language tag such as \"en\" or \"de\"",
                   "per-language text has the key " + quote(it.key()) +
                       ", which is not a language tag; expected a BCP 47 language tag such as "
                       "\"en\" or \"de\"");
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
        wrongType(pointer, value, "markdown text (a non-empty string or an array of lines)");
        return std::nullopt;
    }
    std::string joined;
    bool ok = true;
    for (std::size_t i = 0; i < value.size(); ++i) {
        const std::string at = std::string(pointer) + '/' + std::to_string(i);
        if (!value[i].is_string()) {
            wrongType(at, value[i], "a string (one line of markdown)");
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
    static constexpr const char* kExpected =
        "an id made of letters, digits, '.', '_' and '-' (starting with a letter or digit)";
    if (!value.is_string()) {
        wrongType(pointer, value, kExpected);
        return std::nullopt;
    }
    const auto& id = value.get_ref<const std::string&>();
    bool ok = !id.empty() && id.front() != '-' && id.front() != '.' && id.front() != '_';
    for (const char c : id)
        ok = ok && identifierChar(c);
    if (!ok) {
        wrongValue(pointer, value, kExpected);
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
        expected += " (" + std::string(why) + ")";
    std::optional<std::int64_t> n;
    if (value.is_number_unsigned()) {
        if (value.get<std::uint64_t>() <= static_cast<std::uint64_t>(kNoMax))
            n = static_cast<std::int64_t>(value.get<std::uint64_t>());
    } else if (value.is_number_integer()) {
        n = value.get<std::int64_t>();
    }
    if (value.is_number_float() && isIntegerLiteral(map_.number(pointer))) {
        wrongValue(pointer, value, std::move(expected), "(beyond the 64-bit integer range)");
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
    const std::string expected = std::isinf(max)
                                     ? "a number of at least " + format(min)
                                     : "a number from " + format(min) + " to " + format(max);
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
        wrongType(pointer, value, "true or false");
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
            hint = "(did you mean " + quote(*near) + "?)";
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
    std::string message = "unknown collection " + quote(collection);
    if (!in.empty())
        message += " in " + quote(in);
    if (const auto near = closestMatch(collection, vocabulary::kCollections))
        message += " (did you mean " + quote(*near) + "?)";
    std::string known = oneOf(vocabulary::kCollections);
    message += "; known collections: " + known.substr(7);
    report(pointer, Anchor::Value, quote(collection), known, std::move(message));
    return false;
}

std::optional<std::string> LessonChecker::documentPath(const Json& value, std::string_view pointer)
{
    static constexpr const char* kExpected = "a document path such as \"orders/ord-1\"";
    if (!value.is_string()) {
        wrongType(pointer, value, kExpected);
        return std::nullopt;
    }
    const auto& path = value.get_ref<const std::string&>();
    try {
        const DocumentPath parsed = DocumentPath::parse(path);
        if (!knownCollection(parsed.collection(), pointer, path))
            return std::nullopt;
    } catch (const StoreError& error) {
        report(pointer, Anchor::Value, quote(path), kExpected, error.message());
        return std::nullopt;
    }
    return path;
}

std::optional<std::string> LessonChecker::collection(const Json& value, std::string_view pointer)
{
    if (!value.is_string()) {
        wrongType(pointer, value, "a collection name such as \"orders\"");
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
    wrongType(pointer, value, "an object");
    return false;
}

bool LessonChecker::isArray(const Json& value, std::string_view pointer, bool nonEmpty)
{
    if (value.is_array() && (!nonEmpty || !value.empty()))
        return true;
    if (value.is_array())
        wrongValue(pointer, value, "a non-empty array");
    else
        wrongType(pointer, value, nonEmpty ? "a non-empty array" : "an array");
    return false;
}

} // namespace atlas
