#pragma once

#include "store/json/Json.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace atlas {

// Parses JSON that someone else wrote (a lesson, a learner's progress file,
// an event typed into the composer)
// so that no content can crash the lab. nlohmann's own parse() throws
// out_of_range, not parse_error, for a number beyond a double (1e400), which
// callers expecting parse errors would not catch; and it builds any depth of
// nesting, but copying or printing such a tree recurses once per level and
// overflows the stack. Here both are failures with a position, and the parse
// stops at the first bracket that opens a level deeper than kMaxDepth, so no
// deep tree is ever built.
class JsonParser
{
public:
    static constexpr int kMaxDepth = 256;

    struct Failure
    {
        enum class Kind {
            Syntax,           // detail: nlohmann's message; byte: where it stopped reading
            TooDeep,          // byte: the bracket that opens level kMaxDepth + 1
            NumberOutOfRange, // detail: the number as written; byte: where it starts
        };
        Kind kind = Kind::Syntax;
        std::size_t byte = 0;
        std::string detail;
    };

    // The parsed value, or nothing with *failure filled in.
    static std::optional<Json> parse(std::string_view text, Failure* failure);
    // The failure as a reason a person reads, without nlohmann's error tag.
    static std::string describe(const Failure& failure);
};

} // namespace atlas
