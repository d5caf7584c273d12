#pragma once

#include <algorithm>
#include <cstdint>

namespace atlas {

// The wait before retry n (1-based) after n failures: min(first * 2^(n-1),
// cap), with no jitter so runs replay exactly. The channel's retry policy, the
// classroom uploads and the PostgreSQL workers all back off this way.
// Doubling stops at the cap, so a thousandth failure cannot overflow.
constexpr std::int64_t exponentialBackoff(std::int64_t first, std::int64_t cap, int failures)
{
    std::int64_t delay = first;
    for (int n = 1; n < failures && delay < cap; ++n)
        delay *= 2;
    return std::min(delay, cap);
}

static_assert(exponentialBackoff(10, 600, 1) == 10);
static_assert(exponentialBackoff(10, 600, 4) == 80);
static_assert(exponentialBackoff(10, 600, 1000) == 600);

} // namespace atlas
