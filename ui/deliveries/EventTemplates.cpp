#include "deliveries/EventTemplates.h"

#include "store/DocumentStore.h"
#include "store/json/Json.h"
#include "saga/SagaEventType.h"
#include "workflow/order/OrderEventType.h"
#include "workflow/order/OrderState.h"

#include <QRegularExpression>

#include <algorithm>
#include <cctype>
#include <optional>
#include <vector>

namespace atlas {
namespace {

const std::string kOrder = "ord-ch10-001";
const std::string kOrderPrefix = "ord-ch10-";

Json lessonOrderPayload()
{
    return Json{{"customerId", "cust-ch10"},
                {"items", Json::array({Json{{"sku", "sku-lamp"}, {"qty", 1}, {"price", 42}}})},
                {"total", 42}};
}

Json envelope(const std::string& source, const std::string& id, const std::string& type,
              const std::string& order, const std::string& occurredAt)
{
    const std::string number =
        order.rfind(kOrderPrefix, 0) == 0 ? order.substr(kOrderPrefix.size()) : order;
    return Json{{"specversion", "1.0"},
                {"source", source},
                {"id", id},
                {"type", type},
                {"orderId", order},
                {"correlationId", "corr-ch10-" + number},
                {"occurredAt", occurredAt}};
}

// The newest order first: the one a learner is most likely working on.
std::vector<DocumentPtr> ordersNewestFirst(const DocumentStore& store)
{
    std::vector<DocumentPtr> orders = store.list("orders");
    std::stable_sort(orders.begin(), orders.end(), [](const DocumentPtr& a, const DocumentPtr& b) {
        return a->createTime > b->createTime;
    });
    return orders;
}

std::string newOrderId(const DocumentStore& store)
{
    for (int n = 1;; ++n) {
        const std::string id = kOrderPrefix + (n < 10 ? "00" : n < 100 ? "0" : "") +
                               std::to_string(n);
        if (!store.find("orders", id))
            return id;
    }
}

std::optional<OrderEventType> nextEventFor(const Json& state)
{
    const auto known = orderStateFromString(state.is_string() ? state.get<std::string>() : "");
    if (!known)
        return std::nullopt;
    switch (*known) {
    case OrderState::Created:
        return OrderEventType::OrderReserved;
    case OrderState::Reserved:
        return OrderEventType::PaymentRequested;
    case OrderState::PaymentPending:
        return OrderEventType::PaymentSucceeded;
    default:
        return std::nullopt; // final: nothing follows
    }
}

// A saga step (chapter 11 preview) from the service that sends it; the
// reservation's timeout normally comes from the lab's timer, but a learner
// may race one by hand.
Json sagaTemplate(SagaEventType type, const std::string& order, const std::string& occurredAt)
{
    const std::string name(toString(type));
    std::string step = name.substr(kSagaTypePrefix.size());
    for (char& c : step)
        c = c == '_' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const char* source = "atlasmart://orders";
    if (type == SagaEventType::StockReserved)
        source = "atlasmart://stock";
    else if (type == SagaEventType::PaymentPending || type == SagaEventType::PaymentSucceeded ||
             type == SagaEventType::PaymentFailed)
        source = "atlasmart://payment-simulator";
    else if (type == SagaEventType::ReservationExpired)
        source = "atlasmart://saga-timer";
    Json e = envelope(source, "evt-saga-" + step + "-" + order + "-v1", name, order, occurredAt);
    if (type == SagaEventType::PaymentFailed)
        e["failureReason"] = "card_declined";
    return e;
}

} // namespace

QStringList eventTemplateTypes()
{
    QStringList out;
    for (OrderEventType type : kOrderEventTypes)
        out << QString::fromStdString(std::string(toString(type)));
    for (SagaEventType type : kSagaEventTypes)
        out << QString::fromStdString(std::string(toString(type)));
    return out;
}

TemplateChoice suggestedTemplate(const DocumentStore& store)
{
    for (const DocumentPtr& order : ordersNewestFirst(store))
        if (const auto next = nextEventFor(order->data.value("state", Json())))
            return {QString::fromStdString(std::string(toString(*next))), order->id};
    return {QStringLiteral("ORDER_CREATED"), newOrderId(store)};
}

std::string templateOrder(const DocumentStore& store, const QString& type)
{
    if (type == u"ORDER_CREATED")
        return newOrderId(store);
    const TemplateChoice suggested = suggestedTemplate(store);
    if (suggested.type != u"ORDER_CREATED")
        return suggested.orderId;
    const std::vector<DocumentPtr> orders = ordersNewestFirst(store);
    return orders.empty() ? suggested.orderId : orders.front()->id;
}

QString eventTemplate(const QString& type, const std::string& occurredAt,
                      const std::string& order)
{
    if (const auto saga = sagaEventTypeFromString(type.toStdString()))
        return QString::fromStdString(sagaTemplate(*saga, order, occurredAt).dump(2));
    const auto known = orderEventTypeFromString(type.toStdString());
    const OrderEventType t = known.value_or(OrderEventType::PaymentSucceeded);
    const std::string name(toString(t));
    Json e;
    switch (t) {
    case OrderEventType::OrderCreated:
    case OrderEventType::OrderReserved: {
        const std::string verb = t == OrderEventType::OrderCreated ? "created" : "reserved";
        e = envelope("atlasmart://orders", "evt-" + verb + "-" + order + "-v1", name, order, occurredAt);
        const Json payload = lessonOrderPayload();
        for (const auto& [field, value] : payload.items())
            e[field] = value;
        break;
    }
    case OrderEventType::PaymentRequested:
        e = envelope("atlasmart://orders", "evt-pay-requested-" + order + "-v1", name, order, occurredAt);
        e["paymentIdempotencyKey"] = "payment-" + order;
        e["amount"] = 42;
        break;
    case OrderEventType::PaymentSucceeded:
        e = envelope("atlasmart://payment-simulator", "evt-pay-success-" + order + "-v1", name,
                     order, occurredAt);
        e["paymentIdempotencyKey"] = "payment-" + order;
        break;
    case OrderEventType::PaymentFailed:
        e = envelope("atlasmart://payment-simulator", "evt-pay-failed-" + order + "-v1", name,
                     order, occurredAt);
        e["paymentIdempotencyKey"] = "payment-" + order;
        e["failureReason"] = "card_declined";
        break;
    case OrderEventType::OrderCancelled:
        e = envelope("atlasmart://orders", "evt-cancelled-" + order + "-v1", name, order, occurredAt);
        e["reason"] = "customer_request";
        break;
    }
    return QString::fromStdString(e.dump(2));
}

std::string nextEnvelopeId(const std::string& id)
{
    static const QRegularExpression versioned(QStringLiteral("^(.*-v)(\\d+)$"));
    const QString text = QString::fromStdString(id);
    const auto match = versioned.match(text);
    if (!match.hasMatch())
        return id + "-v2";
    const QString next = match.captured(1) + QString::number(match.captured(2).toULongLong() + 1);
    return next.toStdString();
}

} // namespace atlas
