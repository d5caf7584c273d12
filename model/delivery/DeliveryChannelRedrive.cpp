#include "DeliveryChannel.h"

#include "ChannelDetail.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"

#include <QCoreApplication>

#include <algorithm>
#include <stdexcept>

// The dead-letter topic's way back: redriving entries (one or all, within
// the redrive limit), planning a redrive without doing it, and what held one.

namespace atlas {

using Kind = ChannelEvent::Kind;

std::uint64_t DeliveryChannel::redrive(std::uint64_t deadLetterEntryId)
{
    const auto it = std::find_if(
        deadLetters_.begin(), deadLetters_.end(),
        [deadLetterEntryId](const DeadLetterEntry& e) { return e.id == deadLetterEntryId; });
    if (it == deadLetters_.end())
        throw std::invalid_argument(
            filled(QCoreApplication::translate("atlas::Delivery",
                                               "there is no dead letter %1 in the topic"),
                   deadLetterEntryId));
    if (std::string held = holdReason(*it); !held.empty()) {
        it->state = DeadLetterEntry::State::Held;
        it->heldReason = held;
        ++counters_.redrivesHeld;
        notify(Kind::RedriveHeld, messageRef(it->messageId), 0, it->attempts, 0,
               filled(Translated::translate("atlas::ChannelEvent",
                                            "dead letter %1 held in the topic, not redriven: %2"),
                      it->id, held));
        return 0;
    }
    DeadLetterEntry entry = std::move(*it);
    deadLetters_.erase(it);

    Message m;
    m.id = messages_.size() + 1;
    m.event = PackedEvent(entry.event);
    m.publishedAt = clock_.now();
    m.redriveOf = entry.messageId;
    messages_.push_back(std::move(m));
    const Message& message = messages_.back();
    scheduleRetention(message);
    ++counters_.redriven;
    const std::uint64_t deliveryId = enqueue(message, Delivery::Cause::Redrive, clock_.now());
    entry.state = DeadLetterEntry::State::Redriven;
    entry.heldReason.clear();
    entry.redrives.push_back(
        RedriveRecord{clock_.now(), message.id, deliveryId, MessageStatus::Pending});
    const std::string detail =
        filled(Translated::translate("atlas::ChannelEvent",
                                     "dead letter %1 (message %2, %3 attempts) redriven as "
                                     "message %4 with the same source+id; attempts restart; "
                                     "redrive %5 of at most %6; delivery %7 due now"),
               entry.id, entry.messageId, entry.attempts, message.id, entry.redrives.size(),
               redriveLimit_, deliveryId);
    redriven_.push_back(std::move(entry));
    notify(Kind::Redriven, message, deliveryId, 1, clock_.now(), detail);
    return deliveryId;
}

std::vector<std::uint64_t> DeliveryChannel::redriveAll()
{
    std::vector<std::uint64_t> entries;
    for (const DeadLetterEntry& e : deadLetters_)
        entries.push_back(e.id);
    std::vector<std::uint64_t> deliveries;
    for (const std::uint64_t id : entries)
        if (const std::uint64_t delivery = redrive(id))
            deliveries.push_back(delivery);
    return deliveries;
}

RedriveCandidate DeliveryChannel::planRedrive(std::uint64_t deadLetterEntryId) const
{
    const DeadLetterEntry* entry = deadLetterEntry(deadLetterEntryId);
    if (!entry || !entry->inTopic())
        throw std::invalid_argument(
            filled(QCoreApplication::translate("atlas::Delivery",
                                               "there is no dead letter %1 in the topic"),
                   deadLetterEntryId));
    RedriveCandidate c;
    c.entryId = entry->id;
    c.messageId = entry->messageId;
    c.messageKey = entry->messageKey;
    c.redrives = static_cast<int>(entry->redrives.size());
    c.reason = holdReason(*entry);
    c.held = !c.reason.empty();
    return c;
}

std::vector<RedriveCandidate> DeliveryChannel::planRedriveAll() const
{
    std::vector<RedriveCandidate> out;
    for (const DeadLetterEntry& e : deadLetters_)
        out.push_back(planRedrive(e.id));
    return out;
}

void DeliveryChannel::setRedriveLimit(int limit)
{
    if (limit < 1 || limit > kMaxRedriveLimit)
        throw std::invalid_argument(
            filled(QCoreApplication::translate(
                       "atlas::Delivery", "the redrive limit must be between 1 and %1; got %2"),
                   kMaxRedriveLimit, limit));
    redriveLimit_ = limit;
}

const DeadLetterEntry* DeliveryChannel::deadLetterEntry(std::uint64_t entryId) const
{
    for (const auto* list : {&deadLetters_, &redriven_})
        for (const DeadLetterEntry& e : *list)
            if (e.id == entryId)
                return &e;
    return nullptr;
}

std::string DeliveryChannel::holdReason(const DeadLetterEntry& entry) const
{
    const auto count = static_cast<int>(entry.redrives.size());
    if (count < redriveLimit_)
        return {};
    // Not %n: without a translator installed (benchmarks, tests) the English
    // plural would read "time(s)", and the journal must stay as it was.
    if (count == 1)
        return filled(Translated::translate("atlas::ChannelEvent",
                                            "redriven 1 time already, the redrive limit "
                                            "(%1), and it came back every time: fix its cause "
                                            "(or raise the limit) before redriving it again"),
                      redriveLimit_);
    return filled(Translated::translate("atlas::ChannelEvent",
                                        "redriven %1 times already, the redrive limit (%2), "
                                        "and it came back every time: fix its cause (or raise "
                                        "the limit) before redriving it again"),
                  count, redriveLimit_);
}

void DeliveryChannel::noteRedriveOutcome(const Message& m)
{
    if (m.redriveOf == 0)
        return;
    for (DeadLetterEntry& e : redriven_)
        if (!e.redrives.empty() && e.redrives.back().messageId == m.id) {
            e.redrives.back().outcome = m.status;
            return;
        }
}

} // namespace atlas
