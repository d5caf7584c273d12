#include "DeliveryChannel.h"

#include "ChannelDetail.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"

#include <QCoreApplication>

#include <algorithm>
#include <stdexcept>

// What a learner does to the queue: duplicate a message, reorder or move a
// delivery, inject a fault into one.

namespace atlas {

using Kind = ChannelEvent::Kind;

std::uint64_t DeliveryChannel::duplicate(std::uint64_t messageId)
{
    const Message* found = message(messageId);
    if (!found)
        throw std::invalid_argument(filled(
            QCoreApplication::translate("atlas::Delivery", "there is no message %1"), messageId));
    if (found->status != MessageStatus::Pending && found->status != MessageStatus::Acked)
        throw std::invalid_argument(
            filled(QCoreApplication::translate(
                       "atlas::Delivery",
                       "message %1 is %2: only pending or acked messages can be duplicated"),
                   messageId, std::string(toString(found->status))));
    const Message& m = *found;
    const std::uint64_t deliveryId = enqueue(m, Delivery::Cause::Duplicate, clock_.now());
    ++counters_.duplicatesInjected;
    std::string detail =
        filled(Translated::translate("atlas::ChannelEvent", "duplicate delivery %1 of message %2 "
                                                            "queued, due now"),
               deliveryId, m.id);
    if (m.status == MessageStatus::Acked)
        detail += Translated::translate("atlas::ChannelEvent",
                                        ": the message was already acked, so this is a "
                                        "redelivery after success");
    notify(Kind::Duplicated, m, deliveryId, m.attempts + 1, clock_.now(), std::move(detail));
    return deliveryId;
}

bool DeliveryChannel::reorder(std::uint64_t deliveryId, std::uint64_t beforeDeliveryId)
{
    const auto position = [this](std::uint64_t id) { return findQueued(id) - queue_.begin(); };
    const auto from = position(deliveryId);
    const auto before = position(beforeDeliveryId);
    const auto size = static_cast<std::ptrdiff_t>(queue_.size());
    if (deliveryId == beforeDeliveryId || from == size || before == size)
        return false;
    // Where `before` sits once the moved delivery is out of the way.
    const auto to = before > from ? before - 1 : before;
    if (to == from)
        return true; // already directly in front: nothing changes, nothing to journal
    const Delivery moved = queue_[from];
    queue_.erase(queue_.begin() + from);
    queue_.insert(queue_.begin() + to, moved);
    notify(Kind::Reordered, messageRef(moved.messageId), moved.id, moved.attempt, moved.due,
           filled(Translated::translate("atlas::ChannelEvent",
                                        "delivery %1 moved before delivery %2 (position %3 "
                                        "-> %4)"),
                  moved.id, beforeDeliveryId, from + 1, to + 1));
    return true;
}

bool DeliveryChannel::moveUp(std::uint64_t deliveryId)
{
    const auto it = findQueued(deliveryId);
    if (it == queue_.end() || it == queue_.begin())
        return false;
    std::iter_swap(it, it - 1);
    const auto position = it - queue_.begin(); // 1-based position it moved to
    const Delivery& d = *(it - 1);
    notify(Kind::Reordered, messageRef(d.messageId), d.id, d.attempt, d.due,
           filled(Translated::translate("atlas::ChannelEvent",
                                        "delivery %1 moved up (position %2 -> %3)"),
                  d.id, position + 1, position));
    return true;
}

bool DeliveryChannel::moveDown(std::uint64_t deliveryId)
{
    const auto it = findQueued(deliveryId);
    if (it == queue_.end() || it + 1 == queue_.end())
        return false;
    std::iter_swap(it, it + 1);
    const auto position = it - queue_.begin() + 1; // 1-based position it left
    const Delivery& d = *(it + 1);
    notify(Kind::Reordered, messageRef(d.messageId), d.id, d.attempt, d.due,
           filled(Translated::translate("atlas::ChannelEvent",
                                        "delivery %1 moved down (position %2 -> %3)"),
                  d.id, position, position + 1));
    return true;
}

bool DeliveryChannel::inject(std::uint64_t deliveryId, Fault f)
{
    const auto it = findQueued(deliveryId);
    if (it == queue_.end())
        return false;
    if (it->fault == f)
        return true;
    it->fault = f;
    const Delivery& d = *it;
    notify(
        Kind::FaultInjected, messageRef(d.messageId), d.id, d.attempt, d.due,
        f == Fault::None
            ? filled(Translated::translate("atlas::ChannelEvent", "fault cleared on delivery %1"),
                     d.id)
            : filled(Translated::translate("atlas::ChannelEvent",
                                           "fault %1 injected into delivery %2 (this "
                                           "attempt only)"),
                     toString(f), d.id));
    return true;
}

} // namespace atlas
