#pragma once

#include "lesson/reader/LessonError.h"
#include "lesson/reader/SourceMap.h"
#include "store/json/Json.h"

#include <QString>

#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace atlas {

// Collects the problems of one lesson file and checks single JSON values
// against what the format expects. Every check reports in the same shape
// ("expected ...; found ...") at the value's line:column and JSON pointer,
// and returns nothing when the value does not fit, so callers just skip it
// and keep validating: a teacher sees every error in one pass.
class LessonChecker
{
public:
    using Anchor = SourceMap::Anchor;
    static constexpr std::int64_t kNoMax = std::numeric_limits<std::int64_t>::max();

    LessonChecker(QString file, const SourceMap& map);

    void report(std::string_view pointer, Anchor anchor, std::string found, std::string expected,
                std::string message);
    // "expected <expected>; found 5 (a number)": the value has the wrong type.
    void wrongType(std::string_view pointer, const Json& value, std::string expected);
    // "expected <expected>; found 5 <suffix>": right type, wrong value.
    void wrongValue(std::string_view pointer, const Json& value, std::string expected,
                    std::string_view suffix = {});

    std::optional<std::string> text(const Json& value, std::string_view pointer);
    // A string, or an array of strings joined with "\n".
    std::optional<std::string> markdown(const Json& value, std::string_view pointer);
    // Text a learner reads: text() (or with `markdown`, markdown()), or that
    // per language, {"en": ..., "de": ...}. Every language's text is checked;
    // the one returned is Language::current()'s, else English's.
    std::optional<std::string> prose(const Json& value, std::string_view pointer, bool markdown);
    std::optional<std::string> identifier(const Json& value, std::string_view pointer);
    std::optional<std::int64_t> integer(const Json& value, std::string_view pointer,
                                        std::int64_t min, std::int64_t max,
                                        std::string_view why = {});
    std::optional<double> number(const Json& value, std::string_view pointer, double min,
                                 double max);
    std::optional<bool> boolean(const Json& value, std::string_view pointer);
    std::optional<std::string> choice(const Json& value, std::string_view pointer,
                                      std::span<const std::string_view> choices);
    // A document path whose collection is one the lab knows.
    std::optional<std::string> documentPath(const Json& value, std::string_view pointer);
    std::optional<std::string> collection(const Json& value, std::string_view pointer);
    bool isObject(const Json& value, std::string_view pointer);
    bool isArray(const Json& value, std::string_view pointer, bool nonEmpty);

    // "an integer from 10000 to 600000" and friends, for messages.
    static std::string integerRange(std::int64_t min, std::int64_t max);
    static std::string oneOf(std::span<const std::string_view> choices);
    // The choices themselves, "a, b, c", for "allowed keys: ..." and friends.
    static std::string listOf(std::span<const std::string_view> choices);
    // "expected <expected>; found <found>", the sentence most errors read.
    static std::string mismatch(const std::string& expected, const std::string& found);
    // "(did you mean "near"?)", the hint after an unknown name.
    static std::string didYouMean(std::string_view near);
    // BCP 47 in the shape lessons need: a 2-3 letter language subtag, then
    // subtags of 1-8 letters or digits ("en", "en-GB", "zh-Hant-TW").
    static bool isLanguageTag(const std::string& tag);
    // Text in double quotes, escaped as JSON: "crash".
    static std::string quote(std::string_view text);
    // A value as a message quotes it: "crash", 12.5, true, an object.
    static std::string describe(const Json& value);

    std::vector<LessonError> takeErrors() { return std::move(errors_); }
    LineIndex::Position position(std::string_view pointer) const
    {
        return map_.at(pointer, Anchor::Value);
    }
    std::size_t errorCount() const { return errors_.size(); }

private:
    // describe(), but a number as the file writes it.
    std::string describeAt(std::string_view pointer, const Json& value) const;
    bool knownCollection(std::string_view collection, std::string_view pointer,
                         std::string_view in);

    QString file_;
    const SourceMap& map_;
    std::vector<LessonError> errors_;
};

} // namespace atlas
