#include "WorkflowDocuments.h"

#include "store/FieldValue.h"
#include "store/JoinedText.h"

namespace atlas {

std::string WorkflowDocuments::orderPath(const std::string& orderId)
{
    return joinedText(kOrders, "/", orderId);
}

std::string WorkflowDocuments::inboxPath(const CloudEvent& event)
{
    return joinedText(kInbox, "/", event.inboxId());
}

std::string WorkflowDocuments::receiptPath(const std::string& orderId)
{
    return joinedText(kOutbox, "/email-receipt-", orderId);
}

std::string WorkflowDocuments::deadLetterPath(const std::string& parkedId)
{
    return joinedText(kDeadLetters, "/", parkedId);
}

Json WorkflowDocuments::newOrder(const CloudEvent& event, const Json& orderData, OrderState state,
                                 bool setPaymentKey)
{
    return jsonObject("customerId", orderData.value("customerId", Json()), "items",
                      orderData.value("items", Json::array()), "total", orderData.at("total"),
                      "state", toString(state), "paymentKey",
                      setPaymentKey ? Json(event.paymentIdempotencyKey) : Json(), "lastEventId",
                      event.id, "updatedAt", FieldValue::serverTimestamp());
}

Json WorkflowDocuments::transition(const CloudEvent& event, OrderState state, bool setPaymentKey)
{
    if (setPaymentKey)
        return jsonObject("state", toString(state), "paymentKey", event.paymentIdempotencyKey,
                          "lastEventId", event.id, "updatedAt", FieldValue::serverTimestamp());
    return jsonObject("state", toString(state), "lastEventId", event.id, "updatedAt",
                      FieldValue::serverTimestamp());
}

Json WorkflowDocuments::inboxMarker(const CloudEvent& event, const std::string& resultState,
                                    bool duplicateBusinessOutcome)
{
    if (duplicateBusinessOutcome)
        return jsonObject("eventId", event.id, "source", event.source, "type", event.type,
                          "orderId", event.orderId, "resultState", resultState,
                          "duplicateBusinessOutcome", true, "correlationId", event.correlationId,
                          "processedAt", FieldValue::serverTimestamp());
    return jsonObject("eventId", event.id, "source", event.source, "type", event.type, "orderId",
                      event.orderId, "resultState", resultState, "correlationId",
                      event.correlationId, "processedAt", FieldValue::serverTimestamp());
}

Json WorkflowDocuments::receipt(const CloudEvent& event, const std::string& nowIso)
{
    const std::string& orderId = event.orderId;
    return jsonObject("eventId", "email-receipt-" + orderId, "type", "SEND_RECEIPT", "businessKey",
                      "receipt-" + orderId, "orderId", orderId, "state", "READY", "attempts", 0,
                      "nextAttemptAt", nowIso, "correlationId", event.correlationId, "createdAt",
                      FieldValue::serverTimestamp());
}

} // namespace atlas
