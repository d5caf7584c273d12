#pragma once

#include "store/json/Json.h"

#include <string>
#include <string_view>
#include <vector>

namespace atlas {

// Field-level operations on JSON documents with Firestore's semantics:
// dotted paths address nested maps, merges are deep, sentinels resolve
// against the value already stored.
class FieldOps
{
public:
    // Null pointer when any segment is missing or not a map.
    static const Json* find(const Json& doc, std::string_view dottedPath);
    // `update()` semantics: creates intermediate maps, replaces non-map parents.
    static void setPath(Json& doc, std::string_view dottedPath, const Json& value,
                        const std::string& nowIso);
    static void setPath(Json& doc, std::string_view dottedPath, Json&& value,
                        const std::string& nowIso);
    // `set(..., merge)` semantics: maps merge recursively, anything else replaces.
    static void merge(Json& target, const Json& patch, const std::string& nowIso);
    // `create()`/`set()` semantics: the value with every sentinel resolved.
    static Json resolve(const Json& value, const std::string& nowIso);
    // The same, in place: for a value nobody needs as written any more.
    static void resolveInPlace(Json& value, const std::string& nowIso);
    // Fields whose values differ by sameValue(): after's order, then removed ones.
    static std::vector<std::string> changedFields(const Json& before, const Json& after);
    // True when any value (at any depth) is a FieldValue sentinel.
    static bool hasSentinel(const Json& value);
    // True when any value (at any depth) is FieldValue::deleteField().
    static bool hasDelete(const Json& value);
    // Equality as Firestore sees it: maps are unordered (Json keeps insertion
    // order, so == would call a reordered map a change); 1 and 1.0 differ.
    static bool sameValue(const Json& a, const Json& b);

private:
    static void assign(Json& slot, bool slotExists, const Json& value, const std::string& nowIso);
    static void assign(Json& slot, bool slotExists, Json&& value, const std::string& nowIso);
};

} // namespace atlas
