#include "MessageStatus.h"

#include <array>
#include <utility>

namespace atlas {
namespace {

constexpr std::array<std::pair<MessageStatus, std::string_view>, 5> kNames{{
    {MessageStatus::Pending, "pending"},
    {MessageStatus::Acked, "acked"},
    {MessageStatus::DeadLettered, "dead-lettered"},
    {MessageStatus::Dropped, "dropped"},
    {MessageStatus::Expired, "expired"},
}};

} // namespace

std::string_view toString(MessageStatus status)
{
    for (const auto& [s, name] : kNames)
        if (s == status)
            return name;
    return "pending";
}

} // namespace atlas
