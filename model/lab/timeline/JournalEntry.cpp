#include "JournalEntry.h"

#include "store/json/JsonText.h"
#include "store/clock/SimClock.h"

namespace atlas {

Json JournalEntry::data() const
{
    return dataText.empty() ? Json() : Json::parse(dataText);
}

void JournalEntry::setData(const Json& value)
{
    if (value.is_null()) {
        dataText.clear();
        return;
    }
    try {
        dataText = toJsonText(value);
    } catch (const Json::type_error&) {
        // Text that is not UTF-8 (from a fuzzed file, say) still reaches the
        // inspector, its bad bytes replaced, rather than aborting the command.
        dataText = value.dump(-1, ' ', false, Json::error_handler_t::replace);
    }
}

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
    if (!dataText.empty())
        j["data"] = data();
    return j;
}

} // namespace atlas
