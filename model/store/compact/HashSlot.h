#pragma once

#include <bit>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace atlas {

// One slot of an open-addressing table of strings (StringTable,
// DocumentCache): the string's 32-bit hash above its index (StringTable:
// where the string is) + 1, 0 when empty. A probe compares hashes before it
// reads a string (a cache miss in a large table), and a table grows or moves
// entries back without rehashing.
namespace HashSlot {

// A path's hash, eight bytes a step: std::hash (libstdc++'s murmur, an
// out-of-line call) cost more than the probe it served, asked for every
// read and write of a document. Probes use the low bits (hash & mask), so
// the end is a full mix (splitmix64's): paths differ in their last bytes.
inline std::uint32_t hashOf(std::string_view text)
{
    constexpr std::uint64_t kMul = 0x9E3779B97F4A7C15ull;
    const auto word = [](const char* at) {
        std::uint64_t w = 0;
        std::memcpy(&w, at, sizeof w);
        return w;
    };
    const auto half = [](const char* at) {
        std::uint32_t w = 0;
        std::memcpy(&w, at, sizeof w);
        return std::uint64_t{w};
    };
    const char* p = text.data();
    const std::size_t n = text.size();
    std::uint64_t h = (n + 1) * kMul;
    if (n >= 8) {
        for (std::size_t i = 0; i + 8 < n; i += 8)
            h = (std::rotl(h, 23) ^ word(p + i)) * kMul;
        h = (std::rotl(h, 23) ^ word(p + n - 8)) * kMul; // overlaps the word before
    } else if (n >= 4) {
        h = (h ^ (half(p) << 32 | half(p + n - 4))) * kMul;
    } else if (n > 0) {
        const auto byte = [p](std::size_t i) {
            return std::uint64_t{static_cast<unsigned char>(p[i])};
        };
        h = (h ^ (byte(0) << 16 | byte(n / 2) << 8 | byte(n - 1))) * kMul;
    }
    h ^= h >> 30;
    h *= 0xBF58476D1CE4E5B9ull;
    h ^= h >> 27;
    h *= 0x94D049BB133111EBull;
    h ^= h >> 31;
    return static_cast<std::uint32_t>(h);
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
