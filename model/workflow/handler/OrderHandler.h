#pragma once

#include "HandlerResult.h"
#include "HandlerStrategy.h"
#include "workflow/MarkerRetention.h"
#include "workflow/order/OrderEffect.h"
#include "delivery/Fault.h"

namespace atlas {

class Decision;
class DocumentStore;
class OrderEvent;
class TransactionRunner;

// Runs one order event under one strategy, acting out the injected fault at
// its named point inside the handler. Throws HandlerError or SimulatedCrash;
// the decision holds what was read, decided and committed either way. A crash
// after the final commit is the caller's to act out: the handler's work is
// done by then.
class OrderHandler
{
public:
    // Every transaction goes through `transactions` (direct unless an
    // attempt in flight is being stepped).
    OrderHandler(DocumentStore& store, TransactionRunner& transactions)
        : store_(store), transactions_(transactions)
    {
    }

    HandlerResult handle(const OrderEvent& event, HandlerStrategy strategy, Fault fault,
                         Decision& decision);
    void setMarkerRetention(Millis retention) { retention_.set(retention); }
    Millis markerRetention() const { return retention_.retention(); }

private:
    // The lesson's handler: marker and effect in one transaction, state guard.
    HandlerResult inboxInTransaction(const OrderEvent& event, Fault fault, Decision& decision);
    HandlerResult noDedup(const OrderEvent& event, Fault fault, Decision& decision);
    HandlerResult markerBeforeEffect(const OrderEvent& event, Fault fault, Decision& decision);
    HandlerResult markerAfterEffect(const OrderEvent& event, Fault fault, Decision& decision);
    HandlerResult eventIdOnly(const OrderEvent& event, Fault fault, Decision& decision);
    HandlerResult businessKeyOnly(const OrderEvent& event, Fault fault, Decision& decision);
    HandlerResult markerInTransaction(const OrderEvent& event, Fault fault, Decision& decision,
                                      OrderEffect::Guard guard);

    // Runs fn in a transaction and tells the decision whether it committed.
    template <class Fn> auto commit(Decision& decision, Fn&& fn);

    // The inbox marker for the event, stamped with its expiry if one is set.
    Json stampedMarker(const CloudEvent& event, const std::string& resultState,
                       bool duplicateBusinessOutcome) const;

    DocumentStore& store_;
    MarkerRetention retention_;
    TransactionRunner& transactions_;
};

} // namespace atlas
