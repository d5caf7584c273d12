#pragma once

#include "store/json/Json.h"

#include <string>

namespace atlas {

// A string field of a journal entry's facts, or "" when the field is absent,
// null or not a string: the facts are optional by design (null until known).
inline std::string stringField(const Json& data, const char* field)
{
    if (!data.is_object())
        return {};
    const auto it = data.find(field);
    return it != data.end() && it->is_string() ? it->get<std::string>() : std::string();
}

} // namespace atlas
