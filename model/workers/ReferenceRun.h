#pragma once

#include "OrderOutcome.h"

#include <cstdint>
#include <map>
#include <string>

namespace atlas {

class WorkerStream;

// What the stream must come to: the Lab's own correct handler
// (OrderHandler, inbox-in-transaction) on an in-memory DocumentStore, one
// delivery at a time in publishing order, a retryable failure sent to the
// back of the line. The workers' run is judged against this, not against
// any particular interleaving of theirs.
struct ReferenceRun
{
    std::map<std::string, OrderOutcome> orders;
    std::int64_t revenue = 0;

    static ReferenceRun of(const WorkerStream& stream);
};

} // namespace atlas
