#include "store/ConcurrencyMode.h"

namespace atlas {

std::string_view toString(ConcurrencyMode mode)
{
    return mode == ConcurrencyMode::Optimistic ? "optimistic" : "pessimistic";
}

std::optional<ConcurrencyMode> concurrencyModeFromString(std::string_view name)
{
    if (name == "pessimistic")
        return ConcurrencyMode::Pessimistic;
    if (name == "optimistic")
        return ConcurrencyMode::Optimistic;
    return std::nullopt;
}

} // namespace atlas
