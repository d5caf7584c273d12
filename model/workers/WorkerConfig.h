#pragma once

#include "postgres/ServerAddress.h"
#include "lab/chaos/ChaosConfig.h"
#include "workflow/handler/HandlerStrategy.h"

#include <chrono>
#include <cstdint>
#include <optional>

namespace atlas {

// Where a worker is made to die: with its transaction open (the connection
// drops, the server rolls it back) or just after its commit, before the ack.
enum class KillPoint { BeforeCommit, AfterCommit };

// Worker `worker` (any worker when negative: the first to get there) dies
// at the first attempt of its that applies an effect (not a duplicate), at
// `point`; its lease then expires and another worker gets the message. Only
// one worker dies.
struct WorkerKill
{
    int worker = -1;
    KillPoint point = KillPoint::AfterCommit;
};

// One run of the chaos stream by concurrent workers over PostgreSQL.
struct WorkerConfig
{
    ServerAddress store;
    std::uint64_t seed = 1;
    ChaosConfig chaos;
    HandlerStrategy strategy = HandlerStrategy::InboxInTransaction;
    int workers = 4;
    // How long a taken message stays invisible to the other workers. Short:
    // a lost ack or a dead worker holds its message for this long.
    std::chrono::milliseconds lease{500};
    std::optional<WorkerKill> kill;
};

} // namespace atlas
