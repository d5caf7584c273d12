#pragma once

#include "lesson/checker/LessonChecker.h"
#include "store/json/Json.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace atlas {

// Reads the members of one JSON object of a lesson file. Construction checks
// that the value is an object and reports every key the format does not
// allow (a typo must never be ignored), suggesting the nearest allowed key.
// Each typed read reports a missing required member or a bad value and
// returns nothing, so the caller carries on with the next member.
class ObjectReader
{
public:
    enum class Need { Required, Optional };

    // `context` finishes the unknown-key message, e.g. "the arguments of inject":
    // a literal marked with QT_TRANSLATE_NOOP("atlas::LessonError", ...) or a
    // phrase already translated.
    ObjectReader(LessonChecker& checker, const Json& value, std::string pointer,
                 std::span<const std::string_view> allowedKeys, std::string_view context = {});

    bool valid() const { return object_ != nullptr; }
    const std::string& pointer() const { return pointer_; }
    std::string at(std::string_view key) const;
    bool has(std::string_view key) const;
    LessonChecker& checker() const { return checker_; }

    // The member, or nullptr when it is absent (reported when required).
    const Json* get(std::string_view key, Need need, std::string_view expected) const;

    std::optional<std::string> text(std::string_view key, Need need = Need::Required) const;
    std::optional<std::string> markdown(std::string_view key, Need need = Need::Required) const;
    // text() and markdown() a learner reads, which may be given per language
    // (LessonChecker::prose).
    std::optional<std::string> prose(std::string_view key, Need need = Need::Required) const;
    std::optional<std::string> proseMarkdown(std::string_view key,
                                             Need need = Need::Required) const;
    std::optional<std::string> identifier(std::string_view key, Need need = Need::Required) const;
    std::optional<std::int64_t> integer(std::string_view key, Need need, std::int64_t min,
                                        std::int64_t max, std::string_view why = {}) const;
    std::optional<double> number(std::string_view key, Need need, double min, double max) const;
    std::optional<bool> boolean(std::string_view key, Need need = Need::Required) const;
    std::optional<std::string> choice(std::string_view key, Need need,
                                      std::span<const std::string_view> choices) const;
    std::optional<std::string> documentPath(std::string_view key, Need need = Need::Required) const;
    std::optional<std::string> collection(std::string_view key, Need need = Need::Required) const;
    const Json* object(std::string_view key, Need need = Need::Required) const;
    const Json* array(std::string_view key, Need need, bool nonEmpty) const;

private:
    LessonChecker& checker_;
    const Json* object_ = nullptr;
    std::string pointer_;
};

} // namespace atlas
