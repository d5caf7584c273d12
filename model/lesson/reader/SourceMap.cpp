#include "SourceMap.h"

#include "store/json/JsonParser.h"
#include "store/json/Json.h"

#include <unordered_set>

namespace atlas {
namespace {

// Text the lesson loader accepted nests no deeper than this; past it (text
// from elsewhere) values are skipped without recursion and report their
// ancestor's position.
constexpr int kMaxDepth = JsonParser::kMaxDepth;

bool isNumberChar(char c)
{
    return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
}

} // namespace

SourceMap::SourceMap(std::string_view text) : text_(text), lines_(text)
{
    skipSpace();
    scanValue({}, 0);
}

std::string SourceMap::escape(std::string_view key)
{
    std::string out;
    out.reserve(key.size());
    for (const char c : key) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

LineIndex::Position SourceMap::at(std::string_view pointer, Anchor anchor) const
{
    std::string current(pointer);
    while (true) {
        const auto it = offsets_.find(current);
        if (it != offsets_.end()) {
            const bool key = anchor == Anchor::Key && it->second.key != std::string::npos &&
                             current.size() == pointer.size();
            return lines_.at(key ? it->second.key : it->second.value);
        }
        if (current.empty())
            return {};
        const auto slash = current.rfind('/');
        current.resize(slash == std::string::npos ? 0 : slash);
    }
}

std::string_view SourceMap::number(std::string_view pointer) const
{
    const auto it = offsets_.find(std::string(pointer));
    if (it == offsets_.end())
        return {};
    const std::size_t start = it->second.value;
    std::size_t end = start;
    while (end < text_.size() && isNumberChar(text_[end]))
        ++end;
    return text_.substr(start, end - start);
}

void SourceMap::skipSpace()
{
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' ||
                                   text_[pos_] == '\n' || text_[pos_] == '\r'))
        ++pos_;
}

void SourceMap::scanValue(const std::string& pointer, int depth)
{
    offsets_[pointer].value = pos_;
    if (pos_ >= text_.size())
        return;
    const char c = text_[pos_];
    if ((c == '{' || c == '[') && depth >= kMaxDepth) {
        skipNested();
    } else if (c == '{') {
        scanObject(pointer, depth);
    } else if (c == '[') {
        scanArray(pointer, depth);
    } else if (c == '"') {
        scanString();
    } else {
        while (pos_ < text_.size() && text_[pos_] != ',' && text_[pos_] != '}' &&
               text_[pos_] != ']' && text_[pos_] != ' ' && text_[pos_] != '\n' &&
               text_[pos_] != '\r' && text_[pos_] != '\t')
            ++pos_;
    }
}

void SourceMap::scanObject(const std::string& pointer, int depth)
{
    ++pos_; // {
    std::unordered_set<std::string> seen;
    skipSpace();
    while (pos_ < text_.size() && text_[pos_] != '}') {
        const std::size_t keyStart = pos_;
        const std::string child = pointer + '/' + escape(scanString());
        if (!seen.insert(child).second)
            duplicates_.push_back(child);
        skipSpace();
        ++pos_; // :
        skipSpace();
        scanValue(child, depth + 1);
        offsets_[child].key = keyStart;
        skipSpace();
        if (pos_ < text_.size() && text_[pos_] == ',') {
            ++pos_;
            skipSpace();
        }
    }
    ++pos_; // }
}

void SourceMap::scanArray(const std::string& pointer, int depth)
{
    ++pos_; // [
    skipSpace();
    for (std::size_t index = 0; pos_ < text_.size() && text_[pos_] != ']'; ++index) {
        scanValue(pointer + '/' + std::to_string(index), depth + 1);
        skipSpace();
        if (pos_ < text_.size() && text_[pos_] == ',') {
            ++pos_;
            skipSpace();
        }
    }
    ++pos_; // ]
}

std::string SourceMap::scanString()
{
    const std::size_t start = pos_++;
    bool escaped = false;
    while (pos_ < text_.size() && text_[pos_] != '"') {
        if (text_[pos_] == '\\') {
            escaped = true;
            ++pos_;
        }
        ++pos_;
    }
    ++pos_; // closing quote
    const std::string_view raw = text_.substr(start, pos_ - start);
    if (!escaped)
        return std::string(raw.substr(1, raw.size() - 2));
    // Let the parser decode \uXXXX and friends; the text is known to be valid.
    return Json::parse(raw).get<std::string>();
}

void SourceMap::skipNested()
{
    int depth = 0;
    do {
        const char c = text_[pos_];
        if (c == '"') {
            scanString();
            continue;
        }
        if (c == '{' || c == '[')
            ++depth;
        else if (c == '}' || c == ']')
            --depth;
        ++pos_;
    } while (depth > 0 && pos_ < text_.size());
}

} // namespace atlas
