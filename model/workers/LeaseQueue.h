#pragma once

#include "QueuedDelivery.h"

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <vector>

namespace atlas {

// A delivery taken by a worker, invisible to the others until it is acked,
// nacked or its lease runs out.
struct Lease
{
    std::uint64_t id = 0;
    QueuedDelivery delivery;
    int worker = 0;
};

// The workers' at-least-once channel, in process: a worker takes the next
// delivery under a lease; an ack ends it, a nack puts it back at once, and a
// lease that runs out (a lost ack, a dead worker, a worker too slow) puts it
// back as a redelivery, which another worker may take. An ack that comes
// after its lease ran out is ignored, as Pub/Sub may ignore a late ack.
// Thread-safe; every worker shares one.
class LeaseQueue
{
public:
    using Clock = std::chrono::steady_clock;

    LeaseQueue(const std::vector<QueuedDelivery>& deliveries, std::chrono::milliseconds lease);

    // The next delivery, waiting while others are leased; nothing once every
    // delivery is acked or the queue was stopped.
    std::optional<Lease> take(int worker);
    // False when the lease had already run out (the delivery is someone else's now).
    bool ack(const Lease& lease);
    void nack(const Lease& lease);
    // Wakes every waiting worker and makes take() return nothing.
    void stop();

    std::uint64_t expiries() const;
    std::uint64_t nacks() const;
    std::uint64_t lateAcks() const;

private:
    struct Held
    {
        Lease lease;
        Clock::time_point deadline;
    };
    void expireLocked(Clock::time_point now);
    void requeueLocked(const QueuedDelivery& delivery);

    mutable std::mutex mutex_;
    std::condition_variable changed_;
    std::deque<QueuedDelivery> pending_;
    std::map<std::uint64_t, Held> held_; // by lease id
    std::chrono::milliseconds lease_;
    std::uint64_t nextLease_ = 1;
    std::uint64_t expiries_ = 0;
    std::uint64_t nacks_ = 0;
    std::uint64_t lateAcks_ = 0;
    bool stopped_ = false;
};

} // namespace atlas
