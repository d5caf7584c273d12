#include "SideSetup.h"

#include "SetupCommands.h"

#include <QStringList>

namespace atlas {

using setupcommands::command;

Json SideSetup::commands() const
{
    Json out = Json::array();
    setupcommands::appendStrategies(out, strategies);
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
