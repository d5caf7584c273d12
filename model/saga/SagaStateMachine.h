#pragma once

#include "SagaEventType.h"
#include "SagaState.h"
#include "SagaStep.h"

#include <optional>
#include <string>

namespace atlas {

// The order's flow as a saga: created -> reserved -> payment pending ->
// completed, with payment failed, reservation expired and cancelled as the
// ways out. Every (state, event) pair has one answer, so duplicated or
// reordered events end in the same place: an event the saga is past is
// stale (marker only), one ahead of its predecessor is retried, and a
// payment that succeeds after the saga failed is refunded once.
class SagaStateMachine
{
public:
    // `current` is unset when the saga does not exist yet; `reservationExists`
    // says reservations/{order} was ever written, `refundIssued` that a late
    // payment was already paid back.
    static SagaStep decide(std::optional<SagaState> current, SagaEventType event,
                           bool reservationExists, bool refundIssued);
    // What an operator's repair to `target` does; throws std::invalid_argument
    // (the learner's sentence) when the saga in `current` cannot be repaired so.
    static SagaStep repair(SagaState current, SagaState target, bool stockHeld);
    // The states repair() accepts as a target.
    static bool isRepairTarget(SagaState target);
};

} // namespace atlas
