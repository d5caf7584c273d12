#pragma once

#include "CostRule.h"

#include <cstdint>
#include <vector>

namespace atlas {

class Lab;

// Measures an exercise's costs from the moment it started: construct it on
// the starting world, measure on the submitted one. Everything it reads is
// world state rebuilt by replaying commands, so a replayed attempt measures
// the same.
class CostMeter
{
public:
    explicit CostMeter(const Lab& lab);

    std::int64_t measure(const Lab& lab, CostRule::Measure measure) const;
    // The journal's total when the exercise started: a journal-count outcome
    // counts the entries after it.
    std::uint64_t journalStart() const { return journalStart_; }

private:
    std::int64_t retriesPerOrder(const Lab& lab) const;
    std::int64_t providerCalls(const Lab& lab) const;

    double deliveries_ = 0;
    std::uint64_t journalStart_ = 0;
    std::vector<int> attempts_; // per message (message n at n - 1) when the exercise started
};

} // namespace atlas
