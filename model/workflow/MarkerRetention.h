#pragma once

#include "delivery/CloudEvent.h"
#include "store/json/Json.h"
#include "store/clock/SimClock.h"

namespace atlas {

// How long the workflow asks for its inbox markers to be kept. With a
// retention set, every marker gets `expireAt` = the event's time + retention,
// the field a TTL policy on workflowEvents can delete it by. The event's time
// is its occurredAt, else its CloudEvents time, else the moment the marker is
// written: every attempt of one event then writes the same expireAt.
class MarkerRetention
{
public:
    static constexpr const char* kField = "expireAt";

    void set(Millis retention) { retention_ = retention; }
    Millis retention() const { return retention_; } // 0: markers carry no expireAt

    Json stamp(Json marker, const CloudEvent& event, Millis now) const;
    static Millis eventTime(const CloudEvent& event, Millis now);

private:
    Millis retention_ = 0;
};

} // namespace atlas
