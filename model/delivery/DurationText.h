#pragma once

#include "store/SimClock.h"

#include <string>

namespace atlas {

// Simulated durations the way the lesson writes them: "10 s", "600 s",
// "24 h", "250 ms", so channel details read like the platform's documentation.
std::string formatDuration(Millis ms);

} // namespace atlas
