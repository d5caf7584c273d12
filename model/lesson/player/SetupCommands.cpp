#include "SetupCommands.h"

namespace atlas::setupcommands {

Json command(const char* name, Json args)
{
    return Json{{"command", name}, {"args", std::move(args)}};
}

void appendStrategies(Json& out, const std::vector<std::pair<QString, QString>>& strategies)
{
    for (const bool wildcard : {true, false})
        for (const auto& [eventType, strategy] : strategies)
            if ((eventType == u'*') == wildcard)
                out.push_back(command("setStrategy", Json{{"eventType", eventType.toStdString()},
                                                          {"strategy", strategy.toStdString()}}));
}

} // namespace atlas::setupcommands
