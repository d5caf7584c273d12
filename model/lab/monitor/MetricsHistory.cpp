#include "MetricsHistory.h"

namespace atlas {

void MetricsHistory::record(MetricsSnapshot snapshot)
{
    // Several commands at one sim time are one point on a time axis.
    if (!samples_.empty() && samples_.back().time == snapshot.time) {
        samples_.back() = std::move(snapshot);
        return;
    }
    samples_.push_back(std::move(snapshot));
    if (samples_.size() <= capacity_)
        return;
    std::vector<MetricsSnapshot> thinned;
    thinned.reserve(capacity_ / 2 + 1);
    for (std::size_t i = 0; i < samples_.size(); i += 2)
        thinned.push_back(std::move(samples_[i]));
    if (samples_.size() % 2 == 0)
        thinned.push_back(std::move(samples_.back())); // always keep the newest
    samples_ = std::move(thinned);
}

} // namespace atlas
