#include "OrderEvent.h"

#include "workflow/handler/HandlerError.h"
#include "workflow/WorkflowDocuments.h"
#include "store/DocumentPath.h"
#include "store/StoreError.h"

#include <cmath>

namespace atlas {
namespace {

[[noreturn]] void malformed(const std::string& why)
{
    throw HandlerError("MALFORMED_EVENT", FailureClass::Permanent, why);
}

bool isNonNegativeNumber(const Json& value)
{
    return value.is_number() && std::isfinite(value.get<double>()) && value.get<double>() >= 0;
}

void checkItems(const Json& items)
{
    if (!items.is_array())
        malformed("items must be an array of {sku, qty, price}, found " +
                  std::string(items.type_name()));
    for (std::size_t i = 0; i < items.size(); ++i) {
        const Json& item = items[i];
        const std::string at = "items[" + std::to_string(i) + "]";
        if (!item.is_object())
            malformed(at + " must be an object {sku, qty, price}");
        const auto sku = item.find("sku");
        if (sku == item.end() || !sku->is_string() || sku->get_ref<const std::string&>().empty())
            malformed(at + ".sku must be a non-empty string");
        const auto qty = item.find("qty");
        if (qty == item.end() || !qty->is_number_integer() || qty->get<std::int64_t>() <= 0)
            malformed(at + ".qty must be a positive whole number");
        const auto price = item.find("price");
        if (price == item.end() || !isNonNegativeNumber(*price))
            malformed(at + ".price must be a number of at least 0");
    }
}

// The payload needed to create an order; `required` is false when an event
// may or may not carry one (ORDER_RESERVED).
std::optional<Json> readOrderData(const Json& data, bool required)
{
    const auto total = data.find("total");
    if (total == data.end() && !required)
        return std::nullopt;
    if (total == data.end())
        malformed("the event has no total");
    if (!isNonNegativeNumber(*total))
        malformed("bad total " + total->dump() + ": expected a number of at least 0");

    Json order = Json::object();
    const auto customer = data.find("customerId");
    if (customer != data.end()) {
        if (!customer->is_string() || customer->get_ref<const std::string&>().empty())
            malformed("customerId must be a non-empty string");
        order["customerId"] = *customer;
    } else if (required) {
        malformed("the event has no customerId");
    }
    const auto items = data.find("items");
    if (items != data.end()) {
        checkItems(*items);
        order["items"] = *items;
    } else if (required) {
        malformed("the event has no items");
    }
    order["total"] = *total;
    return order;
}

} // namespace

OrderEvent OrderEvent::from(const CloudEvent& event)
{
    if (event.source.empty() || event.id.empty())
        malformed("the event has no source or no id, so it cannot be deduplicated");
    const auto type = orderEventTypeFromString(event.type);
    if (!type)
        malformed("unknown event type '" + event.type +
                  "' (expected ORDER_CREATED, ORDER_RESERVED, PAYMENT_REQUESTED, "
                  "PAYMENT_SUCCEEDED, PAYMENT_FAILED or ORDER_CANCELLED)");
    if (event.orderId.empty())
        malformed("the " + event.type + " event has no orderId");
    try {
        static_cast<void>(DocumentPath(WorkflowDocuments::kOrders, event.orderId));
    } catch (const StoreError& error) {
        malformed("orderId '" + event.orderId + "' cannot name a document: " + error.message());
    }

    OrderEvent out(event, *type);
    if (*type == OrderEventType::OrderCreated)
        out.orderData_ = readOrderData(event.data, true);
    else if (*type == OrderEventType::OrderReserved)
        out.orderData_ = readOrderData(event.data, false);
    return out;
}

std::string OrderEvent::orderPath() const
{
    return WorkflowDocuments::orderPath(orderId());
}

bool OrderEvent::setsPaymentKey() const
{
    return isPaymentResult(type_) && !event_->paymentIdempotencyKey.empty();
}

} // namespace atlas
