#pragma once

#include "workflow/handler/ProcessOutcome.h"
#include "delivery/CloudEvent.h"

#include <string>

namespace atlas {

class DocumentSnapshot;
class DocumentStore;

// Application-level parking of events no retry can fix, in
// workflowDeadLetters/{inboxId}: the event's own fields plus why it was
// parked, kept as evidence until an operator replays, resolves or discards it.
// Operator actions throw std::invalid_argument for an unknown id or a record
// that is no longer NEEDS_REVIEW.
class ParkedEvents
{
public:
    static constexpr int kSchemaVersion = 3;

    explicit ParkedEvents(DocumentStore& store) : store_(store) {}

    // set(merge): parking the same event again refreshes the reason and
    // increments parkCount rather than losing the first record.
    void park(const CloudEvent& event, const ProcessOutcome& outcome);
    // The event as stored, rebuilt for a replay.
    CloudEvent event(const std::string& parkedId) const;
    // After a replay the process survived: REPLAYED on success; otherwise it
    // stays NEEDS_REVIEW with the new reason (permanent) or lastReplayError.
    void recordReplay(const std::string& parkedId, const ProcessOutcome& outcome);
    void resolve(const std::string& parkedId, const std::string& note);
    void discard(const std::string& parkedId);

private:
    DocumentSnapshot awaitingReview(const std::string& parkedId) const;

    DocumentStore& store_;
};

} // namespace atlas
