#include "store/cache/ColdPrefetch.h"

#include <cstdint>

namespace atlas {
namespace {

constexpr std::uintptr_t kLine = 64;

// With write intent: freeing writes the allocator's links into the chunk.
// Addresses are computed as integers: a prefetch reads nothing, and the bytes
// before an allocation belong to no C++ object.
void prefetchLine(std::uintptr_t at)
{
    __builtin_prefetch(reinterpret_cast<const void*>(at), 1, 3);
}

// free() reads the chunk header just before the allocation, which may lie on
// the line before it.
void prefetchAllocation(const void* at)
{
    const auto address = reinterpret_cast<std::uintptr_t>(at);
    prefetchLine(address - sizeof(std::size_t));
    prefetchLine(address);
}

bool hasAllocation(const Json& value)
{
    return value.is_object() || value.is_array() || value.is_string() || value.is_binary();
}

// The node's own allocation: the object's or array's vector, or the string.
const void* allocationOf(const Json& value)
{
    switch (value.type()) {
    case Json::value_t::object:
        return &value.get_ref<const Json::object_t&>();
    case Json::value_t::array:
        return &value.get_ref<const Json::array_t&>();
    case Json::value_t::string:
        return &value.get_ref<const Json::string_t&>();
    case Json::value_t::binary:
        return &value.get_ref<const Json::binary_t&>();
    default:
        return nullptr;
    }
}

// What that allocation points to in turn: the members or the characters.
void fetchContents(const Json& value)
{
    switch (value.type()) {
    case Json::value_t::object: {
        const auto& members = value.get_ref<const Json::object_t&>();
        if (!members.empty())
            ColdPrefetch::fetch(members.data(), members.size() * sizeof(members[0]));
        break;
    }
    case Json::value_t::array: {
        const auto& items = value.get_ref<const Json::array_t&>();
        if (!items.empty())
            ColdPrefetch::fetch(items.data(), items.size() * sizeof(items[0]));
        break;
    }
    case Json::value_t::string:
        prefetchAllocation(value.get_ref<const Json::string_t&>().data());
        break;
    case Json::value_t::binary: {
        const auto& bytes = value.get_ref<const Json::binary_t&>();
        if (!bytes.empty())
            prefetchAllocation(bytes.data());
        break;
    }
    default:
        break;
    }
}

} // namespace

void ColdPrefetch::fetch(const void* at, std::size_t bytes, std::size_t before)
{
    const auto address = reinterpret_cast<std::uintptr_t>(at);
    const std::uintptr_t last = address + bytes;
    for (std::uintptr_t line = (address - before) & ~(kLine - 1); line < last; line += kLine)
        prefetchLine(line);
}

void ColdPrefetch::add(const std::string& text)
{
    // A short string lives inside its struct; prefetching it then is harmless.
    prefetchAllocation(text.data());
}

void ColdPrefetch::add(const Json& value)
{
    follow(value, level_);
}

void ColdPrefetch::follow(const Json& value, std::vector<const Json*>& into)
{
    if (!hasAllocation(value))
        return;
    prefetchAllocation(allocationOf(value));
    into.push_back(&value);
}

void ColdPrefetch::run()
{
    while (!level_.empty()) {
        // Every node's allocation was requested one step earlier; each of
        // these reads waits for at most the first of them.
        for (const Json* value : level_)
            fetchContents(*value);
        next_.clear();
        for (const Json* value : level_) {
            if (value->is_object()) {
                for (const auto& [key, child] : value->get_ref<const Json::object_t&>()) {
                    add(key);
                    follow(child, next_);
                }
            } else if (value->is_array()) {
                for (const Json& child : value->get_ref<const Json::array_t&>())
                    follow(child, next_);
            }
        }
        level_.swap(next_);
    }
}

} // namespace atlas
