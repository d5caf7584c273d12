#include "KeyFilter.h"

#include <functional>

namespace atlas {
namespace {

// Two hashes for double hashing (Kirsch and Mitzenmacher): the second is a
// SplitMix64 finalisation of the first, forced odd so probes never repeat.
std::uint64_t mix(std::uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x | 1;
}

} // namespace

bool KeyFilter::test(const Stage& stage, std::uint64_t h1, std::uint64_t h2)
{
    const std::uint64_t mask = stage.words.size() * 64 - 1;
    for (int i = 0; i < kProbes; ++i) {
        const std::uint64_t bit = (h1 + static_cast<std::uint64_t>(i) * h2) & mask;
        if (!(stage.words[bit / 64] & (std::uint64_t{1} << (bit % 64))))
            return false;
    }
    return true;
}

void KeyFilter::add(std::string_view path)
{
    if (stages_.empty() || stages_.back().count >= stages_.back().capacity) {
        Stage next;
        next.capacity = stages_.empty() ? kFirstCapacity : stages_.back().capacity * 2;
        next.words.assign(next.capacity * kBitsPerPath / 64, 0);
        stages_.push_back(std::move(next));
    }
    Stage& stage = stages_.back();
    const std::uint64_t h1 = std::hash<std::string_view>{}(path);
    const std::uint64_t h2 = mix(h1);
    const std::uint64_t mask = stage.words.size() * 64 - 1;
    for (int i = 0; i < kProbes; ++i) {
        const std::uint64_t bit = (h1 + static_cast<std::uint64_t>(i) * h2) & mask;
        stage.words[bit / 64] |= std::uint64_t{1} << (bit % 64);
    }
    ++stage.count;
}

bool KeyFilter::mayContain(std::string_view path) const
{
    if (stages_.empty())
        return false;
    const std::uint64_t h1 = std::hash<std::string_view>{}(path);
    const std::uint64_t h2 = mix(h1);
    for (const Stage& stage : stages_)
        if (test(stage, h1, h2))
            return true;
    return false;
}

} // namespace atlas
