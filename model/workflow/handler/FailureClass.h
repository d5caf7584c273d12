#pragma once

namespace atlas {

// How the application classifies a handler failure: retryable ones are
// nacked so the channel retries; permanent ones are acked and parked.
enum class FailureClass { Retryable, Permanent };

} // namespace atlas
