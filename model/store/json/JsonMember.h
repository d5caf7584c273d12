#pragma once

#include "store/json/Json.h"

#include <string>
#include <string_view>

namespace atlas {

// A member of a JSON object by name, or null (also when `json` is not an
// object). nlohmann's find() with a C string compares it with each member's
// name in turn, memcmp and all; this compares lengths first. The monitors
// look up a few names in every document each commit changes.
inline const Json* jsonMember(const Json& json, std::string_view name)
{
    if (!json.is_object())
        return nullptr;
    for (const auto& member : json.get_ref<const Json::object_t&>())
        if (std::string_view(member.first) == name)
            return &member.second;
    return nullptr;
}

// The member's string, or null when there is none or it is not a string:
// where an empty string and no string mean different things.
inline const std::string* jsonStringOrNull(const Json& json, std::string_view name)
{
    const Json* value = jsonMember(json, name);
    return value && value->is_string() ? &value->get_ref<const std::string&>() : nullptr;
}

// The member's text when it is a string, else empty: a view into `json`.
inline std::string_view jsonStringMember(const Json& json, std::string_view name)
{
    const std::string* text = jsonStringOrNull(json, name);
    return text ? std::string_view(*text) : std::string_view();
}

} // namespace atlas
