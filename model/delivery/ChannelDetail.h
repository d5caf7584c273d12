#pragma once

#include "Delivery.h"
#include "RetryPolicy.h"

#include <cstddef>
#include <string>

namespace atlas {

// Pieces of the sentences ChannelEvent::detail carries, kept out of the
// channel's state machine. They read like the platform documentation
// ("attempt 3 of 5", "backoff 10 s x 2^1") so the journal teaches the rules.

// "first delivery", "retry", "redelivery after the ack deadline", ...
std::string causeText(Delivery::Cause cause);
// "attempt 3 of 5" (bounded with a dead-letter topic), "attempt 3, no attempt limit
// without a dead-letter topic", "attempt 3, retries off", "attempt 3, retries unlimited".
std::string attemptText(const RetryPolicy& policy, int attempt);
// "(backoff 10 s x 2^1)", "(backoff 100 s x 2^3, capped at the 600 s maximum)".
std::string backoffText(const RetryPolicy& policy, int failedAttempt);
// "" or "; 2 queued deliveries withdrawn".
std::string withdrawnText(std::size_t count);

} // namespace atlas
