#pragma once

#include "LineIndex.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace atlas {

// Where each value of a JSON text sits, by JSON pointer, so a validator that
// works on the parsed tree can still say "line 12, column 7". nlohmann 3.11
// keeps no positions, hence this second, light pass over text it already
// accepted. It also finds duplicate keys, which the parser silently merges.
class SourceMap
{
public:
    enum class Anchor { Key, Value };

    // `text` must be valid JSON and outlive the map.
    explicit SourceMap(std::string_view text);

    // The position of the member's key or of its value. A pointer with no
    // entry (a missing field) falls back to its nearest recorded ancestor.
    LineIndex::Position at(std::string_view pointer, Anchor anchor) const;
    // A number exactly as the text writes it ("99999999999999999999", which
    // the parser can only keep as the double 1e20); empty when the value at
    // `pointer` is not a number.
    std::string_view number(std::string_view pointer) const;
    // Pointers of members whose key already appeared in the same object.
    const std::vector<std::string>& duplicateKeys() const { return duplicates_; }

    static std::string escape(std::string_view key); // RFC 6901: ~ -> ~0, / -> ~1

private:
    struct Offsets
    {
        std::size_t key = std::string::npos;
        std::size_t value = 0;
    };

    void scanValue(const std::string& pointer, int depth);
    void scanObject(const std::string& pointer, int depth);
    void scanArray(const std::string& pointer, int depth);
    std::string scanString();
    void skipNested();
    void skipSpace();

    std::string_view text_;
    std::size_t pos_ = 0;
    LineIndex lines_;
    std::unordered_map<std::string, Offsets> offsets_;
    std::vector<std::string> duplicates_;
};

} // namespace atlas
