#pragma once

#include "HandlerResult.h"
#include "workflow/MarkerRetention.h"
#include "delivery/CloudEvent.h"
#include "delivery/Fault.h"

namespace atlas {

class Decision;
class DocumentStore;

// Handles the Firestore document events the Lab's triggers publish: records
// each one in triggerLog/{event id}, with its inbox marker in the same
// transaction, so a redelivery is a duplicate and writes nothing. Faults act
// as in the order handlers (a single commit: a crash between writes strikes
// before it). Throws HandlerError or SimulatedCrash.
class AuditHandler
{
public:
    explicit AuditHandler(DocumentStore& store) : store_(store) {}

    void setMarkerRetention(Millis retention) { retention_.set(retention); }
    Millis markerRetention() const { return retention_.retention(); }
    HandlerResult handle(const CloudEvent& event, Fault fault, Decision& decision);

private:
    DocumentStore& store_;
    MarkerRetention retention_;
};

} // namespace atlas
