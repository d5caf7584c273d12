#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace atlas {

// Which document paths may exist: a Bloom filter that grows by adding stages
// twice as large as the last. A "no" is certain, so reading a document that
// was never written (each new inbox marker, each new order) needs no SQL
// query; a "maybe" is checked in SQL. Paths cannot be taken out: a removed
// document stays "maybe", which costs one query, never a wrong answer.
class KeyFilter
{
public:
    void add(std::string_view path);
    bool mayContain(std::string_view path) const;
    void clear() { stages_.clear(); }

private:
    static constexpr std::size_t kFirstCapacity = 32 * 1024; // paths in the first stage
    static constexpr std::size_t kBitsPerPath = 16;          // about 1 false "maybe" in 2,000
    static constexpr int kProbes = 8;

    struct Stage
    {
        std::vector<std::uint64_t> words;
        std::size_t capacity = 0;
        std::size_t count = 0;
    };
    static bool test(const Stage& stage, std::uint64_t h1, std::uint64_t h2);

    std::vector<Stage> stages_;
};

} // namespace atlas
