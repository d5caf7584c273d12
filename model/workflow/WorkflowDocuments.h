#pragma once

#include "workflow/order/OrderState.h"
#include "delivery/CloudEvent.h"
#include "store/json/Json.h"

#include <string>

namespace atlas {

// Where the workflow keeps its documents and what they hold. Field names
// follow the lesson's listings so the collection views read like the
// Firestore console.
class WorkflowDocuments
{
public:
    static constexpr const char* kOrders = "orders";
    static constexpr const char* kInbox = "workflowEvents";
    static constexpr const char* kOutbox = "workflowOutbox";
    static constexpr const char* kDeadLetters = "workflowDeadLetters";

    static std::string orderPath(const std::string& orderId);
    // workflowEvents/{encodeURIComponent(source|id)}
    static std::string inboxPath(const CloudEvent& event);
    static std::string receiptPath(const std::string& orderId);
    static std::string deadLetterPath(const std::string& parkedId);

    // A new order from the event's payload (customerId, items, total).
    static Json newOrder(const CloudEvent& event, const Json& orderData, OrderState state,
                         bool setPaymentKey);
    // The fields a transition updates on an existing order.
    static Json transition(const CloudEvent& event, OrderState state, bool setPaymentKey);
    static Json inboxMarker(const CloudEvent& event, const std::string& resultState,
                            bool duplicateBusinessOutcome);
    // The receipt e-mail the outbox relay will send; nextAttemptAt is "now".
    static Json receipt(const CloudEvent& event, const std::string& nowIso);
};

} // namespace atlas
