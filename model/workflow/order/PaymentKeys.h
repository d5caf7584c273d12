#pragma once

#include "delivery/CloudEvent.h"
#include "store/DocumentSnapshot.h"
#include "store/json/Json.h"

#include <string>

namespace atlas {

class Decision;
class OrderEvent;
class StagedWriter;

// The register of business idempotency keys, workflowPaymentKeys/{key}: the
// first payment result that used a key, with the fingerprint of its payload.
// A key presented again with another fingerprint is refused, as Stripe and
// AWS Lambda Powertools (with payload validation) refuse a key reused with
// different parameters. The fingerprint is what identifies one payment
// capture: orderId, amount and currency (amount and currency from the
// payload, null when the event carries none); the result (succeeded or
// failed) is not part of it, since one capture may report either.
class PaymentKeys
{
public:
    static constexpr const char* kCollection = "workflowPaymentKeys";
    static constexpr const char* kConflictCode = "BUSINESS_KEY_CONFLICT";

    // workflowPaymentKeys/{percent-encoded key}
    static std::string path(const std::string& key);
    static Json fingerprint(const CloudEvent& event);

    // Reads the key's record in the writer's transaction (before any write)
    // and tells the decision; a snapshot of nothing when the event records no key.
    static DocumentSnapshot read(StagedWriter& writer, const OrderEvent& event, Decision& decision);
    // Throws HandlerError(BUSINESS_KEY_CONFLICT, Permanent) when `held`
    // exists with another fingerprint, telling the decision who holds the key
    // and what differs. A key held for this very payload passes: whether that
    // makes the event a repeat is the strategy's call.
    static void require(const DocumentSnapshot& held, const OrderEvent& event, Decision& decision);
    // Creates the record when the event records a key nobody holds yet.
    static void record(StagedWriter& writer, const DocumentSnapshot& held, const OrderEvent& event,
                       const std::string& resultState);
};

} // namespace atlas
