#pragma once

#include "store/json/Json.h"
#include "store/clock/SimClock.h"

#include <optional>
#include <string>
#include <string_view>

namespace atlas {

// The shape of a receipt record in `workflowOutbox`, shared by the relay and
// Reconciliation. The workflow writes it READY in the transaction that
// completes the order; the relay moves it on:
//   READY -> PROCESSING (leaseOwner, leaseExpiresAt, attempts + 1)
//         -> SENT (sentAt, providerMessageId) | READY (nextAttemptAt, lastError)
//         | FAILED (failedAt, lastError)
class OutboxRecord
{
public:
    static constexpr const char* kCollection = "workflowOutbox";
    static constexpr const char* kReceiptType = "SEND_RECEIPT";

    static std::string receiptId(std::string_view orderId);  // email-receipt-<orderId>
    static std::string receiptKey(std::string_view orderId); // receipt-<orderId>
    static std::string path(std::string_view recordId);

    // READY with nextAttemptAt <= now (or none), or PROCESSING whose lease
    // has expired (or that has none: an orphan nobody will finish).
    static bool isDue(const Json& record, Millis now);
    static bool holdsLease(const Json& record, std::string_view owner, Millis now);

    static int attempts(const Json& record);
    // A string field, or empty when absent or not a string.
    static std::string text(const Json& record, const char* field);
    // An ISO-8601 time field; nullopt when absent, null or unreadable.
    static std::optional<Millis> time(const Json& record, const char* field);
};

} // namespace atlas
