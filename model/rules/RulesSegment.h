#pragma once

#include <string>

namespace atlas {

// One segment of a match path: a literal (`orders`), a single-segment
// wildcard (`{orderId}`) or a recursive one (`{document=**}`).
struct RulesSegment
{
    enum class Kind { Literal, Wildcard, Recursive };
    Kind kind = Kind::Literal;
    std::string text; // the literal, or the variable's name
};

} // namespace atlas
