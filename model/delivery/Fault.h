#pragma once

#include <optional>
#include <string_view>

namespace atlas {

// A fault injected into one delivery attempt (or, for the relay faults, one
// send). Each acts at a named point; see docs/faults in the lesson format.
enum class Fault {
    None,
    TransientError,     // the handler throws a retryable error before committing
    PermanentError,     // the handler throws a non-retryable error (malformed event)
    CrashBeforeCommit,  // the process dies inside the transaction: nothing commits
    CrashBetweenWrites, // dies after the first of two separate writes (wrong strategies)
    CrashAfterCommit,   // dies after commit, before acking: redelivered after the ack deadline
    LostAck,            // the handler succeeds but the ack never arrives
};

std::string_view toString(Fault fault);
std::optional<Fault> faultFromString(std::string_view name);

} // namespace atlas
