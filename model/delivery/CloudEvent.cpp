#include "CloudEvent.h"

#include "EventFormatError.h"
#include "store/DocumentPath.h"

#include <array>

namespace atlas {
namespace {

constexpr std::array kAttributes{"specversion", "source", "id", "type", "subject", "time", "data"};
constexpr std::array kWorkflowFields{"orderId", "paymentIdempotencyKey", "correlationId",
                                     "occurredAt"};

std::string describe(const Json& value)
{
    std::string text = value.dump();
    if (text.size() > 40)
        text = text.substr(0, 37) + "...";
    return std::string(value.type_name()) + ' ' + text;
}

// Reads an optional string member; a present non-string is an error.
std::string optionalString(const Json& object, const char* field, const std::string& prefix)
{
    const auto it = object.find(field);
    if (it == object.end() || it->is_null())
        return {};
    if (!it->is_string())
        throw EventFormatError(prefix + field, "a string", describe(*it));
    return it->get<std::string>();
}

std::string requiredString(const Json& object, const char* field)
{
    const auto it = object.find(field);
    if (it == object.end())
        throw EventFormatError(field, "a non-empty string (CloudEvents requires it)", "nothing");
    if (!it->is_string() || it->get_ref<const std::string&>().empty())
        throw EventFormatError(field, "a non-empty string", describe(*it));
    return it->get<std::string>();
}

bool isAttribute(const std::string& key)
{
    for (const char* a : kAttributes)
        if (key == a)
            return true;
    for (const char* f : kWorkflowFields)
        if (key == f)
            return true;
    return false;
}

} // namespace

std::string CloudEvent::inboxId() const { return DocumentPath::percentEncode(key()); }

CloudEvent CloudEvent::fromJson(const Json& json)
{
    if (!json.is_object())
        throw EventFormatError("", "a JSON object for the event", describe(json));
    CloudEvent e;
    e.source = requiredString(json, "source");
    e.id = requiredString(json, "id");
    e.type = requiredString(json, "type");
    const std::string version = optionalString(json, "specversion", "");
    if (!version.empty() && version != "1.0")
        throw EventFormatError("specversion", "\"1.0\"", '"' + version + '"');
    e.subject = optionalString(json, "subject", "");
    e.time = optionalString(json, "time", "");

    const auto data = json.find("data");
    const bool envelope = data != json.end() && !data->is_null();
    if (envelope && !data->is_object())
        throw EventFormatError("data", "a JSON object", describe(*data));

    // Workflow fields: top level first (flat form), then inside data (envelope).
    const auto workflowField = [&](const char* field) {
        std::string value = optionalString(json, field, "");
        if (value.empty() && envelope)
            value = optionalString(*data, field, "data.");
        return value;
    };
    e.orderId = workflowField("orderId");
    e.paymentIdempotencyKey = workflowField("paymentIdempotencyKey");
    e.correlationId = workflowField("correlationId");
    e.occurredAt = workflowField("occurredAt");

    if (envelope)
        for (auto it = data->begin(); it != data->end(); ++it)
            if (!isAttribute(it.key()))
                e.data[it.key()] = it.value();
    for (auto it = json.begin(); it != json.end(); ++it)
        if (!isAttribute(it.key()))
            e.data[it.key()] = it.value();
    return e;
}

CloudEvent CloudEvent::parse(std::string_view text)
{
    Json json;
    try {
        json = Json::parse(text);
    } catch (const Json::parse_error& error) {
        throw EventFormatError("", "valid JSON",
                               "error at byte " + std::to_string(error.byte) + ": " + error.what());
    }
    return fromJson(json);
}

Json CloudEvent::toJson() const
{
    Json out = Json::object();
    out["specversion"] = specversion;
    out["source"] = source;
    out["id"] = id;
    out["type"] = type;
    if (!subject.empty())
        out["subject"] = subject;
    if (!time.empty())
        out["time"] = time;
    if (!orderId.empty())
        out["orderId"] = orderId;
    if (!paymentIdempotencyKey.empty())
        out["paymentIdempotencyKey"] = paymentIdempotencyKey;
    if (!correlationId.empty())
        out["correlationId"] = correlationId;
    if (!occurredAt.empty())
        out["occurredAt"] = occurredAt;
    for (auto it = data.begin(); it != data.end(); ++it)
        out[it.key()] = it.value();
    return out;
}

Json CloudEvent::toEnvelope() const
{
    Json out = Json::object();
    out["specversion"] = specversion;
    out["source"] = source;
    out["id"] = id;
    out["type"] = type;
    if (!subject.empty())
        out["subject"] = subject;
    if (!time.empty())
        out["time"] = time;
    Json payload = Json::object();
    if (!orderId.empty())
        payload["orderId"] = orderId;
    if (!paymentIdempotencyKey.empty())
        payload["paymentIdempotencyKey"] = paymentIdempotencyKey;
    if (!correlationId.empty())
        payload["correlationId"] = correlationId;
    if (!occurredAt.empty())
        payload["occurredAt"] = occurredAt;
    for (auto it = data.begin(); it != data.end(); ++it)
        payload[it.key()] = it.value();
    out["data"] = std::move(payload);
    return out;
}

} // namespace atlas
