#include "RetryMode.h"

#include <array>
#include <utility>

namespace atlas {
namespace {

constexpr std::array<std::pair<RetryMode, std::string_view>, 3> kNames{{
    {RetryMode::Off, "off"},
    {RetryMode::Bounded, "bounded"},
    {RetryMode::Unlimited, "unlimited"},
}};

} // namespace

std::string_view toString(RetryMode mode)
{
    for (const auto& [m, name] : kNames)
        if (m == mode)
            return name;
    return "off";
}

std::optional<RetryMode> retryModeFromString(std::string_view name)
{
    for (const auto& [m, n] : kNames)
        if (n == name)
            return m;
    return std::nullopt;
}

} // namespace atlas
