#include "EmailProvider.h"

#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "store/DocumentStore.h"
#include "store/JoinedText.h"

#include <stdexcept>

namespace atlas {

EmailProvider::EmailProvider(DocumentStore& store, SimClock& clock) : store_(store), clock_(clock)
{
}

void EmailProvider::assignFrom(const EmailProvider& other)
{
    honourKeys_ = other.honourKeys_;
    window_ = other.window_;
    lastMessage_ = other.lastMessage_;
    keyIds_ = other.keyIds_;
    keys_ = other.keys_;
    acceptedOrder_ = other.acceptedOrder_;
}

void EmailProvider::setIdempotency(bool honourKeys, Millis window)
{
    if (window <= 0)
        throw std::invalid_argument("EmailProvider: the idempotency-key window must be positive");
    honourKeys_ = honourKeys;
    window_ = window;
    if (!honourKeys_) {
        for (RememberedKey& key : keys_)
            key = {};
        acceptedOrder_.clear();
    }
}

void EmailProvider::forgetExpiredKeys(Millis now)
{
    while (!acceptedOrder_.empty() && now - acceptedOrder_.front().first >= window_) {
        RememberedKey& key = keys_[acceptedOrder_.front().second];
        if (key.acceptedAt == acceptedOrder_.front().first)
            key = {};
        acceptedOrder_.pop_front();
    }
}

SendResult EmailProvider::send(const EmailRequest& req, ProviderFault fault)
{
    if (fault == ProviderFault::Rejection)
        return {SendResult::Rejected,
                {},
                Translated::translate("atlas::EmailProvider",
                                      "the provider rejected the request (503 Service "
                                      "Unavailable): nothing was sent")};

    const Millis now = clock_.now();
    forgetExpiredKeys(now);
    const bool keyed = honourKeys_ && !req.idempotencyKey.empty();
    std::string messageId;
    bool repeat = false;
    std::uint32_t key = StringTable::kNone;
    if (keyed) {
        key = keyIds_.intern(req.idempotencyKey);
        if (key == keys_.size())
            keys_.emplace_back();
        if (keys_[key].message != 0) {
            messageId = formatMessageId(keys_[key].message);
            repeat = true;
        }
    }
    if (!repeat) {
        std::uint64_t number = 0;
        messageId = deliver(req, number);
        if (keyed) {
            keys_[key] = {number, now};
            acceptedOrder_.emplace_back(now, key);
        }
    }

    if (fault == ProviderFault::TimeoutAfterAccept)
        return {SendResult::TimedOutAfterAccept,
                {},
                filled(repeat ? Translated::translate("atlas::EmailProvider",
                                                      "the provider recognised the key as %1 "
                                                      "and sent nothing, but its answer never "
                                                      "reached the caller, who sees a timeout")
                              : Translated::translate("atlas::EmailProvider",
                                                      "the provider sent %1, but its answer "
                                                      "never reached the caller, who sees a "
                                                      "timeout"),
                       messageId)};
    if (repeat)
        return {SendResult::Deduplicated, messageId,
                filled(Translated::translate("atlas::EmailProvider",
                                             "idempotency key '%1' was already used for %2 "
                                             "within the window: nothing sent, the original "
                                             "message id returned"),
                       req.idempotencyKey, messageId)};
    if (req.idempotencyKey.empty())
        return {SendResult::Accepted, messageId,
                filled(Translated::translate("atlas::EmailProvider",
                                             "the provider sent %1 to %2 (no idempotency key)"),
                       messageId, req.to)};
    return {SendResult::Accepted, messageId,
            honourKeys_ ? filled(Translated::translate("atlas::EmailProvider",
                                                       "the provider sent %1 to %2 under "
                                                       "idempotency key '%3'"),
                                 messageId, req.to, req.idempotencyKey)
                        : filled(Translated::translate("atlas::EmailProvider",
                                                       "the provider sent %1 to %2 (this provider "
                                                       "ignores idempotency keys)"),
                                 messageId, req.to)};
}

// The provider is a separate system: its log is written in its own commit,
// never inside an application transaction, so rolling back (or crashing out
// of) the application's work can never unsend an email. That gap between
// "email sent" and "outbox marked" is exactly what the relay strategies handle.
std::string EmailProvider::deliver(const EmailRequest& req, std::uint64_t& number)
{
    const std::string messageId = nextMessageId();
    number = lastMessage_;
    WriteBatch batch;
    batch.create(joinedText(kCollection, "/", messageId),
                 jsonObject("messageId", messageId, "to", req.to, "subject", req.subject, "orderId",
                            req.orderId, "businessKey", req.businessKey, "idempotencyKey",
                            req.idempotencyKey, "sentAt", clock_.nowIso()));
    store_.commit(std::move(batch));
    return messageId;
}

// Skips ids already in the log, so a provider created over a saved session
// never overwrites an email it sent before.
std::string EmailProvider::nextMessageId()
{
    while (true) {
        std::string id = formatMessageId(++lastMessage_);
        if (!store_.find(kCollection, id))
            return id;
    }
}

std::string EmailProvider::formatMessageId(std::uint64_t number)
{
    std::string digits = std::to_string(number);
    if (digits.size() < 6)
        digits.insert(0, 6 - digits.size(), '0');
    return "msg-" + digits;
}

} // namespace atlas
