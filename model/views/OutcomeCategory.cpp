#include "OutcomeCategory.h"

#include <array>
#include <utility>

namespace atlas {
namespace {

using Category = OutcomeCategory;

constexpr auto kOutcomes = std::to_array<std::pair<std::string_view, Category>>({
    {"completed", Category::Good},
    {"applied", Category::Good},
    {"created", Category::Good},
    {"acked", Category::Good},
    {"marked-sent", Category::Good},
    {"sent", Category::Good},
    {"resolved", Category::Good},
    {"replayed", Category::Good},
    {"consumer-online", Category::Good},
    {"poison-cleared", Category::Good},
    {"recorded", Category::Good},
    {"resent", Category::Good},
    {"reconciled", Category::Good},
    {"duplicate", Category::Duplicate},
    {"already-completed", Category::Duplicate},
    {"already-exists", Category::Duplicate},
    {"deduplicated", Category::Duplicate},
    {"retry", Category::Warning},
    {"retry-scheduled", Category::Warning},
    {"redelivery-scheduled", Category::Warning},
    {"ack-lost", Category::Warning},
    {"crash", Category::Warning},
    {"crashed", Category::Warning},
    {"lease-expired", Category::Warning},
    {"nacked", Category::Warning},
    {"unavailable", Category::Warning},
    {"poisoned", Category::Warning},
    {"redrive-held", Category::Warning},
    {"consumer-offline", Category::Bad},
    {"dead-lettered", Category::Bad},
    {"dropped", Category::Bad},
    {"expired", Category::Bad},
    {"parked", Category::Bad},
    {"error", Category::Bad},
    {"gave-up", Category::Bad},
    {"failed", Category::Bad},
    // Named explicitly so the table documents them, not because Info needs it.
    {"published", Category::Info},
    {"duplicated", Category::Info},
    {"reordered", Category::Info},
    {"fault-injected", Category::Info},
    {"attempt-started", Category::Info},
    {"claimed", Category::Info},
    {"redriven", Category::Info},
    {"redrive-dry-run", Category::Info},
    {"idle", Category::Info},
    {"policy", Category::Info},
    {"advanced", Category::Info},
    {"deleted", Category::Info},
    {"added", Category::Info},
    {"removed", Category::Info},
    {"fired", Category::Info},
    // Handlers in flight (kind "handler") and the channel waiting for them.
    {"started", Category::Info},
    {"resumed", Category::Info},
    {"lock-wait", Category::Warning},
    {"aborted", Category::Warning},
    {"redelivered-while-running", Category::Warning},
    {"late-reply", Category::Warning},
    // The order saga: a compensation and a refund are the designed way out
    // of a failure, a stale event is a repeat the saga is already past.
    {"compensated", Category::Warning},
    {"refunded", Category::Warning},
    {"stale", Category::Duplicate},
    {"repaired", Category::Good},
    {"timeout-scheduled", Category::Info},
    {"timeout-cancelled", Category::Info},
    {"timeout-fired", Category::Warning},
    // Client requests under the security rules (kind "rules").
    {"allowed", Category::Good},
    {"denied", Category::Bad},
    {"set", Category::Info},
});

constexpr auto kOutcomeNames = [] {
    std::array<std::string_view, kOutcomes.size()> out{};
    for (std::size_t i = 0; i < kOutcomes.size(); ++i)
        out[i] = kOutcomes[i].first;
    return out;
}();

} // namespace

OutcomeCategory outcomeCategory(std::string_view kind, std::string_view outcome)
{
    if (kind == "command" || kind == "clock")
        return Category::Info;
    for (const auto& [name, category] : kOutcomes)
        if (name == outcome)
            return category;
    return Category::Info;
}

std::span<const std::string_view> categorisedOutcomes()
{
    return kOutcomeNames;
}

std::string_view toString(OutcomeCategory category)
{
    switch (category) {
    case Category::Good:
        return "good";
    case Category::Duplicate:
        return "duplicate";
    case Category::Warning:
        return "warning";
    case Category::Bad:
        return "bad";
    case Category::Info:
        break;
    }
    return "info";
}

} // namespace atlas
