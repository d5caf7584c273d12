#pragma once

#include <string>

namespace atlas {

// What one worker's attempt at one delivery did.
struct AttemptOutcome
{
    // Ack: done. Nack: put back at once (retryable failure). NoAck: nothing
    // is said and the lease runs out (lost ack, a handler crash). Died: the
    // worker is gone, and its lease runs out too.
    enum class Reply { Ack, Nack, NoAck, Died };

    Reply reply = Reply::Ack;
    // created | applied | completed (an effect) | duplicate (the inbox
    // marker stopped it) | already-completed | already-exists (the state
    // guard stopped it) | parked | retry | crash
    std::string action;
    std::string code;       // the failure's code, for retry and parked
    bool committed = false; // the transaction committed
    bool effect = false;    // it changed the order
    int serializationRetries = 0;
};

} // namespace atlas
