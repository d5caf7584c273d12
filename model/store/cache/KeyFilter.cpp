#include "store/cache/KeyFilter.h"

#include <functional>

namespace atlas {
namespace {

// SplitMix64's finaliser: spreads a hash into independent-looking bits.
std::uint64_t mix(std::uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

} // namespace

// A path's block (from its hash) and the bits it sets in the block (double
// hashing, Kirsch and Mitzenmacher, from two further mixes).
struct KeyFilter::Probe
{
    explicit Probe(std::string_view path)
        : block(std::hash<std::string_view>{}(path)), step(mix(block)), first(mix(step) | 1)
    {
    }
    std::uint64_t block;
    std::uint64_t step;
    std::uint64_t first;

    std::uint64_t bit(int i) const { return (step + static_cast<std::uint64_t>(i) * first) & 511; }
    const Block& in(const Stage& s) const { return s.blocks[block & (s.blocks.size() - 1)]; }
    Block& in(Stage& s) const { return s.blocks[block & (s.blocks.size() - 1)]; }
};

void KeyFilter::add(std::string_view path)
{
    if (stages_.empty() || stages_.back().count >= stages_.back().capacity) {
        Stage next;
        next.capacity = stages_.empty() ? kFirstCapacity : stages_.back().capacity * kGrowth;
        next.blocks.resize(next.capacity * kBitsPerPath / 512);
        stages_.push_back(std::move(next));
    }
    Stage& stage = stages_.back();
    const Probe probe(path);
    Block& block = probe.in(stage);
    for (int i = 0; i < kProbes; ++i) {
        const std::uint64_t bit = probe.bit(i);
        block.words[bit / 64] |= std::uint64_t{1} << (bit % 64);
    }
    ++stage.count;
}

bool KeyFilter::mayContain(std::string_view path) const
{
    if (stages_.empty())
        return false;
    const Probe probe(path);
    // A "no" reads a block in every stage, the large ones out of the cache:
    // requested together, their misses overlap instead of queueing.
    for (const Stage& stage : stages_)
        __builtin_prefetch(&probe.in(stage));
    for (const Stage& stage : stages_) {
        const Block& block = probe.in(stage);
        bool all = true;
        for (int i = 0; i < kProbes && all; ++i) {
            const std::uint64_t bit = probe.bit(i);
            all = (block.words[bit / 64] & (std::uint64_t{1} << (bit % 64))) != 0;
        }
        if (all)
            return true;
    }
    return false;
}

} // namespace atlas
