#include "JsonText.h"

#include <charconv>

namespace atlas {
namespace {

// Bytes the serializer copies unchanged whatever its mode: printable ASCII
// other than the two it escapes.
bool plain(const std::string& text)
{
    for (const char c : text)
        if (c < 0x20 || c > 0x7E || c == '"' || c == '\\')
            return false;
    return true;
}

void appendString(std::string& out, const std::string& text, const Json* node)
{
    if (plain(text)) {
        out += '"';
        out += text;
        out += '"';
    } else {
        out += node ? node->dump() : Json(text).dump();
    }
}

template <class Integer> void appendInteger(std::string& out, Integer value)
{
    char buf[24];
    const auto end = std::to_chars(buf, buf + sizeof buf, value).ptr;
    out.append(buf, end);
}

} // namespace

void appendJsonText(std::string& out, const Json& value)
{
    switch (value.type()) {
    case Json::value_t::object: {
        if (value.empty()) {
            out += "{}";
            return;
        }
        out += '{';
        bool first = true;
        for (const auto& [key, member] : value.get_ref<const Json::object_t&>()) {
            if (!first)
                out += ',';
            first = false;
            appendString(out, key, nullptr);
            out += ':';
            appendJsonText(out, member);
        }
        out += '}';
        return;
    }
    case Json::value_t::array: {
        if (value.empty()) {
            out += "[]";
            return;
        }
        out += '[';
        bool first = true;
        for (const Json& item : value) {
            if (!first)
                out += ',';
            first = false;
            appendJsonText(out, item);
        }
        out += ']';
        return;
    }
    case Json::value_t::string:
        appendString(out, value.get_ref<const std::string&>(), &value);
        return;
    case Json::value_t::boolean:
        out += value.get<bool>() ? "true" : "false";
        return;
    case Json::value_t::number_integer:
        appendInteger(out, value.get<std::int64_t>());
        return;
    case Json::value_t::number_unsigned:
        appendInteger(out, value.get<std::uint64_t>());
        return;
    case Json::value_t::null:
        out += "null";
        return;
    case Json::value_t::number_float:
    case Json::value_t::binary:
    case Json::value_t::discarded:
        out += value.dump();
        return;
    }
}

std::string toJsonText(const Json& value)
{
    std::string out;
    out.reserve(256);
    appendJsonText(out, value);
    return out;
}

} // namespace atlas
