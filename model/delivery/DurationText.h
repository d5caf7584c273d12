#pragma once

#include "store/clock/SimClock.h"

#include <string>

namespace atlas {

// Simulated durations the way the lesson writes them: "10 s", "600 s",
// "24 h", "250 ms", so channel details read like the platform's documentation.
std::string formatDuration(Millis ms);

// Simulated time since the world began, as a table shows it: "T+0:01:05",
// hours unbounded. Milliseconds are added only when the time is not a whole
// second ("T+0:00:01.250"): a chaos run packs many steps into one second, a
// lesson's steps fall on whole seconds.
std::string formatElapsed(Millis elapsed);

} // namespace atlas
