#include "ProviderFault.h"

#include <array>
#include <utility>

namespace atlas {
namespace {

constexpr std::array<std::pair<ProviderFault, std::string_view>, 3> kNames{{
    {ProviderFault::None, "none"},
    {ProviderFault::TimeoutAfterAccept, "provider-timeout-after-accept"},
    {ProviderFault::Rejection, "provider-rejection"},
}};

} // namespace

std::string_view toString(ProviderFault fault)
{
    for (const auto& [f, name] : kNames)
        if (f == fault)
            return name;
    return "none";
}

std::optional<ProviderFault> providerFaultFromString(std::string_view name)
{
    for (const auto& [f, n] : kNames)
        if (n == name)
            return f;
    return std::nullopt;
}

} // namespace atlas
