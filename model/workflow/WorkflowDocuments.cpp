#include "WorkflowDocuments.h"

#include "store/FieldValue.h"

namespace atlas {

std::string WorkflowDocuments::orderPath(const std::string& orderId)
{
    return std::string(kOrders) + '/' + orderId;
}

std::string WorkflowDocuments::inboxPath(const CloudEvent& event)
{
    return std::string(kInbox) + '/' + event.inboxId();
}

std::string WorkflowDocuments::receiptPath(const std::string& orderId)
{
    return std::string(kOutbox) + "/email-receipt-" + orderId;
}

std::string WorkflowDocuments::deadLetterPath(const std::string& parkedId)
{
    return std::string(kDeadLetters) + '/' + parkedId;
}

Json WorkflowDocuments::newOrder(const CloudEvent& event, const Json& orderData, OrderState state,
                                 bool setPaymentKey)
{
    Json order = Json::object();
    order["customerId"] = orderData.value("customerId", Json());
    order["items"] = orderData.value("items", Json::array());
    order["total"] = orderData.at("total");
    order["state"] = toString(state);
    order["paymentKey"] = setPaymentKey ? Json(event.paymentIdempotencyKey) : Json();
    order["lastEventId"] = event.id;
    order["updatedAt"] = FieldValue::serverTimestamp();
    return order;
}

Json WorkflowDocuments::transition(const CloudEvent& event, OrderState state, bool setPaymentKey)
{
    Json fields = Json::object();
    fields["state"] = toString(state);
    if (setPaymentKey)
        fields["paymentKey"] = event.paymentIdempotencyKey;
    fields["lastEventId"] = event.id;
    fields["updatedAt"] = FieldValue::serverTimestamp();
    return fields;
}

Json WorkflowDocuments::inboxMarker(const CloudEvent& event, const std::string& resultState,
                                    bool duplicateBusinessOutcome)
{
    Json marker = Json::object();
    marker["eventId"] = event.id;
    marker["source"] = event.source;
    marker["type"] = event.type;
    marker["orderId"] = event.orderId;
    marker["resultState"] = resultState;
    if (duplicateBusinessOutcome)
        marker["duplicateBusinessOutcome"] = true;
    marker["correlationId"] = event.correlationId;
    marker["processedAt"] = FieldValue::serverTimestamp();
    return marker;
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
