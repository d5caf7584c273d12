#include "JournalEntry.h"

#include "store/SimClock.h"

namespace atlas {

Json JournalEntry::toJson() const
{
    Json j = Json::object();
    j["seq"] = seq;
    j["time"] = SimClock::toIso(time);
    j["kind"] = kind;
    j["outcome"] = outcome;
    if (!messageKey.empty())
        j["messageKey"] = messageKey;
    if (deliveryId != 0)
        j["deliveryId"] = deliveryId;
    if (attempt != 0)
        j["attempt"] = attempt;
    j["detail"] = detail;
    if (!data.is_null())
        j["data"] = data;
    return j;
}

} // namespace atlas
