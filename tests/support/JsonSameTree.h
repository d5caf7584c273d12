#pragma once

#include "store/json/Json.h"

#include <cstddef>

// Equal values of equal types all the way down. Json's operator== takes the
// unsigned 95 for the signed 95, and a reader that swapped one for the other
// would still change what is written back.
inline bool sameJsonTree(const atlas::Json& a, const atlas::Json& b)
{
    if (a.type() != b.type())
        return false;
    if (a.is_object()) {
        const auto& x = a.get_ref<const atlas::Json::object_t&>();
        const auto& y = b.get_ref<const atlas::Json::object_t&>();
        if (x.size() != y.size())
            return false;
        for (auto i = x.begin(), j = y.begin(); i != x.end(); ++i, ++j)
            if (i->first != j->first || !sameJsonTree(i->second, j->second))
                return false;
        return true;
    }
    if (a.is_array()) {
        if (a.size() != b.size())
            return false;
        for (std::size_t i = 0; i < a.size(); ++i)
            if (!sameJsonTree(a[i], b[i]))
                return false;
        return true;
    }
    return a == b;
}
