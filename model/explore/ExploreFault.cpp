#include "ExploreFault.h"

#include <utility>

namespace atlas {
namespace {

constexpr auto kNames = std::to_array<std::pair<ExploreFault, std::string_view>>({
    {ExploreFault::Duplicate, "duplicate"},
    {ExploreFault::Reorder, "reorder"},
    {ExploreFault::LostAck, "lost-ack"},
    {ExploreFault::CrashBeforeCommit, "crash-before-commit"},
    {ExploreFault::CrashBetweenWrites, "crash-between-writes"},
    {ExploreFault::CrashAfterCommit, "crash-after-commit"},
    {ExploreFault::TransientError, "transient-error"},
    {ExploreFault::NewEnvelope, "new-envelope"},
    {ExploreFault::ProviderTimeoutAfterAccept, "provider-timeout-after-accept"},
    {ExploreFault::RelayCrashAfterSend, "relay-crash-after-send"},
    {ExploreFault::LeaseExpiry, "lease-expiry"},
});
static_assert(kNames.size() == kExploreFaults.size());

} // namespace

std::string_view toString(ExploreFault fault)
{
    for (const auto& [f, name] : kNames)
        if (f == fault)
            return name;
    return "unknown";
}

std::optional<ExploreFault> exploreFaultFromString(std::string_view name)
{
    for (const auto& [f, n] : kNames)
        if (n == name)
            return f;
    return std::nullopt;
}

bool isRelayFault(ExploreFault fault)
{
    return fault == ExploreFault::ProviderTimeoutAfterAccept ||
           fault == ExploreFault::RelayCrashAfterSend || fault == ExploreFault::LeaseExpiry;
}

} // namespace atlas
