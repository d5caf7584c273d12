#pragma once

#include <cstdint>
#include <functional>
#include <string_view>

namespace atlas {

// One slot of an open-addressing table of strings (StringTable,
// DocumentCache): the string's 32-bit hash above its index (StringTable:
// where the string is) + 1, 0 when empty. A probe compares hashes before it
// reads a string (a cache miss in a large table), and a table grows or moves
// entries back without rehashing.
namespace HashSlot {

inline std::uint32_t hashOf(std::string_view text)
{
    return static_cast<std::uint32_t>(std::hash<std::string_view>{}(text));
}

inline std::uint64_t make(std::uint32_t index, std::uint32_t hash)
{
    return (std::uint64_t{hash} << 32) | (std::uint64_t{index} + 1);
}

inline std::uint32_t hash(std::uint64_t slot)
{
    return static_cast<std::uint32_t>(slot >> 32);
}

inline std::uint32_t index(std::uint64_t slot)
{
    return static_cast<std::uint32_t>(slot) - 1;
}

} // namespace HashSlot
} // namespace atlas
