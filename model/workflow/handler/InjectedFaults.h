#pragma once

#include "delivery/Fault.h"

#include <string_view>

namespace atlas {

class Decision;

// How every handler meets an injected fault, so the order handler and the
// audit handler fail alike: the two errors strike before anything is
// written; a crash leaves the attempt's work uncommitted.
struct InjectedFaults
{
    // Throws the HandlerError of a transient or permanent injected error.
    static void throwIfRefused(Fault fault);
    // A single-transaction handler has no gap between writes, so a crash
    // "between writes" can only strike before its one commit.
    static bool crashesBeforeSingleCommit(Fault fault);
    // Records the crash point and throws SimulatedCrash (afterCommit false:
    // the channel sees a failed attempt and retries).
    [[noreturn]] static void crash(Decision& decision, std::string_view point);
};

} // namespace atlas
