#include "frame/DemoScript.h"

#include "lab/Lab.h"

namespace atlas {
namespace {

Json order(const std::string& customer, int total)
{
    return Json{{"customerId", customer},
                {"items", Json::array({Json{{"sku", "sku-lamp"}, {"qty", 1}, {"price", total}}})},
                {"total", total},
                {"state", "PAYMENT_PENDING"}};
}

Json payment(const std::string& orderId)
{
    return Json{{"source", "atlasmart://payment-simulator"},
                {"id", "evt-pay-success-" + orderId + "-v1"},
                {"type", "PAYMENT_SUCCEEDED"},
                {"orderId", orderId},
                {"paymentIdempotencyKey", "payment-" + orderId},
                {"correlationId", "corr-" + orderId},
                {"occurredAt", "2026-09-16T18:30:00Z"}};
}

Json reservation(const std::string& orderId)
{
    return Json{{"source", "atlasmart://orders"},
                {"id", "evt-reserved-" + orderId},
                {"type", "ORDER_RESERVED"},
                {"orderId", orderId},
                {"customerId", "cust-2002"},
                {"items", Json::array({Json{{"sku", "sku-kettle"}, {"qty", 2}, {"price", 19}}})},
                {"total", 38},
                {"correlationId", "corr-" + orderId}};
}

} // namespace

void seedReadyOrder(Lab& lab)
{
    lab.execute("seedDocument",
                Json{{"path", "orders/ord-1001"}, {"data", order("cust-1001", 42)}});
}

void runDemoScript(Lab& lab)
{
    seedReadyOrder(lab);
    lab.execute("publish", Json{{"event", payment("ord-1001")}});
    lab.execute("deliverNext");
    lab.execute("duplicate", Json{{"message", "latest"}});
    lab.execute("deliverNext");
    lab.execute("publish", Json{{"event", reservation("ord-1002")}});
}

} // namespace atlas
