#include "LeaseQueue.h"

namespace atlas {

LeaseQueue::LeaseQueue(const std::vector<QueuedDelivery>& deliveries,
                       std::chrono::milliseconds lease)
    : pending_(deliveries.begin(), deliveries.end()), lease_(lease)
{
}

void LeaseQueue::requeueLocked(const QueuedDelivery& delivery)
{
    QueuedDelivery again = delivery;
    again.fault = Fault::None; // a fault belongs to the attempt it was injected into
    ++again.attempt;
    pending_.push_back(again);
}

void LeaseQueue::expireLocked(Clock::time_point now)
{
    for (auto it = held_.begin(); it != held_.end();) {
        if (it->second.deadline > now) {
            ++it;
            continue;
        }
        requeueLocked(it->second.lease.delivery);
        ++expiries_;
        it = held_.erase(it);
    }
}

std::optional<Lease> LeaseQueue::take(int worker)
{
    std::unique_lock lock(mutex_);
    for (;;) {
        if (stopped_)
            return std::nullopt;
        const auto now = Clock::now();
        expireLocked(now);
        if (!pending_.empty()) {
            Lease lease{nextLease_++, pending_.front(), worker};
            pending_.pop_front();
            held_.emplace(lease.id, Held{lease, now + lease_});
            return lease;
        }
        if (held_.empty())
            return std::nullopt;
        auto first = held_.begin()->second.deadline;
        for (const auto& [id, held] : held_)
            first = std::min(first, held.deadline);
        changed_.wait_until(lock, first);
    }
}

bool LeaseQueue::ack(const Lease& lease)
{
    std::lock_guard lock(mutex_);
    if (held_.erase(lease.id) == 0) {
        ++lateAcks_;
        return false;
    }
    changed_.notify_all();
    return true;
}

void LeaseQueue::nack(const Lease& lease)
{
    std::lock_guard lock(mutex_);
    const auto it = held_.find(lease.id);
    if (it == held_.end())
        return; // already redelivered when the lease ran out
    requeueLocked(it->second.lease.delivery);
    ++nacks_;
    held_.erase(it);
    changed_.notify_all();
}

void LeaseQueue::stop()
{
    std::lock_guard lock(mutex_);
    stopped_ = true;
    changed_.notify_all();
}

std::uint64_t LeaseQueue::expiries() const
{
    std::lock_guard lock(mutex_);
    return expiries_;
}

std::uint64_t LeaseQueue::nacks() const
{
    std::lock_guard lock(mutex_);
    return nacks_;
}

std::uint64_t LeaseQueue::lateAcks() const
{
    std::lock_guard lock(mutex_);
    return lateAcks_;
}

} // namespace atlas
