#pragma once

#include "store/clock/SimClock.h"

#include <map>
#include <string>

namespace atlas {

// How long a handler attempt takes on the sim clock, per event type. 0 (the
// default) runs it at once, inside the step that delivers it.
class HandlerDurations
{
public:
    // A transaction spans its attempt, and Firestore ends a transaction
    // that runs longer than 270 s.
    static constexpr Millis kMax = 270'000;

    Millis forType(const std::string& eventType) const;
    void set(const std::string& eventType, Millis ms) { byType_[eventType] = ms; }
    // Every type, also those set before.
    void setAll(Millis ms);

private:
    Millis all_ = 0;
    std::map<std::string, Millis, std::less<>> byType_;
};

} // namespace atlas
