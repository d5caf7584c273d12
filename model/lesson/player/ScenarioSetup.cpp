#include "ScenarioSetup.h"

namespace atlas {
namespace {

Json command(const char* name, Json args)
{
    return Json{{"command", name}, {"args", std::move(args)}};
}

} // namespace

Json ScenarioSetup::commands() const
{
    Json out = Json::array();
    out.push_back(command("reset", Json{{"seed", seed}}));
    if (!rules.isEmpty())
        out.push_back(command("setRules", Json{{"text", rules.toStdString()}}));
    for (const SeedDocument& doc : documents)
        out.push_back(
            command("seedDocument", Json{{"path", doc.path.toStdString()}, {"data", doc.data}}));
    // "*" sets every event type, so it goes first and named types override it.
    for (const bool wildcard : {true, false})
        for (const auto& [eventType, strategy] : strategies)
            if ((eventType == u'*') == wildcard)
                out.push_back(command("setStrategy", Json{{"eventType", eventType.toStdString()},
                                                          {"strategy", strategy.toStdString()}}));
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
