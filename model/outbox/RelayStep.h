#pragma once

#include <string>
#include <string_view>

namespace atlas {

// One thing the relay did to one outbox record, for the journal.
struct RelayStep
{
    enum class Kind {
        Claimed,        // took the record: PROCESSING under this pass's lease
        Sent,           // the provider sent a new email
        Deduplicated,   // the provider recognised the idempotency key: nothing new sent
        MarkedSent,     // the record now says SENT
        Failed,         // the send returned an error (which may still hide a sent email)
        RetryScheduled, // back to READY with a backoff
        GaveUp,         // FAILED: attempts exhausted or nothing to send to
        Crashed,        // the relay process died here; the pass stopped
        LeaseExpired,   // a slow answer arrived after the lease was lost: nothing written
    };

    std::string recordId;
    std::string orderId;
    Kind kind = Kind::Claimed;
    std::string detail;
    std::string providerMessageId; // when the step involves a known message
};

// Names as the journal and lessons use them: claimed, sent, deduplicated,
// marked-sent, failed, retry-scheduled, gave-up, crashed, lease-expired.
std::string_view toString(RelayStep::Kind kind);

} // namespace atlas
