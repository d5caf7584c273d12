#pragma once

#include "RulesExpr.h"

#include <memory>
#include <string>

namespace atlas {

// One `allow read, write: if COND;` statement.
struct RulesAllow
{
    unsigned methods = 0; // RulesMethod bits
    // Null for `allow read;` (no condition: always allowed).
    std::shared_ptr<const RulesExpr> condition;
    int line = 0;
    int column = 0;
    std::string statement;     // the whole statement as written, on one line
    std::string conditionText; // the condition as written ("true" without one)
};

} // namespace atlas
