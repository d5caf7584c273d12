#pragma once

#include "ReconciliationReport.h"

#include <string>
#include <vector>

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

    // One finding of check(), for an index that keeps them up to date
    // (ReconciliationIndex): a COMPLETED order and its receipt emails, or
    // receipt emails for an order that is not COMPLETED (or does not exist).
    static ReceiptFinding completed(const DocumentStore& store, const std::string& orderId,
                                    const std::vector<std::string>& emailIds);
    static ReceiptFinding unexpected(const DocumentStore& store, const std::string& orderId,
                                     const std::vector<std::string>& emailIds);

private:
    static std::string outboxState(const DocumentStore& store, const std::string& orderId);
};

} // namespace atlas
