#include "ChaosRun.h"

#include "Lab.h"
#include "Rng.h"
#include "delivery/CloudEvent.h"
#include "delivery/DeliveryChannel.h"
#include "store/SimClock.h"

namespace atlas {
namespace {

constexpr Millis kPublishSpacing = 10; // sim time between published events

} // namespace

ChaosRun::ChaosRun(Lab& lab, ChaosConfig config)
    : lab_(lab), config_(config), total_(config.events), events_(config)
{
    lab_.journalCommand("runChaos", config_.toJson());
}

void ChaosRun::applyFaults(std::uint64_t deliveryId)
{
    Rng& rng = lab_.rng();
    DeliveryChannel& channel = lab_.channel();
    const double r = rng.unit();
    const double lost = config_.lostAckRate;
    const double crash = lost + config_.crashRate;
    const double transient = crash + config_.transientRate;
    if (r < lost) {
        channel.inject(deliveryId, Fault::LostAck);
    } else if (r < crash) {
        static constexpr Fault kCrashes[] = {Fault::CrashBeforeCommit, Fault::CrashBetweenWrites,
                                             Fault::CrashAfterCommit};
        channel.inject(deliveryId, kCrashes[rng.below(3)]);
    } else if (r < transient) {
        channel.inject(deliveryId, Fault::TransientError);
    }
    if (rng.chance(config_.duplicateRate))
        channel.duplicate(channel.messages().back().id);
    if (rng.chance(config_.reorderRate) && channel.queue().size() >= 2) {
        const auto& queue = channel.queue();
        const std::uint64_t before = queue[rng.below(queue.size() - 1)].id;
        if (before != deliveryId)
            channel.reorder(deliveryId, before);
    }
}

std::uint64_t ChaosRun::step(std::uint64_t count)
{
    std::uint64_t done = 0;
    while (done < count && next_ < total_) {
        const std::uint64_t delivery = lab_.publishEvent(events_.make(next_, lab_.rng(), lab_.clock().nowIso()));
        applyFaults(delivery);
        ++next_;
        ++done;
        lab_.clock().advance(kPublishSpacing);
        while (lab_.channel().queue().size() > config_.window)
            if (!lab_.deliverNextDue())
                break;
    }
    lab_.recordMetrics();
    return done;
}

void ChaosRun::finish()
{
    lab_.drain(SIZE_MAX);
    lab_.recordMetrics();
}

} // namespace atlas
