#include "SideSetup.h"

#include <QStringList>

namespace atlas {
namespace {

Json command(const char* name, Json args)
{
    return Json{{"command", name}, {"args", std::move(args)}};
}

} // namespace

Json SideSetup::commands() const
{
    Json out = Json::array();
    // "*" sets every event type, so it goes first and named types override it.
    for (const bool wildcard : {true, false})
        for (const auto& [eventType, strategy] : strategies)
            if ((eventType == u'*') == wildcard)
                out.push_back(command("setStrategy", Json{{"eventType", eventType.toStdString()},
                                                          {"strategy", strategy.toStdString()}}));
    if (!relayStrategy.isEmpty())
        out.push_back(command("setRelayStrategy", Json{{"strategy", relayStrategy.toStdString()}}));
    if (!providerIdempotency.is_null())
        out.push_back(command("setProviderIdempotency", providerIdempotency));
    return out;
}

QString SideSetup::describe() const
{
    QStringList parts;
    for (const auto& [eventType, strategy] : strategies)
        parts << (eventType == u'*' ? strategy : strategy + u" (" + eventType + u')');
    if (!relayStrategy.isEmpty())
        parts << QStringLiteral("relay: ") + relayStrategy;
    if (providerIdempotency.is_object() && providerIdempotency.contains("enabled"))
        parts << (providerIdempotency.at("enabled") == Json(true)
                      ? QStringLiteral("provider keys on")
                      : QStringLiteral("provider keys off"));
    return parts.isEmpty() ? QStringLiteral("the shared setup's strategies")
                           : parts.join(QStringLiteral(" · "));
}

} // namespace atlas
