#pragma once

#include "SagaState.h"
#include "SagaStep.h"
#include "delivery/CloudEvent.h"
#include "delivery/Fault.h"
#include "store/json/Json.h"
#include "store/clock/SimClock.h"
#include "workflow/handler/HandlerResult.h"
#include "workflow/MarkerRetention.h"

#include <optional>
#include <string>

namespace atlas {

class Decision;
class DocumentStore;
class StagedWriter;
class TransactionRunner;
class DocumentSnapshot;

// Runs the order saga (SagaStateMachine) for one SAGA_* event: reads the
// inbox marker, the saga and its reservation, and commits the step, the
// reservation's change, the command it issues and the marker in one
// transaction. So a duplicate finds the marker and writes nothing, and a
// compensation cannot run twice. Throws HandlerError (SAGA_STEP_EARLY,
// SAGA_NOT_FOUND: retryable; MALFORMED_EVENT: permanent) or SimulatedCrash.
class SagaHandler
{
public:
    static constexpr Millis kDefaultTimeout = 15 * 60 * 1000;

    SagaHandler(DocumentStore& store, TransactionRunner& transactions)
        : store_(store), transactions_(transactions)
    {
    }

    void setMarkerRetention(Millis retention) { retention_.set(retention); }
    Millis markerRetention() const { return retention_.retention(); }
    // How long a reservation holds stock before its timer fires; applies to
    // reservations made from now on.
    void setReservationTimeout(Millis timeout) { timeout_ = timeout; }
    Millis reservationTimeout() const { return timeout_; }

    HandlerResult handle(const CloudEvent& event, Fault fault, Decision& decision);

    struct Repair
    {
        SagaState from = SagaState::Created;
        SagaState to = SagaState::Cancelled;
        bool released = false;
        Json decision;
    };
    // The operator moves a stuck saga to `target` with a reason; its marker,
    // the saga's `repair` record and any release commit together. Throws
    // std::invalid_argument when the saga does not exist or cannot be
    // repaired so (SagaStateMachine::repair).
    Repair repair(const std::string& orderId, SagaState target, const std::string& reason);

private:
    void apply(StagedWriter& writer, const CloudEvent& event, const DocumentSnapshot& saga,
               std::optional<SagaState> from, const SagaStep& step, Decision& decision,
               const Json& repair);

    DocumentStore& store_;
    TransactionRunner& transactions_;
    MarkerRetention retention_;
    Millis timeout_ = kDefaultTimeout;
};

} // namespace atlas
