#pragma once

#include "SagaStep.h"
#include "delivery/CloudEvent.h"

#include <string>
#include <string_view>

namespace atlas {

// Where the saga keeps its documents: the saga itself, the stock it holds
// and the commands it issues to the services around it. Each command has a
// fixed id per order and kind, so issuing one twice cannot go unnoticed.
class SagaDocuments
{
public:
    static constexpr const char* kSagas = "orderSagas";
    static constexpr const char* kReservations = "reservations";
    static constexpr const char* kCommands = "workflowCommands";
    static constexpr const char* kTimerSource = "atlasmart://saga-timer";
    static constexpr const char* kOperatorSource = "atlasmart://operator";

    static std::string sagaPath(const std::string& orderId);
    static std::string reservationPath(const std::string& orderId);
    // workflowCommands/{orderId}-{release-stock | refund-payment | ...}
    static std::string commandPath(const std::string& orderId, std::string_view command);
    // The event the reservation's timer publishes (one per order: its
    // duplicates are the channel's, not new events).
    static CloudEvent timeoutEvent(const std::string& orderId, const std::string& nowIso);
    // The operator's repair as an event identity, for its inbox marker.
    static CloudEvent repairEvent(const std::string& orderId);
    // Why a reservation was released, as stored in releasedBecause.
    static std::string_view releaseReason(std::string_view eventType);
    static std::string_view kindName(SagaStep::Kind kind);
};

} // namespace atlas
