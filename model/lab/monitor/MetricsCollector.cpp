#include "MetricsCollector.h"

#include "lab/commands/LabVocabulary.h"
#include "store/clock/SimClock.h"
#include "store/json/JsonMember.h"

#include <algorithm>
#include <string_view>

namespace atlas {
namespace {

// A view into the document, which the commit holds while its listeners run:
// every outbox change reads three fields, and a copy of a time (24 bytes) was
// an allocation each.
std::string_view field(const DocumentPtr& doc, std::string_view name)
{
    return doc ? jsonStringMember(doc->data, name) : std::string_view();
}

bool inFlight(std::string_view state)
{
    return state == "READY" || state == "PROCESSING";
}

std::int64_t createdAt(const DocumentPtr& doc)
{
    return SimClock::parseIso(field(doc, "createdAt")).value_or(doc ? doc->createTime : 0);
}

} // namespace

const std::vector<std::string>& MetricsCollector::ids()
{
    static const std::vector<std::string> all(std::begin(labvocabulary::kMetricIds),
                                              std::end(labvocabulary::kMetricIds));
    return all;
}

void MetricsCollector::onCommit(const CommitInfo& commit)
{
    for (const auto& change : commit.changes) {
        const std::string& c = change.collection();
        if (c == "workflowOutbox") {
            onOutbox(change);
        } else if (c == "workflowDeadLetters") {
            parkedBacklog_ -= field(change.before, "state") == "NEEDS_REVIEW";
            parkedBacklog_ += field(change.after, "state") == "NEEDS_REVIEW";
        } else if (c == "providerEmails") {
            const int delta = change.kind == ChangeKind::Added     ? 1
                              : change.kind == ChangeKind::Removed ? -1
                                                                   : 0;
            emailsSent_ += delta;
            const std::uint32_t key = receiptKeys_.intern(
                field(change.after ? change.after : change.before, "businessKey"));
            if (key == emailsPerReceipt_.size())
                emailsPerReceipt_.push_back(0);
            // A count that would drop to zero or below is gone, as a map entry would be.
            int& count = emailsPerReceipt_[key];
            const bool had = count > 0;
            count = std::max(0, count + delta);
            receiptsDistinct_ += (count > 0) - had;
        }
    }
}

void MetricsCollector::onOutbox(const DocumentChange& change)
{
    const std::string_view before = field(change.before, "state");
    const std::string_view after = field(change.after, "state");
    outboxReady_ += (after == "READY") - (before == "READY");
    outboxProcessing_ += (after == "PROCESSING") - (before == "PROCESSING");
    if (inFlight(before)) {
        const auto it = inFlightSince_.find(createdAt(change.before));
        if (it != inFlightSince_.end())
            inFlightSince_.erase(it);
    }
    if (inFlight(after))
        inFlightSince_.insert(createdAt(change.after));
}

MetricsSnapshot MetricsCollector::snapshot(std::int64_t now, std::size_t deadLetterTopicSize,
                                           double simulatedCost) const
{
    MetricsSnapshot s;
    s.time = now;
    const auto d = static_cast<double>(deliveries_);
    s.values = {
        {"deliveries", d},
        {"attempts", d},
        {"duplicatesDetected", static_cast<double>(duplicates_)},
        {"duplicateRate", deliveries_ == 0 ? 0.0 : static_cast<double>(duplicates_) / d},
        {"handlerFailuresRetryable", static_cast<double>(failuresRetryable_)},
        {"handlerFailuresPermanent", static_cast<double>(failuresPermanent_)},
        {"retries", static_cast<double>(retries_)},
        {"deadLetterTopicSize", static_cast<double>(deadLetterTopicSize)},
        {"parkedBacklog", static_cast<double>(parkedBacklog_)},
        {"outboxReady", static_cast<double>(outboxReady_)},
        {"outboxProcessing", static_cast<double>(outboxProcessing_)},
        {"outboxOldestAgeMs",
         inFlightSince_.empty() ? 0.0 : static_cast<double>(now - *inFlightSince_.begin())},
        {"emailsSent", static_cast<double>(emailsSent_)},
        {"receiptsDistinct", static_cast<double>(receiptsDistinct_)},
        {"droppedEvents", static_cast<double>(dropped_)},
        {"simulatedCost", simulatedCost},
    };
    return s;
}

} // namespace atlas
