#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace atlas {

// What Reconciliation concluded about one order's receipt email.
struct ReceiptFinding
{
    enum class Kind {
        Ok,         // a COMPLETED order with exactly one receipt email
        Missing,    // COMPLETED, no email, and the outbox will not send one any more
        Pending,    // COMPLETED, no email yet, the outbox record still READY/PROCESSING
        Duplicated, // more than one email for the same receipt business key
        Unexpected, // receipt email(s) for an order that is not COMPLETED (or does not exist)
        Reconciled, // missing, duplicated or unexpected, and an operator marked it settled
    };

    Kind kind = Kind::Ok;
    std::string orderId;
    std::string businessKey;
    std::string orderState;              // empty when the order does not exist
    std::string outboxState;             // empty when there is no outbox record
    std::vector<std::string> messageIds; // in the provider's log, in message-id order
    std::string detail;                  // a sentence for the operator
    // Reconciled: what was found when the operator marked it, and the note.
    Kind wasKind = Kind::Ok;
    std::string note;

    // Missing, duplicated or unexpected: an operator still has to act.
    bool open() const;
};

// Names: ok, missing, pending, duplicated, unexpected, reconciled.
std::string_view toString(ReceiptFinding::Kind kind);
std::optional<ReceiptFinding::Kind> receiptFindingFromString(std::string_view name);

} // namespace atlas
