#pragma once

#include "workflow/handler/AuditHandler.h"
#include "workflow/handler/HandlerResult.h"
#include "workflow/handler/HandlerStrategy.h"
#include "workflow/handler/OrderHandler.h"
#include "ParkedEvents.h"
#include "workflow/handler/ProcessOutcome.h"
#include "workflow/transaction/TransactionRunner.h"
#include "saga/SagaHandler.h"
#include "delivery/CloudEvent.h"
#include "delivery/Fault.h"

#include <functional>
#include <map>
#include <string>

namespace atlas {

class Decision;
class DocumentStore;

// The AtlasMart application layer: picks the strategy for each event type,
// runs the handler, classifies what went wrong and decides what the channel
// is told. Permanent failures are parked for an operator and acked; retryable
// ones are nacked; a crash gives no answer at all.
class Workflow
{
public:
    explicit Workflow(DocumentStore& store);

    // Throws std::invalid_argument for an event type the workflow does not handle.
    void setStrategy(const std::string& eventType, HandlerStrategy strategy);
    // inbox-in-transaction unless set (also for types the workflow does not know).
    HandlerStrategy strategy(const std::string& eventType) const;
    void setStrategyForAll(HandlerStrategy strategy);

    // Takes over `other`'s settings (strategies, marker retention, the saga's
    // timeout); its handlers keep no other state between passes. Throws
    // std::logic_error while either steps an attempt's transactions.
    void assignFrom(const Workflow& other);

    // Every inbox marker written from now on carries expireAt = event time +
    // retention (MarkerRetention); 0 stops adding it.
    void setMarkerRetention(Millis retention);
    Millis markerRetention() const { return markerRetention_; }

    // The raw handler: throws HandlerError (with its decision) or SimulatedCrash.
    HandlerResult handle(const CloudEvent& event, Fault fault);
    // handle() plus classification and parking; never throws for a handler failure.
    ProcessOutcome process(const CloudEvent& event, Fault fault);
    // handle() and classification, without parking or a journal sentence:
    // a pass of an attempt in flight whose outcome is not final yet.
    ProcessOutcome attempt(const CloudEvent& event, Fault fault);
    // The order saga's handler (SAGA_* events), for its settings and repairs.
    SagaHandler& saga() { return saga_; }
    // How the handler's transactions run (the Lab steps attempts in flight).
    TransactionRunner& transactions() { return transactions_; }

    // Operator actions on workflowDeadLetters/{parkedId}. Each throws
    // std::invalid_argument for an unknown id or a record already settled.
    ProcessOutcome replay(const std::string& parkedId, Fault fault);
    void resolve(const std::string& parkedId, const std::string& note);
    void discard(const std::string& parkedId);

private:
    // Everything up to and including the final commit.
    HandlerResult run(const CloudEvent& event, Fault fault, Decision& decision);
    TransactionRunner transactions_;
    OrderHandler handler_;
    AuditHandler audit_;
    SagaHandler saga_;
    Millis markerRetention_ = 0;
    ParkedEvents parked_;
    std::map<std::string, HandlerStrategy, std::less<>> strategies_;
};

} // namespace atlas
