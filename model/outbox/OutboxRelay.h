#pragma once

#include "EmailRequest.h"
#include "RelayFault.h"
#include "RelayReport.h"
#include "RelayStrategy.h"
#include "SendResult.h"
#include "store/clock/SimClock.h"

#include <QMetaObject>

#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace atlas {

class DocumentStore;
class EmailProvider;

// Sends the receipt emails the workflow queued in `workflowOutbox`. Each
// runOnce() is one pass of one relay process (relay-1, relay-2, ...): it works
// through every due record in id order, then takes any slow provider answers
// whose lease has run out (see RelayFault::LeaseExpiryDuringSend).
//
// Faults are deterministic and need no wall clock:
// - provider faults are the provider's (EmailProvider::send);
// - a crash ends the pass right after the send (flag-before-send: right after
//   its early mark), leaving the record as the crash left it; a leased record
//   is recovered by the first pass after its lease expires;
// - a lease expiry during a send is modelled without the relay moving time:
//   the email goes out at once, but its answer is held back until a pass runs
//   after the lease has expired. That pass first claims and sends the record
//   again (as "another relay" would), then hands the late answer to the old
//   owner, whose mark-sent finds the lease lost.
class OutboxRelay
{
public:
    static constexpr int kDefaultMaxAttempts = 5;
    static constexpr Millis kDefaultLease = 30'000;
    static constexpr Millis kDefaultInitialBackoff = 10'000;
    static constexpr Millis kDefaultMaxBackoff = 600'000;

    OutboxRelay(DocumentStore& store, EmailProvider& provider, SimClock& clock);
    ~OutboxRelay();
    OutboxRelay(const OutboxRelay&) = delete;
    OutboxRelay& operator=(const OutboxRelay&) = delete;

    void setStrategy(RelayStrategy strategy) { strategy_ = strategy; }
    RelayStrategy strategy() const { return strategy_; }
    // Attempts include the first; after the last one fails the record is FAILED.
    void setMaxAttempts(int attempts);
    int maxAttempts() const { return maxAttempts_; }
    void setLease(Millis lease);
    Millis lease() const { return lease_; }
    // The delay after failed attempt n is min(initial * 2^(n-1), max).
    void setBackoff(Millis initial, Millis max = kDefaultMaxBackoff);
    Millis initialBackoff() const { return initialBackoff_; }
    Millis maxBackoff() const { return maxBackoff_; }
    Millis backoffAfter(int attempt) const;

    // Applies to the next send only, in this pass or a later one.
    void injectFault(RelayFault fault) { fault_ = fault; }
    RelayFault pendingFault() const { return fault_; }

    RelayReport runOnce();

    // Takes over `other`'s settings, pending fault and work in flight; its
    // store, provider and clock stay this relay's, and so does its feed.
    void assignFrom(const OutboxRelay& other);

    // READY and PROCESSING records: the relay's work still to do.
    const std::set<std::string>& recordsInFlight() const { return inFlight_; }
    // Sends whose slow answer has not landed yet (lease-expiry-during-send).
    std::size_t answersInFlight() const { return lateAnswers_.size(); }

private:
    // One relay's hold on one record between its claim and its mark.
    struct Attempt
    {
        std::string recordId;
        std::string orderId;
        std::string relayId;
        int number = 0; // 1-based attempt count after the claim
        // outbox-with-provider-key: sends the business key and marks only under its lease.
        bool withProviderKey = true;
        std::string messageId;
        Millis leaseExpiresAt = 0;
    };
    struct Claim
    {
        enum Outcome { Skipped, GaveUp, Claimed };
        Outcome outcome = Skipped;
        EmailRequest request;
        Attempt attempt;
        std::string detail;
    };

    bool flagThenSend(const std::string& recordId, RelayReport& report);
    bool leaseThenSend(const std::string& recordId, RelayReport& report);
    Claim claim(const std::string& recordId, const std::string& relayId);
    void markSent(const Attempt& attempt, bool late, RelayReport& report);
    void releaseAfterFailure(const Attempt& attempt, const std::string& error, RelayReport& report);
    void deliverLateAnswers(RelayReport& report);
    std::string sendDetail(const Attempt& attempt, const SendResult& result) const;
    RelayFault takeFault();

    DocumentStore& store_;
    EmailProvider& provider_;
    SimClock& clock_;
    RelayStrategy strategy_ = RelayStrategy::OutboxWithProviderKey;
    int maxAttempts_ = kDefaultMaxAttempts;
    Millis lease_ = kDefaultLease;
    Millis initialBackoff_ = kDefaultInitialBackoff;
    Millis maxBackoff_ = kDefaultMaxBackoff;
    RelayFault fault_ = RelayFault::None;
    std::uint64_t passes_ = 0;
    std::vector<Attempt> lateAnswers_; // sent, answer still in flight
    // Ids of READY and PROCESSING records, kept from the change feed, so a
    // pass looks only at work in flight instead of listing every receipt
    // ever queued (a 100,000-event run calls runOnce after every delivery).
    std::set<std::string> inFlight_;
    QMetaObject::Connection feed_;
};

} // namespace atlas
