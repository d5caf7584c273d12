#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace atlas {

// Which document paths may exist: a Bloom filter that grows by adding stages
// four times as large as the last. A "no" is certain, so reading a document that
// was never written (each new inbox marker, each new order) needs no look
// in the store's rows; a "maybe" is checked there. Paths cannot be taken
// out: a removed document stays "maybe", which costs one look, never a
// wrong answer. The
// filter is blocked: a path's bits all lie in one 64-byte block, so checking
// a stage touches one cache line.
class KeyFilter
{
public:
    void add(std::string_view path);
    bool mayContain(std::string_view path) const;
    void clear() { stages_.clear(); }
    // How many stages the paths so far took.
    std::size_t stages() const { return stages_.size(); }

private:
    static constexpr std::size_t kFirstCapacity = 32 * 1024; // paths in the first stage
    // A "no" reads a block in every stage: growing four times over, a
    // million paths take 4 stages (a cache miss each once the filter is out
    // of the cache), where doubling took 6; the filter then holds 5.3 MiB,
    // where doubling held 3.9.
    static constexpr std::size_t kGrowth = 4;
    static constexpr std::size_t kBitsPerPath = 16; // about 1 false "maybe" in 1,000
    static constexpr int kProbes = 8;

    struct alignas(64) Block
    {
        std::uint64_t words[8] = {};
    };
    struct Stage
    {
        std::vector<Block> blocks; // a power of two of them
        std::size_t capacity = 0;
        std::size_t count = 0;
    };
    struct Probe;

    std::vector<Stage> stages_;
};

} // namespace atlas
