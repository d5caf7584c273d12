#include "JournalDocuments.h"

#include "store/DocumentPath.h"
#include "store/json/JsonMember.h"

#include <algorithm>

namespace atlas::JournalDocuments {
namespace {

constexpr std::string_view kInbox = "workflowEvents/";
constexpr std::string_view kParked = "workflowDeadLetters/";
constexpr std::string_view kOutbox = "workflowOutbox/";
constexpr std::string_view kOrders = "orders/";
constexpr std::string_view kEmails = "providerEmails/";

bool prefixed(std::string_view path, std::string_view prefix, const std::string* id)
{
    return id && path.size() == prefix.size() + id->size() && path.starts_with(prefix) &&
           path.substr(prefix.size()) == *id;
}

// Calls fn(path) for every document the entry's data names, in pathsOf order;
// stops early when fn returns true.
template <class Fn> bool forEachNamedPath(const Json& data, Fn&& fn)
{
    if (const auto* order = jsonStringOrNull(data, "orderPath");
        order && fn(std::string_view(*order)))
        return true;
    if (data.is_object())
        if (const auto writes = data.find("writes"); writes != data.end() && writes->is_array())
            for (const auto& write : *writes)
                if (const auto* path = jsonStringOrNull(write, "path");
                    path && fn(std::string_view(*path)))
                    return true;
    if (const auto* inbox = jsonStringOrNull(data, "inboxDocument");
        inbox && fn(std::string_view(*inbox)))
        return true;
    return false;
}

// Whether the facts' JSON text can name `path`, without parsing it: every
// match holds the path's last segment (a document id, or the end of a whole
// path) as a string. A segment with a character JSON escapes is looked for
// by parsing. Filtering a long journal by document mostly answers no here.
bool mayNamePath(std::string_view dataText, std::string_view path)
{
    if (dataText.empty())
        return false;
    const std::string_view last = path.substr(path.rfind('/') + 1);
    const bool escaped = std::any_of(last.begin(), last.end(), [](char c) {
        return c == '"' || c == '\\' || static_cast<unsigned char>(c) < 0x20;
    });
    return escaped || dataText.find(last) != std::string_view::npos;
}

} // namespace

std::string inboxPath(std::string_view messageKey)
{
    return std::string(kInbox) + DocumentPath::percentEncode(messageKey);
}

std::vector<std::string> pathsOf(const JournalEntry& entry)
{
    std::vector<std::string> paths;
    const auto add = [&paths](std::string path) {
        if (!path.empty() && std::find(paths.begin(), paths.end(), path) == paths.end())
            paths.push_back(std::move(path));
    };
    const Json data = entry.data();
    forEachNamedPath(data, [&](std::string_view path) {
        add(std::string(path));
        return false;
    });
    if (const auto* record = jsonStringOrNull(data, "record"))
        add(std::string(kOutbox) + *record);
    if (const auto* email = jsonStringOrNull(data, "providerMessageId"))
        add(std::string(kEmails) + *email);
    if (const auto* orderId = jsonStringOrNull(data, "orderId"))
        add(std::string(kOrders) + *orderId);
    if (!entry.messageKey.empty()) {
        add(inboxPath(entry.messageKey));
        if (entry.outcome == "parked")
            add(std::string(kParked) + DocumentPath::percentEncode(entry.messageKey));
    }
    return paths;
}

bool concerns(const JournalEntry& entry, std::string_view path)
{
    if (mayNamePath(entry.dataText, path)) {
        const Json data = entry.data();
        if (forEachNamedPath(data, [path](std::string_view named) { return named == path; }))
            return true;
        if (prefixed(path, kOrders, jsonStringOrNull(data, "orderId")) ||
            prefixed(path, kOutbox, jsonStringOrNull(data, "record")) ||
            prefixed(path, kEmails, jsonStringOrNull(data, "providerMessageId")))
            return true;
    }
    if (entry.messageKey.empty())
        return false;
    const bool inbox = path.starts_with(kInbox);
    if (!inbox && !path.starts_with(kParked))
        return false;
    const std::string_view id = path.substr(inbox ? kInbox.size() : kParked.size());
    return id == DocumentPath::percentEncode(entry.messageKey);
}

} // namespace atlas::JournalDocuments
