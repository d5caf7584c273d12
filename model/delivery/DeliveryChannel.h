#pragma once

#include "AwaitingAck.h"
#include "ChannelCounters.h"
#include "ChannelEvent.h"
#include "CloudEvent.h"
#include "DeadLetterEntry.h"
#include "Delivery.h"
#include "Fault.h"
#include "Message.h"
#include "RedriveCandidate.h"
#include "RetryPolicy.h"
#include "store/clock/SimClock.h"

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace atlas {

// The at-least-once push channel (an Eventarc / Pub/Sub push subscription
// stand-in). It owns the messages, the ordered queue of pending deliveries and
// the dead-letter topic, and keeps time only through the SimClock. It never
// runs handlers: the Lab take()s a delivery, runs the handler and reports the
// outcome with ack(), nack() or noAck(). Every state change reaches the
// observer as exactly one ChannelEvent, timer-driven ones included.
//
// Settling rules: an acked message keeps the deliveries already queued for it
// (they are on their way, which is what a duplicate after success is) but no
// longer gets ack-deadline redeliveries. A dead-lettered, dropped or expired
// message has its queued deliveries withdrawn: the subscription no longer
// holds it. Max delivery attempts belongs to the dead-letter policy: only a
// bounded policy with a dead-letter topic stops retrying; every other pending
// message is redelivered until it is acked or its retention expires, and
// retention expiry always discards (FACTS.md, Eventarc and Pub/Sub).
class DeliveryChannel
{
public:
    static constexpr Millis kDefaultAckDeadline = 10'000;
    static constexpr Millis kMinAckDeadline = 10'000;
    static constexpr Millis kMaxAckDeadline = 600'000;
    // Illustrative only: about the published per-invocation price of Cloud
    // Run functions ($0.40 per million), ignoring compute time, networking and
    // the free tier. It makes the cost of retrying a poison event forever
    // visible, not a bill.
    static constexpr double kUsdPerInvocation = 0.0000004;
    // The lab's redrive loop guard (an operator's rule, not a platform
    // setting): an entry redriven this often is held instead.
    static constexpr int kDefaultRedriveLimit = 3;
    static constexpr int kMaxRedriveLimit = 100;

    explicit DeliveryChannel(SimClock& clock);
    ~DeliveryChannel(); // cancels the channel's timers, which refer to it
    DeliveryChannel(const DeliveryChannel&) = delete;
    DeliveryChannel& operator=(const DeliveryChannel&) = delete;

    // The observer may take the event over (a const& observer works too).
    void setObserver(std::function<void(ChannelEvent&&)> observer);

    // Takes over everything of `other` but its clock and observer, which stay
    // this channel's. Call it once this channel's clock has taken over the
    // other clock (SimClock::assignFrom): it rebinds its timers there.
    void assignFrom(const DeliveryChannel& other);

    // Throws std::invalid_argument(p.validate()) if invalid. A new retention
    // applies to pending messages too, as on a Pub/Sub subscription: each
    // expires at its publish time + retention (one already past that expires
    // at the next clock step). Deliveries already queued keep their due times.
    void setPolicy(const RetryPolicy& p);
    const RetryPolicy& policy() const { return policy_; }
    // 10'000..600'000 ms, else std::invalid_argument. Applies to acks lost from now on.
    void setAckDeadline(Millis ms);
    Millis ackDeadline() const { return ackDeadline_; }

    // A new message (publishing the same source+id twice makes two messages)
    // and its first delivery, due now. Returns the delivery id.
    std::uint64_t publish(const CloudEvent& e);

    // The first delivery in queue order whose due time has come, else nullptr.
    // Pointers into the queue are invalidated by any change to it.
    const Delivery* nextDue() const;
    std::optional<Millis> earliestDue() const;
    const Delivery* delivery(std::uint64_t deliveryId) const; // a queued delivery, else nullptr

    // Removes the delivery from the queue and starts it as the message's next
    // attempt (even before its due time: whether to advance the clock first
    // is the caller's decision). nullopt if it is not queued.
    std::optional<Delivery> take(std::uint64_t deliveryId);

    // Outcomes of a taken delivery; each throws std::invalid_argument unless
    // `d` was taken and has not been reported yet. For a message no longer
    // pending (acked through another delivery, or lost meanwhile) they only
    // record the outcome: nothing is retried or redelivered.
    void ack(const Delivery& d);
    // Off: dropped (lost). Bounded with a dead-letter topic: a retry after
    // backoffFor(attempts) at the end of the queue, or, once attempts reach
    // maxDeliveryAttempts, the dead-letter topic. Bounded without one and
    // Unlimited: a retry, until an ack or retention.
    void nack(const Delivery& d, const std::string& error);
    // The handler's work may be done but no ack arrived (lost ack, crash after
    // commit). Under every retry mode the message is redelivered once the ack
    // deadline passes; with an attempt limit (bounded, dead-letter topic), an
    // expiry with attempts at the maximum dead-letters it instead.
    void noAck(const Delivery& d, const std::string& why);

    // A taken delivery whose handler keeps running (it takes time): the
    // channel waits for its reply until `startedAt` + the ack deadline, as a
    // push subscription waits for the push request's response. If the
    // deadline passes first, the message is redelivered as after a lost ack
    // (the expiry counts as a failed attempt; under Bounded at the maximum it
    // dead-letters instead) and the attempt's reply, whenever it comes, is
    // ignored (late-reply): the push request had already timed out. A reply
    // at the deadline itself is too late. Settling the message through
    // another delivery stops the wait.
    void awaitReply(const Delivery& d, Millis startedAt);
    // The reply deadline of a running delivery, while it is still ahead.
    std::optional<Millis> replyDeadline(std::uint64_t deliveryId) const;
    // The delivery ran past its deadline; its reply will be ignored.
    bool timedOut(std::uint64_t deliveryId) const { return timedOut_.count(deliveryId) != 0; }
    // Fires the delivery's reply deadline now if it is due (the caller is
    // about to report the outcome at that same instant).
    void expireDeadlineIfDue(std::uint64_t deliveryId);

    // Another delivery of a pending or acked message, due now, at the end of
    // the queue; throws std::invalid_argument for unknown or settled-and-lost
    // messages. Returns the new delivery id.
    std::uint64_t duplicate(std::uint64_t messageId);

    // Queue order changes. False if a delivery is not queued (or, for moveUp
    // and moveDown, is already first or last). Due times are not changed.
    bool reorder(std::uint64_t deliveryId, std::uint64_t beforeDeliveryId);
    bool moveUp(std::uint64_t deliveryId);
    bool moveDown(std::uint64_t deliveryId);
    // Sets the fault for that one attempt (Fault::None clears it). False if not queued.
    bool inject(std::uint64_t deliveryId, Fault f);

    // Republishes a dead letter's event (same source+id) as a new message
    // with attempts restarted; the entry leaves the topic (state Redriven) and
    // records the redrive; if that message is dead-lettered again it returns
    // to the same entry. An entry redriven redriveLimit() times already is
    // held in the topic with the reason instead (RedriveHeld) and 0 is
    // returned. Throws std::invalid_argument for an entry not in the topic.
    // Returns the new delivery id.
    std::uint64_t redrive(std::uint64_t deadLetterEntryId);
    // Every entry in the topic, in topic order; the ids of the deliveries
    // made (held entries add none).
    std::vector<std::uint64_t> redriveAll();
    // What redrive(entry) / redriveAll() would do, changing nothing. Throws
    // std::invalid_argument like redrive().
    RedriveCandidate planRedrive(std::uint64_t deadLetterEntryId) const;
    std::vector<RedriveCandidate> planRedriveAll() const;
    // 1..kMaxRedriveLimit, else std::invalid_argument.
    void setRedriveLimit(int limit);
    int redriveLimit() const { return redriveLimit_; }

    // Pending deliveries in queue order. Retries wait here with a future due
    // time; ack-deadline redeliveries enter only when the deadline passes.
    const std::vector<Delivery>& queue() const { return queue_; }
    // Lost acks whose redelivery is still to come, in the order they were lost.
    const std::vector<AwaitingAck>& awaitingAck() const { return awaitingAck_; }
    // Message n is messages()[n - 1]. Pointers and references to messages stay
    // valid (a deque); those into deadLetters() are invalidated by changes to it.
    const Message* message(std::uint64_t id) const;
    const std::deque<Message>& messages() const { return messages_; }
    // The dead-letter topic (Waiting and Held entries) in the order they
    // arrived; redriven entries, out of the topic, in the order they left.
    const std::vector<DeadLetterEntry>& deadLetters() const { return deadLetters_; }
    const std::vector<DeadLetterEntry>& redrivenEntries() const { return redriven_; }
    const DeadLetterEntry* deadLetterEntry(std::uint64_t entryId) const; // in either list

    const ChannelCounters& counters() const { return counters_; }
    double simulatedCost() const; // USD: invocations x kUsdPerInvocation

private:
    std::vector<Delivery>::iterator findQueued(std::uint64_t deliveryId);
    Message& messageRef(std::uint64_t id);
    std::uint64_t enqueue(const Message& m, Delivery::Cause cause, Millis due);
    void checkInFlight(const Delivery& d);
    void scheduleRetention(const Message& m);
    // Leaves Pending: cancels the message's timers and, unless acked,
    // withdraws its queued deliveries. Returns how many were withdrawn.
    std::size_t settle(Message& m, MessageStatus status);
    void cancelAckTimers(std::uint64_t messageId);
    // Max delivery attempts reached (bounded, with a dead-letter topic).
    void exhaust(Message& m, std::uint64_t deliveryId, int attempt);
    std::string holdReason(const DeadLetterEntry& entry) const; // "" unless the guard holds it
    void noteRedriveOutcome(const Message& m);
    void deadLetter(Message& m, std::uint64_t deliveryId, int attempt, const std::string& reason,
                    const std::string& detail);
    void drop(Message& m, std::uint64_t deliveryId, int attempt, const std::string& detail);
    void scheduleRetry(const Message& m, const Delivery& failed);
    void onAckDeadline(std::uint64_t deliveryId);
    void onReplyDeadline(std::uint64_t deliveryId);
    // A reply of a delivery that ran past its deadline: journaled, ignored.
    bool ignoreLateReply(const Delivery& d, const std::string& reply);
    // The running delivery's deadline, cancelled (it replied in time).
    std::optional<Millis> stopAwaitingReply(std::uint64_t deliveryId);
    void onRetention(std::uint64_t messageId);
    void notify(ChannelEvent::Kind kind, const Message& m, std::uint64_t deliveryId, int attempt,
                Millis due, std::string detail);

    SimClock& clock_;
    std::function<void(ChannelEvent&&)> observer_;
    RetryPolicy policy_;
    Millis ackDeadline_ = kDefaultAckDeadline;
    std::deque<Message> messages_; // a deque: no reallocation copies, no spare half
    std::vector<Delivery> queue_;
    std::vector<DeadLetterEntry> deadLetters_;
    std::vector<DeadLetterEntry> redriven_;
    int redriveLimit_ = kDefaultRedriveLimit;
    std::vector<AwaitingAck> awaitingAck_;
    std::map<std::uint64_t, TimerId> ackTimers_;       // by delivery id
    std::map<std::uint64_t, TimerId> retentionTimers_; // by message id, pending messages only
    std::set<std::uint64_t> inFlight_;                 // taken, outcome not yet reported
    struct ReplyWait
    {
        std::uint64_t messageId = 0;
        int attempt = 0;
        Millis deadline = 0;
        TimerId timer = 0;
    };
    std::map<std::uint64_t, ReplyWait> replyWaits_; // running deliveries, by delivery id
    std::set<std::uint64_t> timedOut_;              // ran past the deadline, reply pending
    ChannelCounters counters_;
    std::uint64_t nextDeliveryId_ = 1;
    std::uint64_t nextDeadLetterId_ = 1;
};

} // namespace atlas
