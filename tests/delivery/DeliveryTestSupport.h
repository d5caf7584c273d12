#pragma once

// What the delivery tests share: a channel on its own clock that records its
// events, a sample event, and readable enum names.
#include "delivery/DeliveryChannel.h"
#include "delivery/DurationText.h"

#include <QtTest>

#include <stdexcept>

namespace atlas::deliverytest {

using Kind = ChannelEvent::Kind;
constexpr Millis kSecond = 1000;

inline CloudEvent paymentEvent(const std::string& id = "evt-1")
{
    CloudEvent e;
    e.source = "atlasmart://payment-simulator";
    e.id = id;
    e.type = "PAYMENT_SUCCEEDED";
    e.orderId = "ord-1";
    return e;
}

// A channel on its own clock that records every event it emits.
struct Rig
{
    SimClock clock;
    DeliveryChannel channel{clock};
    std::vector<ChannelEvent> events;

    Rig()
    {
        channel.setObserver([this](const ChannelEvent& e) { events.push_back(e); });
    }
    Rig(const Rig&) = delete;
    Rig& operator=(const Rig&) = delete;

    void setPolicy(RetryMode mode, Millis minBackoff = 10 * kSecond, int maxAttempts = 5,
                   bool deadLetterTopic = true)
    {
        RetryPolicy p;
        p.mode = mode;
        p.minBackoff = minBackoff;
        p.maxDeliveryAttempts = maxAttempts;
        p.deadLetterTopic = deadLetterTopic;
        channel.setPolicy(p);
    }
    Delivery take(std::uint64_t deliveryId)
    {
        const auto d = channel.take(deliveryId);
        if (!d)
            throw std::logic_error("delivery " + std::to_string(deliveryId) + " is not queued");
        return *d;
    }
    // The next due delivery, advancing the clock to it first if needed.
    Delivery takeNext()
    {
        if (!channel.nextDue()) {
            const auto due = channel.earliestDue();
            if (!due)
                throw std::logic_error("the queue is empty");
            clock.advanceTo(*due);
        }
        return take(channel.nextDue()->id);
    }
    const ChannelEvent& last() const { return events.back(); }
    std::vector<Kind> kinds() const
    {
        std::vector<Kind> out;
        for (const ChannelEvent& e : events)
            out.push_back(e.kind);
        return out;
    }
};

inline std::vector<std::uint64_t> queueIds(const DeliveryChannel& channel)
{
    std::vector<std::uint64_t> ids;
    for (const Delivery& d : channel.queue())
        ids.push_back(d.id);
    return ids;
}

// The lab's enums name themselves with atlas::toString (a string_view), which
// QCOMPARE cannot print; compare their names instead.
template <typename Enum> inline QString name(Enum value)
{
    const std::string_view text = toString(value);
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

inline bool contains(const std::string& text, const char* part)
{
    return text.find(part) != std::string::npos;
}

} // namespace atlas::deliverytest

Q_DECLARE_METATYPE(atlas::RetryMode)
Q_DECLARE_METATYPE(atlas::ChannelEvent::Kind)
Q_DECLARE_METATYPE(atlas::MessageStatus)
