#pragma once

#include "ReceiptFinding.h"
#include "SendResult.h"

#include <string>

namespace atlas {

class DocumentStore;
class EmailProvider;

// An operator's repairs on a reconciliation finding. Each looks at the
// finding first and throws std::invalid_argument, changing nothing, when the
// finding does not call for it.
//
// workflowReconciliations/{orderId} records a finding marked reconciled:
// orderId, businessKey, finding (its kind then), messageIds (the provider's
// emails then), note and reconciledAt.
class ReceiptRepair
{
public:
    static constexpr const char* kCollection = "workflowReconciliations";

    ReceiptRepair(DocumentStore& store, EmailProvider& provider)
        : store_(store), provider_(provider)
    {
    }

    // A missing receipt only: sends it through the provider with the
    // receipt's business key as the idempotency key (a provider that honours
    // keys sends it at most once within its key window, however often this
    // runs) and notes the message on the outbox record, if there is one.
    SendResult resend(const std::string& orderId);
    // A missing, duplicated or unexpected receipt: recorded as settled, with
    // the operator's note. Returns the finding as it was marked.
    ReceiptFinding markReconciled(const std::string& orderId, const std::string& note);

private:
    ReceiptFinding finding(const std::string& orderId) const;

    DocumentStore& store_;
    EmailProvider& provider_;
};

} // namespace atlas
