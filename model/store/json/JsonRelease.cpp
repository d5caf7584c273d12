#include "store/json/JsonRelease.h"

namespace atlas {
namespace {

void empty(Json& value, int depth)
{
    if (value.is_object()) {
        auto& members = value.get_ref<Json::object_t&>();
        if (depth < kMaxReleaseDepth)
            for (auto& member : members)
                if (member.second.is_structured())
                    empty(member.second, depth + 1);
        members.clear();
    } else if (value.is_array()) {
        auto& items = value.get_ref<Json::array_t&>();
        if (depth < kMaxReleaseDepth)
            for (Json& item : items)
                if (item.is_structured())
                    empty(item, depth + 1);
        items.clear();
    }
}

} // namespace

void releaseJson(Json& value)
{
    empty(value, 0);
}

} // namespace atlas
