#pragma once

#include "MetricsSnapshot.h"
#include "store/DocumentChange.h"
#include "store/compact/StringTable.h"

#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace atlas {

// Counts what the metrics panel and the CLI summary show. Store-derived
// figures (outbox, parked, emails) follow the change feed; delivery figures
// are reported by the Lab as they happen. Nothing is recounted by scanning.
class MetricsCollector
{
public:
    static const std::vector<std::string>& ids();

    void onCommit(const CommitInfo& commit);
    void onAttempt() { ++deliveries_; }
    void onDuplicateDetected() { ++duplicates_; }
    void onHandlerFailure(bool retryable)
    {
        ++(retryable ? failuresRetryable_ : failuresPermanent_);
    }
    void onRetryScheduled() { ++retries_; }
    void onDropped() { ++dropped_; }

    MetricsSnapshot snapshot(std::int64_t now, std::size_t deadLetterTopicSize,
                             double simulatedCost) const;

private:
    void onOutbox(const DocumentChange& change);

    std::uint64_t deliveries_ = 0;
    std::uint64_t duplicates_ = 0;
    std::uint64_t failuresRetryable_ = 0;
    std::uint64_t failuresPermanent_ = 0;
    std::uint64_t retries_ = 0;
    std::uint64_t dropped_ = 0;
    std::int64_t parkedBacklog_ = 0;
    std::int64_t emailsSent_ = 0;
    // Emails per receipt business key, interned: a long run sends tens of
    // thousands. receiptsDistinct_ counts the keys with at least one email.
    StringTable receiptKeys_;
    std::vector<int> emailsPerReceipt_; // by receiptKeys_ id
    std::int64_t receiptsDistinct_ = 0;
    std::int64_t outboxReady_ = 0;
    std::int64_t outboxProcessing_ = 0;
    std::multiset<std::int64_t> inFlightSince_; // createdAt of READY/PROCESSING records
};

} // namespace atlas
