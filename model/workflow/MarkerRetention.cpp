#include "MarkerRetention.h"

namespace atlas {

Millis MarkerRetention::eventTime(const CloudEvent& event, Millis now)
{
    for (const std::string* text : {&event.occurredAt, &event.time})
        if (const auto t = SimClock::parseIso(*text))
            return *t;
    return now;
}

Json MarkerRetention::stamp(Json marker, const CloudEvent& event, Millis now) const
{
    if (retention_ > 0)
        marker[kField] = SimClock::toIso(eventTime(event, now) + retention_);
    return marker;
}

} // namespace atlas
