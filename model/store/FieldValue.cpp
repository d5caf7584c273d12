#include "store/FieldValue.h"

#include "store/json/JsonMember.h"

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
// holds, nearly always of one without the marker: jsonMember compares
// lengths first and turns most keys away unread.
static const std::string* marker(const Json& value)
{
    return jsonStringOrNull(value, FieldValue::kKey);
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
