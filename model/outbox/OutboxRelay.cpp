#include "OutboxRelay.h"

#include "EmailProvider.h"
#include "OutboxRecord.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"
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

void OutboxRelay::assignFrom(const OutboxRelay& other)
{
    strategy_ = other.strategy_;
    maxAttempts_ = other.maxAttempts_;
    lease_ = other.lease_;
    initialBackoff_ = other.initialBackoff_;
    maxBackoff_ = other.maxBackoff_;
    fault_ = other.fault_;
    passes_ = other.passes_;
    lateAnswers_ = other.lateAnswers_;
    inFlight_ = other.inFlight_;
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
        // The code before the colon is read as it is; the sentence after it
        // is the learner's.
        if (!usableId)
            problem = Translated::translate("atlas::RelayStep",
                                            "MALFORMED_OUTBOX_RECORD: the record names no usable "
                                            "orderId");
        else if (!order.exists())
            problem = filled(Translated::translate("atlas::RelayStep",
                                                   "ORDER_NOT_FOUND: orders/%1 does not exist"),
                             orderId);
        else if (customerId.empty())
            problem = filled(Translated::translate("atlas::RelayStep",
                                                   "NO_RECIPIENT: orders/%1 has no customerId"),
                             orderId);
        else if (attempts >= maxAttempts_)
            problem =
                state == "PROCESSING" && !previousOwner.empty()
                    ? filled(Translated::translate("atlas::RelayStep",
                                                   "ATTEMPTS_EXHAUSTED: all %1 attempts used; "
                                                   "the last one, by %2, never finished"),
                             attempts, previousOwner)
                    : filled(Translated::translate("atlas::RelayStep",
                                                   "ATTEMPTS_EXHAUSTED: all %1 attempts used"),
                             attempts);
        if (!problem.empty()) {
            tx.update(path, withoutLease({{"state", "FAILED"},
                                          {"failedAt", FieldValue::serverTimestamp()},
                                          {"lastError", problem}}));
            c.outcome = Claim::GaveUp;
            c.detail = filled(
                Translated::translate("atlas::RelayStep", "FAILED without sending: %1"), problem);
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
            c.detail = filled(Translated::translate("atlas::RelayStep",
                                                    "%1 marked it SENT before calling the "
                                                    "provider: from now on nothing will retry "
                                                    "this email"),
                              relayId);
            return c;
        }
        c.attempt.leaseExpiresAt = now + lease_;
        const std::string until = SimClock::toIso(c.attempt.leaseExpiresAt);
        tx.update(path, jsonObject("state", "PROCESSING", "leaseOwner", relayId, "leaseExpiresAt",
                                   until, "attempts", FieldValue::increment(std::int64_t{1})));
        c.detail =
            filled(Translated::translate("atlas::RelayStep", "%1 claimed it for attempt %2 of %3: "
                                                             "PROCESSING, lease until %4"),
                   relayId, c.attempt.number, maxAttempts_, until);
        if (state == "PROCESSING" && !previousOwner.empty())
            c.detail += filled(Translated::translate("atlas::RelayStep",
                                                     ", taking over from %1 whose lease had "
                                                     "expired"),
                               previousOwner);
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
            filled(Translated::translate("atlas::RelayStep",
                                         "%1 died after marking SENT and before sending: the "
                                         "record says SENT, no email went out and nothing will "
                                         "retry it. The receipt is lost."),
                   a.relayId));
        return true;
    }
    // The naive strategy sends no idempotency key; it never resends anyway.
    const SendResult result = provider_.send(c.request, providerFaultFor(fault));
    if (!result.succeeded()) {
        add(report, recordId, a.orderId, RelayStep::Kind::Failed,
            filled(result.status == SendResult::Rejected
                       ? Translated::translate("atlas::RelayStep",
                                               "%1; the record already says SENT, so nothing "
                                               "will retry: the receipt is lost")
                       : Translated::translate("atlas::RelayStep",
                                               "%1; the record already says SENT, so nothing "
                                               "will retry"),
                   result.detail));
        return false;
    }
    std::string detail = result.detail;
    if (fault == RelayFault::LeaseExpiryDuringSend)
        detail += Translated::translate("atlas::RelayStep",
                                        "; the answer was slow, but flag-before-send holds "
                                        "no lease and the record already says SENT, so no other "
                                        "relay picks it up");
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
                                ? Translated::translate("atlas::RelayStep",
                                                        "PROVIDER_REJECTED: the provider refused "
                                                        "the send")
                                : Translated::translate("atlas::RelayStep",
                                                        "PROVIDER_TIMEOUT: no answer from the "
                                                        "provider; the email may or may not have "
                                                        "gone out"),
                            report);
        return false;
    }
    a.messageId = result.providerMessageId;
    if (fault == RelayFault::LeaseExpiryDuringSend) {
        add(report, recordId, a.orderId, sendKind(result),
            filled(Translated::translate("atlas::RelayStep",
                                         "%1; but the answer is slow: %2's lease expires at "
                                         "%3 while it is still waiting, and the first pass after "
                                         "that claims the record again"),
                   sendDetail(a, result), a.relayId, SimClock::toIso(a.leaseExpiresAt)),
            a.messageId);
        lateAnswers_.push_back(a);
        return false;
    }
    add(report, recordId, a.orderId, sendKind(result), sendDetail(a, result), a.messageId);
    if (fault == RelayFault::CrashBetweenSendAndMark) {
        add(report, recordId, a.orderId, RelayStep::Kind::Crashed,
            filled(a.withProviderKey
                       ? Translated::translate("atlas::RelayStep",
                                               "%1 died after the send and before marking SENT: "
                                               "the record stays PROCESSING until its lease "
                                               "expires at %2; the first pass after that claims "
                                               "it again and resends under the same idempotency "
                                               "key")
                       : Translated::translate("atlas::RelayStep",
                                               "%1 died after the send and before marking SENT: "
                                               "the record stays PROCESSING until its lease "
                                               "expires at %2; the first pass after that claims "
                                               "it again and sends again, with no key to stop a "
                                               "duplicate"),
                   a.relayId, SimClock::toIso(a.leaseExpiresAt)));
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
        return result.detail + Translated::translate("atlas::RelayStep",
                                                     "; flag-after-send sends no key, so if an "
                                                     "earlier attempt reached the provider this "
                                                     "email is a duplicate");
    if (!provider_.honoursKeys())
        return result.detail + Translated::translate("atlas::RelayStep",
                                                     "; this provider has no idempotency key, "
                                                     "so an earlier attempt's email cannot be "
                                                     "recognised: exactly-once may be "
                                                     "impossible, so tolerate duplicates or "
                                                     "reconcile");
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
        late ? filled(Translated::translate("atlas::RelayStep",
                                            "%1's slow answer (%2) arrived after its lease "
                                            "expired; "),
                      a.relayId, a.messageId)
             : std::string();
    if (!seen.marked) {
        const std::string found =
            seen.state.empty()   ? Translated::translate("atlas::RelayStep", "gone")
            : seen.owner.empty() ? seen.state
                                 : filled(Translated::translate("atlas::RelayStep", "%1 under %2"),
                                          seen.state, seen.owner);
        add(report, a.recordId, a.orderId, RelayStep::Kind::LeaseExpired,
            arrival + filled(Translated::translate("atlas::RelayStep",
                                                   "its mark-sent transaction found the record %1, "
                                                   "no longer under its lease: nothing written"),
                             found),
            a.messageId);
        return;
    }
    std::string detail =
        filled(Translated::translate("atlas::RelayStep", "%1 marked it SENT with %2"), a.relayId,
               a.messageId);
    if (late) {
        detail = arrival + Translated::translate("atlas::RelayStep",
                                                 "flag-after-send marks SENT without checking "
                                                 "the lease");
        if (!seen.previousMessageId.empty() && seen.previousMessageId != a.messageId)
            detail += filled(
                Translated::translate("atlas::RelayStep", ", overwriting providerMessageId %1"),
                seen.previousMessageId);
    } else if (a.withProviderKey) {
        detail += Translated::translate("atlas::RelayStep", ", its lease still valid");
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
                        filled(Translated::translate("atlas::RelayStep",
                                                     "%1 no longer holds the lease, so it "
                                                     "leaves the record alone"),
                               a.relayId)};
            const int attempts = OutboxRecord::attempts(record.data());
            if (attempts >= maxAttempts_) {
                tx.update(path, withoutLease({{"state", "FAILED"},
                                              {"failedAt", FieldValue::serverTimestamp()},
                                              {"lastError", error}}));
                return {RelayStep::Kind::GaveUp,
                        filled(Translated::translate("atlas::RelayStep",
                                                     "attempt %1 of %2 failed, the last "
                                                     "allowed: FAILED with lastError %3, for "
                                                     "an operator to review"),
                               attempts, maxAttempts_, error)};
            }
            const Millis delay = backoffAfter(attempts);
            const std::string next = SimClock::toIso(now + delay);
            tx.update(
                path,
                withoutLease({{"state", "READY"}, {"nextAttemptAt", next}, {"lastError", error}}));
            return {RelayStep::Kind::RetryScheduled,
                    filled(Translated::translate("atlas::RelayStep",
                                                 "attempt %1 of %2 failed: READY again, "
                                                 "next attempt at %3 (backoff %4)"),
                           attempts, maxAttempts_, next, duration(delay))};
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
