#pragma once

#include "Decision.h"
#include "FailureClass.h"
#include "HandlerResult.h"
#include "store/json/Json.h"

#include <optional>
#include <string>

namespace atlas {

// The application's answer to one delivery: the handler's result, how the
// failure (if any) was classified and what the channel is told.
struct ProcessOutcome
{
    enum class Reply {
        Ack,   // done, or parked for an operator
        Nack,  // retryable failure or a crash before commit: the channel retries
        NoAck, // lost ack or a crash after commit: redelivered after the ack deadline
    };
    Reply reply = Reply::Ack;
    HandlerResult result;
    std::string errorCode; // empty on success
    std::string errorMessage;
    std::optional<FailureClass> failureClass; // unset on success and for crashes
    bool parked = false;
    // What the handler decided (result.decision stays empty: one record of
    // what is journaled for every attempt is enough).
    Decision decision;
    std::string detail; // one readable sentence for the journal

    // The process died (SimulatedCrash): no classification, no parking.
    bool crashed() const { return !errorCode.empty() && !failureClass; }
};

} // namespace atlas
