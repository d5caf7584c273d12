#include "store/FieldValue.h"

#include <string_view>

namespace atlas {

Json FieldValue::serverTimestamp()
{
    return jsonObject(kKey, "serverTimestamp");
}
Json FieldValue::increment(std::int64_t by)
{
    return jsonObject(kKey, "increment", "by", by);
}
Json FieldValue::increment(double by)
{
    return jsonObject(kKey, "increment", "by", by);
}
Json FieldValue::deleteField()
{
    return jsonObject(kKey, "delete");
}

// The marker's text, or null. Every write asks this of every object it
// holds, nearly always of one without the marker: comparing lengths first
// turns most keys away unread, where find() measured kKey and compared each
// key with it.
static const std::string* marker(const Json& value)
{
    if (!value.is_object())
        return nullptr;
    constexpr std::string_view key = FieldValue::kKey;
    for (auto it = value.begin(); it != value.end(); ++it)
        if (it.key().size() == key.size() && it.key() == key)
            return it->is_string() ? &it->get_ref<const std::string&>() : nullptr;
    return nullptr;
}

bool FieldValue::isSentinel(const Json& value)
{
    return marker(value) != nullptr;
}

// Compares the marker's text in place (comparing with a Json would build one).
static bool isKind(const Json& value, std::string_view kind)
{
    const std::string* text = marker(value);
    return text && *text == kind;
}

bool FieldValue::isServerTimestamp(const Json& value)
{
    return isKind(value, "serverTimestamp");
}
bool FieldValue::isIncrement(const Json& value)
{
    return isKind(value, "increment");
}
bool FieldValue::isDelete(const Json& value)
{
    return isKind(value, "delete");
}
const Json& FieldValue::incrementBy(const Json& value)
{
    return value.at("by");
}

} // namespace atlas
