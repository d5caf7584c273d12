#include "HandlerStrategy.h"

#include <utility>

namespace atlas {
namespace {

constexpr std::array<std::pair<HandlerStrategy, std::string_view>, kHandlerStrategies.size()>
    kNames{{
        {HandlerStrategy::InboxInTransaction, "inbox-in-transaction"},
        {HandlerStrategy::NoDedup, "no-dedup"},
        {HandlerStrategy::MarkerBeforeEffect, "marker-before-effect"},
        {HandlerStrategy::MarkerAfterEffect, "marker-after-effect"},
        {HandlerStrategy::EventIdOnly, "event-id-only"},
        {HandlerStrategy::BusinessKeyOnly, "business-key-only"},
    }};

} // namespace

std::string_view toString(HandlerStrategy strategy)
{
    for (const auto& [s, name] : kNames)
        if (s == strategy)
            return name;
    return "inbox-in-transaction";
}

std::optional<HandlerStrategy> handlerStrategyFromString(std::string_view name)
{
    for (const auto& [s, n] : kNames)
        if (n == name)
            return s;
    return std::nullopt;
}

} // namespace atlas
