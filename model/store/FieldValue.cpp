#include "FieldValue.h"

namespace atlas {

Json FieldValue::serverTimestamp()
{
    return Json{{kKey, "serverTimestamp"}};
}
Json FieldValue::increment(std::int64_t by)
{
    return Json{{kKey, "increment"}, {"by", by}};
}
Json FieldValue::increment(double by)
{
    return Json{{kKey, "increment"}, {"by", by}};
}
Json FieldValue::deleteField()
{
    return Json{{kKey, "delete"}};
}

bool FieldValue::isSentinel(const Json& value)
{
    if (!value.is_object())
        return false;
    const auto it = value.find(kKey);
    return it != value.end() && it->is_string();
}

static bool isKind(const Json& value, const char* kind)
{
    return FieldValue::isSentinel(value) && value[FieldValue::kKey] == kind;
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
