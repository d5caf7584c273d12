#include "store/json/JsonTextReader.h"

#include "store/json/PlainJsonBytes.h"

#include <charconv>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace atlas {
namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// Any step it does not take returns false, and the whole text goes to
// nlohmann; so it never needs to say what is wrong, only to be sure of what
// it accepts. Members and items wait on stacks shared by every level, so
// each object and array is allocated once, at its size.
class PlainReader
{
public:
    PlainReader(std::string_view text, std::vector<std::pair<std::string, Json>>& members,
                std::vector<Json>& items)
        : p_(text.data()), end_(text.data() + text.size()), members_(members), items_(items)
    {
    }

    bool document(Json& out)
    {
        skipSpace();
        if (!value(out, 0))
            return false;
        skipSpace();
        return p_ == end_;
    }

private:
    void skipSpace()
    {
        while (p_ != end_ && (*p_ == ' ' || *p_ == '\n' || *p_ == '\r' || *p_ == '\t'))
            ++p_;
    }

    bool value(Json& out, int depth)
    {
        if (p_ == end_)
            return false;
        switch (*p_) {
        case '{':
            return object(out, depth + 1);
        case '[':
            return array(out, depth + 1);
        case '"': {
            std::string text;
            if (!string(text))
                return false;
            out = std::move(text);
            return true;
        }
        case 't':
            return literal("true") && (out = true, true);
        case 'f':
            return literal("false") && (out = false, true);
        case 'n':
            return literal("null") && (out = nullptr, true);
        default:
            return number(out);
        }
    }

    bool literal(std::string_view word)
    {
        if (static_cast<std::size_t>(end_ - p_) < word.size() ||
            std::string_view(p_, word.size()) != word)
            return false;
        p_ += word.size();
        return true;
    }

    bool string(std::string& out)
    {
        const char* start = ++p_;
        while (p_ != end_ && *p_ != '"') {
            if (!kPlainJsonByte[static_cast<unsigned char>(*p_)])
                return false;
            ++p_;
        }
        if (p_ == end_)
            return false;
        out.assign(start, p_);
        ++p_;
        return true;
    }

    // Integers only, as nlohmann types them: unsigned unless negative. A
    // fraction, an exponent, a leading zero or a value past 64 bits is left
    // to it.
    bool number(Json& out)
    {
        const char* start = p_;
        const bool negative = *p_ == '-';
        if (negative)
            ++p_;
        if (p_ == end_ || !isDigit(*p_))
            return false;
        if (*p_ == '0') {
            ++p_;
            if (p_ != end_ && isDigit(*p_))
                return false;
        } else {
            while (p_ != end_ && isDigit(*p_))
                ++p_;
        }
        if (p_ != end_ && (*p_ == '.' || *p_ == 'e' || *p_ == 'E'))
            return false;
        if (negative) {
            std::int64_t n = 0;
            if (std::from_chars(start, p_, n).ec != std::errc())
                return false;
            out = n;
        } else {
            std::uint64_t n = 0;
            if (std::from_chars(start, p_, n).ec != std::errc())
                return false;
            out = n;
        }
        return true;
    }

    // Past an opening bracket: true when `close` follows at once (read too).
    bool empty(char close)
    {
        ++p_;
        skipSpace();
        if (p_ == end_ || *p_ != close)
            return false;
        ++p_;
        return true;
    }

    enum class After { More, Closed, Wrong };
    // After a member or an item: a comma (read, with the space after it),
    // `close` (read) or anything else.
    After after(char close)
    {
        skipSpace();
        if (p_ == end_)
            return After::Wrong;
        const char c = *p_++;
        if (c == close)
            return After::Closed;
        if (c != ',')
            return After::Wrong;
        skipSpace();
        return After::More;
    }

    bool object(Json& out, int depth)
    {
        if (depth > kMaxPlainDepth)
            return false;
        const std::size_t base = members_.size();
        if (!empty('}')) {
            for (After next = After::More; next == After::More;) {
                std::string key;
                if (p_ == end_ || *p_ != '"' || !string(key))
                    return false;
                skipSpace();
                if (p_ == end_ || *p_ != ':')
                    return false;
                ++p_;
                skipSpace();
                Json member;
                if (!value(member, depth))
                    return false;
                members_.emplace_back(std::move(key), std::move(member));
                if ((next = after('}')) == After::Wrong)
                    return false;
            }
        }
        // nlohmann keeps a repeated key's first place and last value.
        for (std::size_t i = base; i < members_.size(); ++i)
            for (std::size_t j = i + 1; j < members_.size(); ++j)
                if (members_[i].first == members_[j].first)
                    return false;
        out = Json::object();
        auto& object = out.get_ref<Json::object_t&>();
        object.reserve(members_.size() - base);
        for (std::size_t i = base; i < members_.size(); ++i)
            object.emplace_back(std::move(members_[i].first), std::move(members_[i].second));
        members_.resize(base);
        return true;
    }

    bool array(Json& out, int depth)
    {
        if (depth > kMaxPlainDepth)
            return false;
        const std::size_t base = items_.size();
        if (!empty(']')) {
            for (After next = After::More; next == After::More;) {
                Json item;
                if (!value(item, depth))
                    return false;
                items_.push_back(std::move(item));
                if ((next = after(']')) == After::Wrong)
                    return false;
            }
        }
        out = Json::array();
        auto& array = out.get_ref<Json::array_t&>();
        array.reserve(items_.size() - base);
        for (std::size_t i = base; i < items_.size(); ++i)
            array.push_back(std::move(items_[i]));
        items_.resize(base);
        return true;
    }

    const char* p_;
    const char* end_;
    std::vector<std::pair<std::string, Json>>& members_;
    std::vector<Json>& items_;
};

} // namespace

bool readPlainJsonText(std::string_view text, Json& out)
{
    // Per thread, their room kept from one text to the next (the explorer
    // runs labs on worker threads). A text given up halfway leaves members
    // behind: cleared first.
    thread_local std::vector<std::pair<std::string, Json>> members;
    thread_local std::vector<Json> items;
    members.clear();
    items.clear();
    return PlainReader(text, members, items).document(out);
}

Json readJsonText(std::string_view text)
{
    Json value;
    if (readPlainJsonText(text, value))
        return value;
    return Json::parse(text);
}

Json readJsonTextOrDiscarded(std::string_view text)
{
    Json value;
    if (readPlainJsonText(text, value))
        return value;
    return Json::parse(text, nullptr, false);
}

} // namespace atlas
