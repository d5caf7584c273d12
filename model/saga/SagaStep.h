#pragma once

#include "SagaState.h"

#include <string_view>

namespace atlas {

// What one saga event does to the saga it finds, decided from the saga's
// state alone (SagaStateMachine), before anything is read or written.
struct SagaStep
{
    enum class Kind {
        Applied,     // the saga moves on
        Compensated, // it moves to a failure state and gives the stock back
        Refunded,    // a payment came in after the saga failed: pay it back
        Stale,       // the saga is past this event: only the inbox marker
        Early,       // it comes before the step it follows: retry later
    };
    enum class Stock {
        Keep,
        Hold,        // reservations/{order} is written HELD, with its timeout
        Consume,     // HELD -> CONSUMED: the order ships
        Release,     // HELD -> RELEASED: the compensation
        ReleaseLate, // the stock service reserved after the order was cancelled
    };

    Kind kind = Kind::Stale;
    SagaState to = SagaState::Created;
    Stock stock = Stock::Keep;
    std::string_view command;    // the workflowCommands document it issues, if any
    std::string_view errorCode;  // Early: the retryable error
    std::string_view why;        // one clause for the journal, a literal in English
};

} // namespace atlas
