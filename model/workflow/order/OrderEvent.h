#pragma once

#include "OrderEventType.h"
#include "delivery/CloudEvent.h"
#include "store/json/Json.h"

#include <optional>
#include <string>

namespace atlas {

// A CloudEvent checked for what the order handlers need. Anything missing or
// ill-typed is a MALFORMED_EVENT (permanent): no retry can fix the payload.
class OrderEvent
{
public:
    // Throws HandlerError(MALFORMED_EVENT, Permanent) naming what is wrong.
    static OrderEvent from(const CloudEvent& event);

    const CloudEvent& cloud() const { return *event_; }
    OrderEventType type() const { return type_; }
    OrderState target() const { return targetState(type_); }
    const std::string& orderId() const { return event_->orderId; }
    std::string orderPath() const;
    // True when the event records its business idempotency key on the order.
    bool setsPaymentKey() const;
    // {customerId, items, total} when the event can create its order:
    // always for ORDER_CREATED, for ORDER_RESERVED when it carries a total.
    const std::optional<Json>& orderData() const { return orderData_; }

private:
    OrderEvent(const CloudEvent& event, OrderEventType type) : event_(&event), type_(type) {}

    const CloudEvent* event_;
    OrderEventType type_;
    std::optional<Json> orderData_;
};

} // namespace atlas
