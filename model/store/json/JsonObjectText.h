#pragma once

#include "store/clock/IsoTime.h"
#include "store/json/JsonText.h"

#include <charconv>
#include <concepts>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

namespace atlas {

// Appends one JSON object's text member by member, exactly as toJsonText
// writes the tree it stands for: for the hot paths that journal facts
// without building that tree (a handler's decision, a channel event, a relay
// step). Strings go through appendJsonString, so text that is not UTF-8
// throws Json::type_error as toJsonText does.
class JsonObjectText
{
public:
    explicit JsonObjectText(std::string& out) : out_(out) {}

    // A member's name: plain ASCII with nothing to escape. Written in one
    // append: a decision's facts are some thirty members, and four appends
    // each (a call and a capacity check apiece) were most of their cost.
    void key(std::string_view name)
    {
        char text[kShortKey + 4];
        if (name.size() > kShortKey) {
            out_ += first_ ? "{\"" : ",\"";
            out_ += name;
            out_ += "\":";
        } else {
            text[0] = first_ ? '{' : ',';
            text[1] = '"';
            std::memcpy(text + 2, name.data(), name.size());
            text[name.size() + 2] = '"';
            text[name.size() + 3] = ':';
            out_.append(text, name.size() + 4);
        }
        first_ = false;
    }
    void string(const std::string& text) { appendJsonString(out_, text); }
    void value(const Json& value) { appendJsonText(out_, value); }
    // A SimClock time as the string toIso makes (nothing in it to escape).
    void time(std::int64_t t)
    {
        out_ += '"';
        appendIsoTime(out_, t);
        out_ += '"';
    }
    void boolean(bool value) { out_ += value ? "true" : "false"; }
    void null() { out_ += "null"; }
    // The value, or null when there is none.
    void optional(const std::optional<bool>& value) { value ? boolean(*value) : null(); }
    void optional(const std::optional<std::string>& value) { value ? string(*value) : null(); }
    void integer(std::integral auto value)
    {
        char digits[24];
        out_.append(digits, std::to_chars(digits, digits + sizeof digits, value).ptr);
    }
    // Text already in JSON form (an array's brackets and separators, say).
    void raw(std::string_view text) { out_ += text; }
    void close() { out_ += first_ ? "{}" : "}"; }

private:
    static constexpr std::size_t kShortKey = 40;
    std::string& out_;
    bool first_ = true;
};

} // namespace atlas
