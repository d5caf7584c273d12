#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace atlas {

// One fault the explorer may place somewhere in a run. Each costs one unit of
// the search's budget; delivering, relaying and waiting are free.
enum class ExploreFault {
    Duplicate,                  // the channel pushes a published message again
    Reorder,                    // a delivery that is not next runs first
    LostAck,                    // the next attempt succeeds but its ack is lost
    CrashBeforeCommit,          // the next attempt dies inside its transaction
    CrashBetweenWrites,         // ... after the first of two separate writes
    CrashAfterCommit,           // ... after committing, before acking
    TransientError,             // the next attempt fails with a retryable error
    NewEnvelope,                // a new event id carrying the same business key
    ProviderTimeoutAfterAccept, // the email goes out, the relay sees a timeout
    RelayCrashAfterSend,        // the relay dies between sending and marking
    LeaseExpiry,                // the relay's lease runs out while it waits
};

inline constexpr std::array kExploreFaults{
    ExploreFault::Duplicate,          ExploreFault::Reorder,
    ExploreFault::LostAck,            ExploreFault::CrashBeforeCommit,
    ExploreFault::CrashBetweenWrites, ExploreFault::CrashAfterCommit,
    ExploreFault::TransientError,     ExploreFault::NewEnvelope,
    ExploreFault::ProviderTimeoutAfterAccept, ExploreFault::RelayCrashAfterSend,
    ExploreFault::LeaseExpiry,
};

std::string_view toString(ExploreFault fault);
std::optional<ExploreFault> exploreFaultFromString(std::string_view name);
// A fault of the outbox relay's send rather than of a handler attempt.
bool isRelayFault(ExploreFault fault);

} // namespace atlas
