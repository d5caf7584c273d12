#pragma once

#include "ReconciliationReport.h"

namespace atlas {

class DocumentStore;

// What an operator runs when the provider offers no idempotency key and
// exactly-once delivery is out of reach: compare the orders that deserve a
// receipt with the provider's log of what was really sent, and list the
// receipts to resend (missing) or apologise for (duplicated, unexpected).
// A finding an operator marked reconciled (ReceiptRepair) is reported as
// such while it stays what it was when marked.
class Reconciliation
{
public:
    static ReconciliationReport check(const DocumentStore& store);
};

} // namespace atlas
