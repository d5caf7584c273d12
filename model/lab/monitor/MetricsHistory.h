#pragma once

#include "MetricsSnapshot.h"

#include <cstddef>
#include <vector>

namespace atlas {

// Metric samples over sim time for the charts. Memory stays bounded on long
// runs by halving the resolution of what is kept whenever it fills up.
class MetricsHistory
{
public:
    explicit MetricsHistory(std::size_t capacity = 2000) : capacity_(capacity) {}

    void record(MetricsSnapshot snapshot);
    const std::vector<MetricsSnapshot>& samples() const { return samples_; }
    void clear() { samples_.clear(); }

private:
    std::size_t capacity_;
    std::vector<MetricsSnapshot> samples_;
};

} // namespace atlas
