#pragma once

#include "EmailRequest.h"
#include "ProviderFault.h"
#include "SendResult.h"
#include "store/clock/SimClock.h"
#include "store/compact/StringTable.h"

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

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

    // Takes over `other`'s settings and remembered keys; its store and
    // clock stay this provider's.
    void assignFrom(const EmailProvider& other);

    SendResult send(const EmailRequest& req, ProviderFault fault = ProviderFault::None);

private:
    struct RememberedKey
    {
        std::uint64_t message = 0; // the n of msg-n; 0 when forgotten or never used
        Millis acceptedAt = 0;
    };

    std::string deliver(const EmailRequest& req, std::uint64_t& number);
    std::string nextMessageId();
    static std::string formatMessageId(std::uint64_t number); // "msg-000042"
    void forgetExpiredKeys(Millis now);

    DocumentStore& store_;
    SimClock& clock_;
    bool honourKeys_ = true;
    Millis window_ = kDefaultKeyWindow;
    std::uint64_t lastMessage_ = 0;
    // In memory, like a provider's key cache: its contents are not the
    // application's data, and they expire on the SimClock when read. Keys are
    // interned (a receipt run sends tens of thousands) and remembered by id.
    StringTable keyIds_;
    std::vector<RememberedKey> keys_; // by keyIds_ id
    // Keys in the order they were accepted (sim time only moves forward), so
    // expiring them costs only the keys that expire, not a scan per send.
    std::deque<std::pair<Millis, std::uint32_t>> acceptedOrder_;
};

} // namespace atlas
