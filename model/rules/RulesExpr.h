#pragma once

#include "store/json/Json.h"

#include <memory>
#include <string>
#include <vector>

namespace atlas {

// One node of an allow condition. Kept with its source span, so a verdict can
// quote the part of the condition that decided it.
struct RulesExpr
{
    enum class Kind {
        Literal,  // `value`: string, number, bool, null
        Name,     // `name`: request, resource, a path variable
        Field,    // children[0].name
        Index,    // children[0][children[1]]
        List,     // [children…]
        Not,      // !children[0]
        Binary,   // children[0] op children[1]; op one of == != < <= > >= in && ||
    };

    Kind kind = Kind::Literal;
    Json value;
    std::string name; // Name, Field: the identifier; Binary: the operator
    std::vector<std::shared_ptr<const RulesExpr>> children;
    std::size_t offset = 0; // byte span in the rules text
    std::size_t end = 0;
};

} // namespace atlas
