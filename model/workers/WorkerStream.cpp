#include "WorkerStream.h"

#include "lab/chaos/ChaosEvents.h"
#include "lab/Rng.h"
#include "store/clock/SimClock.h"

#include <algorithm>
#include <utility>

namespace atlas {
namespace {

constexpr Millis kPublishSpacing = 10; // as the Lab's chaos run

// The fault of a first attempt, from one draw as in ChaosRun::applyFaults.
// A crash between writes is a crash before commit here: the workers'
// strategies write in one transaction.
Fault drawFault(Rng& rng, const ChaosConfig& c)
{
    const double r = rng.unit();
    const double lost = c.lostAckRate;
    const double crash = lost + c.crashRate;
    const double transient = crash + c.transientRate;
    if (r < lost)
        return Fault::LostAck;
    if (r < crash)
        return rng.below(2) == 0 ? Fault::CrashBeforeCommit : Fault::CrashAfterCommit;
    if (r < transient)
        return Fault::TransientError;
    return Fault::None;
}

} // namespace

WorkerStream::WorkerStream(std::uint64_t seed, const ChaosConfig& config)
{
    Rng rng(seed);
    SimClock clock;
    ChaosEvents events(config);
    messages_.reserve(config.events);
    for (std::uint64_t i = 0; i < config.events; ++i) {
        messages_.push_back(events.make(i, rng, clock.nowIso()));
        clock.advance(kPublishSpacing);
        const std::size_t message = messages_.size() - 1;
        deliveries_.push_back({deliveries_.size() + 1, message, drawFault(rng, config), 1});
        if (rng.chance(config.duplicateRate)) {
            deliveries_.push_back({deliveries_.size() + 1, message, Fault::None, 1});
            ++duplicates_;
        }
        // A reorder moves the newest delivery ahead of one still within the
        // window of pending deliveries.
        if (rng.chance(config.reorderRate) && deliveries_.size() >= 2) {
            const std::size_t span = std::min<std::size_t>(config.window, deliveries_.size() - 1);
            const std::size_t to = deliveries_.size() - 1 - (1 + rng.below(span));
            auto moved = deliveries_.back();
            deliveries_.pop_back();
            deliveries_.insert(deliveries_.begin() + static_cast<std::ptrdiff_t>(to),
                               std::move(moved));
        }
    }
}

} // namespace atlas
