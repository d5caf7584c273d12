#include "WorkersVerdict.h"

#include "PgSession.h"
#include "ReferenceRun.h"

#include <QVariant>

namespace atlas {
namespace {

std::string orderPath(const std::string& id)
{
    return "orders/" + id;
}

} // namespace

std::map<std::string, OrderOutcome> WorkersVerdict::readOrders(PgSession& session)
{
    std::map<std::string, OrderOutcome> out;
    QSqlQuery orders = session.exec(QStringLiteral("SELECT order_id, state, total FROM orders"));
    while (orders.next()) {
        OrderOutcome& o = out[orders.value(0).toString().toStdString()];
        o.state = orders.value(1).toString().toStdString();
        o.total = orders.value(2).toLongLong();
    }
    QSqlQuery receipts =
        session.exec(QStringLiteral("SELECT order_id, count(*) FROM outbox GROUP BY order_id"));
    while (receipts.next())
        out[receipts.value(0).toString().toStdString()].receipts = receipts.value(1).toInt();
    return out;
}

std::int64_t WorkersVerdict::readRevenue(PgSession& session)
{
    QSqlQuery sum =
        session.exec(QStringLiteral("SELECT coalesce(sum(value), 0) FROM revenue_shards"));
    return sum.next() ? sum.value(0).toLongLong() : 0;
}

std::vector<InvariantVerdict> WorkersVerdict::check(PgSession& session,
                                                    const ReferenceRun& reference)
{
    const auto durable = readOrders(session);
    const auto verdict = [](const char* id, const char* title) {
        InvariantVerdict v;
        v.id = id;
        v.title = title;
        return v;
    };
    InvariantVerdict states =
        verdict("orders-match-reference",
                "Every order ends as the single-threaded reference run leaves it");
    InvariantVerdict receipts =
        verdict("one-receipt-email-per-order",
                "At most one receipt e-mail per order in the outbox, one for each completed order");
    InvariantVerdict revenue =
        verdict("revenue-counted-once", "Revenue counts each completed order's total once");
    // Both sides' orders: one missing on either side is an offender too.
    std::map<std::string, std::pair<OrderOutcome, OrderOutcome>> both;
    for (const auto& [id, o] : reference.orders)
        both[id].first = o;
    for (const auto& [id, o] : durable)
        both[id].second = o;
    for (const auto& [id, pair] : both) {
        const auto& [expected, actual] = pair;
        if (expected.state != actual.state || expected.total != actual.total)
            states.offenders.push_back(orderPath(id));
        if (actual.receipts > 1 || actual.receipts != expected.receipts)
            receipts.offenders.push_back(orderPath(id));
    }
    if (!states.offenders.empty()) {
        states.holds = false;
        states.explanation = "orders whose state or total differs from the reference";
    }
    if (!receipts.offenders.empty()) {
        receipts.holds = false;
        receipts.explanation = "orders with a receipt e-mail too many or missing";
    }
    const std::int64_t total = readRevenue(session);
    if (total != reference.revenue) {
        revenue.holds = false;
        revenue.explanation = "revenue is " + std::to_string(total) + ", the reference's " +
                              std::to_string(reference.revenue);
        revenue.offenders.push_back("revenue_shards");
    }
    return {states, receipts, revenue};
}

} // namespace atlas
