#include "deliveries/EventTemplates.h"

#include "store/Json.h"
#include "workflow/OrderEventType.h"

#include <QRegularExpression>

namespace atlas {
namespace {

const std::string kOrder = "ord-ch10-001";

Json lessonOrderPayload()
{
    return Json{{"customerId", "cust-ch10"},
                {"items", Json::array({Json{{"sku", "sku-lamp"}, {"qty", 1}, {"price", 42}}})},
                {"total", 42}};
}

Json envelope(const std::string& source, const std::string& id, const std::string& type,
              const std::string& occurredAt)
{
    return Json{{"specversion", "1.0"},
                {"source", source},
                {"id", id},
                {"type", type},
                {"orderId", kOrder},
                {"correlationId", "corr-ch10-001"},
                {"occurredAt", occurredAt}};
}

} // namespace

QStringList eventTemplateTypes()
{
    QStringList out;
    for (OrderEventType type : kOrderEventTypes)
        out << QString::fromStdString(std::string(toString(type)));
    return out;
}

QString eventTemplate(const QString& type, const std::string& occurredAt)
{
    const auto known = orderEventTypeFromString(type.toStdString());
    const OrderEventType t = known.value_or(OrderEventType::PaymentSucceeded);
    const std::string name(toString(t));
    Json e;
    switch (t) {
    case OrderEventType::OrderCreated:
    case OrderEventType::OrderReserved: {
        const std::string verb = t == OrderEventType::OrderCreated ? "created" : "reserved";
        e = envelope("atlasmart://orders", "evt-" + verb + "-" + kOrder + "-v1", name, occurredAt);
        const Json payload = lessonOrderPayload();
        for (const auto& [field, value] : payload.items())
            e[field] = value;
        break;
    }
    case OrderEventType::PaymentRequested:
        e = envelope("atlasmart://orders", "evt-pay-requested-" + kOrder + "-v1", name, occurredAt);
        e["paymentIdempotencyKey"] = "payment-" + kOrder;
        e["amount"] = 42;
        break;
    case OrderEventType::PaymentSucceeded:
        e = envelope("atlasmart://payment-simulator", "evt-pay-success-" + kOrder + "-v1", name,
                     occurredAt);
        e["paymentIdempotencyKey"] = "payment-" + kOrder;
        break;
    case OrderEventType::PaymentFailed:
        e = envelope("atlasmart://payment-simulator", "evt-pay-failed-" + kOrder + "-v1", name,
                     occurredAt);
        e["paymentIdempotencyKey"] = "payment-" + kOrder;
        e["failureReason"] = "card_declined";
        break;
    case OrderEventType::OrderCancelled:
        e = envelope("atlasmart://orders", "evt-cancelled-" + kOrder + "-v1", name, occurredAt);
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
