#pragma once

#include <cstdint>

namespace atlas {

// The lab's one source of randomness: xoshiro256** seeded through splitmix64.
// Hand-written bounded draws (not <random>'s distributions, whose output
// differs between standard libraries) keep a seed's runs identical everywhere.
class Rng
{
public:
    explicit Rng(std::uint64_t seed = 1) { reseed(seed); }
    void reseed(std::uint64_t seed);
    std::uint64_t seed() const { return seed_; }

    std::uint64_t next();
    // Uniform in [0, bound); bound > 0.
    std::uint64_t below(std::uint64_t bound);
    // Uniform in [lo, hi].
    std::int64_t between(std::int64_t lo, std::int64_t hi);
    // Uniform in [0, 1).
    double unit();
    bool chance(double probability) { return unit() < probability; }

private:
    std::uint64_t seed_ = 1;
    std::uint64_t s_[4] = {};
};

} // namespace atlas
