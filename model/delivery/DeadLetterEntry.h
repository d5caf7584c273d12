#pragma once

#include "CloudEvent.h"
#include "RedriveRecord.h"
#include "store/clock/SimClock.h"

#include <cstdint>
#include <string>
#include <vector>

namespace atlas {

// A message on the dead-letter topic: the evidence an operator needs to decide
// whether to redrive it (the event, how often it was tried, the last error,
// how often it was redriven already and what came of it). A redriven message
// that is dead-lettered again returns to its entry, so the history follows
// the event rather than starting over.
struct DeadLetterEntry
{
    enum class State {
        Waiting,  // in the topic, can be redriven
        Held,     // in the topic; the redrive loop guard refused another redrive
        Redriven, // out of the topic: republished as redrives.back().messageId
    };

    std::uint64_t id = 0;        // unique per channel: 1, 2, 3...
    std::uint64_t messageId = 0; // the message dead-lettered most recently
    std::string messageKey;
    CloudEvent event;
    int attempts = 0; // of the message dead-lettered most recently
    std::string lastError;
    std::string reason; // "max delivery attempts (5) reached"
    Millis deadLetteredAt = 0;
    State state = State::Waiting;
    std::string heldReason; // set while Held
    std::vector<RedriveRecord> redrives;

    bool inTopic() const { return state != State::Redriven; }
};

std::string_view toString(DeadLetterEntry::State state); // "waiting", "held", "redriven"

} // namespace atlas
