#pragma once

#include "EmailRequest.h"
#include "ProviderFault.h"
#include "SendResult.h"
#include "store/SimClock.h"

#include <cstdint>
#include <deque>
#include <map>
#include <string>

namespace atlas {

class DocumentStore;

// A simulated external email API (think SendGrid or SES): a separate system
// the application can call but cannot make part of its transactions. Every
// email it really sends is logged in `providerEmails` so learners and
// Reconciliation can see what reached the customer.
class EmailProvider
{
public:
    static constexpr const char* kCollection = "providerEmails";
    static constexpr Millis kDefaultKeyWindow = 86'400'000; // 24 h, as Stripe keeps keys

    EmailProvider(DocumentStore& store, SimClock& clock);

    // honourKeys false models a provider without idempotency-key support: keys
    // are logged but ignored. Turning keys off forgets the keys remembered so far.
    void setIdempotency(bool honourKeys, Millis window = kDefaultKeyWindow);
    bool honoursKeys() const { return honourKeys_; }
    Millis keyWindow() const { return window_; }

    SendResult send(const EmailRequest& req, ProviderFault fault = ProviderFault::None);

private:
    struct RememberedKey
    {
        std::string messageId;
        Millis acceptedAt = 0;
    };

    std::string deliver(const EmailRequest& req);
    std::string nextMessageId();
    void forgetExpiredKeys(Millis now);

    DocumentStore& store_;
    SimClock& clock_;
    bool honourKeys_ = true;
    Millis window_ = kDefaultKeyWindow;
    std::uint64_t lastMessage_ = 0;
    // In memory, like a provider's key cache: its contents are not the
    // application's data, and they expire on the SimClock when read.
    std::map<std::string, RememberedKey> keys_;
    // Keys in the order they were accepted (sim time only moves forward), so
    // expiring them costs only the keys that expire, not a scan per send.
    std::deque<std::pair<Millis, std::string>> acceptedOrder_;
};

} // namespace atlas
