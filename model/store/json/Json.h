#pragma once

#include <nlohmann/json.hpp>

#include <algorithm>
#include <utility>

namespace atlas {

// Documents keep their fields in insertion order, as the Firestore console and
// the lesson's listings show them, so every JSON value in the lab is ordered.
using Json = nlohmann::ordered_json;

namespace detail {
inline void appendMembers(Json::object_t&) {}
template <class Key, class Value, class... Rest>
void appendMembers(Json::object_t& members, Key&& key, Value&& value, Rest&&... rest)
{
    members.emplace_back(std::forward<Key>(key), Json(std::forward<Value>(value)));
    appendMembers(members, std::forward<Rest>(rest)...);
}
} // namespace detail

// jsonObject() with room for `capacity` members in all, for an object that
// gets more members later: adding a member to a full object copies every
// member (ordered_json's keys are const, so growing cannot move them).
template <class... KeyValues>
Json jsonObjectWithRoom(std::size_t capacity, KeyValues&&... keyValues)
{
    static_assert(sizeof...(KeyValues) % 2 == 0, "jsonObject takes key, value pairs");
    Json object(Json::value_t::object);
    auto& members = object.get_ref<Json::object_t&>();
    members.reserve(std::max(capacity, sizeof...(KeyValues) / 2));
    detail::appendMembers(members, std::forward<KeyValues>(keyValues)...);
    return object;
}

// jsonObject("a", 1, "b", text): the same object as Json{{"a", 1}, {"b", text}},
// built for hot paths. An initializer list makes a two-element array per
// member, copies it, and searches the object for each key; this moves each
// value straight in. The keys must be distinct (nothing checks).
template <class... KeyValues> Json jsonObject(KeyValues&&... keyValues)
{
    return jsonObjectWithRoom(0, std::forward<KeyValues>(keyValues)...);
}

} // namespace atlas
