#pragma once

#include "store/clock/SimClock.h"

#include <string>

namespace atlas {

// A collection's TTL policy: documents whose `field` holds a timestamp (an
// ISO-8601 string, as the store writes them) are deleted some time after it,
// at most `lag` later. Firestore deletes "typically within 24 hours after
// expiry" (FACTS.md), so that is the default lag.
struct TtlPolicy
{
    static constexpr Millis kDefaultLag = 24LL * 3600 * 1000;

    std::string collection;
    std::string field = "expireAt";
    Millis lag = kDefaultLag;
};

} // namespace atlas
