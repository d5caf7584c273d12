#include "OutboxRelay.h"

#include "EmailProvider.h"
#include "OutboxRecord.h"
#include "store/DocumentStore.h"
#include "store/FieldValue.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace atlas {
namespace {

std::string duration(Millis ms)
{
    if (ms >= 60'000 && ms % 60'000 == 0)
        return std::to_string(ms / 60'000) + " min";
    if (ms % 1000 == 0)
        return std::to_string(ms / 1000) + " s";
    return std::to_string(ms) + " ms";
}

// A record that leaves PROCESSING no longer belongs to any relay.
Json withoutLease(Json fields)
{
    fields["leaseOwner"] = FieldValue::deleteField();
    fields["leaseExpiresAt"] = FieldValue::deleteField();
    return fields;
}

RelayStep::Kind sendKind(const SendResult& result)
{
    return result.status == SendResult::Deduplicated ? RelayStep::Kind::Deduplicated
                                                     : RelayStep::Kind::Sent;
}

void add(RelayReport& report, const std::string& recordId, const std::string& orderId,
         RelayStep::Kind kind, std::string detail, std::string messageId = {})
{
    report.steps.push_back({recordId, orderId, kind, std::move(detail), std::move(messageId)});
}

bool inFlight(const DocumentPtr& record)
{
    if (!record)
        return false;
    const std::string state = OutboxRecord::text(record->data, "state");
    return state == "READY" || state == "PROCESSING";
}

} // namespace

OutboxRelay::OutboxRelay(DocumentStore& store, EmailProvider& provider, SimClock& clock)
    : store_(store), provider_(provider), clock_(clock)
{
    for (const auto& record : store_.list(OutboxRecord::kCollection))
        if (inFlight(record))
            inFlight_.insert(record->id);
    feed_ = QObject::connect(&store_, &DocumentStore::committed, [this](const CommitInfo& commit) {
        for (const auto& change : commit.changes) {
            if (change.collection() != OutboxRecord::kCollection)
                continue;
            if (inFlight(change.after))
                inFlight_.insert(change.id());
            else
                inFlight_.erase(change.id());
        }
    });
}

OutboxRelay::~OutboxRelay()
{
    QObject::disconnect(feed_);
}

void OutboxRelay::setMaxAttempts(int attempts)
{
    if (attempts < 1)
        throw std::invalid_argument("OutboxRelay: max attempts must be at least 1");
    maxAttempts_ = attempts;
}

void OutboxRelay::setLease(Millis lease)
{
    if (lease <= 0)
        throw std::invalid_argument("OutboxRelay: the lease must be positive");
    lease_ = lease;
}

void OutboxRelay::setBackoff(Millis initial, Millis max)
{
    if (initial < 0 || max < initial)
        throw std::invalid_argument("OutboxRelay: backoff needs 0 <= initial <= max");
    initialBackoff_ = initial;
    maxBackoff_ = max;
}

Millis OutboxRelay::backoffAfter(int attempt) const
{
    Millis delay = initialBackoff_;
    for (int n = 1; n < attempt && delay < maxBackoff_; ++n)
        delay *= 2;
    return std::min(delay, maxBackoff_);
}

RelayReport OutboxRelay::runOnce()
{
    RelayReport report;
    report.relayId = "relay-" + std::to_string(++passes_);
    const std::vector<std::string> candidates(inFlight_.begin(), inFlight_.end());
    for (const auto& id : candidates) {
        const DocumentPtr record = store_.find(OutboxRecord::kCollection, id);
        if (!record || OutboxRecord::text(record->data, "type") != OutboxRecord::kReceiptType ||
            !OutboxRecord::isDue(record->data, clock_.now()))
            continue;
        const bool crashed = strategy_ == RelayStrategy::FlagBeforeSend
                                 ? flagThenSend(record->id, report)
                                 : leaseThenSend(record->id, report);
        if (crashed) {
            report.crashed = true;
            break;
        }
    }
    // Late answers belong to earlier relay processes, so a crash of this one
    // does not stop them arriving.
    deliverLateAnswers(report);
    return report;
}

RelayFault OutboxRelay::takeFault()
{
    return std::exchange(fault_, RelayFault::None);
}

OutboxRelay::Claim OutboxRelay::claim(const std::string& recordId, const std::string& relayId)
{
    const Millis now = clock_.now();
    const std::string path = OutboxRecord::path(recordId);
    return store_.runTransaction([&](Transaction& tx) {
        Claim c;
        const auto record = tx.get(path);
        // Re-checked inside the transaction: another relay may have taken it
        // since this pass listed the collection.
        if (!record.exists() || !OutboxRecord::isDue(record.data(), now))
            return c;
        const Json& data = record.data();
        const std::string orderId = OutboxRecord::text(data, "orderId");
        c.attempt.recordId = recordId;
        c.attempt.orderId = orderId;
        c.attempt.relayId = relayId;
        c.attempt.withProviderKey = strategy_ == RelayStrategy::OutboxWithProviderKey;
        c.attempt.number = OutboxRecord::attempts(data) + 1;
        const bool usableId = !orderId.empty() && orderId.find('/') == std::string::npos;
        const auto order = usableId ? tx.get("orders/" + orderId) : DocumentSnapshot({}, nullptr);
        const std::string customerId = OutboxRecord::text(order.data(), "customerId");
        const int attempts = OutboxRecord::attempts(data);
        const std::string state = OutboxRecord::text(data, "state");
        const std::string previousOwner = OutboxRecord::text(data, "leaseOwner");

        std::string problem;
        if (!usableId)
            problem = "MALFORMED_OUTBOX_RECORD: the record names no usable orderId";
        else if (!order.exists())
            problem = "ORDER_NOT_FOUND: orders/" + orderId + " does not exist";
        else if (customerId.empty())
            problem = "NO_RECIPIENT: orders/" + orderId + " has no customerId";
        else if (attempts >= maxAttempts_)
            problem = "ATTEMPTS_EXHAUSTED: all " + std::to_string(attempts) + " attempts used" +
                      (state == "PROCESSING" && !previousOwner.empty()
                           ? "; the last one, by " + previousOwner + ", never finished"
                           : std::string());
        if (!problem.empty()) {
            tx.update(path, withoutLease({{"state", "FAILED"},
                                          {"failedAt", FieldValue::serverTimestamp()},
                                          {"lastError", problem}}));
            c.outcome = Claim::GaveUp;
            c.detail = "FAILED without sending: " + problem;
            return c;
        }

        std::string businessKey = OutboxRecord::text(data, "businessKey");
        if (businessKey.empty())
            businessKey = OutboxRecord::receiptKey(orderId);
        // The lab keeps no address book: a deterministic address stands in.
        c.request = {customerId + "@customers.atlasmart.test",
                     "Your AtlasMart receipt for order " + orderId,
                     orderId,
                     businessKey,
                     {}};
        c.outcome = Claim::Claimed;

        if (strategy_ == RelayStrategy::FlagBeforeSend) {
            tx.update(path, withoutLease({{"state", "SENT"},
                                          {"sentAt", FieldValue::serverTimestamp()},
                                          {"attempts", FieldValue::increment(std::int64_t{1})}}));
            c.detail = relayId + " marked it SENT before calling the provider: from now on "
                                 "nothing will retry this email";
            return c;
        }
        c.attempt.leaseExpiresAt = now + lease_;
        const std::string until = SimClock::toIso(c.attempt.leaseExpiresAt);
        tx.update(path, jsonObject("state", "PROCESSING", "leaseOwner", relayId, "leaseExpiresAt",
                                   until, "attempts", FieldValue::increment(std::int64_t{1})));
        c.detail = relayId + " claimed it for attempt " + std::to_string(c.attempt.number) +
                   " of " + std::to_string(maxAttempts_) + ": PROCESSING, lease until " + until;
        if (state == "PROCESSING" && !previousOwner.empty())
            c.detail += ", taking over from " + previousOwner + " whose lease had expired";
        return c;
    });
}

bool OutboxRelay::flagThenSend(const std::string& recordId, RelayReport& report)
{
    const Claim c = claim(recordId, report.relayId);
    const Attempt& a = c.attempt;
    if (c.outcome == Claim::Skipped)
        return false;
    if (c.outcome == Claim::GaveUp) {
        add(report, recordId, a.orderId, RelayStep::Kind::GaveUp, c.detail);
        return false;
    }
    add(report, recordId, a.orderId, RelayStep::Kind::MarkedSent, c.detail);

    const RelayFault fault = takeFault();
    if (fault == RelayFault::CrashBetweenSendAndMark) {
        add(report, recordId, a.orderId, RelayStep::Kind::Crashed,
            a.relayId + " died after marking SENT and before sending: the record says SENT, "
                        "no email went out and nothing will retry it. The receipt is lost.");
        return true;
    }
    // The naive strategy sends no idempotency key; it never resends anyway.
    const SendResult result = provider_.send(c.request, providerFaultFor(fault));
    if (!result.succeeded()) {
        add(report, recordId, a.orderId, RelayStep::Kind::Failed,
            result.detail + "; the record already says SENT, so nothing will retry" +
                (result.status == SendResult::Rejected ? ": the receipt is lost" : ""));
        return false;
    }
    std::string detail = result.detail;
    if (fault == RelayFault::LeaseExpiryDuringSend)
        detail += "; the answer was slow, but flag-before-send holds no lease and the record "
                  "already says SENT, so no other relay picks it up";
    add(report, recordId, a.orderId, sendKind(result), detail, result.providerMessageId);
    return false;
}

bool OutboxRelay::leaseThenSend(const std::string& recordId, RelayReport& report)
{
    const Claim c = claim(recordId, report.relayId);
    Attempt a = c.attempt;
    if (c.outcome == Claim::Skipped)
        return false;
    if (c.outcome == Claim::GaveUp) {
        add(report, recordId, a.orderId, RelayStep::Kind::GaveUp, c.detail);
        return false;
    }
    add(report, recordId, a.orderId, RelayStep::Kind::Claimed, c.detail);

    EmailRequest request = c.request;
    // flag-after-send sends no key: that is what lets its resends duplicate.
    if (a.withProviderKey)
        request.idempotencyKey = request.businessKey;
    const RelayFault fault = takeFault();
    const SendResult result = provider_.send(request, providerFaultFor(fault));
    if (!result.succeeded()) {
        add(report, recordId, a.orderId, RelayStep::Kind::Failed, result.detail);
        releaseAfterFailure(a,
                            result.status == SendResult::Rejected
                                ? "PROVIDER_REJECTED: the provider refused the send"
                                : "PROVIDER_TIMEOUT: no answer from the provider; the email may "
                                  "or may not have gone out",
                            report);
        return false;
    }
    a.messageId = result.providerMessageId;
    if (fault == RelayFault::LeaseExpiryDuringSend) {
        add(report, recordId, a.orderId, sendKind(result),
            sendDetail(a, result) + "; but the answer is slow: " + a.relayId +
                "'s lease expires at " + SimClock::toIso(a.leaseExpiresAt) +
                " while it is still waiting, and the first pass after that claims the record again",
            a.messageId);
        lateAnswers_.push_back(a);
        return false;
    }
    add(report, recordId, a.orderId, sendKind(result), sendDetail(a, result), a.messageId);
    if (fault == RelayFault::CrashBetweenSendAndMark) {
        add(report, recordId, a.orderId, RelayStep::Kind::Crashed,
            a.relayId + " died after the send and before marking SENT: the record stays " +
                "PROCESSING until its lease expires at " + SimClock::toIso(a.leaseExpiresAt) +
                "; the first pass after that claims it again and " +
                (a.withProviderKey ? "resends under the same idempotency key"
                                   : "sends again, with no key to stop a duplicate"));
        return true;
    }
    markSent(a, false, report);
    return false;
}

// A new email on a later attempt may repeat one an earlier attempt already
// sent; say why the relay cannot rule that out.
std::string OutboxRelay::sendDetail(const Attempt& a, const SendResult& result) const
{
    if (result.status != SendResult::Accepted || a.number < 2)
        return result.detail;
    if (!a.withProviderKey)
        return result.detail + "; flag-after-send sends no key, so if an earlier attempt reached "
                               "the provider this email is a duplicate";
    if (!provider_.honoursKeys())
        return result.detail +
               "; this provider has no idempotency key, so an earlier attempt's email cannot be "
               "recognised: exactly-once may be impossible, so tolerate duplicates or reconcile";
    return result.detail;
}

void OutboxRelay::markSent(const Attempt& a, bool late, RelayReport& report)
{
    const Millis now = clock_.now();
    const std::string path = OutboxRecord::path(a.recordId);
    struct Seen
    {
        bool marked = false;
        std::string state;
        std::string owner;
        std::string previousMessageId;
    };
    const Seen seen = store_.runTransaction([&](Transaction& tx) {
        const auto record = tx.get(path);
        Seen s{false, OutboxRecord::text(record.data(), "state"),
               OutboxRecord::text(record.data(), "leaseOwner"),
               OutboxRecord::text(record.data(), "providerMessageId")};
        if (!record.exists() ||
            (a.withProviderKey && !OutboxRecord::holdsLease(record.data(), a.relayId, now)))
            return s;
        tx.update(path, withoutLease(jsonObjectWithRoom(5, "state", "SENT", "sentAt",
                                                        FieldValue::serverTimestamp(),
                                                        "providerMessageId", a.messageId)));
        s.marked = true;
        return s;
    });

    const std::string arrival =
        late ? a.relayId + "'s slow answer (" + a.messageId + ") arrived after its lease expired; "
             : std::string();
    if (!seen.marked) {
        const std::string found = seen.state.empty()   ? std::string("gone")
                                  : seen.owner.empty() ? seen.state
                                                       : seen.state + " under " + seen.owner;
        add(report, a.recordId, a.orderId, RelayStep::Kind::LeaseExpired,
            arrival + "its mark-sent transaction found the record " + found +
                ", no longer under its lease: nothing written",
            a.messageId);
        return;
    }
    std::string detail = a.relayId + " marked it SENT with " + a.messageId;
    if (late) {
        detail = arrival + "flag-after-send marks SENT without checking the lease";
        if (!seen.previousMessageId.empty() && seen.previousMessageId != a.messageId)
            detail += ", overwriting providerMessageId " + seen.previousMessageId;
    } else if (a.withProviderKey) {
        detail += ", its lease still valid";
    }
    add(report, a.recordId, a.orderId, RelayStep::Kind::MarkedSent, detail, a.messageId);
}

void OutboxRelay::releaseAfterFailure(const Attempt& a, const std::string& error,
                                      RelayReport& report)
{
    const Millis now = clock_.now();
    const std::string path = OutboxRecord::path(a.recordId);
    const auto [kind, detail] =
        store_.runTransaction([&](Transaction& tx) -> std::pair<RelayStep::Kind, std::string> {
            const auto record = tx.get(path);
            if (!record.exists() || !OutboxRecord::holdsLease(record.data(), a.relayId, now))
                return {RelayStep::Kind::LeaseExpired,
                        a.relayId + " no longer holds the lease, so it leaves the record alone"};
            const int attempts = OutboxRecord::attempts(record.data());
            const std::string attemptText =
                "attempt " + std::to_string(attempts) + " of " + std::to_string(maxAttempts_);
            if (attempts >= maxAttempts_) {
                tx.update(path, withoutLease({{"state", "FAILED"},
                                              {"failedAt", FieldValue::serverTimestamp()},
                                              {"lastError", error}}));
                return {RelayStep::Kind::GaveUp,
                        attemptText + " failed, the last allowed: FAILED with lastError " + error +
                            ", for an operator to review"};
            }
            const Millis delay = backoffAfter(attempts);
            const std::string next = SimClock::toIso(now + delay);
            tx.update(
                path,
                withoutLease({{"state", "READY"}, {"nextAttemptAt", next}, {"lastError", error}}));
            return {RelayStep::Kind::RetryScheduled, attemptText +
                                                         " failed: READY again, next "
                                                         "attempt at " +
                                                         next + " (backoff " + duration(delay) +
                                                         ")"};
        });
    add(report, a.recordId, a.orderId, kind, detail);
}

void OutboxRelay::deliverLateAnswers(RelayReport& report)
{
    const Millis now = clock_.now();
    std::vector<Attempt> arrived;
    std::erase_if(lateAnswers_, [&](const Attempt& a) {
        if (a.leaseExpiresAt > now)
            return false;
        arrived.push_back(a);
        return true;
    });
    for (const Attempt& a : arrived)
        markSent(a, true, report);
}

} // namespace atlas
