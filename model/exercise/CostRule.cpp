#include "CostRule.h"

namespace atlas {

QString CostRule::name(Measure measure)
{
    switch (measure) {
    case Measure::Deliveries:
        return QStringLiteral("deliveries");
    case Measure::ProviderCalls:
        return QStringLiteral("providerCalls");
    case Measure::RetriesPerOrder:
        return QStringLiteral("retriesPerOrder");
    }
    return {};
}

} // namespace atlas
