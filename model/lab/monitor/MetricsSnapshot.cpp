#include "MetricsSnapshot.h"

#include "store/clock/SimClock.h"

namespace atlas {

std::optional<double> MetricsSnapshot::value(const std::string& id) const
{
    for (const auto& [name, v] : values)
        if (name == id)
            return v;
    return std::nullopt;
}

Json MetricsSnapshot::toJson() const
{
    Json j = Json::object();
    j["time"] = SimClock::toIso(time);
    for (const auto& [name, v] : values)
        j[name] = v;
    return j;
}

} // namespace atlas
