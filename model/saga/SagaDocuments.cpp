#include "SagaDocuments.h"

#include "SagaEventType.h"
#include "store/JoinedText.h"

#include <cctype>

namespace atlas {

std::string SagaDocuments::sagaPath(const std::string& orderId)
{
    return joinedText(kSagas, "/", orderId);
}

std::string SagaDocuments::reservationPath(const std::string& orderId)
{
    return joinedText(kReservations, "/", orderId);
}

std::string SagaDocuments::commandPath(const std::string& orderId, std::string_view command)
{
    std::string kind;
    for (const char c : command)
        kind += c == '_' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return joinedText(kCommands, "/", orderId, "-", kind);
}

CloudEvent SagaDocuments::timeoutEvent(const std::string& orderId, const std::string& nowIso)
{
    CloudEvent e;
    e.source = kTimerSource;
    e.id = "timeout-" + orderId;
    e.type = std::string(toString(SagaEventType::ReservationExpired));
    e.orderId = orderId;
    e.occurredAt = nowIso;
    return e;
}

CloudEvent SagaDocuments::repairEvent(const std::string& orderId)
{
    CloudEvent e;
    e.source = kOperatorSource;
    e.id = "repair-" + orderId;
    e.type = "SAGA_OPERATOR_REPAIR";
    e.orderId = orderId;
    return e;
}

std::string_view SagaDocuments::releaseReason(std::string_view eventType)
{
    const auto type = sagaEventTypeFromString(eventType);
    if (!type)
        return "operator-repair";
    switch (*type) {
    case SagaEventType::PaymentFailed:
        return "payment-failed";
    case SagaEventType::ReservationExpired:
        return "reservation-expired";
    case SagaEventType::OrderCancelled:
        return "order-cancelled";
    case SagaEventType::StockReserved:
        return "reserved-after-cancel";
    default:
        return "operator-repair";
    }
}

std::string_view SagaDocuments::kindName(SagaStep::Kind kind)
{
    switch (kind) {
    case SagaStep::Kind::Applied:
        return "applied";
    case SagaStep::Kind::Compensated:
        return "compensated";
    case SagaStep::Kind::Refunded:
        return "refunded";
    case SagaStep::Kind::Stale:
        return "stale";
    case SagaStep::Kind::Early:
        return "early";
    }
    return "stale";
}

} // namespace atlas
