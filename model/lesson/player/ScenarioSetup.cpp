#include "ScenarioSetup.h"

#include "SetupCommands.h"

namespace atlas {

using setupcommands::command;

Json ScenarioSetup::commands() const
{
    Json out = Json::array();
    out.push_back(command("reset", Json{{"seed", seed}}));
    if (!rules.isEmpty())
        out.push_back(command("setRules", Json{{"text", rules.toStdString()}}));
    for (const SeedDocument& doc : documents)
        out.push_back(
            command("seedDocument", Json{{"path", doc.path.toStdString()}, {"data", doc.data}}));
    setupcommands::appendStrategies(out, strategies);
    if (!relayStrategy.isEmpty())
        out.push_back(command("setRelayStrategy", Json{{"strategy", relayStrategy.toStdString()}}));
    if (!retryPolicy.is_null())
        out.push_back(command("setRetryPolicy", retryPolicy));
    if (ackDeadlineMs)
        out.push_back(command("setAckDeadline", Json{{"ms", *ackDeadlineMs}}));
    if (!providerIdempotency.is_null())
        out.push_back(command("setProviderIdempotency", providerIdempotency));
    return out;
}

} // namespace atlas
