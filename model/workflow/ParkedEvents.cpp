#include "ParkedEvents.h"

#include "WorkflowDocuments.h"
#include "delivery/EventFormatError.h"
#include "i18n/Filled.h"
#include "store/DocumentStore.h"
#include "store/FieldValue.h"

#include <QCoreApplication>

#include <array>
#include <stdexcept>

namespace atlas {
namespace {

constexpr const char* kNeedsReview = "NEEDS_REVIEW";

// Fields the record adds beside the event's own; stripped to rebuild the event.
constexpr std::array kRecordFields{
    "reason",        "reasonDetail",    "failureClass",       "state",        "parkedAt",
    "schemaVersion", "parkCount",       "lastDecisionBranch", "lastDecision", "replayAttempts",
    "lastReplayAt",  "lastReplayError", "replayedAt",         "replayResult", "resolution",
    "resolvedAt",    "discardedAt",
};

void commitMerge(DocumentStore& store, const std::string& path, Json fields)
{
    store.runTransaction([&](Transaction& tx) { tx.set(path, std::move(fields), true); });
}

} // namespace

void ParkedEvents::park(const CloudEvent& event, const ProcessOutcome& outcome)
{
    Json record = event.toJson();
    record["reason"] = outcome.errorCode;
    record["reasonDetail"] = outcome.errorMessage;
    record["failureClass"] = "permanent";
    record["correlationId"] = event.correlationId;
    record["state"] = kNeedsReview;
    record["parkedAt"] = FieldValue::serverTimestamp();
    record["schemaVersion"] = kSchemaVersion;
    Json decision = outcome.decision.json();
    record["lastDecisionBranch"] = decision.value("branch", Json());
    record["lastDecision"] = std::move(decision);
    record["parkCount"] = FieldValue::increment(std::int64_t{1});
    commitMerge(store_, WorkflowDocuments::deadLetterPath(event.inboxId()), std::move(record));
}

CloudEvent ParkedEvents::event(const std::string& parkedId) const
{
    Json fields = awaitingReview(parkedId).data();
    for (const char* field : kRecordFields)
        fields.erase(field);
    try {
        return CloudEvent::fromJson(fields);
    } catch (const EventFormatError& error) {
        throw std::invalid_argument(
            filled(QCoreApplication::translate(
                       "atlas::Workflow", "parked record '%1' does not hold a readable event: %2"),
                   parkedId, error.what()));
    }
}

void ParkedEvents::recordReplay(const std::string& parkedId, const ProcessOutcome& outcome)
{
    awaitingReview(parkedId);
    Json update{{"lastReplayAt", FieldValue::serverTimestamp()},
                {"replayAttempts", FieldValue::increment(std::int64_t{1})}};
    if (outcome.errorCode.empty()) {
        update["state"] = "REPLAYED";
        update["replayedAt"] = FieldValue::serverTimestamp();
        update["replayResult"] =
            Json{{"action", outcome.result.action}, {"resultState", outcome.result.resultState}};
    } else if (outcome.failureClass == FailureClass::Permanent) {
        update["reason"] = outcome.errorCode;
        update["reasonDetail"] = outcome.errorMessage;
        Json decision = outcome.decision.json();
        update["lastDecisionBranch"] = decision.value("branch", Json());
        update["lastDecision"] = std::move(decision);
    } else {
        update["lastReplayError"] =
            Json{{"code", outcome.errorCode}, {"message", outcome.errorMessage}};
    }
    commitMerge(store_, WorkflowDocuments::deadLetterPath(parkedId), std::move(update));
}

void ParkedEvents::resolve(const std::string& parkedId, const std::string& note)
{
    awaitingReview(parkedId);
    commitMerge(store_, WorkflowDocuments::deadLetterPath(parkedId),
                Json{{"state", "RESOLVED"},
                     {"resolution", note},
                     {"resolvedAt", FieldValue::serverTimestamp()}});
}

void ParkedEvents::discard(const std::string& parkedId)
{
    awaitingReview(parkedId);
    // The record stays as evidence; only its state says nobody will act on it.
    commitMerge(store_, WorkflowDocuments::deadLetterPath(parkedId),
                Json{{"state", "DISCARDED"}, {"discardedAt", FieldValue::serverTimestamp()}});
}

DocumentSnapshot ParkedEvents::awaitingReview(const std::string& parkedId) const
{
    const auto doc = store_.find(WorkflowDocuments::kDeadLetters, parkedId);
    if (!doc)
        throw std::invalid_argument(
            filled(QCoreApplication::translate("atlas::Workflow", "no parked event '%1' in %2"),
                   parkedId, WorkflowDocuments::kDeadLetters));
    const auto state = doc->data.value("state", Json());
    if (state != kNeedsReview)
        throw std::invalid_argument(
            state.is_string()
                ? filled(QCoreApplication::translate("atlas::Workflow",
                                                     "parked event '%1' is %2, not NEEDS_REVIEW: "
                                                     "an operator has already settled it"),
                         parkedId, state.get<std::string>())
                : filled(QCoreApplication::translate("atlas::Workflow",
                                                     "parked event '%1' is in no state, not "
                                                     "NEEDS_REVIEW: an operator has already "
                                                     "settled it"),
                         parkedId));
    return DocumentSnapshot(WorkflowDocuments::deadLetterPath(parkedId), doc);
}

} // namespace atlas
