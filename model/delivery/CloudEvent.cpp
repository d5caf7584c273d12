#include "CloudEvent.h"

#include "EventFormatError.h"
#include "JsonDescription.h"
#include "store/DocumentPath.h"
#include "store/json/JsonParser.h"

#include <QCoreApplication>

#include <array>
#include <cstring>

namespace atlas {
namespace {

// CloudEvents 1.0 context attributes. datacontenttype and dataschema are
// recognised so they never land in the payload; the lab's data is always JSON.
constexpr std::array kAttributes{"specversion", "source",  "id",   "type", "datacontenttype",
                                 "dataschema",  "subject", "time", "data"};
constexpr std::array kWorkflowFields{"orderId", "paymentIdempotencyKey", "correlationId",
                                     "occurredAt"};

// Reads an optional string member; a present non-string is an error.
std::string optionalString(const Json& object, const char* field, const std::string& prefix)
{
    const auto it = object.find(field);
    if (it == object.end() || it->is_null())
        return {};
    if (!it->is_string())
        throw EventFormatError(
            prefix + field,
            filled(QCoreApplication::translate("atlas::EventFormatError", "a string")),
            describeJson(*it));
    return it->get<std::string>();
}

std::string requiredString(const Json& object, const char* field)
{
    const auto it = object.find(field);
    if (it == object.end())
        throw EventFormatError(
            field,
            filled(QCoreApplication::translate("atlas::EventFormatError",
                                               "a non-empty string (CloudEvents requires it)")),
            filled(QCoreApplication::translate("atlas::EventFormatError", "nothing",
                                               "no value was given")));
    if (!it->is_string() || it->get_ref<const std::string&>().empty())
        throw EventFormatError(
            field,
            filled(QCoreApplication::translate("atlas::EventFormatError", "a non-empty string")),
            describeJson(*it));
    return it->get<std::string>();
}

template <std::size_t N>
bool contains(const std::array<const char*, N>& names, const std::string& key)
{
    for (const char* name : names)
        if (key == name)
            return true;
    return false;
}

} // namespace

std::string CloudEvent::inboxId() const
{
    // key() joined on the stack: every delivery asks for its inbox id.
    char joined[256];
    const std::size_t size = source.size() + 1 + id.size();
    if (size > sizeof joined)
        return DocumentPath::percentEncode(key());
    std::memcpy(joined, source.data(), source.size());
    joined[source.size()] = '|';
    std::memcpy(joined + source.size() + 1, id.data(), id.size());
    return DocumentPath::percentEncode(std::string_view(joined, size));
}

CloudEvent CloudEvent::fromJson(const Json& json)
{
    if (!json.is_object())
        throw EventFormatError("", filled(EventFormatError::tr("a JSON object for the event")),
                               describeJson(json));
    CloudEvent e;
    e.source = requiredString(json, "source");
    e.id = requiredString(json, "id");
    e.type = requiredString(json, "type");
    if (const auto version = json.find("specversion");
        version != json.end() && !version->is_null() && *version != "1.0")
        throw EventFormatError("specversion", "\"1.0\"", describeJson(*version));
    e.subject = optionalString(json, "subject", "");
    e.time = optionalString(json, "time", "");

    const auto data = json.find("data");
    const bool envelope = data != json.end() && !data->is_null();
    if (envelope && !data->is_object())
        throw EventFormatError("data", filled(EventFormatError::tr("a JSON object")),
                               describeJson(*data));

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

    // Inside `data` only the lifted workflow fields are taken out: a payload
    // member may well be called "id" or "type" (a line item's, a card's).
    if (envelope)
        for (auto it = data->begin(); it != data->end(); ++it)
            if (!contains(kWorkflowFields, it.key()))
                e.data[it.key()] = it.value();
    for (auto it = json.begin(); it != json.end(); ++it)
        if (!contains(kAttributes, it.key()) && !contains(kWorkflowFields, it.key()))
            e.data[it.key()] = it.value();
    return e;
}

CloudEvent CloudEvent::parse(std::string_view text)
{
    JsonParser::Failure failure;
    const std::optional<Json> json = JsonParser::parse(text, &failure);
    if (!json)
        throw EventFormatError("", filled(EventFormatError::tr("valid JSON")),
                               filled(EventFormatError::tr("error at byte %1: %2"), failure.byte,
                                      JsonParser::describe(failure)));
    return fromJson(*json);
}

namespace {

// The CloudEvents attributes, then the AtlasMart fields into `fields`: the
// same object for the flat form, the `data` payload for the envelope.
Json attributesOf(const CloudEvent& e, Json& fields)
{
    Json out = Json::object();
    out["specversion"] = e.specversion;
    out["source"] = e.source;
    out["id"] = e.id;
    out["type"] = e.type;
    if (!e.subject.empty())
        out["subject"] = e.subject;
    if (!e.time.empty())
        out["time"] = e.time;
    const std::pair<const char*, const std::string*> workflow[] = {
        {"orderId", &e.orderId},
        {"paymentIdempotencyKey", &e.paymentIdempotencyKey},
        {"correlationId", &e.correlationId},
        {"occurredAt", &e.occurredAt}};
    Json& target = fields.is_null() ? out : fields;
    for (const auto& [name, value] : workflow)
        if (!value->empty())
            target[name] = *value;
    return out;
}

} // namespace

Json CloudEvent::toJson() const
{
    Json none;
    Json out = attributesOf(*this, none);
    // A payload member named like an attribute has no place in the flat form
    // (it would overwrite the attribute); the envelope form keeps it.
    for (auto it = data.begin(); it != data.end(); ++it)
        if (!out.contains(it.key()) && !contains(kAttributes, it.key()))
            out[it.key()] = it.value();
    return out;
}

Json CloudEvent::toEnvelope() const
{
    Json payload = Json::object();
    Json out = attributesOf(*this, payload);
    for (auto it = data.begin(); it != data.end(); ++it)
        payload[it.key()] = it.value();
    out["data"] = std::move(payload);
    return out;
}

} // namespace atlas
