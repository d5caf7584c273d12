#include "RelayStrategy.h"

#include <array>
#include <utility>

namespace atlas {
namespace {

constexpr std::array<std::pair<RelayStrategy, std::string_view>, 3> kNames{{
    {RelayStrategy::FlagBeforeSend, "flag-before-send"},
    {RelayStrategy::FlagAfterSend, "flag-after-send"},
    {RelayStrategy::OutboxWithProviderKey, "outbox-with-provider-key"},
}};

} // namespace

std::string_view toString(RelayStrategy strategy)
{
    for (const auto& [s, name] : kNames)
        if (s == strategy)
            return name;
    return "outbox-with-provider-key";
}

std::optional<RelayStrategy> relayStrategyFromString(std::string_view name)
{
    for (const auto& [s, n] : kNames)
        if (n == name)
            return s;
    return std::nullopt;
}

} // namespace atlas
