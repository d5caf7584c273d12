#pragma once

#include "delivery/CloudEvent.h"
#include "delivery/Delivery.h"
#include "store/json/Json.h"
#include "store/clock/SimClock.h"
#include "workflow/transaction/AttemptTransactions.h"

#include <cstdint>
#include <string>

namespace atlas {

// One handler attempt that takes time: taken from the channel, not yet
// reported back. Its last transaction is open while it runs (see
// TransactionRunner); in pessimistic mode it may first wait for a lock.
struct InFlightAttempt
{
    enum class State {
        Running, // its open transaction has read; it finishes at finishesAt
        Waiting, // a read waits for another attempt's lock; it holds nothing
    };

    std::uint64_t id = 0; // 1, 2, ... in the order attempts started
    Delivery delivery;    // as taken (its attempt number, its fault)
    CloudEvent event;
    Millis startedAt = 0;    // when the channel handed it over
    Millis duration = 0;     // how long its handler works once it has read
    Millis runningSince = 0; // its open transaction's latest read (start, resume, retry)
    Millis finishesAt = 0;   // Running only
    State state = State::Running;
    std::uint64_t waitingOn = 0; // Waiting only: the attempt holding the lock
    std::string waitingFor;      // Waiting only: the locked document
    Millis waitingSince = 0;
    AttemptTransactions tx;
    // Lock waits and aborts as they happened, for the "why" inspector.
    Json contention = Json::array();
};

} // namespace atlas
