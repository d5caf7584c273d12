#include "ObjectReader.h"

#include "DidYouMean.h"
#include "SourceMap.h"

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
        std::string message = "unknown key " + Json(key).dump();
        if (!context.empty())
            message += " in " + std::string(context);
        if (const auto near = closestMatch(key, allowedKeys))
            message += " (did you mean " + Json(std::string(*near)).dump() + "?)";
        std::string expected;
        if (allowedKeys.empty()) {
            expected = "no keys";
            message += "; it takes no keys";
        } else {
            expected = LessonChecker::oneOf(allowedKeys);
            message += "; allowed keys: " + expected.substr(7);
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
    if (need == Need::Required)
        checker_.report(at(key), LessonChecker::Anchor::Value, "nothing", std::string(expected),
                        "missing required field " + Json(std::string(key)).dump() + " (expected " +
                            std::string(expected) + ")");
    return nullptr;
}

std::optional<std::string> ObjectReader::text(std::string_view key, Need need) const
{
    const Json* v = get(key, need, "a non-empty string");
    return v ? checker_.text(*v, at(key)) : std::nullopt;
}

std::optional<std::string> ObjectReader::markdown(std::string_view key, Need need) const
{
    const Json* v = get(key, need, "markdown text");
    return v ? checker_.markdown(*v, at(key)) : std::nullopt;
}

std::optional<std::string> ObjectReader::prose(std::string_view key, Need need) const
{
    const Json* v = get(key, need, "a non-empty string, or one per language");
    return v ? checker_.prose(*v, at(key), false) : std::nullopt;
}

std::optional<std::string> ObjectReader::proseMarkdown(std::string_view key, Need need) const
{
    const Json* v = get(key, need, "markdown text, or one per language");
    return v ? checker_.prose(*v, at(key), true) : std::nullopt;
}

std::optional<std::string> ObjectReader::identifier(std::string_view key, Need need) const
{
    const Json* v = get(key, need, "an id");
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
    const Json* v = get(key, need, "a number");
    return v ? checker_.number(*v, at(key), min, max) : std::nullopt;
}

std::optional<bool> ObjectReader::boolean(std::string_view key, Need need) const
{
    const Json* v = get(key, need, "true or false");
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
    const Json* v = get(key, need, "a document path such as \"orders/ord-1\"");
    return v ? checker_.documentPath(*v, at(key)) : std::nullopt;
}

std::optional<std::string> ObjectReader::collection(std::string_view key, Need need) const
{
    const Json* v = get(key, need, "a collection name such as \"orders\"");
    return v ? checker_.collection(*v, at(key)) : std::nullopt;
}

const Json* ObjectReader::object(std::string_view key, Need need) const
{
    const Json* v = get(key, need, "an object");
    return v && checker_.isObject(*v, at(key)) ? v : nullptr;
}

const Json* ObjectReader::array(std::string_view key, Need need, bool nonEmpty) const
{
    const Json* v = get(key, need, nonEmpty ? "a non-empty array" : "an array");
    return v && checker_.isArray(*v, at(key), nonEmpty) ? v : nullptr;
}

} // namespace atlas
