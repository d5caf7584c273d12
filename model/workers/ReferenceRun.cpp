#include "ReferenceRun.h"

#include "WorkerStream.h"
#include "store/DocumentStore.h"
#include "store/clock/SimClock.h"
#include "workflow/handler/Decision.h"
#include "workflow/handler/HandlerError.h"
#include "workflow/order/OrderEvent.h"
#include "workflow/handler/OrderHandler.h"
#include "workflow/order/RevenueCounter.h"
#include "workflow/transaction/TransactionRunner.h"
#include "workflow/WorkflowDocuments.h"

#include <deque>

namespace atlas {

ReferenceRun ReferenceRun::of(const WorkerStream& stream)
{
    SimClock clock;
    DocumentStore store(clock);
    TransactionRunner transactions(store);
    OrderHandler handler(store, transactions);
    std::deque<std::size_t> line;
    for (const auto& d : stream.deliveries())
        line.push_back(d.message);
    // A retryable failure waits for the event it depends on, which is
    // further down the line; a bound keeps an event that can never succeed
    // from going round for ever.
    std::size_t budget = line.size() * 4 + 16;
    while (!line.empty() && budget-- > 0) {
        const std::size_t message = line.front();
        line.pop_front();
        const CloudEvent& cloud = stream.messages()[message];
        Decision decision(HandlerStrategy::InboxInTransaction, cloud, Fault::None);
        try {
            handler.handle(OrderEvent::from(cloud), HandlerStrategy::InboxInTransaction,
                           Fault::None, decision);
        } catch (const HandlerError& error) {
            if (error.retryable())
                line.push_back(message);
        }
    }

    ReferenceRun out;
    for (const auto& doc : store.list(WorkflowDocuments::kOrders)) {
        OrderOutcome& o = out.orders[doc->id];
        o.state = doc->data.value("state", std::string());
        o.total = static_cast<std::int64_t>(doc->data.value("total", 0.0));
    }
    for (const auto& receipt : store.list(WorkflowDocuments::kOutbox))
        ++out.orders[receipt->data.value("orderId", std::string())].receipts;
    out.revenue = static_cast<std::int64_t>(RevenueCounter(store).total());
    return out;
}

} // namespace atlas
