#pragma once

#include <string_view>

namespace atlas::labvocabulary {

// The invariant and metric ids the Lab computes, in display order: the one
// list InvariantMonitor, MetricsCollector and the lesson validator share.
inline constexpr std::string_view kInvariantIds[] = {
    "single-completion",     "single-inbox-marker", "revenue-matches",
    "one-receipt-per-order", "no-event-lost",       "completed-is-final",
    "saga-compensates-once",
};

inline constexpr std::string_view kMetricIds[] = {
    "deliveries",
    "attempts",
    "duplicatesDetected",
    "duplicateRate",
    "handlerFailuresRetryable",
    "handlerFailuresPermanent",
    "retries",
    "deadLetterTopicSize",
    "parkedBacklog",
    "outboxReady",
    "outboxProcessing",
    "outboxOldestAgeMs",
    "emailsSent",
    "receiptsDistinct",
    "droppedEvents",
    "simulatedCost",
};

} // namespace atlas::labvocabulary
