#include "ChannelEvent.h"

#include <array>
#include <utility>

namespace atlas {
namespace {

using Kind = ChannelEvent::Kind;

constexpr auto kNames = std::to_array<std::pair<Kind, std::string_view>>({
    {Kind::Published, "published"},
    {Kind::Duplicated, "duplicated"},
    {Kind::Reordered, "reordered"},
    {Kind::FaultInjected, "fault-injected"},
    {Kind::AttemptStarted, "attempt-started"},
    {Kind::Acked, "acked"},
    {Kind::AckLost, "ack-lost"},
    {Kind::Nacked, "nacked"},
    {Kind::RetryScheduled, "retry-scheduled"},
    {Kind::RedeliveryScheduled, "redelivery-scheduled"},
    {Kind::DeadLettered, "dead-lettered"},
    {Kind::Dropped, "dropped"},
    {Kind::Expired, "expired"},
    {Kind::Redriven, "redriven"},
    {Kind::RedriveHeld, "redrive-held"},
    {Kind::RedeliveredWhileRunning, "redelivered-while-running"},
    {Kind::LateReply, "late-reply"},
});

} // namespace

std::string_view toString(ChannelEvent::Kind kind)
{
    for (const auto& [k, name] : kNames)
        if (k == kind)
            return name;
    return "published";
}

} // namespace atlas
