#include "HandlerDurations.h"

namespace atlas {

Millis HandlerDurations::forType(const std::string& eventType) const
{
    const auto it = byType_.find(eventType);
    return it == byType_.end() ? all_ : it->second;
}

void HandlerDurations::setAll(Millis ms)
{
    all_ = ms;
    byType_.clear();
}

} // namespace atlas
