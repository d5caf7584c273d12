#pragma once

#include "store/JoinedText.h"
#include "store/json/Json.h"

#include <string>
#include <string_view>

namespace atlas {

// A CloudEvents 1.0 event carrying AtlasMart's workflow fields. Two JSON forms
// are read: the flat form the lesson prints (AtlasMart fields and any payload
// at top level) and the structured envelope (payload under `data`).
struct CloudEvent
{
    std::string specversion = "1.0";
    std::string source;
    std::string id;
    std::string type;
    std::string subject;
    std::string time;
    Json data = Json::object(); // payload beyond the AtlasMart fields (items, total, ...)

    std::string orderId;
    std::string paymentIdempotencyKey;
    std::string correlationId;
    std::string occurredAt;

    // source + "|" + id: the CloudEvents uniqueness basis, the channel's
    // message key and the inbox marker's (unencoded) key.
    std::string key() const { return joinedText(source, "|", id); }
    // The inbox document id: key() percent-encoded like encodeURIComponent.
    std::string inboxId() const;

    // Throw EventFormatError naming the field, what was expected and what was
    // found (for text that is not JSON: the byte offset of the error).
    static CloudEvent fromJson(const Json& json);
    static CloudEvent parse(std::string_view text);

    // The flat form cannot carry payload members named like a CloudEvents
    // attribute ("id", "type", ...); toJson leaves them out, toEnvelope keeps them.
    Json toJson() const;     // the flat form
    Json toEnvelope() const; // the structured form

    friend bool operator==(const CloudEvent&, const CloudEvent&) = default;
};

} // namespace atlas
