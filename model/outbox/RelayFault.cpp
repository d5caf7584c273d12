#include "RelayFault.h"

#include <array>
#include <utility>

namespace atlas {
namespace {

constexpr std::array<std::pair<RelayFault, std::string_view>, 5> kNames{{
    {RelayFault::None, "none"},
    {RelayFault::ProviderTimeoutAfterAccept, "provider-timeout-after-accept"},
    {RelayFault::ProviderRejection, "provider-rejection"},
    {RelayFault::CrashBetweenSendAndMark, "relay-crash-between-send-and-mark"},
    {RelayFault::LeaseExpiryDuringSend, "lease-expiry-during-send"},
}};

} // namespace

std::string_view toString(RelayFault fault)
{
    for (const auto& [f, name] : kNames)
        if (f == fault)
            return name;
    return "none";
}

std::optional<RelayFault> relayFaultFromString(std::string_view name)
{
    for (const auto& [f, n] : kNames)
        if (n == name)
            return f;
    return std::nullopt;
}

ProviderFault providerFaultFor(RelayFault fault)
{
    switch (fault) {
    case RelayFault::ProviderTimeoutAfterAccept:
        return ProviderFault::TimeoutAfterAccept;
    case RelayFault::ProviderRejection:
        return ProviderFault::Rejection;
    case RelayFault::None:
    case RelayFault::CrashBetweenSendAndMark:
    case RelayFault::LeaseExpiryDuringSend:
        break;
    }
    return ProviderFault::None;
}

} // namespace atlas
