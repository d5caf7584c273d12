#pragma once

#include <string>

namespace atlas {

// What the caller of EmailProvider::send observes. Rejected and
// TimedOutAfterAccept both look like errors to the caller, but only the
// first means nothing was sent.
struct SendResult
{
    enum Status { Accepted, Deduplicated, Rejected, TimedOutAfterAccept };

    Status status = Rejected;
    // Set for Accepted and Deduplicated (the original message). Empty for a
    // timeout too: the caller never saw the answer, even though an email went out.
    std::string providerMessageId;
    std::string detail; // a sentence for the journal, told from the provider's side

    bool succeeded() const { return status == Accepted || status == Deduplicated; }
};

} // namespace atlas
