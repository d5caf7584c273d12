#include "store/json/JsonParser.h"

#include <vector>

namespace atlas {
namespace {

// Out-of-range numbers are nlohmann's out_of_range.406, reported through the
// same SAX callback as syntax errors.
constexpr int kNumberOverflow = 406;

// Builds the tree as nlohmann's own DOM parser does (a later duplicate key
// overwrites the earlier value in place), refusing to open a level past the
// limit.
class TreeBuilder
{
public:
    using string_t = Json::string_t;

    explicit TreeBuilder(JsonParser::Failure& failure) : failure_(failure) {}

    Json& root() { return root_; }
    bool tooDeep() const { return tooDeep_; }

    bool null() { return put(Json(nullptr)); }
    bool boolean(bool value) { return put(Json(value)); }
    bool number_integer(Json::number_integer_t value) { return put(Json(value)); }
    bool number_unsigned(Json::number_unsigned_t value) { return put(Json(value)); }
    bool number_float(Json::number_float_t value, const string_t&) { return put(Json(value)); }
    bool string(string_t& value) { return put(Json(std::move(value))); }
    bool binary(Json::binary_t& value) { return put(Json::binary(std::move(value))); }
    bool start_object(std::size_t) { return open(Json::value_t::object); }
    bool start_array(std::size_t) { return open(Json::value_t::array); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }
    bool key(string_t& key)
    {
        key_ = std::move(key);
        return true;
    }

    bool parse_error(std::size_t position, const std::string& lastToken,
                     const Json::exception& error)
    {
        if (error.id == kNumberOverflow) {
            failure_.kind = JsonParser::Failure::Kind::NumberOutOfRange;
            failure_.byte = position >= lastToken.size() ? position - lastToken.size() : 0;
            failure_.detail = lastToken;
        } else {
            failure_.kind = JsonParser::Failure::Kind::Syntax;
            failure_.byte = position;
            failure_.detail = error.what();
        }
        return false;
    }

private:
    // Pointers into the open containers stay valid: values are only ever
    // added to the innermost one, and an outer one grows only after the
    // inner one is closed.
    Json* place(Json&& value)
    {
        if (open_.empty()) {
            root_ = std::move(value);
            return &root_;
        }
        Json& parent = *open_.back();
        if (parent.is_array()) {
            parent.push_back(std::move(value));
            return &parent.back();
        }
        Json& member = parent[key_];
        member = std::move(value);
        return &member;
    }
    bool put(Json&& value)
    {
        place(std::move(value));
        return true;
    }
    bool open(Json::value_t type)
    {
        if (open_.size() >= static_cast<std::size_t>(JsonParser::kMaxDepth)) {
            tooDeep_ = true;
            return false;
        }
        open_.push_back(place(Json(type)));
        return true;
    }
    bool close()
    {
        open_.pop_back();
        return true;
    }

    JsonParser::Failure& failure_;
    Json root_;
    std::vector<Json*> open_;
    string_t key_;
    bool tooDeep_ = false;
};

// The text up to the bracket is valid JSON (the parser got that far), so
// counting brackets outside strings finds it exactly.
std::size_t bracketOpening(std::string_view text, int level)
{
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth == level)
                return i;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return text.size();
}

} // namespace

std::optional<Json> JsonParser::parse(std::string_view text, Failure* failure)
{
    TreeBuilder builder(*failure);
    if (Json::sax_parse(text.data(), text.data() + text.size(), &builder))
        return std::move(builder.root());
    if (builder.tooDeep()) {
        failure->kind = Failure::Kind::TooDeep;
        failure->byte = bracketOpening(text, kMaxDepth + 1);
        failure->detail.clear();
    }
    return std::nullopt;
}

std::string JsonParser::describe(const Failure& failure)
{
    switch (failure.kind) {
    case Failure::Kind::TooDeep:
        return "nested more than " + std::to_string(kMaxDepth) + " levels deep";
    case Failure::Kind::NumberOutOfRange:
        return "the number " + failure.detail + " is too large for a double";
    case Failure::Kind::Syntax:
        break;
    }
    std::string reason = failure.detail;
    if (const auto tagEnd = reason.find("] "); reason.starts_with('[') && tagEnd != std::string::npos)
        reason.erase(0, tagEnd + 2);
    return reason;
}

} // namespace atlas
