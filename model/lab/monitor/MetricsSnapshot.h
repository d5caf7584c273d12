#pragma once

#include "store/json/Json.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace atlas {

// The production signals the lesson says to watch, at one sim time.
struct MetricsSnapshot
{
    std::int64_t time = 0;
    std::vector<std::pair<std::string, double>> values; // in display order

    std::optional<double> value(const std::string& id) const;
    Json toJson() const;
};

} // namespace atlas
