#include "Delivery.h"

#include <array>
#include <utility>

namespace atlas {
namespace {

constexpr std::array<std::pair<Delivery::Cause, std::string_view>, 5> kNames{{
    {Delivery::Cause::First, "first"},
    {Delivery::Cause::Retry, "retry"},
    {Delivery::Cause::AckDeadline, "ack-deadline"},
    {Delivery::Cause::Duplicate, "duplicate"},
    {Delivery::Cause::Redrive, "redrive"},
}};

} // namespace

std::string_view toString(Delivery::Cause cause)
{
    for (const auto& [c, name] : kNames)
        if (c == cause)
            return name;
    return "first";
}

} // namespace atlas
