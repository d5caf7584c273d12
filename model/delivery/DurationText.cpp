#include "DurationText.h"

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

} // namespace atlas
