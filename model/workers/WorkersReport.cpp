#include "WorkersReport.h"

namespace atlas {

bool WorkersReport::holds() const
{
    for (const auto& v : invariants)
        if (!v.holds)
            return false;
    return true;
}

double WorkersReport::eventsPerSecond() const
{
    return seconds > 0 ? static_cast<double>(events) / seconds : 0;
}

double WorkersReport::retriesPerThousandEvents() const
{
    return events ? 1000.0 * static_cast<double>(serializationRetries) / static_cast<double>(events)
                  : 0;
}

Json WorkersReport::toJson() const
{
    Json verdicts = Json::array();
    for (const auto& v : invariants)
        verdicts.push_back(Json{{"id", v.id},
                                {"title", v.title},
                                {"holds", v.holds},
                                {"offenders", v.offenders},
                                {"explanation", v.explanation}});
    return Json{{"setup",
                 {{"store", store},
                  {"schema", schema},
                  {"strategy", strategy},
                  {"workers", workers},
                  {"seed", seed},
                  {"orders", orders},
                  {"events", events}}},
                {"metrics",
                 {{"deliveries", deliveries},
                  {"duplicatesInjected", duplicatesInjected},
                  {"attempts", attempts},
                  {"leaseExpiries", leaseExpiries},
                  {"nacks", nacks},
                  {"lateAcks", lateAcks},
                  {"markerDuplicates", markerDuplicates},
                  {"guardDuplicates", guardDuplicates},
                  {"effects", effects},
                  {"parked", parked},
                  {"crashes", crashes},
                  {"serializationRetries", serializationRetries},
                  {"serializationRetriesPer1000Events", retriesPerThousandEvents()},
                  {"contentionNacks", contentionNacks},
                  {"workersDied", workersDied},
                  {"seconds", seconds},
                  {"eventsPerSecond", eventsPerSecond()}}},
                {"invariants", verdicts}};
}

} // namespace atlas
