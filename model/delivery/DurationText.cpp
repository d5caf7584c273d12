#include "DurationText.h"

#include <algorithm>
#include <cstdio>

namespace atlas {

std::string formatDuration(Millis ms)
{
    constexpr Millis kHour = 3'600'000;
    constexpr Millis kMinute = 60'000;
    if (ms != 0 && ms % kHour == 0)
        return std::to_string(ms / kHour) + " h";
    // Backoffs are documented in seconds up to 600 s; only longer spans
    // (retention) read better in minutes.
    if (ms > 600'000 && ms % kMinute == 0)
        return std::to_string(ms / kMinute) + " min";
    if (ms % 1000 == 0)
        return std::to_string(ms / 1000) + " s";
    return std::to_string(ms) + " ms";
}

std::string formatElapsed(Millis elapsed)
{
    const long long ms = std::max<Millis>(elapsed, 0);
    const long long seconds = ms / 1000;
    char text[48];
    const int length = std::snprintf(text, sizeof text, "T+%lld:%02lld:%02lld", seconds / 3600,
                                     seconds / 60 % 60, seconds % 60);
    if (ms % 1000 != 0)
        std::snprintf(text + length, sizeof text - std::size_t(length), ".%03lld", ms % 1000);
    return text;
}

} // namespace atlas
