#include "JsonText.h"

#include <charconv>
#include <cstdint>
#include <cstring>

namespace atlas {
namespace {

constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
constexpr std::uint64_t kHighs = 0x8080808080808080ULL;

// A high bit in each byte of `word` that equals zero.
std::uint64_t zeroBytes(std::uint64_t word)
{
    return (word - kOnes) & ~word & kHighs;
}

// True when some byte of `word` is below 0x20, above 0x7E, '"' or '\\':
// eight bytes per step instead of one (the "hasless", "hasmore" and
// "haszero" word tests from Bit Twiddling Hacks; exact as yes/no answers).
bool anySpecial(std::uint64_t word)
{
    const std::uint64_t below = (word - kOnes * 0x20) & ~word; // some byte < 0x20
    const std::uint64_t above = (word + kOnes) | word;         // some byte > 0x7E
    return ((below | above) & kHighs) != 0 || zeroBytes(word ^ (kOnes * '"')) != 0 ||
           zeroBytes(word ^ (kOnes * '\\')) != 0;
}

// Bytes the serializer copies unchanged whatever its mode: printable ASCII
// other than the two it escapes.
bool plain(const std::string& text)
{
    const char* p = text.data();
    std::size_t n = text.size();
    for (; n >= 8; p += 8, n -= 8) {
        std::uint64_t word;
        std::memcpy(&word, p, 8);
        if (anySpecial(word))
            return false;
    }
    for (; n > 0; ++p, --n)
        if (*p < 0x20 || *p > 0x7E || *p == '"' || *p == '\\')
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

void appendJsonString(std::string& out, const std::string& text)
{
    appendString(out, text, nullptr);
}

std::string toJsonText(const Json& value)
{
    std::string out;
    out.reserve(512);
    appendJsonText(out, value);
    return out;
}

} // namespace atlas
