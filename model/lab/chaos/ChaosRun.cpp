#include "ChaosRun.h"

#include "lab/Lab.h"
#include "lab/Rng.h"
#include "delivery/CloudEvent.h"
#include "delivery/DeliveryChannel.h"
#include "saga/SagaEventType.h"
#include "store/clock/SimClock.h"

#include <cstdio>

namespace atlas {
namespace {

constexpr Millis kPublishSpacing = 10; // sim time between published events

std::string sagaOrderId(std::uint64_t k)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "saga-%06llu", static_cast<unsigned long long>(k + 1));
    return buf;
}

} // namespace

ChaosRun::ChaosRun(Lab& lab, ChaosConfig config)
    : lab_(lab), config_(config), total_(config.totalEvents()), events_(config)
{
    lab_.journalCommand("runChaos", config_.toJson());
}

// The chapter's events first (ChaosEvents, shared with the concurrent
// workers' stream), then the sagas' events.
CloudEvent ChaosRun::makeEvent(std::uint64_t index)
{
    if (index >= config_.events)
        return makeSagaEvent(index - config_.events);
    return events_.make(index, lab_.rng(), lab_.clock().nowIso());
}

// The saga's four events per order, in the order the services send them;
// the channel's duplicates and reorders then shuffle them.
CloudEvent ChaosRun::makeSagaEvent(std::uint64_t index)
{
    static constexpr SagaEventType kSteps[] = {SagaEventType::OrderPlaced,
                                               SagaEventType::StockReserved,
                                               SagaEventType::PaymentPending};
    static constexpr const char* kSources[] = {"atlasmart://orders", "atlasmart://stock",
                                               "atlasmart://payment-simulator"};
    const std::uint64_t step = index % 4;
    CloudEvent e;
    e.orderId = sagaOrderId(index / 4);
    SagaEventType type = SagaEventType::PaymentSucceeded;
    if (step < 3) {
        type = kSteps[step];
        e.source = kSources[step];
    } else {
        e.source = kSources[2];
        if (lab_.rng().chance(config_.paymentFailureRate))
            type = SagaEventType::PaymentFailed;
    }
    e.type = std::string(toString(type));
    e.id = "evt-" + e.orderId + '-' + std::to_string(step + 1);
    e.correlationId = "corr-" + e.orderId;
    e.occurredAt = lab_.clock().nowIso();
    return e;
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
        const std::uint64_t delivery = lab_.publishEvent(makeEvent(next_));
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
