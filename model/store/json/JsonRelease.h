#pragma once

#include "store/json/Json.h"

namespace atlas {

// Empties `value`'s objects and arrays from the leaves up, so that what is
// destroyed next meets no nested container. nlohmann's destructor, to
// survive any depth of nesting, first moves every child of a container into
// a stack it allocates, then destroys them one by one: an allocation and a
// move per member on top of the frees, for every document the store lets go
// of (an evicted cache entry, a replaced version). Levels below
// kMaxReleaseDepth are left to that destructor, so deep trees stay safe.
void releaseJson(Json& value);

inline constexpr int kMaxReleaseDepth = 64;

} // namespace atlas
