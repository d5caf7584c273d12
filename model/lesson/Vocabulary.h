#pragma once

#include "lab/commands/LabVocabulary.h"

#include <string_view>

namespace atlas::vocabulary {

// The names a lesson file may use. They are the Lab's own names (the ones its
// panels, journal and CLI show), listed here so the validator can name the
// allowed values in its messages and suggest the closest one for a typo.

// Collections the lab's store holds; a lesson path outside them is a typo.
inline constexpr std::string_view kCollections[] = {
    "orders",         "workflowEvents",          "workflowOutbox",      "workflowDeadLetters",
    "providerEmails", "counters/revenue/shards", "catalogItems",        "profiles",
    "reservations",   "workflowCommands",        "workflowPaymentKeys", "workflowReconciliations",
    "triggerLog",     "orderSagas",
};

// The lab's named databases (Lab::databaseNames()).
inline constexpr std::string_view kDatabases[] = {"(default)", "analytics"};

// What a document trigger watches (addTrigger's `on`).
inline constexpr std::string_view kTriggerKinds[] = {"created", "updated", "deleted", "written"};

// CloudEvent `type`s the AtlasMart handlers understand (setStrategy keys).
inline constexpr std::string_view kEventTypes[] = {
    "ORDER_CREATED",     "ORDER_RESERVED", "PAYMENT_REQUESTED",
    "PAYMENT_SUCCEEDED", "PAYMENT_FAILED", "ORDER_CANCELLED",
};

// The order saga's event types (saga/SagaEventType.h): published, never
// given a strategy (the saga always keeps its inbox in the transaction).
inline constexpr std::string_view kSagaEventTypes[] = {
    "SAGA_ORDER_PLACED",    "SAGA_STOCK_RESERVED",      "SAGA_PAYMENT_PENDING",
    "SAGA_PAYMENT_SUCCEEDED", "SAGA_PAYMENT_FAILED", "SAGA_RESERVATION_EXPIRED",
    "SAGA_ORDER_CANCELLED",
};

// Every type a lesson may publish: the order events, then the saga's.
inline constexpr std::string_view kPublishableEventTypes[] = {
    "ORDER_CREATED",          "ORDER_RESERVED",      "PAYMENT_REQUESTED",
    "PAYMENT_SUCCEEDED",      "PAYMENT_FAILED",      "ORDER_CANCELLED",
    "SAGA_ORDER_PLACED",      "SAGA_STOCK_RESERVED", "SAGA_PAYMENT_PENDING",
    "SAGA_PAYMENT_SUCCEEDED", "SAGA_PAYMENT_FAILED", "SAGA_RESERVATION_EXPIRED",
    "SAGA_ORDER_CANCELLED",
};

// The states an operator's repairSaga may move a saga to.
inline constexpr std::string_view kSagaRepairStates[] = {"CANCELLED", "COMPLETED"};

inline constexpr std::string_view kHandlerStrategies[] = {
    "inbox-in-transaction", "no-dedup",      "marker-before-effect",
    "marker-after-effect",  "event-id-only", "business-key-only",
};

inline constexpr std::string_view kRelayStrategies[] = {
    "flag-before-send",
    "flag-after-send",
    "outbox-with-provider-key",
};

inline constexpr std::string_view kFaults[] = {
    "none",
    "transient-error",
    "permanent-error",
    "crash-before-commit",
    "crash-between-writes",
    "crash-after-commit",
    "lost-ack",
};

inline constexpr std::string_view kRelayFaults[] = {
    "none",
    "provider-timeout-after-accept",
    "provider-rejection",
    "relay-crash-between-send-and-mark",
    "lease-expiry-during-send",
};

inline constexpr std::string_view kRetryModes[] = {"off", "bounded", "unlimited"};

// Invariant and metric ids are the Lab's own list.
inline constexpr const auto& kInvariants = labvocabulary::kInvariantIds;
inline constexpr const auto& kMetrics = labvocabulary::kMetricIds;

inline constexpr std::string_view kJournalKinds[] = {"handler-result", "channel", "relay",
                                                     "operator",       "clock",   "ttl",
                                                     "trigger",        "handler",
                                                     "saga",           "rules"};

// Outcomes per journal kind, in kJournalKinds order.
inline constexpr std::string_view kHandlerOutcomes[] = {
    "completed",      "applied", "created", "duplicate", "already-completed",
    "already-exists", "parked",  "retry",   "crash",     "error",
    "recorded",
    // the order saga (saga/SagaHandler.cpp)
    "compensated", "stale", "refunded",
};
inline constexpr std::string_view kChannelOutcomes[] = {
    "published",     "duplicated", "reordered", "fault-injected",  "attempt-started",
    "acked",         "ack-lost",   "nacked",    "retry-scheduled", "redelivery-scheduled",
    "dead-lettered", "dropped",    "expired",   "redriven",        "idle",
    "policy",
    // dead letters and the consumer's side (LabDeadLetterCommands.cpp)
    "redrive-held", "redrive-dry-run", "poisoned", "poison-cleared", "consumer-offline",
    "consumer-online", "unavailable",
    // handlers in flight (LabInFlight.cpp)
    "redelivered-while-running", "late-reply",
};
inline constexpr std::string_view kRelayOutcomes[] = {
    "claimed",         "sent",    "deduplicated", "marked-sent",   "failed",
    "retry-scheduled", "gave-up", "crashed",      "lease-expired",
};
inline constexpr std::string_view kOperatorOutcomes[] = {"replayed", "resolved", "discarded",
                                                         "deleted", "resent",   "reconciled",
                                                         "repaired"};
inline constexpr std::string_view kClockOutcomes[] = {"advanced"};
inline constexpr std::string_view kTtlOutcomes[] = {"policy", "deleted"};
inline constexpr std::string_view kTriggerOutcomes[] = {"added", "removed", "fired"};
// An attempt in flight: kind "handler" (its end is the handler-result entry).
inline constexpr std::string_view kAttemptOutcomes[] = {"started", "lock-wait", "resumed",
                                                        "aborted"};

// The saga's reservation timeouts (kind "saga", LabSagaCommands.cpp).
inline constexpr std::string_view kSagaOutcomes[] = {"policy", "timeout-scheduled",
                                                     "timeout-cancelled", "timeout-fired"};
// A client request under the security rules (clientRequest), or new rules (setRules).
inline constexpr std::string_view kRulesOutcomes[] = {"allowed", "denied", "set"};
// What a client request does (clientRequest's op).
inline constexpr std::string_view kClientOps[] = {"get", "list", "create", "update", "delete"};

inline constexpr std::string_view kConcurrencyModes[] = {"pessimistic", "optimistic"};

} // namespace atlas::vocabulary
