#include "ObjectReader.h"

#include "DidYouMean.h"
#include "SourceMap.h"
#include "i18n/Filled.h"

namespace atlas {

ObjectReader::ObjectReader(LessonChecker& checker, const Json& value, std::string pointer,
                           std::span<const std::string_view> allowedKeys, std::string_view context)
    : checker_(checker), pointer_(std::move(pointer))
{
    if (!checker_.isObject(value, pointer_))
        return;
    object_ = &value;
    for (auto it = value.begin(); it != value.end(); ++it) {
        const std::string& key = it.key();
        bool allowed = false;
        for (const std::string_view a : allowedKeys)
            allowed = allowed || a == key;
        if (allowed)
            continue;
        std::string message =
            context.empty() ? filled(LessonError::tr("unknown key %1"), Json(key).dump())
                            : filled(LessonError::tr("unknown key %1 in %2"), Json(key).dump(),
                                     LessonError::tr(std::string(context).c_str()));
        if (const auto near = closestMatch(key, allowedKeys))
            message += " " + LessonChecker::didYouMean(*near);
        std::string expected;
        if (allowedKeys.empty()) {
            expected = filled(LessonError::tr("no keys"));
            message += "; " + filled(LessonError::tr("it takes no keys"));
        } else {
            expected = LessonChecker::oneOf(allowedKeys);
            message += "; " + filled(LessonError::tr("allowed keys: %1"),
                                     LessonChecker::listOf(allowedKeys));
        }
        checker_.report(at(key), LessonChecker::Anchor::Key, Json(key).dump(), std::move(expected),
                        std::move(message));
    }
}

std::string ObjectReader::at(std::string_view key) const
{
    return pointer_ + '/' + SourceMap::escape(key);
}

bool ObjectReader::has(std::string_view key) const
{
    return object_ && object_->contains(key);
}

const Json* ObjectReader::get(std::string_view key, Need need, std::string_view expected) const
{
    if (!object_)
        return nullptr;
    const auto it = object_->find(key);
    if (it != object_->end())
        return &*it;
    if (need == Need::Required) {
        // Callers mark their literal with QT_TRANSLATE_NOOP; a phrase made
        // already translated (a range, a list of choices) is found as it is.
        const std::string wanted = filled(LessonError::tr(std::string(expected).c_str()));
        checker_.report(at(key), LessonChecker::Anchor::Value,
                        filled(LessonError::tr("nothing", "no value was given")), wanted,
                        filled(LessonError::tr("missing required field %1 (expected %2)"),
                               Json(std::string(key)).dump(), wanted));
    }
    return nullptr;
}

std::optional<std::string> ObjectReader::text(std::string_view key, Need need) const
{
    const Json* v = get(key, need, QT_TRANSLATE_NOOP("atlas::LessonError", "a non-empty string"));
    return v ? checker_.text(*v, at(key)) : std::nullopt;
}

std::optional<std::string> ObjectReader::markdown(std::string_view key, Need need) const
{
    const Json* v = get(key, need, QT_TRANSLATE_NOOP("atlas::LessonError", "markdown text"));
    return v ? checker_.markdown(*v, at(key)) : std::nullopt;
}

std::optional<std::string> ObjectReader::prose(std::string_view key, Need need) const
{
    const Json* v =
        get(key, need,
            QT_TRANSLATE_NOOP("atlas::LessonError", "a non-empty string, or one per language"));
    return v ? checker_.prose(*v, at(key), false) : std::nullopt;
}

std::optional<std::string> ObjectReader::proseMarkdown(std::string_view key, Need need) const
{
    const Json* v = get(
        key, need, QT_TRANSLATE_NOOP("atlas::LessonError", "markdown text, or one per language"));
    return v ? checker_.prose(*v, at(key), true) : std::nullopt;
}

std::optional<std::string> ObjectReader::identifier(std::string_view key, Need need) const
{
    const Json* v = get(key, need, QT_TRANSLATE_NOOP("atlas::LessonError", "an id"));
    return v ? checker_.identifier(*v, at(key)) : std::nullopt;
}

std::optional<std::int64_t> ObjectReader::integer(std::string_view key, Need need, std::int64_t min,
                                                  std::int64_t max, std::string_view why) const
{
    const Json* v = get(key, need, LessonChecker::integerRange(min, max));
    return v ? checker_.integer(*v, at(key), min, max, why) : std::nullopt;
}

std::optional<double> ObjectReader::number(std::string_view key, Need need, double min,
                                           double max) const
{
    const Json* v = get(key, need, QT_TRANSLATE_NOOP("atlas::LessonError", "a number"));
    return v ? checker_.number(*v, at(key), min, max) : std::nullopt;
}

std::optional<bool> ObjectReader::boolean(std::string_view key, Need need) const
{
    const Json* v = get(key, need, QT_TRANSLATE_NOOP("atlas::LessonError", "true or false"));
    return v ? checker_.boolean(*v, at(key)) : std::nullopt;
}

std::optional<std::string> ObjectReader::choice(std::string_view key, Need need,
                                                std::span<const std::string_view> choices) const
{
    const Json* v = get(key, need, LessonChecker::oneOf(choices));
    return v ? checker_.choice(*v, at(key), choices) : std::nullopt;
}

std::optional<std::string> ObjectReader::documentPath(std::string_view key, Need need) const
{
    const Json* v =
        get(key, need,
            QT_TRANSLATE_NOOP("atlas::LessonError", "a document path such as \"orders/ord-1\""));
    return v ? checker_.documentPath(*v, at(key)) : std::nullopt;
}

std::optional<std::string> ObjectReader::collection(std::string_view key, Need need) const
{
    const Json* v = get(
        key, need, QT_TRANSLATE_NOOP("atlas::LessonError", "a collection name such as \"orders\""));
    return v ? checker_.collection(*v, at(key)) : std::nullopt;
}

const Json* ObjectReader::object(std::string_view key, Need need) const
{
    const Json* v = get(key, need, QT_TRANSLATE_NOOP("atlas::LessonError", "an object"));
    return v && checker_.isObject(*v, at(key)) ? v : nullptr;
}

const Json* ObjectReader::array(std::string_view key, Need need, bool nonEmpty) const
{
    const Json* v = get(key, need,
                        nonEmpty ? QT_TRANSLATE_NOOP("atlas::LessonError", "a non-empty array")
                                 : QT_TRANSLATE_NOOP("atlas::LessonError", "an array"));
    return v && checker_.isArray(*v, at(key), nonEmpty) ? v : nullptr;
}

} // namespace atlas
