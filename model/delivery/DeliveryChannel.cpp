#include "DeliveryChannel.h"

#include "ChannelDetail.h"
#include "DurationText.h"
#include "i18n/Filled.h"

#include <QCoreApplication>

#include <algorithm>
#include <stdexcept>

namespace atlas {
namespace {

using Kind = ChannelEvent::Kind;

std::string status(const Message& m)
{
    return std::string(toString(m.status));
}

} // namespace

DeliveryChannel::DeliveryChannel(SimClock& clock) : clock_(clock) {}

DeliveryChannel::~DeliveryChannel()
{
    for (const auto& [deliveryId, timer] : ackTimers_)
        clock_.cancel(timer);
    for (const auto& [messageId, timer] : retentionTimers_)
        clock_.cancel(timer);
    for (const auto& [deliveryId, wait] : replyWaits_)
        clock_.cancel(wait.timer);
}

void DeliveryChannel::setObserver(std::function<void(ChannelEvent&&)> observer)
{
    observer_ = std::move(observer);
}

void DeliveryChannel::setPolicy(const RetryPolicy& p)
{
    if (const std::string error = p.validate(); !error.empty())
        throw std::invalid_argument(error);
    const bool retentionChanged = p.retention != policy_.retention;
    policy_ = p;
    if (!retentionChanged)
        return;
    for (auto& [messageId, timer] : retentionTimers_) {
        clock_.cancel(timer);
        const Millis due = messageRef(messageId).publishedAt + policy_.retention;
        timer = clock_.schedule(due, [this, id = messageId] { onRetention(id); });
    }
}

void DeliveryChannel::setAckDeadline(Millis ms)
{
    if (ms < kMinAckDeadline || ms > kMaxAckDeadline)
        throw std::invalid_argument(filled(
            QCoreApplication::translate("atlas::Delivery", "ack deadline must be between 10000 and "
                                                           "600000 ms (10..600 s); got %1"),
            ms));
    ackDeadline_ = ms;
}

std::uint64_t DeliveryChannel::publish(const CloudEvent& e)
{
    Message m;
    m.id = messages_.size() + 1;
    m.event = PackedEvent(e);
    m.key = e.key();
    m.publishedAt = clock_.now();
    messages_.push_back(std::move(m));
    const Message& message = messages_.back();
    scheduleRetention(message);
    ++counters_.published;
    const std::uint64_t deliveryId = enqueue(message, Delivery::Cause::First, clock_.now());
    notify(Kind::Published, message, deliveryId, 1, clock_.now(),
           "published " + e.type + " as message " + std::to_string(message.id) + "; delivery " +
               std::to_string(deliveryId) + " due now");
    return deliveryId;
}

const Delivery* DeliveryChannel::nextDue() const
{
    const auto it = std::find_if(queue_.begin(), queue_.end(),
                                 [now = clock_.now()](const Delivery& d) { return d.due <= now; });
    return it == queue_.end() ? nullptr : &*it;
}

std::optional<Millis> DeliveryChannel::earliestDue() const
{
    if (queue_.empty())
        return std::nullopt;
    return std::min_element(queue_.begin(), queue_.end(),
                            [](const Delivery& a, const Delivery& b) { return a.due < b.due; })
        ->due;
}

const Delivery* DeliveryChannel::delivery(std::uint64_t deliveryId) const
{
    const auto it = std::find_if(queue_.begin(), queue_.end(),
                                 [deliveryId](const Delivery& d) { return d.id == deliveryId; });
    return it == queue_.end() ? nullptr : &*it;
}

std::optional<Delivery> DeliveryChannel::take(std::uint64_t deliveryId)
{
    const auto it = findQueued(deliveryId);
    if (it == queue_.end())
        return std::nullopt;
    Delivery d = *it;
    queue_.erase(it);
    Message& m = messageRef(d.messageId);
    ++m.attempts;
    ++m.invocations;
    ++counters_.attempts;
    d.attempt = m.attempts;
    inFlight_.insert(d.id);

    std::string detail = "delivery " + std::to_string(d.id) + " (" + causeText(d.cause) +
                         ") started: " + attemptText(policy_, d.attempt);
    if (d.fault != Fault::None)
        detail += "; injected fault: " + std::string(toString(d.fault));
    if (m.status == MessageStatus::Acked)
        detail += "; the message was already acked";
    notify(Kind::AttemptStarted, m, d.id, d.attempt, d.due, std::move(detail));
    return d;
}

void DeliveryChannel::awaitReply(const Delivery& d, Millis startedAt)
{
    if (inFlight_.count(d.id) == 0 || replyWaits_.count(d.id) != 0)
        throw std::invalid_argument("delivery " + std::to_string(d.id) +
                                    " is not a running delivery the channel could wait for");
    const Millis deadline = startedAt + ackDeadline_;
    const TimerId timer = clock_.schedule(deadline, [this, id = d.id] { onReplyDeadline(id); });
    replyWaits_[d.id] = ReplyWait{d.messageId, d.attempt, deadline, timer};
}

std::optional<Millis> DeliveryChannel::replyDeadline(std::uint64_t deliveryId) const
{
    const auto it = replyWaits_.find(deliveryId);
    return it == replyWaits_.end() ? std::nullopt : std::optional<Millis>(it->second.deadline);
}

void DeliveryChannel::expireDeadlineIfDue(std::uint64_t deliveryId)
{
    const auto it = replyWaits_.find(deliveryId);
    if (it == replyWaits_.end() || it->second.deadline > clock_.now())
        return;
    clock_.cancel(it->second.timer);
    onReplyDeadline(deliveryId);
}

std::optional<Millis> DeliveryChannel::stopAwaitingReply(std::uint64_t deliveryId)
{
    const auto it = replyWaits_.find(deliveryId);
    if (it == replyWaits_.end())
        return std::nullopt;
    const Millis deadline = it->second.deadline;
    clock_.cancel(it->second.timer);
    replyWaits_.erase(it);
    return deadline;
}

bool DeliveryChannel::ignoreLateReply(const Delivery& d, const char* reply)
{
    if (timedOut_.erase(d.id) == 0)
        return false;
    notify(Kind::LateReply, messageRef(d.messageId), d.id, d.attempt, 0,
           std::string(reply) + " of attempt " + std::to_string(d.attempt) + " (delivery " +
               std::to_string(d.id) +
               ") came after its ack deadline: the push request had already timed out, so "
               "the channel ignores it; the redelivery stands");
    return true;
}

void DeliveryChannel::onReplyDeadline(std::uint64_t deliveryId)
{
    const ReplyWait wait = replyWaits_.at(deliveryId);
    replyWaits_.erase(deliveryId);
    timedOut_.insert(deliveryId);
    // Still pending: settling a message stops waiting for its deliveries.
    Message& m = messageRef(wait.messageId);
    m.lastError = "ack deadline exceeded (the handler was still running)";
    if (policy_.mode == RetryMode::Bounded && m.attempts >= policy_.maxDeliveryAttempts) {
        exhaust(m, deliveryId, wait.attempt);
        return;
    }
    const std::uint64_t redelivery = enqueue(m, Delivery::Cause::AckDeadline, clock_.now());
    ++counters_.redeliveries;
    notify(Kind::RedeliveredWhileRunning, m, redelivery, m.attempts + 1, clock_.now(),
           "the ack deadline (" + formatDuration(ackDeadline_) + ") of delivery " +
               std::to_string(deliveryId) +
               " passed while its handler was still running: the push request timed out, so "
               "the message is redelivered as delivery " +
               std::to_string(redelivery) + " (" + attemptText(policy_, m.attempts + 1) +
               "), due now, alongside the attempt still running");
}

void DeliveryChannel::ack(const Delivery& d)
{
    checkInFlight(d);
    if (ignoreLateReply(d, "the ack"))
        return;
    stopAwaitingReply(d.id);
    Message& m = messageRef(d.messageId);
    ++counters_.acks;
    const std::string attempt = std::to_string(d.attempt);
    std::string detail;
    if (m.status == MessageStatus::Pending) {
        settle(m, MessageStatus::Acked);
        detail = "acked on attempt " + attempt + "; the message is done";
    } else if (m.status == MessageStatus::Acked) {
        detail = "acked again on attempt " + attempt +
                 ": this delivery repeated a message that was already acked";
    } else {
        detail = "acked on attempt " + attempt + ", but the message was already " + status(m);
    }
    notify(Kind::Acked, m, d.id, d.attempt, 0, std::move(detail));
}

void DeliveryChannel::nack(const Delivery& d, const std::string& error)
{
    checkInFlight(d);
    if (ignoreLateReply(d, ("the failure (" + error + ")").c_str()))
        return;
    stopAwaitingReply(d.id);
    Message& m = messageRef(d.messageId);
    ++counters_.nacks;
    m.lastError = error;
    if (m.status != MessageStatus::Pending) {
        notify(Kind::Nacked, m, d.id, d.attempt, 0,
               "failed with " + error + " on attempt " + std::to_string(d.attempt) +
                   "; the message was already " + status(m) + ", so nothing is retried");
        return;
    }
    switch (policy_.mode) {
    case RetryMode::Off:
        drop(m, d.id, d.attempt,
             "failed with " + error +
                 " and lost: retries are off; the platform still reports the invocation as "
                 "handled");
        return;
    case RetryMode::Bounded:
        if (policy_.hasAttemptLimit() && m.attempts >= policy_.maxDeliveryAttempts) {
            exhaust(m, d.id, d.attempt);
            return;
        }
        break;
    case RetryMode::Unlimited:
        break;
    }
    scheduleRetry(m, d);
}

void DeliveryChannel::noAck(const Delivery& d, const std::string& why)
{
    checkInFlight(d);
    if (ignoreLateReply(d, "the missing ack"))
        return;
    // A running delivery keeps the deadline it has had since it started.
    const std::optional<Millis> running = stopAwaitingReply(d.id);
    Message& m = messageRef(d.messageId);
    ++counters_.ackLost;
    const std::string prefix = "no ack for attempt " + std::to_string(d.attempt) + " (" + why + ")";
    if (m.status != MessageStatus::Pending) {
        notify(Kind::AckLost, m, d.id, d.attempt, 0,
               prefix + "; the message was already " + status(m) + ", so it is not redelivered");
        return;
    }
    const Millis deadline = running ? *running : clock_.now() + ackDeadline_;
    awaitingAck_.push_back(AwaitingAck{d.id, m.id, m.key, d.attempt, why, deadline});
    ackTimers_[d.id] = clock_.schedule(deadline, [this, id = d.id] { onAckDeadline(id); });
    notify(Kind::AckLost, m, d.id, d.attempt, deadline,
           prefix + ": the message is redelivered when the ack deadline (" +
               formatDuration(ackDeadline_) + ") passes");
}

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
                   messageId, status(*found)));
    const Message& m = *found;
    const std::uint64_t deliveryId = enqueue(m, Delivery::Cause::Duplicate, clock_.now());
    ++counters_.duplicatesInjected;
    std::string detail = "duplicate delivery " + std::to_string(deliveryId) + " of message " +
                         std::to_string(m.id) + " queued, due now";
    if (m.status == MessageStatus::Acked)
        detail += ": the message was already acked, so this is a redelivery after success";
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
           "delivery " + std::to_string(moved.id) + " moved before delivery " +
               std::to_string(beforeDeliveryId) + " (position " + std::to_string(from + 1) +
               " -> " + std::to_string(to + 1) + ")");
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
           "delivery " + std::to_string(d.id) + " moved up (position " +
               std::to_string(position + 1) + " -> " + std::to_string(position) + ")");
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
           "delivery " + std::to_string(d.id) + " moved down (position " +
               std::to_string(position) + " -> " + std::to_string(position + 1) + ")");
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
    const std::string id = std::to_string(d.id);
    notify(Kind::FaultInjected, messageRef(d.messageId), d.id, d.attempt, d.due,
           f == Fault::None ? "fault cleared on delivery " + id
                            : "fault " + std::string(toString(f)) + " injected into delivery " +
                                  id + " (this attempt only)");
    return true;
}

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
    const std::string entryText = "dead letter " + std::to_string(it->id);
    if (std::string held = holdReason(*it); !held.empty()) {
        it->state = DeadLetterEntry::State::Held;
        it->heldReason = held;
        ++counters_.redrivesHeld;
        notify(Kind::RedriveHeld, messageRef(it->messageId), 0, it->attempts, 0,
               entryText + " held in the topic, not redriven: " + held);
        return 0;
    }
    DeadLetterEntry entry = std::move(*it);
    deadLetters_.erase(it);

    Message m;
    m.id = messages_.size() + 1;
    m.event = PackedEvent(entry.event);
    m.key = entry.messageKey;
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
    const std::string count = std::to_string(entry.redrives.size());
    const std::string detail = entryText + " (message " + std::to_string(entry.messageId) + ", " +
                               std::to_string(entry.attempts) + " attempts) redriven as message " +
                               std::to_string(message.id) +
                               " with the same source+id; attempts restart; redrive " + count +
                               " of at most " + std::to_string(redriveLimit_) + "; delivery " +
                               std::to_string(deliveryId) + " due now";
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
    return "redriven " + std::to_string(count) + (count == 1 ? " time" : " times") +
           " already, the redrive limit (" + std::to_string(redriveLimit_) +
           "), and it came back every time: fix its cause (or raise the limit) before "
           "redriving it again";
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

const Message* DeliveryChannel::message(std::uint64_t id) const
{
    return id >= 1 && id <= messages_.size() ? &messages_[id - 1] : nullptr;
}

double DeliveryChannel::simulatedCost() const
{
    return static_cast<double>(counters_.attempts) * kUsdPerInvocation;
}

std::vector<Delivery>::iterator DeliveryChannel::findQueued(std::uint64_t deliveryId)
{
    return std::find_if(queue_.begin(), queue_.end(),
                        [deliveryId](const Delivery& d) { return d.id == deliveryId; });
}

Message& DeliveryChannel::messageRef(std::uint64_t id)
{
    return messages_.at(id - 1);
}

std::uint64_t DeliveryChannel::enqueue(const Message& m, Delivery::Cause cause, Millis due)
{
    Delivery d;
    d.id = nextDeliveryId_++;
    d.messageId = m.id;
    d.messageKey = m.key;
    d.attempt = m.attempts + 1;
    d.due = due;
    d.cause = cause;
    queue_.push_back(std::move(d));
    return queue_.back().id;
}

void DeliveryChannel::checkInFlight(const Delivery& d)
{
    if (inFlight_.erase(d.id) == 0)
        throw std::invalid_argument("delivery " + std::to_string(d.id) +
                                    " is not in flight: take() it first and report its outcome "
                                    "once");
}

void DeliveryChannel::scheduleRetention(const Message& m)
{
    retentionTimers_[m.id] =
        clock_.schedule(m.publishedAt + policy_.retention, [this, id = m.id] { onRetention(id); });
}

std::size_t DeliveryChannel::settle(Message& m, MessageStatus newStatus)
{
    m.status = newStatus;
    noteRedriveOutcome(m);
    if (const auto it = retentionTimers_.find(m.id); it != retentionTimers_.end()) {
        clock_.cancel(it->second);
        retentionTimers_.erase(it);
    }
    cancelAckTimers(m.id);
    std::erase_if(replyWaits_, [&](const auto& entry) {
        if (entry.second.messageId != m.id)
            return false;
        clock_.cancel(entry.second.timer);
        return true;
    });
    if (newStatus == MessageStatus::Acked)
        return 0;
    return std::erase_if(queue_, [id = m.id](const Delivery& d) { return d.messageId == id; });
}

void DeliveryChannel::cancelAckTimers(std::uint64_t messageId)
{
    std::erase_if(awaitingAck_, [&](const AwaitingAck& a) {
        if (a.messageId != messageId)
            return false;
        clock_.cancel(ackTimers_.at(a.deliveryId));
        ackTimers_.erase(a.deliveryId);
        return true;
    });
}

void DeliveryChannel::exhaust(Message& m, std::uint64_t deliveryId, int attempt)
{
    const std::string attempts = std::to_string(m.attempts);
    deadLetter(m, deliveryId, attempt, "max delivery attempts (" + attempts + ") reached",
               "dead-lettered after " + attempts + " attempts: " + m.lastError);
}

void DeliveryChannel::deadLetter(Message& m, std::uint64_t deliveryId, int attempt,
                                 const std::string& reason, const std::string& detail)
{
    // A redriven message that fails again comes back to its own entry.
    DeadLetterEntry entry;
    const auto back = std::find_if(redriven_.begin(), redriven_.end(), [&](const auto& e) {
        return !e.redrives.empty() && e.redrives.back().messageId == m.id;
    });
    if (back != redriven_.end()) {
        entry = std::move(*back);
        redriven_.erase(back);
        entry.redrives.back().outcome = MessageStatus::DeadLettered;
    } else {
        entry.id = nextDeadLetterId_++;
        entry.messageKey = m.key;
        entry.event = m.event.unpack();
    }
    entry.messageId = m.id;
    entry.attempts = m.attempts;
    entry.lastError = m.lastError;
    entry.reason = reason;
    entry.deadLetteredAt = clock_.now();
    entry.state = DeadLetterEntry::State::Waiting;
    const std::string again = entry.redrives.empty()
                                  ? std::string()
                                  : "; back after redrive " + std::to_string(entry.redrives.size());
    deadLetters_.push_back(std::move(entry));
    ++counters_.deadLettered;
    const std::size_t withdrawn = settle(m, MessageStatus::DeadLettered);
    notify(Kind::DeadLettered, m, deliveryId, attempt, 0,
           detail + " (dead letter " + std::to_string(deadLetters_.back().id) + again + ")" +
               withdrawnText(withdrawn));
}

void DeliveryChannel::drop(Message& m, std::uint64_t deliveryId, int attempt,
                           const std::string& detail)
{
    ++counters_.dropped;
    const std::size_t withdrawn = settle(m, MessageStatus::Dropped);
    notify(Kind::Dropped, m, deliveryId, attempt, 0, detail + withdrawnText(withdrawn));
}

void DeliveryChannel::scheduleRetry(const Message& m, const Delivery& failed)
{
    const int failedAttempt = m.attempts;
    const Millis delay = policy_.backoffFor(failedAttempt);
    const Millis due = clock_.now() + delay;
    const std::uint64_t deliveryId = enqueue(m, Delivery::Cause::Retry, due);
    ++counters_.retriesScheduled;

    std::string retry = "retry " + std::to_string(failedAttempt);
    if (policy_.hasAttemptLimit())
        retry += " of " + std::to_string(policy_.maxDeliveryAttempts - 1);
    notify(Kind::RetryScheduled, m, deliveryId, failedAttempt + 1, due,
           "delivery " + std::to_string(failed.id) + " failed with " + m.lastError + "; " + retry +
               " as delivery " + std::to_string(deliveryId) + " (" +
               attemptText(policy_, failedAttempt + 1) + ") " +
               (delay == 0 ? std::string("due now") : "in " + formatDuration(delay)) + " " +
               backoffText(policy_, failedAttempt));
}

void DeliveryChannel::onAckDeadline(std::uint64_t deliveryId)
{
    ackTimers_.erase(deliveryId);
    const auto it =
        std::find_if(awaitingAck_.begin(), awaitingAck_.end(),
                     [deliveryId](const AwaitingAck& a) { return a.deliveryId == deliveryId; });
    const AwaitingAck lost = *it;
    awaitingAck_.erase(it);
    // Still pending: settling a message cancels its ack timers.
    Message& m = messageRef(lost.messageId);
    m.lastError = "ack deadline exceeded (" + lost.reason + ")";
    if (policy_.hasAttemptLimit() && m.attempts >= policy_.maxDeliveryAttempts) {
        exhaust(m, lost.deliveryId, lost.attempt);
        return;
    }
    const std::uint64_t redelivery = enqueue(m, Delivery::Cause::AckDeadline, clock_.now());
    ++counters_.redeliveries;
    notify(Kind::RedeliveryScheduled, m, redelivery, m.attempts + 1, clock_.now(),
           "the ack deadline for delivery " + std::to_string(lost.deliveryId) +
               " passed without an ack: redelivered as delivery " + std::to_string(redelivery) +
               " (" + attemptText(policy_, m.attempts + 1) + "), due now");
}

void DeliveryChannel::onRetention(std::uint64_t messageId)
{
    retentionTimers_.erase(messageId);
    Message& m = messageRef(messageId); // still pending: settling cancels the timer
    const std::string reason = "retention (" + formatDuration(policy_.retention) + ") expired";
    const std::string attempts = std::to_string(m.attempts);
    const std::string lastError = m.lastError.empty() ? "" : "; last error: " + m.lastError;
    // Retention discards, whatever the policy: a dead-letter topic takes a
    // message only when its max delivery attempts are reached.
    const std::string policy =
        policy_.mode == RetryMode::Off ? "with retries off"
        : policy_.hasAttemptLimit()
            ? "before its " + std::to_string(policy_.maxDeliveryAttempts) +
                  " delivery attempts were used up (the dead-letter topic takes a message only "
                  "then)"
        : policy_.mode == RetryMode::Bounded
            ? std::string("with no dead-letter topic, so no attempt limit")
            : std::string("with unlimited retries");
    ++counters_.expired;
    const std::size_t withdrawn = settle(m, MessageStatus::Expired);
    notify(Kind::Expired, m, 0, m.attempts, 0,
           "discarded: " + reason + " before an ack, after " + attempts + " attempts, " + policy +
               "; the event is lost" + lastError + withdrawnText(withdrawn));
}

void DeliveryChannel::notify(ChannelEvent::Kind kind, const Message& m, std::uint64_t deliveryId,
                             int attempt, Millis due, std::string detail)
{
    if (observer_)
        observer_(ChannelEvent{kind, m.id, m.key, deliveryId, attempt, due, std::move(detail)});
}

} // namespace atlas
