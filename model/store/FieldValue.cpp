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

bool FieldValue::isSentinel(const Json& value)
{
    if (!value.is_object())
        return false;
    const auto it = value.find(kKey);
    return it != value.end() && it->is_string();
}

// Compares the marker's text in place (comparing with a Json would build one).
static bool isKind(const Json& value, std::string_view kind)
{
    if (!value.is_object())
        return false;
    const auto it = value.find(FieldValue::kKey);
    return it != value.end() && it->is_string() && it->get_ref<const std::string&>() == kind;
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
