#include "OrderEvent.h"

#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "store/DocumentPath.h"
#include "store/StoreError.h"
#include "workflow/WorkflowDocuments.h"
#include "workflow/handler/HandlerError.h"

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
        malformed(filled(Translated::translate("atlas::HandlerError",
                                               "items must be an array of {sku, qty, price}, "
                                               "found %1"),
                         items.type_name()));
    for (std::size_t i = 0; i < items.size(); ++i) {
        const Json& item = items[i];
        if (!item.is_object())
            malformed(filled(Translated::translate("atlas::HandlerError",
                                                   "items[%1] must be an object {sku, qty, "
                                                   "price}"),
                             i));
        const auto sku = item.find("sku");
        if (sku == item.end() || !sku->is_string() || sku->get_ref<const std::string&>().empty())
            malformed(filled(Translated::translate("atlas::HandlerError",
                                                   "items[%1].sku must be a non-empty string"),
                             i));
        const auto qty = item.find("qty");
        if (qty == item.end() || !qty->is_number_integer() || qty->get<std::int64_t>() <= 0)
            malformed(filled(Translated::translate("atlas::HandlerError",
                                                   "items[%1].qty must be a positive whole "
                                                   "number"),
                             i));
        const auto price = item.find("price");
        if (price == item.end() || !isNonNegativeNumber(*price))
            malformed(filled(Translated::translate("atlas::HandlerError",
                                                   "items[%1].price must be a number of at "
                                                   "least 0"),
                             i));
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
        malformed(Translated::translate("atlas::HandlerError", "the event has no total"));
    if (!isNonNegativeNumber(*total))
        malformed(filled(Translated::translate("atlas::HandlerError",
                                               "bad total %1: expected a number of at least 0"),
                         total->dump()));

    Json order = Json::object();
    const auto customer = data.find("customerId");
    if (customer != data.end()) {
        if (!customer->is_string() || customer->get_ref<const std::string&>().empty())
            malformed(Translated::translate("atlas::HandlerError",
                                            "customerId must be a non-empty string"));
        order["customerId"] = *customer;
    } else if (required) {
        malformed(Translated::translate("atlas::HandlerError", "the event has no customerId"));
    }
    const auto items = data.find("items");
    if (items != data.end()) {
        checkItems(*items);
        order["items"] = *items;
    } else if (required) {
        malformed(Translated::translate("atlas::HandlerError", "the event has no items"));
    }
    order["total"] = *total;
    return order;
}

} // namespace

OrderEvent OrderEvent::from(const CloudEvent& event)
{
    if (event.source.empty() || event.id.empty())
        malformed(Translated::translate("atlas::HandlerError",
                                        "the event has no source or no id, so it cannot "
                                        "be deduplicated"));
    const auto type = orderEventTypeFromString(event.type);
    if (!type)
        malformed(filled(Translated::translate("atlas::HandlerError",
                                               "unknown event type '%1' (expected "
                                               "ORDER_CREATED, ORDER_RESERVED, "
                                               "PAYMENT_REQUESTED, PAYMENT_SUCCEEDED, "
                                               "PAYMENT_FAILED or ORDER_CANCELLED)"),
                         event.type));
    if (event.orderId.empty())
        malformed(
            filled(Translated::translate("atlas::HandlerError", "the %1 event has no orderId"),
                   event.type));
    try {
        static_cast<void>(DocumentPath(WorkflowDocuments::kOrders, event.orderId));
    } catch (const StoreError& error) {
        malformed(filled(
            Translated::translate("atlas::HandlerError", "orderId '%1' cannot name a document: %2"),
            event.orderId, error.message()));
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
