#include "DeliveryChannel.h"

#include "ChannelDetail.h"
#include "DurationText.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"

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

void DeliveryChannel::assignFrom(const DeliveryChannel& other)
{
    if (&other == this)
        return;
    // The clock already holds other's timers (by id): the old ones are gone.
    policy_ = other.policy_;
    ackDeadline_ = other.ackDeadline_;
    messages_ = other.messages_;
    queue_ = other.queue_;
    deadLetters_ = other.deadLetters_;
    redriven_ = other.redriven_;
    redriveLimit_ = other.redriveLimit_;
    awaitingAck_ = other.awaitingAck_;
    ackTimers_ = other.ackTimers_;
    retentionTimers_ = other.retentionTimers_;
    inFlight_ = other.inFlight_;
    replyWaits_ = other.replyWaits_;
    timedOut_ = other.timedOut_;
    counters_ = other.counters_;
    nextDeliveryId_ = other.nextDeliveryId_;
    nextDeadLetterId_ = other.nextDeadLetterId_;
    for (const auto& [deliveryId, timer] : ackTimers_)
        clock_.rebindTimer(timer, [this, id = deliveryId] { onAckDeadline(id); });
    for (const auto& [messageId, timer] : retentionTimers_)
        clock_.rebindTimer(timer, [this, id = messageId] { onRetention(id); });
    for (const auto& [deliveryId, wait] : replyWaits_)
        clock_.rebindTimer(wait.timer, [this, id = deliveryId] { onReplyDeadline(id); });
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
    m.publishedAt = clock_.now();
    messages_.push_back(std::move(m));
    const Message& message = messages_.back();
    scheduleRetention(message);
    ++counters_.published;
    const std::uint64_t deliveryId = enqueue(message, Delivery::Cause::First, clock_.now());
    notify(Kind::Published, message, deliveryId, 1, clock_.now(),
           filled(Translated::translate("atlas::ChannelEvent",
                                        "published %1 as message %2; delivery %3 due now"),
                  e.type, message.id, deliveryId));
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

    std::string detail =
        filled(Translated::translate("atlas::ChannelEvent", "delivery %1 (%2) started: %3"), d.id,
               causeText(d.cause), attemptText(policy_, d.attempt));
    if (d.fault != Fault::None)
        detail += filled(Translated::translate("atlas::ChannelEvent", "; injected fault: %1"),
                         toString(d.fault));
    if (m.status == MessageStatus::Acked)
        detail += Translated::translate("atlas::ChannelEvent", "; the message was already acked");
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

bool DeliveryChannel::ignoreLateReply(const Delivery& d, const std::string& reply)
{
    if (timedOut_.erase(d.id) == 0)
        return false;
    notify(Kind::LateReply, messageRef(d.messageId), d.id, d.attempt, 0,
           filled(Translated::translate("atlas::ChannelEvent",
                                        "%1 of attempt %2 (delivery %3) came after its ack "
                                        "deadline: the push request had already timed out, so "
                                        "the channel ignores it; the redelivery stands"),
                  reply, d.attempt, d.id));
    return true;
}

void DeliveryChannel::onReplyDeadline(std::uint64_t deliveryId)
{
    const ReplyWait wait = replyWaits_.at(deliveryId);
    replyWaits_.erase(deliveryId);
    timedOut_.insert(deliveryId);
    // Still pending: settling a message stops waiting for its deliveries.
    Message& m = messageRef(wait.messageId);
    m.lastError = Translated::translate("atlas::ChannelEvent",
                                        "ack deadline exceeded (the handler was still running)");
    if (policy_.mode == RetryMode::Bounded && m.attempts >= policy_.maxDeliveryAttempts) {
        exhaust(m, deliveryId, wait.attempt);
        return;
    }
    const std::uint64_t redelivery = enqueue(m, Delivery::Cause::AckDeadline, clock_.now());
    ++counters_.redeliveries;
    notify(Kind::RedeliveredWhileRunning, m, redelivery, m.attempts + 1, clock_.now(),
           filled(Translated::translate("atlas::ChannelEvent",
                                        "the ack deadline (%1) of delivery %2 passed while its "
                                        "handler was still running: the push request timed out, "
                                        "so the message is redelivered as delivery %3 (%4), due "
                                        "now, alongside the attempt still running"),
                  formatDuration(ackDeadline_), deliveryId, redelivery,
                  attemptText(policy_, m.attempts + 1)));
}

void DeliveryChannel::ack(const Delivery& d)
{
    checkInFlight(d);
    if (ignoreLateReply(d, Translated::translate("atlas::ChannelEvent", "the ack")))
        return;
    stopAwaitingReply(d.id);
    Message& m = messageRef(d.messageId);
    ++counters_.acks;
    std::string detail;
    if (m.status == MessageStatus::Pending) {
        settle(m, MessageStatus::Acked);
        detail = filled(Translated::translate("atlas::ChannelEvent",
                                              "acked on attempt %1; the message is done"),
                        d.attempt);
    } else if (m.status == MessageStatus::Acked) {
        detail = filled(Translated::translate("atlas::ChannelEvent",
                                              "acked again on attempt %1: this delivery "
                                              "repeated a message that was already acked"),
                        d.attempt);
    } else {
        detail = filled(Translated::translate("atlas::ChannelEvent",
                                              "acked on attempt %1, but the message was "
                                              "already %2"),
                        d.attempt, status(m));
    }
    notify(Kind::Acked, m, d.id, d.attempt, 0, std::move(detail));
}

void DeliveryChannel::nack(const Delivery& d, const std::string& error)
{
    checkInFlight(d);
    if (ignoreLateReply(
            d, filled(Translated::translate("atlas::ChannelEvent", "the failure (%1)"), error)))
        return;
    stopAwaitingReply(d.id);
    Message& m = messageRef(d.messageId);
    ++counters_.nacks;
    m.lastError = error;
    if (m.status != MessageStatus::Pending) {
        notify(Kind::Nacked, m, d.id, d.attempt, 0,
               filled(Translated::translate("atlas::ChannelEvent",
                                            "failed with %1 on attempt %2; the message was "
                                            "already %3, so nothing is retried"),
                      error, d.attempt, status(m)));
        return;
    }
    switch (policy_.mode) {
    case RetryMode::Off:
        drop(m, d.id, d.attempt,
             filled(Translated::translate("atlas::ChannelEvent",
                                          "failed with %1 and lost: retries are off; the "
                                          "platform still reports the invocation as handled"),
                    error));
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
    if (ignoreLateReply(d, Translated::translate("atlas::ChannelEvent", "the missing ack")))
        return;
    // A running delivery keeps the deadline it has had since it started.
    const std::optional<Millis> running = stopAwaitingReply(d.id);
    Message& m = messageRef(d.messageId);
    ++counters_.ackLost;
    if (m.status != MessageStatus::Pending) {
        notify(Kind::AckLost, m, d.id, d.attempt, 0,
               filled(Translated::translate("atlas::ChannelEvent",
                                            "no ack for attempt %1 (%2); the message was "
                                            "already %3, so it is not redelivered"),
                      d.attempt, why, status(m)));
        return;
    }
    const Millis deadline = running ? *running : clock_.now() + ackDeadline_;
    awaitingAck_.push_back(AwaitingAck{d.id, m.id, std::string(m.key()), d.attempt, why, deadline});
    ackTimers_[d.id] = clock_.schedule(deadline, [this, id = d.id] { onAckDeadline(id); });
    notify(Kind::AckLost, m, d.id, d.attempt, deadline,
           filled(Translated::translate("atlas::ChannelEvent",
                                        "no ack for attempt %1 (%2): the message is "
                                        "redelivered when the ack deadline (%3) passes"),
                  d.attempt, why, formatDuration(ackDeadline_)));
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
    d.messageKey = m.key();
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
    deadLetter(
        m, deliveryId, attempt,
        filled(Translated::translate("atlas::ChannelEvent", "max delivery attempts (%1) reached"),
               attempts),
        filled(Translated::translate("atlas::ChannelEvent", "dead-lettered after %1 attempts: %2"),
               attempts, m.lastError));
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
        entry.messageKey = m.key();
        entry.event = m.event.unpack();
    }
    entry.messageId = m.id;
    entry.attempts = m.attempts;
    entry.lastError = m.lastError;
    entry.reason = reason;
    entry.deadLetteredAt = clock_.now();
    entry.state = DeadLetterEntry::State::Waiting;
    const std::string again =
        entry.redrives.empty()
            ? std::string()
            : filled(Translated::translate("atlas::ChannelEvent", "; back after redrive %1"),
                     entry.redrives.size());
    deadLetters_.push_back(std::move(entry));
    ++counters_.deadLettered;
    const std::size_t withdrawn = settle(m, MessageStatus::DeadLettered);
    notify(Kind::DeadLettered, m, deliveryId, attempt, 0,
           filled(Translated::translate("atlas::ChannelEvent", "%1 (dead letter %2%3)"), detail,
                  deadLetters_.back().id, again) +
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

    const std::string retry =
        policy_.hasAttemptLimit()
            ? filled(Translated::translate("atlas::ChannelEvent", "retry %1 of %2"), failedAttempt,
                     policy_.maxDeliveryAttempts - 1)
            : filled(Translated::translate("atlas::ChannelEvent", "retry %1"), failedAttempt);
    const std::string when =
        delay == 0
            ? Translated::translate("atlas::ChannelEvent", "due now")
            : filled(Translated::translate("atlas::ChannelEvent", "in %1"), formatDuration(delay));
    notify(Kind::RetryScheduled, m, deliveryId, failedAttempt + 1, due,
           filled(Translated::translate("atlas::ChannelEvent",
                                        "delivery %1 failed with %2; %3 as delivery %4 (%5) "
                                        "%6 %7"),
                  failed.id, m.lastError, retry, deliveryId,
                  attemptText(policy_, failedAttempt + 1), when,
                  backoffText(policy_, failedAttempt)));
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
    m.lastError = filled(Translated::translate("atlas::ChannelEvent", "ack deadline exceeded (%1)"),
                         lost.reason);
    if (policy_.hasAttemptLimit() && m.attempts >= policy_.maxDeliveryAttempts) {
        exhaust(m, lost.deliveryId, lost.attempt);
        return;
    }
    const std::uint64_t redelivery = enqueue(m, Delivery::Cause::AckDeadline, clock_.now());
    ++counters_.redeliveries;
    notify(Kind::RedeliveryScheduled, m, redelivery, m.attempts + 1, clock_.now(),
           filled(Translated::translate("atlas::ChannelEvent",
                                        "the ack deadline for delivery %1 passed without an "
                                        "ack: redelivered as delivery %2 (%3), due now"),
                  lost.deliveryId, redelivery, attemptText(policy_, m.attempts + 1)));
}

void DeliveryChannel::onRetention(std::uint64_t messageId)
{
    retentionTimers_.erase(messageId);
    Message& m = messageRef(messageId); // still pending: settling cancels the timer
    const std::string lastError =
        m.lastError.empty()
            ? std::string()
            : filled(Translated::translate("atlas::ChannelEvent", "; last error: %1"), m.lastError);
    // Retention discards, whatever the policy: a dead-letter topic takes a
    // message only when its max delivery attempts are reached.
    const std::string policy =
        policy_.mode == RetryMode::Off
            ? Translated::translate("atlas::ChannelEvent", "with retries off")
        : policy_.hasAttemptLimit()
            ? filled(Translated::translate("atlas::ChannelEvent",
                                           "before its %1 delivery attempts were used up "
                                           "(the dead-letter topic takes a message only then)"),
                     policy_.maxDeliveryAttempts)
        : policy_.mode == RetryMode::Bounded
            ? Translated::translate("atlas::ChannelEvent",
                                    "with no dead-letter topic, so no attempt limit")
            : Translated::translate("atlas::ChannelEvent", "with unlimited retries");
    ++counters_.expired;
    const std::size_t withdrawn = settle(m, MessageStatus::Expired);
    notify(Kind::Expired, m, 0, m.attempts, 0,
           filled(Translated::translate("atlas::ChannelEvent",
                                        "discarded: retention (%1) expired before an ack, after "
                                        "%2 attempts, %3; the event is lost%4"),
                  formatDuration(policy_.retention), m.attempts, policy, lastError) +
               withdrawnText(withdrawn));
}

void DeliveryChannel::notify(ChannelEvent::Kind kind, const Message& m, std::uint64_t deliveryId,
                             int attempt, Millis due, std::string detail)
{
    if (observer_)
        observer_(ChannelEvent{kind, m.id, std::string(m.key()), deliveryId, attempt, due,
                               std::move(detail)});
}

} // namespace atlas
